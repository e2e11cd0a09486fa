/**
 * boards/*.json: the three profiles are valid, carry the figures the issue and Espruino's board
 * files give, and validateBoard rejects broken copies naming the field.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateBoard } from "../../src/boards/profile";
import { BOARDS } from "./helpers";

type Json = { [k: string]: unknown };

function profile(id: string): Json {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../boards/${id}.json`, import.meta.url)), "utf8")) as Json;
}

/** A deep copy with one field (a dotted path) replaced, or deleted when value is undefined. */
function broken(id: string, path: string, value: unknown): Json {
  const copy = profile(id);
  const parts = path.split(".");
  let o = copy as { [k: string]: unknown };
  for (let i = 0; i < parts.length - 1; i++) o = o[parts[i]] as { [k: string]: unknown };
  const last = parts[parts.length - 1];
  if (value === undefined) delete o[last];
  else o[last] = value;
  return copy;
}

describe("board profiles", () => {
  it.each(BOARDS)("%s is valid and named after its file", (id) => {
    const p = profile(id);
    expect(validateBoard(p)).toEqual([]);
    expect(p.id).toBe(id);
  });

  it("carries the screens, memory and Storage sizes of the three boards", () => {
    // DESIGN.md and Espruino's boards/*.py: Storage = pages x 4096 (Pixl.js 9 pages, Bangle.js 1 1024, Bangle.js 2 2048)
    const facts = BOARDS.map((id) => {
      const p = profile(id) as { screen: Json; memory: Json; storage: Json };
      return [id, p.screen.width, p.screen.height, p.screen.bpp, p.memory.jsvars, p.storage.bytes, p.storage.maxName];
    });
    expect(facts).toEqual([
      ["banglejs2", 176, 176, 3, 12000, 2048 * 4096, 28],
      ["banglejs", 240, 240, 16, 2584, 1024 * 4096, 28],
      ["pixljs", 128, 64, 1, 2950, 9 * 4096, 28],
    ]);
  });

  it("maps the abstract keys the way each board's own menus do", () => {
    const inputs = BOARDS.map((id) => (profile(id) as { input: Json }).input);
    expect(inputs).toEqual([
      { kind: "touch", up: "drag-up", down: "drag-down", select: "tap", back: "BTN1" },
      { kind: "buttons", up: "BTN1", down: "BTN3", select: "BTN2", back: "BTN4" },
      { kind: "buttons", up: "BTN1", down: "BTN4", select: "BTN3", back: "BTN2" },
    ]);
  });

  it("gives Pixl.js no buzzer, no 6x8 font and no lock", () => {
    const p = profile("pixljs") as { feedback: Json; fonts: string[]; font: Json; lock: unknown };
    expect(p.feedback).toEqual({ buzz: false, beep: false });
    expect(p.fonts).toEqual(["4x6"]);
    expect(p.font).toEqual({ name: "4x6", scale: 1 });
    expect(p.lock).toBeNull();
  });

  // [board, field changed, new value (undefined: removed), field the problem names, its message]
  const cases: [string, string, unknown, string, RegExp][] = [
    ["banglejs2", "screen.width", 0, "screen.width", /from 1 to 1024, got 0/],
    ["banglejs2", "screen.bpp", 8, "screen.bpp", /one of 1, 3, 16, got 8/],
    ["banglejs2", "screen.update", "sometimes", "screen.update", /one of flip, idle, direct/],
    ["banglejs2", "screen.theme.bg", 70000, "screen.theme.bg", /from 0 to 65535, got 70000/],
    ["banglejs2", "screen.theme.dark", "no", "screen.theme.dark", /true or false/],
    ["pixljs", "font.name", "6x8", "font.name", /one of the board's fonts \(4x6\), got "6x8"/],
    ["banglejs2", "font.scale", 0, "font.scale", /from 1 to 8, got 0/],
    ["banglejs2", "fonts", ["6x8", "Vector"], "fonts.1", /one of 4x6, 6x8, got "Vector"/],
    ["banglejs", "buttons", ["BTN1", "BTN3"], "buttons.1", /must be "BTN2", got "BTN3"/],
    ["pixljs", "input.up", "BTN7", "input.up", /"BTN7" is not one of this board's buttons/],
    ["pixljs", "input.select", "tap", "input.select", /needs a full touchscreen/],
    ["banglejs2", "input.back", "drag-up", "input.back", /same input as input.up/],
    ["banglejs2", "input.kind", "buttons", "input.up", /touch gesture, but input.kind is "buttons"/],
    ["pixljs", "input.kind", "touch", "input.kind", /needs a full touchscreen/],
    ["pixljs", "touch", "zones", "touch", /BTN4 \(left\) and BTN5 \(right\)/],
    ["pixljs", "memory.jsvars", 2950.5, "memory.jsvars", /whole number/],
    ["pixljs", "storage.bytes", undefined, "storage.bytes", /whole number from 4096/],
    ["pixljs", "storage.maxName", 8, "storage.maxName", /must be 28/],
    ["pixljs", "storage.appFile", "a-very-long-application-file-name.js", "storage.appFile", /at most 28/],
    ["banglejs2", "storage.infoFile", 5, "storage.infoFile", /non-empty text/],
    ["pixljs", "feedback.buzz", "yes", "feedback.buzz", /true or false/],
    ["banglejs2", "lock.afterMs", -1, "lock.afterMs", /from 0 to 3600000/],
    ["banglejs2", "loader", "appstore", "loader", /one of bangle, espruino/],
    ["pixljs", "log.bytes", 32, "log.bytes", /from 64 to 256, got 32/],
    ["banglejs", "log.records", 2.5, "log.records", /whole number from 4 to 200/],
    ["banglejs2", "id", "Bangle.js 2", "id", /lower-case letters and digits/],
    ["banglejs2", "name", "", "name", /non-empty text/],
  ];

  it.each(cases)("%s with %s = %j is refused", (id, path, value, named, message) => {
    const problems = validateBoard(broken(id, path, value));
    expect(problems.map((p) => p.path)).toContain(named);
    expect(problems.find((p) => p.path === named)?.message).toMatch(message);
  });

  it("refuses what is not an object", () => {
    expect(validateBoard([1, 2])).toEqual([{ path: "", message: "a board profile must be a JSON object, got [1,2]" }]);
    expect(validateBoard(null)[0].path).toBe("");
  });
});
