/**
 * The shipped bundle (dist/engine.js, in an Espruino-shaped context) reaches the module through
 * SYSTEMS and gives the same odds and, for a seed, the same rolls as the TypeScript source.
 */
import { describe, expect, test } from "vitest";
import { dba } from "../../src/engine/systems/dba/module";
import { sfc32 } from "../../src/engine/random/sfc32";
import { loadEngineBundle } from "../helpers/bundle";
import { party } from "./helpers";

const E = loadEngineBundle();
const shipped = E.moduleById(E.SYSTEMS, "dba")!;

describe("dba in the shipped bundle", () => {
  test("registered under its id with the attack and round checks", () => {
    expect(shipped.name).toBe("Dodge-Block-Armor");
    expect(shipped.checks.map((c) => c.id)).toEqual(["attack", "round"]);
    expect(shipped.validatePack(shipped.pack)).toEqual([]);
  });

  test("the text's Knight on Rogue: 0.35", () => {
    const o = shipped.odds("attack", { attacker: "knight", weapon: "broadsword", defender: "rogue" }, party(), shipped.pack);
    expect(o.lines.map((l) => [l.id, l.p])).toEqual([["hit", 0.35], ["dodge", 0.3], ["block", 0.35], ["armor", 0]]);
  });

  test("the same outcomes as the source for the same seeds", () => {
    const inputs = { attacker: "rogue", weapon: "dagger", defender: "knight", dreach: "sword", tactic: "none", dtactic: "none" };
    for (let seed = 0; seed < 40; seed++) {
      const a = shipped.resolve("attack", inputs, party(), shipped.pack, E.sfc32(seed));
      const b = dba.resolve("attack", inputs, party(), dba.pack, sfc32(seed));
      expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));
    }
  });
});
