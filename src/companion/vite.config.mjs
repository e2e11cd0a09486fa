// The companion page's dev server and build (npm run companion). The page imports the engine and
// the emulator's core from src/, the boards from boards/ and the built device apps from dist/.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  clearScreen: false,
  server: { host: "127.0.0.1", port: 5173 },
  // pre-bundled at start, so the page never reloads itself when Bluetooth is first used
  optimizeDeps: { include: ["@espruino-tools/core"] },
  build: { outDir: fileURLToPath(new URL("../../build/companion", import.meta.url)), emptyOutDir: true },
});
