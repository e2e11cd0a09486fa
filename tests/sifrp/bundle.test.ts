/**
 * The shipped bundle (dist/engine.js in an Espruino-shaped sandbox): the module is registered,
 * and resolve agrees with odds when every dice outcome is fed through it.
 */
import { describe, expect, it } from "vitest";
import { loadEngineBundle } from "../helpers/bundle";
import { sequenceRng } from "../helpers/fake-rng";
import { sifrp } from "../../src/engine/systems/sifrp/module";
import { SIFRP_PACK } from "../../src/engine/systems/sifrp/tables/pack";

const E = loadEngineBundle();
const m = E.moduleById(E.SYSTEMS, "sifrp") as unknown as typeof sifrp;

describe("the shipped module", () => {
  it("is listed in SYSTEMS with its checks and a valid pack", () => {
    expect(m).toBeDefined();
    expect(m.name).toBe("A Song of Ice and Fire RPG");
    expect(m.checks.map((c) => c.id)).toEqual(["test", "attack", "escape", "break"]);
    // the device's main menu: tests under Roll (the default), attacks and escapes under Combat
    expect(m.checks.map((c) => c.menu || "roll")).toEqual(["roll", "combat", "combat", "opposed"]);
    expect(m.validatePack(m.pack)).toEqual([]);
  });

  it("gives the same odds as the sources", () => {
    for (const inputs of [
      { rank: 3, bonus: 1, difficulty: 9 },
      { rank: 5, bonus: 3, penalty: 2, modifier: -4, difficulty: 12 },
      { rank: 10, bonus: 10, difficulty: 40 },
    ]) {
      expect(m.odds("test", inputs, [], m.pack)).toEqual(sifrp.odds("test", inputs, [], SIFRP_PACK));
    }
    expect(m.parts.combatDefense({ agility: 3, athletics: 4, awareness: 3, defensive: 4, armorPenalty: -6, size: "normal", helpless: false, grabbed: false })).toBe(8);
    expect(m.parts.health(4)).toBe(12);
    expect(m.parts.movement(m.pack.run, 4, 0, 3)).toEqual({ move: 3, sprint: 13 });
  });

  it("resolving every one of the 6^4 outcomes gives exactly the odds (rank 3 +1B -1D, -1 vs 6)", () => {
    const inputs = { rank: 3, bonus: 1, penalty: 1, modifier: -1, difficulty: 6 };
    const seen: { [key: string]: number } = {};
    for (let w = 0; w < 1296; w++) {
      const words = [w % 6, Math.floor(w / 6) % 6, Math.floor(w / 36) % 6, Math.floor(w / 216)];
      const o = m.resolve("test", inputs, [], m.pack, sequenceRng(words));
      const key = (o.table === "SUCCESS" ? "success" : "fail") + o.degree.charAt(0);
      seen[key] = (seen[key] || 0) + 1;
    }
    for (const l of m.odds("test", inputs, [], m.pack).lines) expect([l.id, (seen[l.id] || 0) / 1296]).toEqual([l.id, l.p]);
  });
});
