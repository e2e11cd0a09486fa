// Screenshots of the companion page for the README (docs/img/companion-*.png):
// npm run companion:screenshots (after npm run build). Uses the same server and Chromium as the
// browser tests (tools/companion/browser.mjs).
import { mkdirSync } from "node:fs";
import { launchBrowser, startServer } from "./browser.mjs";

const OUT = new URL("../../docs/img/", import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(url);
  const screen = (id, re) =>
    page.waitForFunction(([i, s]) => new RegExp(s).test(document.getElementById(i)?.textContent ?? ""), [id, re.source], { timeout: 20000 });
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
  await page.screenshot({ path: OUT + "companion-editor.png", clip: { x: 0, y: 0, width: 1440, height: 1000 } });
  // send to the simulated device
  await page.fill('input[data-path="stats.MeleeDefense"]', "7");
  await page.check('input[name="transport"][value="simulated"]');
  await screen("simulated-text", /S-Ifni\nRoll/);
  await page.evaluate(() => {
    const d = window.sifniCompanion.simulated();
    const r = d.realm().evaluate("typeof SIFNI_UPDATE", "shots");
    // until the device app has its staged update, the tests' stand-in plays its part
    if (!(r.ok && r.value === "function")) {
      d.execute(
        'global.SIFNI_UPDATE = function () { var S = require("Storage"), v = { ok: true, sheets: [] }; S.list(/^sifni\\.s\\./).forEach(function (n) { var t = S.read(n); if (n === "sifni.s.pack") S.write("sifni.p." + JSON.parse(t).system, t); else { S.write("sifni.c." + n.substring(10), t); v.sheets.push(JSON.parse(t).id); } S.erase(n); }); print(JSON.stringify(v)); };',
        "shots",
      );
    }
  });
  await page.click("#send");
  await page.waitForFunction(() => (document.getElementById("send-result")?.textContent ?? "") !== "" || (document.getElementById("send-error")?.textContent ?? "") !== "", undefined, { timeout: 60000 });
  await page.locator(".panel.send").screenshot({ path: OUT + "companion-send.png" });
  const box = await page.locator(".panel.pack-editor").boundingBox();
  await page.screenshot({ path: OUT + "companion-pack.png", fullPage: true, clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 720) } });
  console.log("wrote docs/img/companion-editor.png, companion-send.png, companion-pack.png");
} finally {
  await browser.close();
  await server.close();
}
