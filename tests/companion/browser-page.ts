/**
 * The companion page in Debian's Chromium for the browser tests: one dev server and one browser
 * per test file (started before its tests, closed after), a fresh context per page, and the
 * small readers the tests share.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { ViteDevServer } from "vite";
import { launchBrowser, startServer } from "../../tools/companion/browser.mjs";

/** Starts the server and the browser for this file; `open` gives a new page at `width` px, the in-page device up. */
export function pageSession(): { open(width?: number, height?: number): Promise<Page> } {
  let server: ViteDevServer;
  let url: string;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, url } = await startServer());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    async open(width = 1400, height = 1000): Promise<Page> {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(url);
      await screenSays(page, "preview", /S-Ifni\nRoll\nOpposed/);
      expect(errors).toEqual([]);
      return page;
    },
  };
}

/** Waits until the text on a device's glass matches (the page updates it as the glass changes). */
export async function screenSays(page: Page, device: "preview" | "simulated", re: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    ([id, source]) => {
      const t = document.getElementById(id)?.textContent ?? "";
      return new RegExp(source).test(t) ? t : false;
    },
    [`${device}-text`, re.source] as const,
    { timeout: 20000 },
  );
  return (await handle.jsonValue()) as string;
}

export async function text(page: Page, selector: string): Promise<string> {
  return ((await page.textContent(selector)) ?? "").trim();
}

/** Presses a device's keys with its on-page buttons. */
export async function keys(page: Page, device: "preview" | "simulated", list: string[]): Promise<void> {
  for (const k of list) await page.click(`#${device}-key-${k}`);
}
