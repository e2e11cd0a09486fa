/**
 * Wrestling (grab, then rounds in a hold) and disarming (two successive tests).
 */
import { describe, expect, test } from "vitest";
import { face, line, odds, run, sheet, wordFor } from "./fixtures";

describe("establishing a hold", () => {
  test("Wrestling against MeleeDefense: a hit is a hold, no damage, no location dice; the next round is a wrestle", () => {
    const o = run("grab", { attackSkill: 7, defenseSkill: 5 }, [wordFor(7, 1200), wordFor(5, 1000)]);
    expect(o.table).toBe("GRABBED");
    expect(o.lines).toEqual(["Attacker 12.00 vs 10.00", "Defender 10.00", "hold: entangled next round", "atk 7; def 5"]);
    expect(o.effects).toEqual([]);
    expect(o.followUps).toEqual([{ label: "Wrestle: Attacker and Defender", check: "wrestle", inputs: { aWho: "anyone", bWho: "anyone" } }]);
  });

  test("the melee strategies apply: Wild Offense +1/4, a Defense defender's extra rolls", () => {
    expect(run("grab", { attackSkill: 7, defenseSkill: 5, strategy: "wild" }, [wordFor(7, 800), wordFor(5, 1000)]).lines[0]).toBe("Attacker 10.00 vs 10.00");
    // 12.00 against the best of 10.00, 11.25, 13.75; under 3/4 of 17.00: a miss
    expect(run("grab", { attackSkill: 7, defenseSkill: 5, defense: "defense" }, [wordFor(7, 1200), wordFor(5, 1000), wordFor(5, 900), wordFor(5, 1100)]).table).toBe("MISS");
  });

  test("a character grabs with Wrestling + Grab and resists with Wrestling (no parry modifier) or MeleeDefense", () => {
    const tom = sheet("tom", "Tom", { Wrestling: 4 }, { skills: [{ stat: "Wrestling", name: "Grab", level: 2, specialties: [] }] });
    const eve = sheet("eve", "Eve", { Wrestling: 3, MeleeDefense: 1 }, { weapons: ["shield"] });
    // Tom 6 (16.00) against Eve's Wrestling 3 (13.00): 13.00 vs 9.00
    expect(run("grab", { attacker: "tom", defender: "eve", resist: "wrestling" }, [wordFor(6, 1300), wordFor(3, 900)], [tom, eve]).lines[3]).toBe("atk 6; def 3");
    // or her MeleeDefense with the shield: 1 +1/3
    expect(run("grab", { attacker: "tom", defender: "eve" }, [wordFor(6, 1300), wordFor(1, 900)], [tom, eve]).lines[1]).toBe("Eve 12.00");
  });

  test("odds: hold, deadlock, miss", () => {
    const o = odds("grab", { attackSkill: 7, defenseSkill: 5 });
    expect(line(o, "hold") + line(o, "deadlock") + line(o, "miss")).toBeCloseTo(1, 9);
    expect(line(o, "hold")).toBeGreaterThan(0.7);
  });
});

describe("a round in a hold: Wrestling vs Wrestling, the winner's action happens", () => {
  const W = { aSkill: 7, bSkill: 5 };

  test("Hold beats Escape: Unarmed damage (blunt, -1pt), still entangled", () => {
    // 15.00 vs 10.00: DR = 10 * 5 / 10 - 1 = 4.00, equal to 2/5 of 10: a minor wound; right leg 1/6
    const o = run("wrestle", { ...W, bAction: "escape" }, [wordFor(7, 1500), wordFor(5, 1000), face(5), face(1)]);
    expect(o.table).toBe("A HOLDS");
    expect(o.degree).toBe("MINOR WOUND");
    expect(o.lines).toEqual(["A 15.00 hold", "B 10.00 escape", "DR 4.00 minor wound", "rolls 7 / 5"]);
    expect(o.followUps.map((f) => f.check)).toEqual(["endurance", "wrestle"]);
    expect(o.followUps[0].inputs).toMatchObject({ dr: 400, section: "right leg", down: 1 });
  });

  test("Escape beats Hold: out, no damage, no dice", () => {
    const o = run("wrestle", { ...W, bAction: "escape" }, [wordFor(7, 900), wordFor(5, 1000)]);
    expect(o.table).toBe("B ESCAPES");
    expect(o.lines).toEqual(["A 9.00 hold", "B 10.00 escape", "out of the hold", "rolls 7 / 5"]);
    expect(o.followUps).toEqual([]);
  });

  test("Throw beats Hold: damage and out; Hold beats Throw: the hold's damage, still entangled", () => {
    const t = run("wrestle", { ...W, aAction: "throw" }, [wordFor(7, 1600), wordFor(5, 800), face(3), face(3)]);
    expect(t.table).toBe("A THROWS");
    // 16.00 vs 8.00: DR = 10 - 1 = 9.00: severe trauma; out of the hold
    expect(t.lines.slice(2, 4)).toEqual(["DR 9.00 severe trauma", "out of the hold"]);
    expect(t.followUps.map((f) => f.check)).toEqual(["endurance"]);
    const h = run("wrestle", { ...W, aAction: "throw" }, [wordFor(7, 800), wordFor(5, 1000), face(3), face(3)]);
    expect(h.table).toBe("B HOLDS");
    // 10.00 vs 8.00: DR = 2.50 - 1 = 1.50: a scratch, no Endurance test
    expect(h.lines[2]).toBe("DR 1.50 scratch");
    expect(h.followUps.map((f) => f.check)).toEqual(["wrestle"]);
  });

  test("a deadlock: nothing happens; both escaping: they let go without a roll", () => {
    expect(run("wrestle", W, [wordFor(7, 1000), wordFor(5, 1000)]).table).toBe("DEADLOCK");
    expect(run("wrestle", { ...W, aAction: "escape", bAction: "escape" }, []).table).toBe("BOTH LET GO");
  });

  test("armor counts against the Unarmed damage", () => {
    // plate: blunt 5, +1 for the -1pt: 15.00 vs 10.00 -> 5.00 - 6 = -1.00
    expect(run("wrestle", { ...W, bArmor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 1000), face(3), face(3)]).lines[2]).toBe("DR -1.00 scratch");
  });

  test("odds: each side's win with its damage bands, and the deadlock, sum to 1", () => {
    const o = odds("wrestle", { ...W, bAction: "escape" });
    const total = o.lines.reduce((s, l) => s + l.p, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(o.lines.map((l) => l.id)).toEqual(["a-band-0", "a-band-1", "a-band-2", "a-band-3", "a-band-4", "a-band-5", "b-wins", "deadlock"]);
  });
});

describe("disarming: two successive tests", () => {
  const D = { attackSkill: 7, weapon: "sword", defenseSkill: 5 };

  test("the first success calls for the second test with the same inputs", () => {
    const o = run("disarm", D, [wordFor(7, 1200), wordFor(5, 1000)]);
    expect(o.table).toBe("GOT A GRIP");
    expect(o.followUps).toEqual([{ label: "Disarm, second test", check: "disarm", inputs: { ...o.followUps[0].inputs, stage: "2" } }]);
    expect(o.followUps[0].inputs).toMatchObject({ attackSkill: 7, weapon: "sword", defenseSkill: 5, via: "melee" });
    expect(run("disarm", D, [wordFor(7, 900), wordFor(5, 1000)]).table).toBe("MISS");
    expect(run("disarm", D, [wordFor(7, 1300), wordFor(5, 1400)]).table).toBe("NO OPENING");
  });

  test("the second test's degree places the weapon: more than twice caught, more than 1.5 flung, else dropped", () => {
    const second = { ...D, stage: "2" };
    expect(run("disarm", second, [wordFor(7, 1501), wordFor(5, 1000)]).degree).toBe("FLUNG AWAY");
    expect(run("disarm", second, [wordFor(7, 1500), wordFor(5, 1000)]).degree).toBe("DROPPED");
    expect(run("disarm", second, [wordFor(7, 1201), wordFor(5, 600)]).degree).toBe("CAUGHT");
    expect(run("disarm", second, [wordFor(7, 1200), wordFor(5, 600)]).degree).toBe("FLUNG AWAY");
    expect(run("disarm", second, [wordFor(7, 900), wordFor(5, 1000)]).table).toBe("KEEPS WEAPON");
  });

  test("toDisarm and vsDisarm specialties; by Wrestling: Grab, then Disarm", () => {
    const tom = sheet("tom", "Tom", { MeleeAttack: 4, Wrestling: 3 }, {
      weapons: ["sword"],
      skills: [
        { stat: "MeleeAttack", name: "Sword", level: 1, specialties: [{ name: "toDisarm", level: 2 }] },
        { stat: "Wrestling", name: "Grab", level: 1, specialties: [] },
        { stat: "Wrestling", name: "Disarm", level: 3, specialties: [] },
      ],
    });
    const eve = sheet("eve", "Eve", { MeleeDefense: 2 }, { weapons: ["sword"], skills: [{ stat: "MeleeDefense", name: "Sword", level: 1, specialties: [{ name: "vsDisarm", level: 1 }] }] });
    const w = [wordFor(7, 1200), wordFor(4, 1000)];
    expect(run("disarm", { attacker: "tom", weapon: "sword", defender: "eve" }, w, [tom, eve]).lines[3]).toBe("atk 7; def 4");
    expect(run("disarm", { attacker: "tom", via: "wrestling", defender: "eve" }, [wordFor(4, 1200), wordFor(4, 1000)], [tom, eve]).lines[3]).toBe("atk 4; def 4");
    expect(run("disarm", { attacker: "tom", via: "wrestling", stage: "2", defender: "eve" }, [wordFor(6, 1200), wordFor(4, 1000)], [tom, eve]).lines[3]).toBe("atk 6; def 4");
  });

  test("odds of the second test: dropped, flung, caught, deadlock, fail sum to 1", () => {
    const o = odds("disarm", { ...D, stage: "2" });
    expect(o.lines.reduce((s, l) => s + l.p, 0)).toBeCloseTo(1, 9);
    expect(line(o, "caught")).toBeGreaterThan(0);
  });
});
