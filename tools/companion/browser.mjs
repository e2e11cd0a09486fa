// The companion page in a real browser, for its tests and its screenshots: the page's vite dev
// server on a free port of 127.0.0.1, and Debian's Chromium (apt install chromium; .ci/run does)
// driven by playwright-core in headless mode, never a browser download.
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Flags for a closed network: without the background-networking ones Chromium's own connections are refused, many at a time. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts the page's dev server; resolves to {server, url}. Close with server.close(). */
export async function startServer() {
  const { createServer } = await import("vite");
  const server = await createServer({
    configFile: new URL("../../src/companion/vite.config.mjs", import.meta.url).pathname,
    server: { host: "127.0.0.1", port: 0, strictPort: false, hmr: false },
    logLevel: "error",
  });
  await server.listen();
  const url = server.resolvedUrls && server.resolvedUrls.local[0];
  if (!url) throw new Error("the companion dev server did not say where it listens");
  return { server, url };
}

/** Launches headless Chromium (a fresh profile each time). */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: the companion's browser tests need Debian's Chromium (apt-get install -y chromium; .ci/run installs it), or CHROMIUM_PATH`);
  }
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}
