/**
 * The companion page in Debian's Chromium (headless, driven by playwright-core), served by its
 * own dev server: editing a sheet with the engine's messages inline, the rules pack's validator,
 * rolling on the in-page device, and sending to a simulated device (the emulator behind a
 * simulated UART in place of Web Bluetooth) that shows the new character after a restart.
 */
import { describe, expect, it } from "vitest";
import { keys, pageSession, screenSays, text } from "./browser-page";
import { moduleById } from "../../src/engine/rules/registry";
import { SYSTEMS } from "../../src/home/systems";
import { formatPercent } from "../../src/engine/format/number";
import type { RulesModule, SheetBase } from "../../src/engine/rules/types";
import party from "../../examples/sifni/party.json";
import { sifniPackText, sifniPartyRefs } from "../../src/home/index";
import type { SifniPack, SifniSheet } from "../../src/home/index";
import { sideOf } from "../../src/engine/sifni/checks/side";
import { formatFraction } from "../../src/engine/math/fraction";

const { open } = pageSession();

describe("the companion page", () => {
  it("checks a sheet as the GM types: the engine's message by the field, the party marked, sending blocked", async () => {
    const page = await open();
    const field = '[data-path="stats.MeleeAttack"]';
    await page.fill(`input${field}`, "-11");
    expect(await text(page, `.problems${field}`)).toBe("stats.MeleeAttack: MeleeAttack must be at least -10, got -11");
    expect(await page.getAttribute(`input${field}`, "aria-invalid")).toBe("true");
    expect(await text(page, "#sheet-heading")).toBe("Sir Aldric: 1 problem");
    expect(await text(page, '.member[data-id="knight"] .badge')).toBe("1 ✗");
    expect(await page.isDisabled("#send")).toBe(true);
    expect(await text(page, "#send-summary")).toContain("Fix first: S-Ifni: Sir Aldric has 1 problem");
    await page.fill(`input${field}`, "8x");
    expect(await text(page, `.problems${field}`)).toBe('stats.MeleeAttack: MeleeAttack must be a whole number, got "8x"');
    // a specialty's level: a problem of a nested path shows by that specialty
    await page.fill('[data-path="skills.0.specialties.0.level"]', "");
    expect(await text(page, '.problems[data-path="skills.0.specialties.0"]')).toContain("skills.0.specialties.0.level:");
    await page.fill('[data-path="skills.0.specialties.0.level"]', "1");
    await page.fill(`input${field}`, "8");
    expect(await text(page, `.problems${field}`)).toBe("");
    expect(await text(page, "#sheet-heading")).toBe("Sir Aldric: no problems");
    expect(await page.isDisabled("#send")).toBe(false);
  });

  it("says which carried one-handed weapons are held in the left hand (the arm a wound's penalty reads)", async () => {
    const page = await open();
    const box = 'fieldset[data-path="leftHand"]';
    expect(await text(page, `${box} legend`)).toBe("Held in the left hand");
    // the knight carries sword, shield and lance, the shield held left
    expect(await page.isChecked(`${box} input[value="shield"]`)).toBe(true);
    expect(await page.isChecked(`${box} input[value="sword"]`)).toBe(false);
    expect(await page.$(`${box} input[value="spear"]`)).toBeNull();
    await page.check(`${box} input[value="sword"]`);
    expect(await text(page, "#sheet-heading")).toBe("Sir Aldric: no problems");
  });

  it("shows each skill's odds from the engine, naming the sheet's penalties applied, and a check's odds", async () => {
    const page = await open();
    const sifni = moduleById(SYSTEMS, "sifni") as RulesModule;
    const knight = party[0] as SheetBase;
    const refs = sifniPartyRefs(party as unknown as SifniSheet[]);
    const packText = sifniPackText(sifni.pack as SifniPack);
    /** The label the engine's own odds and side give: the percent, and each penalty the roll carries. */
    const expected = (skill: string, stat: string, sheets: SheetBase[]) => {
      const inputs = { who: "knight", stat, skill, tn: "13" };
      const odds = sifni.odds("skill", inputs, sheets, sifni.pack);
      const p = (odds.lines.find((l) => l.id === "success") as { p: number }).p;
      const side = sideOf(inputs, "", sifniPartyRefs(sheets as unknown as SifniSheet[]), packText);
      const applied = side.m.labels.map((l, i) => `${l} ${formatFraction(side.m.fracs[i])}`);
      return `${skill} vs TN 13: ${formatPercent(p)}${applied.length ? ` (${applied.join(", ")})` : ""}`;
    };
    expect(refs.length).toBe(party.length);
    // Sir Aldric's Sword (MeleeAttack 8 + Sword 3) against TN 13, in his plate: the armor's penalty is named
    expect(await text(page, '.odds[data-skill="0"]')).toBe(expected("Sword", "MeleeAttack", party as SheetBase[]));
    expect(await text(page, '.odds[data-skill="0"]')).toMatch(/^Sword vs TN 13: \d+\.\d% \(Armor -\d+\/\d+\)$/);
    // Ride (Nature 3): far lower with the armor; the label says so, and the hint says what is applied
    expect(await text(page, '.odds[data-skill="3"]')).toBe(expected("Ride", "Nature", party as SheetBase[]));
    expect(await text(page, ".skills .hint")).toContain("worn armor and its worst wound");
    expect(await text(page, ".skills .hint")).not.toContain("no modifiers");
    expect(knight.name).toBe("Sir Aldric");
    // lowering the stat lowers the odds shown
    await page.fill('input[data-path="stats.MeleeAttack"]', "2");
    const lower = [{ ...knight, stats: { ...(knight as unknown as { stats: object }).stats, MeleeAttack: 2 } } as SheetBase];
    expect(await text(page, '.odds[data-skill="0"]')).toBe(expected("Sword", "MeleeAttack", lower));
    // the check panel lists the outcomes with percentages
    expect(await text(page, "#odds-lines")).toMatch(/\d+\.\d%/);
  });

  it("rolls on the in-page device with its buttons and the keyboard, with the party being edited", async () => {
    const page = await open();
    await keys(page, "preview", ["select", "select"]); // Roll, Skill check
    await screenSays(page, "preview", /^Who\n/);
    await keys(page, "preview", ["select", "select", "select"]); // Sir Aldric, Active, MeleeAttack
    await screenSays(page, "preview", /Sword \+3/);
    // the rest from the keyboard, with the glass focused
    await page.focus("#preview-glass");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter"); // Sword
    await screenSays(page, "preview", /^Specialty/);
    await page.keyboard.press("Enter"); // no specialty
    // the question shows one TN at a time, from TN 13
    await screenSays(page, "preview", /^Target Number\nTN 13 basic/);
    await page.keyboard.press("Enter");
    await screenSays(page, "preview", /ROLL/);
    await page.keyboard.press("Enter");
    const result = await screenSays(page, "preview", /Roll \d+\.\d\d/);
    expect(result).toMatch(/^(SUCCESS|DEADLOCK|FAILURE)/);
    expect(result).toContain("TN 13.00");
    // a renamed character is on the device once the party is put on it again
    await page.fill('input[data-path="name"]', "Sir Test");
    await page.click("#preview-load");
    await screenSays(page, "preview", /^S-Ifni\n/);
    await keys(page, "preview", ["down", "down", "down", "down", "down", "down", "select"]); // Party
    // the main menu's title names the system; the Party screen is titled Party
    await screenSays(page, "preview", /^Party\nSir Test/);
  });

  it("sends to a simulated device: the passcode is asked, a wrong one refused, and after a restart the device shows the new character", async () => {
    const page = await open();
    await page.check('input[name="transport"][value="simulated"]');
    await screenSays(page, "simulated", /S-Ifni\nRoll/);
    // the device side of the staged update is the app's own SIFNI_UPDATE
    const hasUpdate = await page.evaluate(() => {
      const c = (window as unknown as { sifniCompanion: { simulated(): { realm(): { evaluate(c: string, f: string): { ok: boolean; value: unknown } }; execute(c: string, f?: string): unknown } } }).sifniCompanion;
      const d = c.simulated();
      const r = d.realm().evaluate("typeof SIFNI_UPDATE", "test");
      d.execute('E.setPassword("owl7"); E.lockConsole()', "test");
      return r.ok && r.value === "function";
    });
    expect(hasUpdate).toBe(true);
    await page.click("#add-character");
    await page.fill('input[data-path="id"]', "mira");
    await page.fill('input[data-path="name"]', "Mira");
    expect(await text(page, "#sheet-heading")).toBe("Mira: no problems");
    await page.fill("input[type=password]", "owl8");
    await page.click("#send");
    await page.waitForFunction(() => (document.getElementById("send-error")?.textContent ?? "") !== "");
    expect(await text(page, "#send-error")).toBe("The device refused the GM passcode: nothing was sent. Check it and send again.");
    await page.fill("input[type=password]", "owl7");
    await page.click("#send");
    await page.waitForFunction(() => (document.getElementById("send-result")?.textContent ?? "") !== "" || (document.getElementById("send-error")?.textContent ?? "") !== "", undefined, { timeout: 60000 });
    expect(await text(page, "#send-error")).toBe("");
    expect(await text(page, "#send-result")).toContain("Sent to the BANGLEJS2");
    expect(await text(page, "#send-result")).toContain("mira");
    expect(await page.evaluate(() => (document.getElementById("send-progress") as HTMLProgressElement).value)).toBe(1);
    await page.click("#simulated-restart");
    await screenSays(page, "simulated", /^S-Ifni\n/);
    await keys(page, "simulated", ["down", "down", "down", "down", "down", "down", "select"]); // Party
    await screenSays(page, "simulated", /^Party\n/);
    await keys(page, "simulated", ["down", "down", "down", "down", "down", "down"]);
    await screenSays(page, "simulated", /Mira/);
  });

  it("says what the device refused, and that it keeps its files", async () => {
    const page = await open();
    await page.check('input[name="transport"][value="simulated"]');
    await screenSays(page, "simulated", /S-Ifni\nRoll/);
    await page.evaluate(() => {
      const c = (window as unknown as { sifniCompanion: { simulated(): { execute(c: string, f?: string): unknown } } }).sifniCompanion;
      c.simulated().execute(
        'global.SIFNI_UPDATE = function () { require("Storage").list(/^sifni\\.s\\./).forEach(function (f) { require("Storage").erase(f); }); print(JSON.stringify({ ok: false, file: "sifni.s.c.sifni.knight", problem: "stats.MeleeAttack: must be at least -10" })); };',
        "test",
      );
    });
    await page.click("#send");
    await page.waitForFunction(() => (document.getElementById("send-error")?.textContent ?? "") !== "", undefined, { timeout: 60000 });
    expect(await text(page, "#send-error")).toBe(
      "The device refused sifni.s.c.sifni.knight: stats.MeleeAttack: must be at least -10. It still uses its previous rules and sheets.",
    );
  });

  it("checks a rules pack with the device's validator: a damaged file, then a bad value by its cell", async () => {
    const page = await open();
    const sifni = moduleById(SYSTEMS, "sifni") as RulesModule;
    const { makePack } = await import("../../src/engine/pack/envelope");
    const pack = makePack("sifni", 3, sifni.pack);
    const damaged = JSON.stringify({ ...pack, crc32: "00000000" });
    await page.evaluate((t) => (window as unknown as { sifniCompanion: { loadPack(n: string, t: string): void } }).sifniCompanion.loadPack("damaged.json", t), damaged);
    expect(await text(page, "#pack-file-problems")).toContain(`crc32: says "00000000" but the body's is ${pack.crc32}: damaged or edited`);
    // its tables are loaded and sealed anew: valid, version 3
    expect(await text(page, "#pack-status")).toBe("S-Ifni: your tables, version 3: valid; they are used here and sent with the party.");
    const cell = 'input[data-path="body.armor.0.blunt"]';
    await page.fill(cell, "-1");
    const problem = await text(page, '.problems[data-path="body.armor.0.blunt"]');
    expect(problem).toMatch(/^body\.armor\.0\.blunt: /);
    expect(await text(page, "#pack-status")).toMatch(/your tables have 1 problem: the device would refuse them/);
    expect(await text(page, "#send-summary")).toContain("Fix first: S-Ifni: the rules pack has problems");
    await page.fill(cell, "0");
    expect(await text(page, '.problems[data-path="body.armor.0.blunt"]')).toBe("");
  });

  it("refuses a pack file with a duplicate or prototype key whole: nothing loaded, the key named", async () => {
    const page = await open();
    const sifni = moduleById(SYSTEMS, "sifni") as RulesModule;
    const { makePack } = await import("../../src/engine/pack/envelope");
    const good = JSON.stringify(makePack("sifni", 4, sifni.pack));
    const before = await text(page, "#pack-status");
    const load = (name: string, t: string) => page.evaluate(([n, t]) => (window as unknown as { sifniCompanion: { loadPack(n: string, t: string): void } }).sifniCompanion.loadPack(n, t), [name, t] as const);
    await load("twice.json", good.replace('"retryStep":', '"retryStep":1,"retryStep":'));
    expect(await text(page, "#pack-file-problems")).toBe('twice.json: refused, nothing loaded:body.retryStep: the key "retryStep" is given twice in one object (JSON would keep only the last)');
    expect(await text(page, "#pack-status")).toBe(before);
    await load("proto.json", good.replace('"body":{', '"body":{"__proto__":{},'));
    expect(await text(page, "#pack-file-problems")).toMatch(/^proto\.json: refused, nothing loaded:body\.__proto__: the key "__proto__" is refused/);
    expect(await text(page, "#pack-status")).toBe(before);
  });
});
