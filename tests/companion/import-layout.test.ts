/**
 * The companion page in Chromium: an import asks about every id already in the party (or twice
 * in the file) and never puts a sheet with problems in place of a valid one unasked; the page
 * fits 1,280 and 1,920 px windows with no sideways scroll (wide tables scroll in their own box);
 * TNs are edited as TNs.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import party from "../../examples/sifni/party.json";
import { pageSession, text } from "./browser-page";

const { open } = pageSession();

type Companion = { importParty(t: string): Promise<void>; store: { data: { sheets: { system: string; id: string; name: string; stats?: { [k: string]: number }; notes?: string }[]; packs: { [s: string]: { body: { tnLadder: { tn: number }[] } } } } } };

function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** Starts an import (the dialog may wait for an answer: not awaited). */
async function importText(page: Page, value: unknown): Promise<void> {
  await page.evaluate((t) => {
    void (window as unknown as { sifniCompanion: Companion }).sifniCompanion.importParty(t);
  }, JSON.stringify(value));
}

async function sifniSheets(page: Page) {
  return page.evaluate(() => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.sheets.filter((s) => s.system === "sifni"));
}

const knight = party[0] as { id: string; name: string; stats: { [k: string]: number }; notes: string };

describe("importing sheets", () => {
  it("an id already in the party: asked, the copy offered first; a sheet with problems replaces a valid one only when chosen", async () => {
    const page = await open();
    const before = await sifniSheets(page);
    const bad = { ...copy(knight), notes: "imported", stats: { ...knight.stats, MeleeAttack: -11 } };
    await importText(page, [bad]);
    await page.waitForSelector("#import-dialog[open]");
    const item = '#import-dialog fieldset.clash[data-id="knight"]';
    expect(await text(page, `${item} legend`)).toMatch(/^Sir Aldric \(knight, S-Ifni\): the imported sheet has 1 problem$/);
    expect(await text(page, `${item} p`)).toBe("Its id is taken by Sir Aldric in the party, which passes its rules.");
    expect(await text(page, `${item} label:has(input[value="replace"])`)).toBe("Replace Sir Aldric (a valid sheet) with it (it has problems)");
    expect(await page.isChecked(`${item} input[value="copy"]`)).toBe(true);
    // cancelled: nothing changes
    await page.click("#import-cancel");
    expect(await page.isVisible("#import-dialog")).toBe(false);
    expect(await text(page, "#party-note")).toBe("Not imported: nothing was changed.");
    expect(await sifniSheets(page)).toEqual(before);
    // the copy, as offered: the knight stays, the import gets a new id
    await importText(page, [bad]);
    await page.waitForSelector("#import-dialog[open]");
    await page.click("#import-confirm");
    expect(await text(page, "#party-note")).toBe("Imported: 0 added, 0 replaced, 1 added as a copy (knight-2).");
    let now = await sifniSheets(page);
    expect(now.find((s) => s.id === "knight")).toEqual(before.find((s) => s.id === "knight"));
    expect(now.find((s) => s.id === "knight-2")).toEqual(expect.objectContaining({ name: "Sir Aldric (imported)", notes: "imported" }));
    // replaced only when chosen
    await importText(page, [bad]);
    await page.waitForSelector("#import-dialog[open]");
    await page.check(`${item} input[value="replace"]`);
    await page.click("#import-confirm");
    expect(await text(page, "#party-note")).toBe("Imported: 0 added, 1 replaced.");
    now = await sifniSheets(page);
    expect(now.find((s) => s.id === "knight")?.stats?.MeleeAttack).toBe(-11);
  });

  it("a file with one id twice (the CLI refuses it): the second is asked about, not taken as a replacement", async () => {
    const page = await open();
    const a = { ...copy(knight), id: "zed", name: "Zed" };
    const b = { ...copy(knight), id: "zed", name: "Zed Again" };
    await importText(page, [a, b]);
    await page.waitForSelector("#import-dialog[open]");
    expect(await page.$$eval("#import-dialog fieldset.clash", (f) => f.length)).toBe(1);
    expect(await text(page, '#import-dialog fieldset.clash[data-id="zed"] p')).toBe("Its id is taken by an earlier sheet in this file, Zed, which passes its rules.");
    await page.click("#import-confirm");
    expect(await text(page, "#party-note")).toBe("Imported: 1 added, 0 replaced, 1 added as a copy (zed-2).");
    const now = await sifniSheets(page);
    expect(now.filter((s) => s.id === "zed" || s.id === "zed-2").map((s) => s.name)).toEqual(["Zed", "Zed Again (imported)"]);
  });

  it("new ids only: imported without a question", async () => {
    const page = await open();
    await importText(page, { sheets: [{ ...copy(knight), id: "newbie", name: "Newbie" }] });
    await page.waitForFunction(() => /Imported/.test(document.getElementById("party-note")?.textContent ?? ""));
    expect(await text(page, "#party-note")).toBe("Imported: 1 added, 0 replaced.");
    expect(await page.isVisible("#import-dialog")).toBe(false);
  });
});

describe("the layout", () => {
  for (const width of [1280, 1920]) {
    it(`fits a ${width} px window: no sideways scroll, the rules tables scroll in their own box`, async () => {
      const page = await open(width, 900);
      const m = await page.evaluate(() => {
        const doc = document.documentElement;
        const boxes = Array.from(document.querySelectorAll(".pack-editor .scroll")).map((b) => {
          const r = b.getBoundingClientRect();
          return { right: r.right, scrolls: b.scrollWidth > b.clientWidth };
        });
        return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, boxes };
      });
      expect(m.clientWidth).toBe(width);
      expect(m.scrollWidth).toBe(width);
      expect(m.boxes.length).toBeGreaterThan(3);
      for (const b of m.boxes) expect(b.right).toBeLessThanOrEqual(width);
      // at 1,280 px the widest table (ranged weapons) is wider than its column: it scrolls there, inside its box
      if (width === 1280) expect(m.boxes.some((b) => b.scrolls)).toBe(true);
      await page.evaluate((w) => window.scrollTo(w, 0), width);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  }
});

describe("the rules pack's TNs", () => {
  it("are shown and typed as TNs (13, 13.5), kept in hundredths; text that is not one is named", async () => {
    const page = await open();
    const cell = (i: number) => `input[data-path="body.tnLadder.${i}.tn"]`;
    expect(await page.getAttribute(cell(0), "aria-label")).toMatch(/\(TN\)$/);
    const shown = await page.$$eval('input[data-path^="body.tnLadder."][data-path$=".tn"]', (l) => l.map((i) => (i as HTMLInputElement).value));
    expect(shown).toContain("5");
    expect(shown).toContain("13");
    expect(shown.every((v) => /^\d+(\.\d\d?)?$/.test(v))).toBe(true);
    expect(await page.$$eval('fieldset[data-table="tnLadder"] th', (t) => t.map((x) => x.textContent))).toContain("TN");
    const at = shown.indexOf("13");
    await page.fill(cell(at), "13.5");
    const stored = await page.evaluate((i) => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.packs.sifni.body.tnLadder[i].tn, at);
    expect(stored).toBe(1350);
    await page.fill(cell(at), "13.x");
    expect(await text(page, `.problems[data-path="body.tnLadder.${at}.tn"]`)).toBe('body.tnLadder.' + at + '.tn: a TN: a number with at most two decimals, like 13 or 13.5, got "13.x"');
    // the value typed last that was a TN stays
    expect(await page.evaluate((i) => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.packs.sifni.body.tnLadder[i].tn, at)).toBe(1350);
    // typed key by key, as the GM types: the cell keeps the focus (the editor is not drawn again under it)
    await page.click(cell(at));
    await page.keyboard.press("Control+A");
    await page.keyboard.type("14.25");
    expect(await page.inputValue(cell(at))).toBe("14.25");
    expect(await page.evaluate((i) => (window as unknown as { sifniCompanion: Companion }).sifniCompanion.store.data.packs.sifni.body.tnLadder[i].tn, at)).toBe(1425);
    expect(await text(page, `.problems[data-path="body.tnLadder.${at}.tn"]`)).toBe("");
    // below the step before: the validator says so in TNs
    await page.fill(cell(at), "1");
    expect(await text(page, `.problems[data-path="body.tnLadder.${at}.tn"]`)).toMatch(/must be above the step before it, TN \d+(\.\d+)? \(\d+ hundredths\), got TN 1 \(100 hundredths\)$/);
  });
});
