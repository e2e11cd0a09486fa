/**
 * Combat statistics and the text's own examples (sifrp-combat.txt): Hal's hedge knight,
 * Combat Defense 10 -> 14 -> 8, Health 12, and his Movement in full plate.
 */
import { describe, expect, it } from "vitest";
import { combatDefense, damageOf, health, movement, runYards } from "../../src/engine/systems/sifrp/derived";
import { SIFRP_PACK } from "../../src/engine/systems/sifrp/tables/pack";

const RUN = SIFRP_PACK.run;
const hal = { agility: 3, athletics: 4, awareness: 3, defensive: 0, armorPenalty: 0, size: "normal", helpless: false, grabbed: false };

describe("Combat Defense (the text's example: Hal's hedge knight)", () => {
  it("Agility 3 + Athletics 4 + Awareness 3 = 10", () => {
    expect(combatDefense(hal)).toBe(10);
  });
  it("a large shield (Defensive +4) raises it to 14", () => {
    expect(combatDefense({ ...hal, defensive: 4 })).toBe(14);
  });
  it("full plate (Armor Penalty -6) with the shield drops it to 8: the text's figure, 14 - 6", () => {
    expect(combatDefense({ ...hal, defensive: 4, armorPenalty: -6 })).toBe(8);
    // and full plate without the shield would be 10 - 6 = 4
    expect(combatDefense({ ...hal, armorPenalty: -6 })).toBe(4);
  });
  it("size: small +2, large -2", () => {
    expect(combatDefense({ ...hal, size: "small" })).toBe(12);
    expect(combatDefense({ ...hal, size: "large" })).toBe(8);
  });
  it("helpless: loses Agility (10 - 3 = 7)", () => {
    expect(combatDefense({ ...hal, helpless: true })).toBe(7);
  });
  it("grabbed: -5, but not below 1 (and never raised to 1)", () => {
    expect(combatDefense({ ...hal, grabbed: true })).toBe(5);
    // 10 - 6 armor = 4: -5 would be -1, it stops at 1
    expect(combatDefense({ ...hal, armorPenalty: -6, grabbed: true })).toBe(1);
    // a defense already at 0 (1+1+1-3) stays 0
    expect(combatDefense({ ...hal, agility: 1, athletics: 1, awareness: 1, armorPenalty: -3, grabbed: true })).toBe(0);
  });
});

describe("Health = Endurance x 3", () => {
  it("Hal's Endurance 4 gives 12", () => {
    expect(health(4)).toBe(12);
    expect(health(1)).toBe(3);
  });
});

describe("Movement (Table 9-1, Effects of Athletics, Effects of Bulk)", () => {
  it("Run bonus dice: 0B-1B +0, 2B-3B +1, 4B-5B +2, 6B-7B +3, then a yard per two dice more", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((b) => runYards(RUN, b))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => movement(RUN, 3, b, 0).move)).toEqual([4, 4, 5, 5, 6, 6, 7, 7]);
  });
  it("Athletics 1 moves 3 yards unless it has a Run bonus die", () => {
    expect(movement(RUN, 1, 0, 0)).toEqual({ move: 3, sprint: 12 });
    expect(movement(RUN, 1, 1, 0)).toEqual({ move: 4, sprint: 16 });
    expect(movement(RUN, 1, 2, 0)).toEqual({ move: 5, sprint: 20 });
  });
  it("Hal in full plate: the text's 3 yards and 14-yard sprint come from 2 Bulk; Table 9-2 gives full plate 3 Bulk: 3 and 13", () => {
    // the example's own numbers: 4 - 2/2 = 3, 4 x 4 - 2 = 14
    expect(movement(RUN, 4, 0, 2)).toEqual({ move: 3, sprint: 14 });
    // with the table's Bulk 3: 4 - floor(3/2) = 3, 16 - 3 = 13
    expect(movement(RUN, 4, 0, 3)).toEqual({ move: 3, sprint: 13 });
  });
  it("Run applies before Bulk; Bulk stops at 1 yard and a 4-yard sprint", () => {
    // Run 4B: 6 yards, sprint 24; Bulk 5: 6 - 2 = 4, 24 - 5 = 19
    expect(movement(RUN, 3, 4, 5)).toEqual({ move: 4, sprint: 19 });
    expect(movement(RUN, 3, 0, 10)).toEqual({ move: 1, sprint: 6 });
    expect(movement(RUN, 3, 0, 14)).toEqual({ move: 1, sprint: 4 });
  });
});

describe("damage = base x degrees - Armor Rating", () => {
  it("a longsword (Athletics 4 + 1 = 5) with 2 degrees against mail (AR 5) deals 5", () => {
    expect(damageOf(5, 2, 5)).toBe(5);
  });
  it("armor reduces damage to 0, never below", () => {
    expect(damageOf(5, 1, 10)).toBe(0);
    expect(damageOf(-1, 3, 0)).toBe(0);
  });
  it("4 degrees: a greatsword (Athletics 4 + 3 = 7) x 4 - full plate 10 = 18", () => {
    expect(damageOf(7, 4, 10)).toBe(18);
  });
});
