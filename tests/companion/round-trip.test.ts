/**
 * The round trip in the companion page, in Chromium with the simulated device: the party sent, a
 * wound applied on the device with its own keys, the same character changed in the page and sent
 * again: the page shows the conflict field by field, sends nothing until the GM chooses, and the
 * choice it offers first keeps the wound. "Read from device" brings a wound home, the log and
 * the versions.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageSession, screenSays, text } from "./browser-page";

const { open } = pageSession();

type Machine = { press(k: string): void; advance(ms: number): void; textLines(): string[]; storage: { readBytes(n: string): Uint8Array | undefined } };
type Companion = { simulated(): Machine; store: { data: { sheets: { system: string; id: string; stats?: { [k: string]: number }; wounds?: unknown[] }[] } } };

/** Sends, and waits for the result, an error or the sheets to decide. */
async function send(page: Page): Promise<void> {
  await page.click("#send");
  await page.waitForFunction(
    () => ["send-result", "send-error"].some((id) => (document.getElementById(id)?.textContent ?? "") !== "") || !(document.getElementById("sync-review") as HTMLElement).hidden,
    undefined,
    { timeout: 90000 },
  );
}

/**
 * At the table: Sir Aldric's melee attack on Wren (the other choices those the device offers
 * first), rolled until it wounds, the wound applied; the wounded one's name. The page's device
 * rolls with a seed of its own: the first attacker it offers, Tamsin with a knife, wounds Sir
 * Aldric in about one roll in twenty, and 60 rolls without a wound failed this test one run in three.
 */
async function woundAtTheTable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const m = (window as unknown as { sifniCompanion: Companion }).sifniCompanion.simulated();
    const p = (k: string) => {
      m.press(k);
      m.advance(60);
    };
    const screen = () => m.textLines().join("\n");
    // a character of the list on screen (a row of its own, the cursor at the first)
    const pick = (name: string) => {
      const at = m.textLines().indexOf(name);
      if (at < 1) throw new Error("no " + name + " in " + screen());
      for (let i = 1; i < at; i++) p("down");
      p("select");
    };
    ["back", "back", "back", "down", "down", "select", "select"].forEach(p); // Combat, Melee attack
    pick("Sir Aldric");
    for (let i = 0; i < 8 && !/ROLL/.test(m.textLines()[1] ?? ""); i++) {
      if (m.textLines()[0] === "Defender") pick("Wren");
      else p("select");
    }
    p("select"); // ROLL
    for (let i = 0; i < 200 && !/Down: apply/.test(screen()); i++) p("select");
    for (let i = 0; i < 30 && m.textLines()[0] !== "Then"; i++) p("down");
    p("select"); // Apply
    p("down");
    // applied: its row now takes it back ("Undo: Wren: ...")
    // the row may wrap on the narrow screen ("Undo: Sir" / "Aldric: ..."): read across rows
    const undo = /^Undo: ([^:]+):/.exec(m.textLines().slice(1).join(" "));
    return undo ? undo[1] : "(no wound applied) " + screen();
  });
}

/** The id of the page's S-Ifni character of that name. */
async function idOf(page: Page, name: string): Promise<string> {
  const id = await page.evaluate((n) => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.sheets.find((s) => s.system === "sifni" && (s as { name?: string }).name === n)?.id, name);
  if (!id) throw new Error("no character named " + name);
  return id;
}

async function sheetInPage(page: Page, id: string) {
  return page.evaluate((i) => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.sheets.find((s) => s.system === "sifni" && s.id === i), id);
}

/** A sheet's file on the device, as its bytes. */
async function fileOnDevice(page: Page, id: string): Promise<string> {
  return page.evaluate((i) => {
    const m = (window as unknown as { sifniCompanion: Companion }).sifniCompanion.simulated();
    const b = m.storage.readBytes("sifni.c.sifni." + i);
    return b ? String.fromCharCode(...Array.from(b)) : "";
  }, id);
}

describe("the round trip in the page", () => {
  it("send, a wound on the device, an edit in the page, send again: the conflict shown, the wound kept unless told otherwise", async () => {
    const page = await open();
    await page.check('input[name="transport"][value="simulated"]');
    await screenSays(page, "simulated", /S-Ifni\nRoll/);
    await send(page);
    expect(await text(page, "#send-error")).toBe("");
    expect(await text(page, "#send-result")).toContain("knight");

    const name = await woundAtTheTable(page);
    const id = await idOf(page, name);
    const wounded = await fileOnDevice(page, id);
    const before = (await sheetInPage(page, id)) as { stats: { [k: string]: number }; wounds: unknown[] };
    const n = before.wounds.length;
    const attack = before.stats.MeleeAttack;

    // the same character changed here, then sent: nothing is sent, the difference is shown
    await page.click(`.member[data-id="${id}"]`);
    await page.fill('input[data-path="stats.MeleeAttack"]', String(attack + 1));
    await send(page);
    expect(await text(page, "#send-result")).toBe("");
    expect(await text(page, "#send-status")).toBe("Not sent: choose what to do with the sheets the device changed.");
    const box = `#sync-review fieldset.conflict[data-id="${id}"]`;
    expect(await text(page, `${box} legend`)).toBe(`${name} (S-Ifni): changed on the device since this page last sent or read it, and here too`);
    expect(await text(page, `${box} tr[data-path="stats.MeleeAttack"]`)).toMatch(new RegExp(`^stats\\.MeleeAttack\\s*${attack}\\s*${attack + 1}\\s*${attack}$`));
    expect(await page.getAttribute(`${box} tr[data-path="stats.MeleeAttack"]`, "class")).toBe("by-me");
    const band = `${box} tr[data-path="wounds.${n}.band"]`;
    expect(await page.getAttribute(band, "class")).toBe("by-device");
    expect(await text(page, band)).toMatch(new RegExp(`^wounds\\.${n}\\.band\\s*\\d\\s*—\\s*—$`));
    // the device's file is untouched
    expect(await fileOnDevice(page, id)).toBe(wounded);
    // offered first: the merge, which keeps the wound
    expect(await page.isChecked(`${box} input[value="merge"]`)).toBe(true);
    expect(await page.isChecked(`${box} input[value="mine"]`)).toBe(false);
    await page.click("#sync-apply");
    await page.waitForFunction(() => (document.getElementById("send-result")?.textContent ?? "") !== "" || (document.getElementById("send-error")?.textContent ?? "") !== "", undefined, { timeout: 90000 });
    expect(await text(page, "#send-error")).toBe("");
    expect(await page.isHidden("#sync-review")).toBe(true);
    // on the device and in the page: the wound and the edit together
    const merged = await fileOnDevice(page, id);
    expect(merged).not.toBe(wounded);
    const now = (await sheetInPage(page, id)) as { stats: { [k: string]: number }; wounds: unknown[] };
    expect(now.stats.MeleeAttack).toBe(attack + 1);
    expect(now.wounds.length).toBe(n + 1);
    expect(merged.split("\x1f")[9]).toBe(wounded.split("\x1f")[9]); // the wounds field as the device wrote it
    // sent again with nothing changed: no question
    await send(page);
    expect(await page.isHidden("#sync-review")).toBe(true);
    expect(await text(page, "#send-result")).toContain("Sent to the BANGLEJS2");
  });

  it("Read from device: a wound the page did not see comes home, with the log and the versions", async () => {
    const page = await open();
    await page.check('input[name="transport"][value="simulated"]');
    await screenSays(page, "simulated", /S-Ifni\nRoll/);
    await send(page);
    const name = await woundAtTheTable(page);
    const id = await idOf(page, name);
    const before = (await sheetInPage(page, id)) as { wounds: unknown[] };
    await page.click("#read-device");
    await page.waitForFunction(() => !(document.getElementById("read-result") as HTMLElement).hidden || (document.getElementById("send-error")?.textContent ?? "") !== "", undefined, { timeout: 90000 });
    expect(await text(page, "#send-error")).toBe("");
    const n = before.wounds.length;
    expect(await text(page, `#read-sheets li[data-id="${id}"]`)).toBe(`${name} (S-Ifni): taken into the page (changed on the device: wounds.${n}.dr, wounds.${n}.band, wounds.${n}.location)`);
    expect(await text(page, "#read-summary")).toMatch(/^BANGLEJS2, firmware \S+: app 0\.3\.0, this page's build\s*Rules: S-Ifni pack v1/);
    const after = (await sheetInPage(page, id)) as { wounds: unknown[] };
    expect(after.wounds.length).toBe(n + 1);
    // the log: a header, then the rolls, oldest first, the melee attack among them
    const heads = await page.$$eval("#device-log th", (t) => t.map((x) => x.textContent));
    expect(heads).toEqual(["Time", "Who", "Check", "Result", "Outcome"]);
    const rows = await page.$$eval("#device-log tbody tr", (r) => r.map((x) => Array.from(x.children).map((c) => c.textContent)));
    expect(rows[0][2]).toBe("Update");
    expect(rows.some((r) => (r[1] ?? "").includes(name) && r[2] === "Melee attack")).toBe(true);
    const download = page.waitForEvent("download");
    await page.click("#log-csv");
    const csv = await (await download).createReadStream();
    let body = "";
    for await (const chunk of csv) body += chunk;
    expect(body.split("\r\n")[0]).toBe("time,who,check,result,outcome");
    expect(body).toContain("Melee attack");
  });
});
