/**
 * Ranged attacks: the TN ladders, the range limit, weapon skill minimums, the missed-shot rule,
 * Defense / Dodge rolls and Cover.
 */
import { describe, expect, test } from "vitest";
import { afterMinimum, baseTn, rangeLimit, rangeSteps } from "../../src/engine/sifni/combat/ranged";
import { face, run, sheet, value, wordFor } from "./fixtures";

describe("the range ladders", () => {
  test("+1 TN per 5 m: TN3, 4@5m, 5@10m, 6@15m, 7@20m", () => {
    expect([0, 4, 5, 9, 10, 15, 20].map((m) => 3 + rangeSteps(m, 0))).toEqual([3, 3, 4, 4, 5, 6, 7]);
  });
  test("after 1 s of aim per 10 m (4@10m ... 7@40m), after 2 s per 25 m (4@25m ... 7@100m)", () => {
    expect([9, 10, 20, 30, 40].map((m) => 3 + rangeSteps(m, 1))).toEqual([3, 4, 5, 6, 7]);
    expect([24, 25, 50, 75, 100].map((m) => 3 + rangeSteps(m, 2))).toEqual([3, 4, 5, 6, 7]);
  });
  test("the range limit divides the roll by distance / range; within range nothing", () => {
    expect(rangeLimit(450, 300)).toEqual({ num: 300, den: 450 });
    expect(rangeLimit(300, 300)).toEqual({ num: 1, den: 1 });
  });
  test("skill minimums: Long Bow -1 per point of RangedAttack below 10", () => {
    expect([12, 10, 9, 6, 0].map((x) => afterMinimum(x, 10))).toEqual([12, 10, 8, 2, -10]);
    expect(afterMinimum(3, 5)).toBe(1);
    // a weapon without a minimum has 0 in the pack's device form
    expect(afterMinimum(3, 0)).toBe(3);
    expect(afterMinimum(-10, 0)).toBe(-10);
  });
  test("cover: the Cover TN, one point less per round acting from it, never below 3", () => {
    expect([baseTn(0, 0), baseTn(800, 0), baseTn(800, 2), baseTn(800, 6), baseTn(250, 0)]).toEqual([300, 800, 600, 300, 300]);
  });
});

// anyone: RangedAttack 8 (max 18.00), crossbow (no modifiers, range 200 m)
const SHOT = { attackSkill: 8, weapon: "crossbow" };

describe("a shot", () => {
  test("no defensive action: TN 3 + range steps; no defense word drawn", () => {
    // 20 m: TN 7.00; 14.00 hits: DR = 10 * 7 / 7 = 10.00 = End+10: severe trauma
    const o = run("ranged", { ...SHOT, distance: 20 }, [wordFor(8, 1400), face(4), face(1)]);
    expect(o.lines).toEqual([
      "Shooter on Target", "Attack\t14.00", "Base TN\t7.00", "DR\t10.00", "Wound\tsevere trauma", "Where\tleft arm, 1/6 down",
      "Attack skill\t8", "Range\t20 m, TN +4", "Reload\t5 s",
    ]);
  });

  test("aimed 2 s at 100 m: TN 7.00", () => {
    expect(run("ranged", { ...SHOT, distance: 100, aimTime: "2" }, [wordFor(8, 700)]).table).toBe("DEADLOCK");
  });

  test("the missed-shot rule: below 3/4 of the maximum the shot is spent; otherwise no shot", () => {
    // 3/4 of 18.00 is 13.50. At 60 m the TN is 15.00.
    const miss = run("ranged", { ...SHOT, distance: 60 }, [wordFor(8, 1349)]);
    expect(miss.table).toBe("MISS");
    expect(miss.lines).toContain("Miss: under 3/4 of max");
    expect(miss.lines).toContain("Shot spent");
    const held = run("ranged", { ...SHOT, distance: 60 }, [wordFor(8, 1350)]);
    expect(held.table).toBe("NO SHOT");
    expect(held.lines).toContain("No shot: 3/4 of max or more");
    expect(held.lines).not.toContain("Shot spent");
  });

  test("Defense: two RangedDefense rolls against this shot, added to the range; Dodge: one", () => {
    // RangedDefense 5: 4.00 and 6.00, the best is 6.00, + 2 steps at 10 m = 8.00
    const o = run("ranged", { ...SHOT, distance: 10, defense: "defense", defenseSkill: 5 }, [wordFor(8, 1000), wordFor(5, 400), wordFor(5, 600), face(3), face(3)]);
    expect(o.lines.slice(0, 4)).toEqual(["Shooter on Target", "Attack\t10.00", "Defense\t4.00 6.00", "TN\t8.00"]);
    // one roll assigned: 4.00 (above the base 3.00) + 2.00
    expect(run("ranged", { ...SHOT, distance: 10, defense: "defense", defenseRolls: 1, defenseSkill: 5 }, [wordFor(8, 1000), wordFor(5, 400), face(3), face(3)]).lines.slice(1, 4)).toEqual(["Attack\t10.00", "Defense\t4.00", "TN\t6.00"]);
    // a defense roll below the base TN leaves the base: 1.50 < 3.00
    expect(run("ranged", { ...SHOT, defense: "dodge", defenseSkill: 5, dodgeSkill: 1 }, [wordFor(8, 1000), wordFor(6, 150), face(3), face(3)]).lines.slice(1, 4)).toEqual(["Attack\t10.00", "Defense\t1.50", "TN\t3.00"]);
  });

  test("in cover: the Cover TN is the base, one point less for each round acting from it", () => {
    // cover 9.00, acted 2 rounds: base 7.00, + 1 step at 5 m = 8.00
    expect(run("ranged", { ...SHOT, distance: 5, cover: 900, coverRounds: 2 }, [wordFor(8, 800)]).table).toBe("DEADLOCK");
  });

  test("Long Bow: +1/5 roll, range 300 m, -1 per point of RangedAttack below 10; the range limit past 300 m", () => {
    const archer = sheet("ann", "Ann", { RangedAttack: 6 }, { skills: [{ stat: "RangedAttack", name: "Longbow", level: 1, specialties: [] }], weapons: ["long-bow"] });
    // RangedAttack 6 + Longbow 1 = 7, three below 10: 4 (max 14.00). At 450 m: x 6/5 x 300/450 = 4/5;
    // 14.00 -> 11.20 against TN 3 + 90 = 93.00
    const o = run("ranged", { shooter: "ann", weapon: "long-bow", distance: 450 }, [wordFor(4, 1400)], [archer]);
    expect(o.lines.slice(0, 3)).toEqual(["Ann on Target", "Attack\t11.20", "Base TN\t93.00"]);
    expect(o.lines).toContain("Range\t450 m, TN +90");
    expect(o.lines).toContain("Skill minimum\t7 -> 4");
    expect(o.lines).toContain("Past range\t300 m");
    expect(o.lines).toContain("Reload\t1 s");
    expect(o.lines.slice(4, 7)).toEqual(["Attack skill\t4", "Attack mods\t+1/5", "Attack scale\tx300/450"]);
  });

  test("a Blowgun doubles armor: Leather's 1 pierce is 2", () => {
    // 10.00 x 4/5 = 8.00 vs 4.00 at 2 m (TN 3 +0 -> the dodge 4.00): DR = 10 * 4 / 4 - 2 = 8.00
    const o = run("ranged", { attackSkill: 8, weapon: "blowgun", distance: 2, defense: "dodge", defenseSkill: 5, armor: "leather" }, [wordFor(8, 1000), wordFor(5, 400), face(3), face(3)]);
    expect([value(o, "Attack"), value(o, "TN"), value(o, "DR"), value(o, "Wound")]).toEqual(["8.00", "4.00", "8.00", "moderate trauma"]);
  });
});

describe("taking cover", () => {
  test("the new Cover TN is the best of 3, the roll and the current one", () => {
    expect(run("cover", { defenseSkill: 4, coverSkill: 2 }, [wordFor(6, 700)]).lines).toEqual(["Anyone takes cover", "Cover roll\t7.00", "Cover TN\t7.00", "Cover skill\t6"]);
    // a roll under the minimum base TN 3: the base stays
    expect(run("cover", { defenseSkill: 4, coverSkill: 2 }, [wordFor(6, 200)]).lines.slice(1, 3)).toEqual(["Cover roll\t2.00", "Cover TN\t3.00 (kept)"]);
    expect(run("cover", { defenseSkill: 4, coverSkill: 2, current: 900 }, [wordFor(6, 700)]).summary).toBe("Anyone takes cover: TN 9.00");
  });
});
