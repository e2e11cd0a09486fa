// Screenshots of the companion page for the README (docs/img/companion-*.png):
// npm run companion:screenshots (after npm run build). Uses the same server and Chromium as the
// browser tests (tools/companion/browser.mjs), in a 1,280 px window (the page fits it).
import { mkdirSync } from "node:fs";
import { launchBrowser, startServer } from "./browser.mjs";

const OUT = new URL("../../docs/img/", import.meta.url).pathname;
const WIDTH = 1280;
mkdirSync(OUT, { recursive: true });

const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(url);
  const screen = (id, re) =>
    page.waitForFunction(([i, s]) => new RegExp(s).test(document.getElementById(i)?.textContent ?? ""), [id, re.source], { timeout: 20000 });
  const settled = () =>
    page.waitForFunction(
      () => ["send-result", "send-error"].some((id) => (document.getElementById(id)?.textContent ?? "") !== "") || !document.getElementById("sync-review").hidden,
      undefined,
      { timeout: 90000 },
    );
  await screen("preview-text", /S-Ifni\nRoll/);
  // a slip the validator catches, and the party marked
  await page.fill('input[data-path="stats.MeleeDefense"]', "-12");
  await page.selectOption('.panel.odds [data-input="tn"]', "13");
  // a roll in progress on the in-page device
  for (const k of ["select", "select", "select", "select", "select", "down", "select", "select"]) await page.click(`#preview-key-${k}`);
  await page.focus("#preview-glass");
  for (let i = 0; i < 14; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await screen("preview-text", /Roll \d+\.\d\d/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: OUT + "companion-editor.png", clip: { x: 0, y: 0, width: WIDTH, height: 1000 } });
  // send to the simulated device
  await page.fill('input[data-path="stats.MeleeDefense"]', "7");
  await page.check('input[name="transport"][value="simulated"]');
  await screen("simulated-text", /S-Ifni\nRoll/);
  await page.click("#send");
  await settled();
  await page.locator(".panel.send").screenshot({ path: OUT + "companion-send.png" });
  // at the table: a melee attack wounds someone, applied on the device with its keys
  const wounded = await page.evaluate(() => {
    const m = window.sifniCompanion.simulated();
    const p = (k) => {
      m.press(k);
      m.advance(60);
    };
    const text = () => m.textLines().join("\n");
    ["back", "back", "back", "down", "down", "select", "select"].forEach(p);
    for (let i = 0; i < 8 && !/ROLL/.test(m.textLines()[1] ?? ""); i++) p("select");
    p("select");
    for (let i = 0; i < 60 && !/Down: apply/.test(text()); i++) p("select");
    for (let i = 0; i < 30 && m.textLines()[0] !== "Then"; i++) p("down");
    p("select");
    p("down");
    return (/^Undo: ([^:]+)/.exec(m.textLines()[1] ?? "") ?? [])[1];
  });
  // the same character changed at home, then sent: the page asks
  const id = await page.evaluate((n) => window.sifniCompanion.store.data.sheets.find((s) => s.system === "sifni" && s.name === n)?.id, wounded);
  await page.click(`.member[data-id="${id}"]`);
  const stat = 'input[data-path="stats.Agility"]';
  await page.fill(stat, String(Number(await page.inputValue(stat)) + 1));
  await page.click("#send");
  await settled();
  await page.locator("#sync-review").screenshot({ path: OUT + "companion-conflict.png" });
  await page.click("#sync-apply");
  await settled();
  // read it back: the log and the versions
  await page.click("#read-device");
  await page.waitForFunction(() => !document.getElementById("read-result").hidden, undefined, { timeout: 90000 });
  await page.locator("#read-result").screenshot({ path: OUT + "companion-readback.png" });
  // the clip of a full-page shot is in page coordinates: the box is in the viewport's
  const box = await page.locator(".panel.pack-editor").boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.screenshot({ path: OUT + "companion-pack.png", fullPage: true, clip: { x: box.x, y: box.y + scrolled, width: box.width, height: Math.min(box.height, 720) } });
  console.log("wrote docs/img/companion-editor.png, companion-send.png, companion-conflict.png, companion-readback.png, companion-pack.png");
} finally {
  await browser.close();
  await server.close();
}
