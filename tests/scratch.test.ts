import { test } from "vitest";
import { boot, press, screen } from "./helpers/device";
test("scratch", () => {
  const emu = boot("banglejs2", 3);
  const keys = (process.env.KEYS || "").split(",").filter(Boolean);
  for (const k of keys) {
    try { press(emu, [k]); } catch (e) { console.log("ERR", k, (e as Error).stack); }
  }
  console.log(screen(emu));
  const e = emu as unknown as Record<string, unknown>;
  for (const x of (e.errors as string[])) console.log(String(x).slice(-1500));
});
