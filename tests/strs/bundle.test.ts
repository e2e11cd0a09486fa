/**
 * The shipped bundle (dist/engine.js, run in the emulator's Espruino-shaped sandbox) carries
 * the STRS module in SYSTEMS and computes exactly what the sources compute.
 */
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { sfc32 } from "../../src/engine/random/sfc32";
import { Inputs } from "../../src/engine/rules/types";
import { loadEngineBundle } from "../helpers/bundle";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const E = loadEngineBundle();
const m = E.moduleById(E.SYSTEMS, "strs")!;
const party = [kaitoJson, thugJson];

describe("STRS in the bundle", () => {
  test("registered in SYSTEMS with its checks and a valid pack", () => {
    expect(m.name).toBe("VDP STRS");
    expect(m.checks.map((c) => c.id)).toEqual(strs.checks.map((c) => c.id));
    expect(m.validatePack(m.pack)).toEqual([]);
  });

  const cases: [string, Inputs][] = [
    ["attack", { attacker: "*", defender: "*", "atk-dice": 3, "def-dice": 1, "atk-bonus": 1, "def-bonus": 1, threshold: 3, die: "12", attacks: 2 }],
    ["attack", { attacker: "kaito", weapon: "launcher", defender: "thug", cover: "medium" }],
    ["exchange", { a: "kaito", "a-weapon": "staff", b: "thug", "b-weapon": "club" }],
    ["opposed", { a: "*", b: "*", "a-timing": 2, "a-atk-bonus": 1 }],
    ["extended", { who: "kaito", atk: "repair", def: "focus", difficulty: 8, intensity: 5 }],
    ["simple", { who: "thug", skill: "muscle", difficulty: 9 }],
  ];
  for (const [check, inputs] of cases) {
    test(check + ": same odds and same roll for a seed", () => {
      expect(m.odds(check, inputs, party, m.pack)).toEqual(strs.odds(check, inputs, party as never, strs.pack));
      for (const seed of [1, 42, 9007199254740991]) {
        expect(m.resolve(check, inputs, party, m.pack, E.sfc32(seed))).toEqual(strs.resolve(check, inputs, party as never, strs.pack, sfc32(seed)));
      }
    });
  }
});
