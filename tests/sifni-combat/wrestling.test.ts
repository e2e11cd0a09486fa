/**
 * Wrestling (grab, then rounds in a hold) and disarming (two successive tests).
 */
import { describe, expect, test } from "vitest";
import { questionsOf } from "../../src/engine/sifni/questions";
import { sifni } from "../../src/home/sifni/module";
import { face, line, odds, run, sheet, wordFor } from "./fixtures";

describe("establishing a hold", () => {
  test("Wrestling against MeleeDefense: a hit is a hold, no damage, no location dice; the next round is a wrestle", () => {
    const o = run("grab", { attackSkill: 7, defenseSkill: 5 }, [wordFor(7, 1200), wordFor(5, 1000)]);
    expect(o.table).toBe("GRABBED");
    expect(o.lines).toEqual(["Attacker on Defender", "Hold: entangled next round", "Attack\t12.00", "TN\t10.00", "Hit", "Attack skill\t7", "Defense skill\t5"]);
    expect(o.effects).toEqual([]);
    expect(o.followUps).toEqual([{ label: "Wrestle: Attacker and Defender", check: "wrestle", inputs: { aWho: "anyone", bWho: "anyone" } }]);
  });

  test("the melee strategies apply: Wild Offense +1/4, a Defense defender's extra rolls", () => {
    const wild = run("grab", { attackSkill: 7, defenseSkill: 5, strategy: "wild" }, [wordFor(7, 800), wordFor(5, 1000)]);
    expect(wild.lines.slice(1, 3)).toEqual(["Attack\t10.00", "TN\t10.00"]);
    expect(wild.table).toBe("DEADLOCK");
    // 12.00 against the best of 10.00, 11.25, 13.75; under 3/4 of 17.00: a miss
    expect(run("grab", { attackSkill: 7, defenseSkill: 5, defense: "defense" }, [wordFor(7, 1200), wordFor(5, 1000), wordFor(5, 900), wordFor(5, 1100)]).table).toBe("MISS");
  });

  test("a character grabs with Wrestling + Grab and resists with Wrestling (no parry modifier) or MeleeDefense", () => {
    const tom = sheet("tom", "Tom", { Wrestling: 4 }, { skills: [{ stat: "Wrestling", name: "Grab", level: 2, specialties: [] }] });
    const eve = sheet("eve", "Eve", { Wrestling: 3, MeleeDefense: 1 }, { weapons: ["shield"] });
    // Tom 6 (16.00) against Eve's Wrestling 3 (13.00): 13.00 vs 9.00
    expect(run("grab", { attacker: "tom", defender: "eve", resist: "wrestling" }, [wordFor(6, 1300), wordFor(3, 900)], [tom, eve]).lines).toEqual([
      "Tom on Eve", "Hold: entangled next round", "Attack\t13.00", "TN\t9.00", "Hit", "Attack skill\t6", "Defense skill\t3",
    ]);
    // or her MeleeDefense with the shield: 1 +1/3
    const md = run("grab", { attacker: "tom", defender: "eve" }, [wordFor(6, 1300), wordFor(1, 900)], [tom, eve]);
    expect(md.lines.slice(2, 4)).toEqual(["Attack\t13.00", "TN\t12.00"]);
    expect(md.lines.slice(-3)).toEqual(["Attack skill\t6", "Defense skill\t1", "Defense mods\t+1/3"]);
  });

  test("odds: hold, deadlock, miss", () => {
    const o = odds("grab", { attackSkill: 7, defenseSkill: 5 });
    expect(line(o, "hold") + line(o, "deadlock") + line(o, "miss")).toBeCloseTo(1, 9);
    expect(line(o, "hold")).toBeGreaterThan(0.7);
  });
});

describe("a round in a hold: Wrestling vs Wrestling, the winner's action happens", () => {
  const W = { aSkill: 7, bSkill: 5 };

  test("the check's questions are well formed: each has an id and a kind", () => {
    const spec = sifni.checks.find((c) => c.id === "wrestle")!;
    for (const q of questionsOf("wrestle")) expect(q.split(":").length, JSON.stringify(q)).toBeGreaterThanOrEqual(3);
    expect(spec.inputs.map((i) => i.id)).toEqual([
      "aWho", "aSkill", "aAction", "aMod", "aArmor", "aEndurance", "bWho", "bSkill", "bAction", "bMod", "bArmor", "bEndurance",
    ]);
  });

  test("Hold beats Escape: Unarmed damage (blunt, -1pt), still entangled", () => {
    // 15.00 vs 10.00: DR = 10 * 5 / 10 - 1 = 4.00, equal to 2/5 of 10: a minor wound; right leg 1/6
    const o = run("wrestle", { ...W, bAction: "escape" }, [wordFor(7, 1500), wordFor(5, 1000), face(5), face(1)]);
    expect(o.table).toBe("A HOLDS");
    expect(o.degree).toBe("MINOR WOUND");
    expect(o.lines).toEqual(["A hold\t15.00", "B escape\t10.00", "DR\t4.00", "Wound\tminor wound", "A skill\t7", "B skill\t5"]);
    expect(o.followUps.map((f) => f.check)).toEqual(["endurance", "wrestle"]);
    expect(o.followUps[0].inputs).toMatchObject({ dr: 400, section: "right leg", down: 1 });
  });

  test("Escape beats Hold: out, no damage, no dice", () => {
    const o = run("wrestle", { ...W, bAction: "escape" }, [wordFor(7, 900), wordFor(5, 1000)]);
    expect(o.table).toBe("B ESCAPES");
    expect(o.lines).toEqual(["A hold\t9.00", "B escape\t10.00", "Out of the hold", "A skill\t7", "B skill\t5"]);
    expect(o.followUps).toEqual([]);
  });

  test("Throw beats Hold: damage and out; Hold beats Throw: the hold's damage, still entangled", () => {
    const t = run("wrestle", { ...W, aAction: "throw" }, [wordFor(7, 1600), wordFor(5, 800), face(3), face(3)]);
    expect(t.table).toBe("A THROWS");
    // 16.00 vs 8.00: DR = 10 - 1 = 9.00: severe trauma; out of the hold
    expect(t.lines.slice(0, 5)).toEqual(["A throw\t16.00", "B hold\t8.00", "DR\t9.00", "Wound\tsevere trauma", "Out of the hold"]);
    expect(t.followUps.map((f) => f.check)).toEqual(["endurance"]);
    const h = run("wrestle", { ...W, aAction: "throw" }, [wordFor(7, 800), wordFor(5, 1000), face(3), face(3)]);
    expect(h.table).toBe("B HOLDS");
    // 10.00 vs 8.00: DR = 2.50 - 1 = 1.50: a scratch, no Endurance test
    expect(h.lines.slice(0, 4)).toEqual(["A throw\t8.00", "B hold\t10.00", "DR\t1.50", "Wound\tscratch"]);
    expect(h.lines).not.toContain("Out of the hold");
    expect(h.effects).toEqual([]);
    expect(h.followUps.map((f) => f.check)).toEqual(["wrestle"]);
  });

  test("a deadlock: nothing happens; both escaping: they let go without a roll", () => {
    const d = run("wrestle", W, [wordFor(7, 1000), wordFor(5, 1000)]);
    expect(d.table).toBe("DEADLOCK");
    expect(d.lines).toEqual(["A hold\t10.00", "B hold\t10.00", "Deadlock: still entangled"]);
    expect(d.followUps.map((f) => f.check)).toEqual(["wrestle"]);
    const out = run("wrestle", { ...W, aAction: "escape", bAction: "escape" }, []);
    expect(out.table).toBe("BOTH LET GO");
    expect(out.followUps).toEqual([]);
  });

  test("armor counts against the Unarmed damage", () => {
    // plate: blunt 5, +1 for the -1pt: 15.00 vs 10.00 -> 5.00 - 6 = -1.00
    const o = run("wrestle", { ...W, bArmor: "plate-armor" }, [wordFor(7, 1500), wordFor(5, 1000), face(3), face(3)]);
    expect(o.lines.slice(2, 4)).toEqual(["DR\t-1.00", "Wound\tscratch"]);
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
    // MeleeAttack 4 + Sword 1 + toDisarm 2 = 7 against MeleeDefense 2 + Sword 1 + vsDisarm 1 = 4
    expect(run("disarm", { attacker: "tom", weapon: "sword", defender: "eve" }, w, [tom, eve]).lines).toEqual([
      "Tom on Eve", "First test won: now disarm", "Attack\t12.00", "TN\t10.00", "Hit", "Attack skill\t7", "Defense skill\t4",
    ]);
    // Wrestling 3 + Grab 1 = 4, then Wrestling 3 + Disarm 3 = 6
    expect(run("disarm", { attacker: "tom", via: "wrestling", defender: "eve" }, [wordFor(4, 1200), wordFor(4, 1000)], [tom, eve]).lines.slice(-2)).toEqual(["Attack skill\t4", "Defense skill\t4"]);
    const second = run("disarm", { attacker: "tom", via: "wrestling", stage: "2", defender: "eve" }, [wordFor(6, 1200), wordFor(4, 1000)], [tom, eve]);
    expect(second.lines.slice(-2)).toEqual(["Attack skill\t6", "Defense skill\t4"]);
    // 12.00 on 10.00: 1.2 times, not more than 1.5: dropped
    expect([second.table, second.degree, second.lines[1]]).toEqual(["DISARMED", "DROPPED", "The weapon drops at their feet"]);
  });

  test("odds of the second test: dropped, flung, caught, deadlock, fail sum to 1", () => {
    const o = odds("disarm", { ...D, stage: "2" });
    expect(o.lines.reduce((s, l) => s + l.p, 0)).toBeCloseTo(1, 9);
    expect(line(o, "caught")).toBeGreaterThan(0);
  });
});
