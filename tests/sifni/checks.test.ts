/**
 * The S-Ifni checks through the module (inputs completed and validated as the device does).
 * Rolls use scripted generator words with results worked by hand:
 *   word 0 gives r = 0, the normal maximum M = total + 10 exactly;
 *   word 2^31 for total 0 gives 10 (1 - (10/19)^2) = 10 x 261/361 = 7.2299 -> 7.23.
 * Odds are checked against the continuous formula of tests/helpers/sifni-reference.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { completeInputs } from "../../src/engine/rules/inputs";
import { Inputs, Problem } from "../../src/engine/rules/types";
import { successCounts } from "../../src/engine/sifni/checks/group";
import { tnChoices } from "../../src/engine/sifni/choices-pack";
import { TOP_TN } from "../../src/engine/sifni/checks/tn";
import { packText, sifni } from "../../src/home/sifni/module";
import { blankSheet } from "../../src/home/sifni/sheet";
import { SifniSheet } from "../../src/home/sifni/types";
import { oddsVsTn } from "../../src/engine/sifni/odds";
import { setup } from "../../src/engine/sifni/roll";
import { thrown } from "../helpers/fake-rng";
import { ScriptedRng } from "../helpers/scripted-rng";
import { atLeastModRef, pairRef } from "../helpers/sifni-reference";

const pack = sifni.pack;
const demo = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
const ann = blankSheet("ann", "Ann");
const party = demo.concat([ann]);
const HALF = 2 ** 31;

const roll = (check: string, inputs: Inputs, words: number[], who: SifniSheet[] = party) => sifni.resolve(check, inputs, who, pack, new ScriptedRng(words));
const odds = (check: string, inputs: Inputs, who: SifniSheet[] = party) =>
  Object.fromEntries(sifni.odds(check, inputs, who, pack).lines.map((l) => [l.id, l.p]));

/** Reference odds of floor(base * num / den) against a TN in hundredths (continuous model). */
function refVsTn(total: number, num: number, den: number, tn: number) {
  const beat = atLeastModRef(total, num, den, tn + 1);
  const reach = atLeastModRef(total, num, den, tn);
  return { success: beat, deadlock: reach - beat, failure: 1 - reach };
}

describe("the skill check", () => {
  test("an unskilled Strength roll against TN 5: 7.23 succeeds, degree 7.23/5 = 1.446", () => {
    const o = roll("skill", { who: "ann", stat: "Strength", tn: "5" }, [HALF]);
    expect(o).toEqual({
      check: "skill",
      table: "SUCCESS",
      degree: "x1.44",
      lines: ["Ann", "Strength\t0", "Roll\t7.23", "TN\t5.00", "Margin\t+2.23", "Degree\tx1.44"],
      summary: "Ann Strength 0 vs TN 5.00: SUCCESS 7.23 x1.44",
      effects: [],
      followUps: [],
    });
  });

  test("wound and armor penalties join the chosen modifiers by themselves", () => {
    // Grey Hal, MeleeAttack 6 + Spear 2 = 8: M = 18.00. Workshop +1/3; padding -1/20 + chain
    // mail -1/8 = -7/40; the worst wound: band 3 in the left leg (no sixth given: the upper leg)
    // is "one less point of modifier penalty" than at the torso (s-ifni.txt, "Damage"; the
    // location table of docs/rules-sifni-combat.md), 2 steps, and the torso's band 1 is 1 step:
    // -2/5. Sum 40/120 - 21/120 - 48/120 = -29/120, so 18.00 x 91/120 = 13.65.
    // Against TN 13: success by 0.65, degree 13.65/13 = 1.05.
    const o = roll("skill", { who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", tn: "13" }, [0]);
    expect(o.table).toBe("SUCCESS");
    expect(o.degree).toBe("x1.05");
    expect(o.lines).toEqual([
      "Grey Hal", "MeleeAttack\t6", "Spear\t+2", "Total\t8", "Workshop\t+1/3", "Armor\t-7/40", "Wounds\t-2/5", "All mods\t-29/120",
      "Roll\t18.00", "Modified\t13.65", "TN\t13.00", "Margin\t+0.65", "Degree\tx1.05",
    ]);
    expect(o.summary).toBe("Grey Hal MeleeAttack+Spear 8 Workshop/Armor/Wounds vs TN 13.00: SUCCESS 13.65 x1.05");
    // waiving the wound penalty (an Endurance test against a DR must not count it):
    // 40/120 - 21/120 = +19/120, 18.00 x 139/120 = 20.85, degree 20.85/13 = 1.603
    const w = roll("skill", { who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", noWound: true, tn: "13" }, [0]);
    expect([w.table, w.degree]).toEqual(["SUCCESS", "x1.60"]);
    expect(w.lines).not.toContain("Wounds\t-2/5");
    expect(w.lines).toContain("All mods\t+19/120");
    expect(w.lines).toContain("Modified\t20.85");
    // an Agility roll is a movement action: the leg wound's point comes back (band 3, -3/5);
    // Agility 1, M = 11.00, x (1 - 7/40 - 24/40) = 9/40: floor(1100 x 9/40) = floor(247.5) = 2.47
    const a = roll("skill", { who: "veteran", stat: "Agility", tn: "5" }, [0]);
    expect(a.lines).toContain("Wounds\t-3/5");
    expect(a.lines).toContain("Modified\t2.47");
  });

  test("half credit: stat + half of skill and specialty, rounded down", () => {
    // Wren, MeleeAttack 5 + (Rapier 2 + vsSwords 2) / 2 = 7: M = 17.00; leather -1/20: 17.00 x 19/20 = 16.15
    const o = roll("skill", { who: "rogue", stat: "MeleeAttack", skill: "Rapier", spec: "vsSwords", half: true, tn: "16" }, [0]);
    expect(o.lines).toEqual([
      "Wren", "MeleeAttack\t5", "Rapier\t+2", "vsSwords\t+2", "Half credit\t+2", "Total\t7", "Armor\t-1/20",
      "Roll\t17.00", "Modified\t16.15", "TN\t16.00", "Margin\t+0.15", "Degree\tx1.00",
    ]);
    expect([o.table, o.degree]).toEqual(["SUCCESS", "x1.00"]);
    // full credit: 5 + 2 + 2 = 9, M = 19.00 x 19/20 = 18.05
    const full = roll("skill", { who: "rogue", stat: "MeleeAttack", skill: "Rapier", spec: "vsSwords", tn: "16" }, [0]).lines;
    expect(full).toContain("Total\t9");
    expect(full).toContain("Roll\t19.00");
    expect(full).toContain("Modified\t18.05");
  });

  test("Anyone: a skill total and nothing from a sheet; equal to the TN is a deadlock", () => {
    const o = roll("skill", { who: "anyone", total: 7, tn: "17" }, [0]);
    expect(o).toMatchObject({ table: "DEADLOCK", degree: "x1.00", lines: ["Anyone", "Skill total\t7", "Roll\t17.00", "TN\t17.00", "Margin\t+0.00", "Degree\tx1.00"] });
  });

  test("Missing Tools and Total Distraction fail without a roll", () => {
    for (const mods of ["missing-tools", "workshop,total-distraction"]) {
      const o = roll("skill", { who: "ann", stat: "Craftwork", mods, tn: "10" }, []);
      expect(o.table).toBe("AUTO FAIL");
      expect(o.degree).toBe("");
    }
    expect(roll("skill", { who: "ann", stat: "Craftwork", mods: "missing-tools", tn: "10" }, []).lines).toEqual(["Ann", "Craftwork\t0", "Auto failure\tMissing Tools"]);
    expect(odds("skill", { who: "ann", stat: "Craftwork", mods: "missing-tools", tn: "10" })).toEqual({ success: 0, deadlock: 0, failure: 1 });
  });

  test("no TN: just the roll", () => {
    const o = roll("skill", { who: "ann", stat: "Strength", tn: "none" }, [0]);
    expect(o).toMatchObject({ table: "ROLLED", degree: "", lines: ["Ann", "Strength\t0", "Roll\t10.00"], summary: "Ann Strength 0: rolled 10.00" });
  });

  test("TN from the ladder or any value; Defender Unaware sets TN 3; size divides it; each static retry adds 1", () => {
    // the TN line and the lines after it that say what changed it
    const tn = (inputs: Inputs) => {
      const lines = roll("skill", { who: "anyone", total: 0, ...inputs }, [HALF]).lines;
      const at = lines.findIndex((l) => l.startsWith("TN\t"));
      return lines.slice(at, lines.findIndex((l) => l.startsWith("Margin\t"))).join("/");
    };
    expect(tn({ tn: "22" })).toBe("TN\t22.00");
    expect(tn({ tn: "other", tnValue: 1234 })).toBe("TN\t12.34");
    expect(tn({ tn: "25", mods: "defender-unaware" })).toBe("TN\t3.00/ Unaware");
    // half a human: TN 5 / 0.5 = 10; a third of 13 is 4.333 rounded down
    expect(tn({ tn: "5", size: 50 })).toBe("TN\t10.00/ size 50%");
    expect(tn({ tn: "13", size: 300 })).toBe("TN\t4.33/ size 300%");
    // third attempt at a static test: TN 13 + 2
    expect(tn({ tn: "13", attempt: 3 })).toBe("TN\t15.00/ attempt 3");
    // size first, then the retry step: 5 / 0.5 + 1
    expect(tn({ tn: "5", size: 50, attempt: 2 })).toBe("TN\t11.00/ size 50%/ attempt 2");
  });

  test("target size is asked only for attacks (MeleeAttack, RangedAttack, Wrestling, or Anyone)", () => {
    const asked = (inputs: Inputs) => {
      const problems: Problem[] = [];
      return "size" in completeInputs(sifni.checks[0], { tn: "5", ...inputs }, party, pack, problems);
    };
    expect(asked({ who: "ann", stat: "RangedAttack" })).toBe(true);
    expect(asked({ who: "ann", stat: "Wrestling" })).toBe(true);
    expect(asked({ who: "anyone" })).toBe(true);
    expect(asked({ who: "ann", stat: "Strength" })).toBe(false);
    // a size given for a Strength roll does not apply: TN 5 stays 5
    expect(roll("skill", { who: "ann", stat: "Strength", tn: "5", size: 50 }, [HALF]).lines[3]).toBe("TN\t5.00");
  });

  test("TN choices: none, 0 to the stepper's top (25, the ladder's mastery, and beyond) with the ladder's words, other", () => {
    const c = tnChoices(packText(pack), true);
    // the text's ladder ends at TN 25 but "there is no limit to how high a stat can go": the
    // choices run on to TOP_TN, one per whole TN, between "none" and "other"
    expect(TOP_TN).toBeGreaterThanOrEqual(25);
    expect(c).toHaveLength(TOP_TN + 3);
    expect(c[0]).toEqual({ id: "none", label: "No TN, just roll" });
    expect(c.slice(1, TOP_TN + 2).map((x) => x.id)).toEqual(Array.from({ length: TOP_TN + 1 }, (_, t) => String(t)));
    expect(c.find((x) => x.id === "13")!.label).toBe("TN 13 basic skill");
    expect(c.find((x) => x.id === "14")!.label).toBe("TN 14");
    expect(c.find((x) => x.id === "18")!.label).toBe("TN 18 1 in 22 of prof");
    expect(c.find((x) => x.id === "25")!.label).toBe("TN 25 mastery");
    expect(c[TOP_TN + 2]).toEqual({ id: "other", label: "Other TN" });
    expect(tnChoices(packText(pack), false).some((x) => x.id === "none")).toBe(false);
  });

  test("the wound waiver is offered when a wound costs any roll something, a limb's use included", () => {
    // "a hit in the upper arm may have one less point of modifier penalty, but an additional
    // point when using that arm": a minor wound (band 1) there costs nothing in general, -1/5
    // on a roll with that arm, so the GM may need to waive it
    const spec = sifni.checks.find((c) => c.id === "skill")!;
    const arm = { ...blankSheet("arm", "Arm"), wounds: [{ dr: 100, band: 1, location: "right arm, 2/6 down" }] };
    const when = spec.inputs.find((i) => i.id === "noWound")!.when!;
    expect(when({ inputs: { who: "arm" }, party: [arm], pack })).toBe(true);
    const scratch = { ...arm, wounds: [{ dr: 10, band: 0, location: "right arm, 2/6 down" }] };
    expect(when({ inputs: { who: "arm" }, party: [scratch], pack })).toBe(false);
  });

  test("inputs follow the sheet: stats grouped with values, skills of that stat, specialties of that skill", () => {
    const spec = sifni.checks.find((c) => c.id === "skill")!;
    const ctx = (inputs: Inputs) => ({ inputs, party, pack });
    const input = (id: string) => spec.inputs.find((i) => i.id === id)!;
    const stats = input("stat").choices!(ctx({ who: "rogue" }));
    expect(stats).toHaveLength(25);
    expect(stats[0]).toEqual({ id: "MeleeAttack", label: "MeleeAttack 5", group: "Active" });
    expect(input("skill").choices!(ctx({ who: "rogue", stat: "MeleeAttack" }))).toEqual([
      { id: "-", label: "(no skill)" },
      { id: "Rapier", label: "Rapier +2" },
      { id: "Dagger", label: "Dagger +1" },
    ]);
    expect(input("skill").when!(ctx({ who: "rogue", stat: "Knowledge" }))).toBe(false);
    expect(input("spec").choices!(ctx({ who: "rogue", stat: "MeleeAttack", skill: "Rapier" }))).toEqual([
      { id: "-", label: "(no specialty)" },
      { id: "vsSwords", label: "vsSwords +2" },
    ]);
    expect(input("spec").when!(ctx({ who: "rogue", stat: "MeleeAttack", skill: "Dagger" }))).toBe(false);
    expect(input("noWound").when!(ctx({ who: "veteran" }))).toBe(true);
    expect(input("noWound").when!(ctx({ who: "rogue" }))).toBe(false);
    expect(input("noArmor").when!(ctx({ who: "wrestler" }))).toBe(false);
    expect(input("who").choices!(ctx({})).map((c) => c.id)).toEqual(["knight", "rogue", "archer", "wrestler", "wizard", "veteran", "ann", "anyone"]);
    const mods = input("mods").choices!(ctx({}));
    expect(mods[0]).toEqual({ id: "workshop", label: "Workshop +1/3", group: "Instruments" });
    expect(mods.find((m) => m.id === "missing-tools")!.label).toBe("Missing Tools fail");
  });

  test("bad inputs are refused naming the input; the dead roll nothing", () => {
    expect(thrown(() => roll("skill", { who: "ann", stat: "Athletics", tn: "5" }, [0])).message).toBe("input 'stat' has no choice 'Athletics'");
    expect(thrown(() => roll("skill", { who: "nobody", stat: "Will", tn: "5" }, [0])).message).toBe("input 'who' has no choice 'nobody'");
    expect(thrown(() => roll("skill", { who: "ann", stat: "Will" }, [0])).message).toBe("input 'tn' (Target Number) is required");
    expect(thrown(() => roll("skill", { who: "anyone", total: 991, tn: "5" }, [0])).message).toBe("input 'total' must be at most 990, got 991");
    const dead = { ...blankSheet("bob", "Bob"), condition: "dead" as const };
    const e = thrown(() => roll("skill", { who: "bob", stat: "Will", tn: "5" }, [0], [dead]));
    expect([e.code, e.message]).toEqual(["CHARACTER", "Bob is dead and rolls nothing"]);
  });

  test('"TN 13 precludes unskilled characters": no chance at all for a total of 0', () => {
    expect(odds("skill", { who: "ann", stat: "Logic", tn: "13" }).success).toBe(0);
    expect(odds("skill", { who: "anyone", total: 2, tn: "13" }).success).toBeGreaterThan(0);
  });

  test("odds are the engine's closed form for the combined factor: Grey Hal's 8 x 91/120 against TN 13", () => {
    // +1/3 workshop, -7/40 armor, -2/5 for the band-3 wound in the (upper) left leg: -29/120
    expect(odds("skill", { who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", tn: "13" })).toEqual(
      oddsVsTn(setup(8, { num: 91, den: 120 }), 1300),
    );
  });

  test("odds match the continuous formula within 0.001 (combined factor, TN changes included)", () => {
    const cases: [Inputs, number, number, number, number][] = [
      // inputs, total, factor num/den, TN in hundredths
      [{ who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", tn: "13" }, 8, 91, 120, 1300],
      [{ who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", noWound: true, tn: "13" }, 8, 139, 120, 1300],
      [{ who: "rogue", stat: "MeleeAttack", skill: "Rapier", spec: "vsSwords", half: true, tn: "16" }, 7, 19, 20, 1600],
      [{ who: "knight", stat: "MeleeDefense", skill: "Shield", spec: "vsSwords", tn: "17" }, 11, 3, 4, 1700],
      [{ who: "anyone", total: 5, mods: "minor-distraction,excellent-tools", tn: "13", attempt: 2 }, 5, 1, 1, 1400],
      [{ who: "anyone", total: 12, mods: "target-point", tn: "19", size: 50 }, 12, 1, 2, 3800],
      [{ who: "anyone", total: 0, mods: "defender-unaware", tn: "25" }, 0, 1, 1, 300],
      [{ who: "anyone", total: -10, tn: "0" }, -10, 1, 1, 0],
    ];
    for (const [inputs, total, num, den, tn] of cases) {
      const o = odds("skill", inputs);
      const r = refVsTn(total, num, den, tn);
      for (const k of ["success", "deadlock", "failure"] as const) expect(Math.abs(o[k] - r[k]), `${JSON.stringify(inputs)} ${k}`).toBeLessThan(1e-3);
      expect(o.success + o.deadlock + o.failure).toBeCloseTo(1, 9);
    }
  });
});

describe("Endurance -10 dies from the slightest scratch (the sheet side)", () => {
  // With End + 10 = 0 every band limit k/5 (End + 10) is 0, and any DR > 0 is above all of them:
  // band 5, "die already" (a DR of exactly 0 stays in band 0: the limits are strictly greater).
  // The combat check writes the band; on the sheet a band-5 wound takes -5/5 of every roll.
  test("a band-5 wound makes every roll 0", () => {
    const frail = blankSheet("frail", "Frail");
    frail.stats.Endurance = -10;
    const hurt = sifni.applyEffect(frail, { character: "frail", kind: "wound", text: "", data: { dr: 1, band: 5, location: "finger" } }, pack);
    const o = roll("skill", { who: "frail", stat: "Strength", tn: "5" }, [0], [hurt]);
    expect(o.lines).toEqual(["Frail", "Strength\t0", "Wounds\t-1", "Roll\t10.00", "Modified\t0.00", "TN\t5.00", "Margin\t-5.00", "Degree\tx0.00"]);
    expect(odds("skill", { who: "frail", stat: "Strength", tn: "0" }, [hurt])).toEqual({ success: 0, deadlock: 1, failure: 0 });
    // and his Endurance test itself: total -10 rolls 0 whatever the wound
    expect(roll("skill", { who: "frail", stat: "Endurance", noWound: true, tn: "0" }, [0], [hurt]).lines[2]).toBe("Roll\t0.00");
  });
});

describe("the opposed check", () => {
  test("Borin's Hold against Sir Aldric's Wrestling in plate", () => {
    // Borin: Wrestling 9 + Hold 3 = 12, M = 22.00. Aldric: Wrestling 3, M = 13.00, plate -1/4: 9.75.
    // Borin wins by 12.25; degree 22.00 / 9.75 = 2.256
    const o = roll("opposed", { who: "wrestler", stat: "Wrestling", skill: "Hold", whoB: "knight", statB: "Wrestling" }, [0, 0]);
    expect(o).toEqual({
      check: "opposed",
      table: "BORIN WINS",
      degree: "x2.25",
      lines: ["Borin", "Wrestling\t9", "Hold\t+3", "Total\t12", "Roll\t22.00", "Sir Aldric", "Wrestling\t3", "Armor\t-1/4", "Roll\t9.75", "Borin by\t+12.25", "Degree\tx2.25"],
      summary: "Borin Wrestling+Hold 12 vs Sir Aldric Wrestling 3: BORIN WINS 22.00 to 9.75 x2.25",
      effects: [],
      followUps: [],
    });
  });

  test("equal hundredths deadlock; Anyone sides are A and B", () => {
    expect(roll("opposed", { who: "anyone", total: 5, whoB: "anyone", totalB: 5 }, [0, 0]).table).toBe("DEADLOCK");
    // 7.23 against 10.00: side B by 2.77, degree 10.00 / 7.23 = 1.383
    const o = roll("opposed", { who: "anyone", total: 0, whoB: "anyone", totalB: 0 }, [HALF, 0]);
    expect([o.table, o.degree, o.lines[o.lines.length - 2]]).toEqual(["SIDE B WINS", "x1.38", "Side B by\t+2.77"]);
  });

  test("an auto-failing side loses without rolling; both: deadlock", () => {
    expect(roll("opposed", { who: "anyone", total: 5, mods: "missing-tools", whoB: "ann", statB: "Craftwork" }, []).table).toBe("ANN WINS");
    expect(roll("opposed", { who: "anyone", total: 5, mods: "missing-tools", whoB: "anyone", totalB: 0, modsB: "total-distraction" }, []).table).toBe("DEADLOCK");
    expect(odds("opposed", { who: "anyone", total: 5, whoB: "anyone", totalB: 0, modsB: "total-distraction" })).toEqual({ a: 1, b: 0, deadlock: 0 });
  });

  test("modifiers that set a TN are not offered (there is no opposing roll then)", () => {
    expect(thrown(() => roll("opposed", { who: "anyone", total: 5, mods: "defender-unaware", whoB: "anyone", totalB: 5 }, [0, 0])).message).toBe(
      "input 'mods' has no choice 'defender-unaware'",
    );
  });

  test("odds match an exact sum over every hundredth of the continuous model within 0.001", () => {
    const cases: [Inputs, [number, number, number], [number, number, number]][] = [
      [{ who: "wrestler", stat: "Wrestling", skill: "Hold", whoB: "knight", statB: "Wrestling" }, [12, 1, 1], [3, 3, 4]],
      [{ who: "rogue", stat: "Stealth", skill: "Sneaking", spec: "vsGuards", whoB: "archer", statB: "Awareness", skillB: "Sight" }, [12, 19, 20], [8, 14, 15]],
      [{ who: "anyone", total: 5, mods: "workshop", whoB: "anyone", totalB: 7, modsB: "minor-distraction" }, [5, 4, 3], [7, 5, 6]],
      // Grey Hal: armor -7/40, the left-leg wound -2/5 (not a movement action): 17/40
      [{ who: "veteran", stat: "Will", whoB: "wizard", statB: "Will", skillB: "Self-Control", specB: "vsHypnosis" }, [3, 17, 40], [10, 29, 30]],
    ];
    for (const [inputs, a, b] of cases) {
      const o = odds("opposed", inputs);
      const cdf = (s: [number, number, number]) => (v: number) => 1 - atLeastModRef(s[0], s[1], s[2], v + 1);
      const r = pairRef(cdf(a), cdf(b), 6000);
      expect(Math.abs(o.a - r.a), JSON.stringify(inputs)).toBeLessThan(1e-3);
      expect(Math.abs(o.b - r.b), JSON.stringify(inputs)).toBeLessThan(1e-3);
      expect(Math.abs(o.deadlock - r.deadlock), JSON.stringify(inputs)).toBeLessThan(1e-3);
    }
  });
});

describe("group work", () => {
  test("three climbers against TN 5, each with their own skill and armor", () => {
    // Aldric: Agility 1, no Climbing, plate -1/4: 11.00 x 3/4 = 8.25 (degree 8.25/5 = 1.65)
    // Wren: Agility 5 + Climbing 2 = 7, leather -1/20: 17.00 x 19/20 = 16.15 (3.23)
    // Tamsin: Agility 3, padded leather -1/15: 13.00 x 14/15 = 12.1333 -> 12.13 (2.426 -> 2.42)
    // quality: floor((165 + 323 + 242) / 3) = floor(243.3) = 2.43
    const o = roll("group", { workers: "knight,rogue,archer", stat: "Agility", skill: "Climbing", tn: "5" }, [0, 0, 0]);
    expect(o).toMatchObject({
      table: "3 SUCCESSES",
      degree: "x2.43",
      lines: ["Group\tAgility+Climbing", "TN\t5.00", "Sir Aldric\t8.25 S", "Wren\t16.15 S", "Tamsin\t12.13 S", "Succeed\t3 of 3", "Quality\tx2.43"],
    });
    const two = roll("group", { workers: "knight,rogue", stat: "Agility", tn: "10" }, [0, 0]);
    // Aldric 8.25 fails TN 10, Wren (Agility 5, no skill chosen) 15.00 x 19/20 = 14.25 succeeds
    expect([two.table, two.lines[2], two.lines[3]]).toEqual(["1 SUCCESS", "Sir Aldric\t8.25 F", "Wren\t14.25 S"]);
  });

  test("auto failure fails the whole group without a roll; no workers is refused", () => {
    expect(roll("group", { workers: "knight,rogue", stat: "Craftwork", mods: "missing-tools", tn: "5" }, []).table).toBe("AUTO FAIL");
    expect(thrown(() => roll("group", { workers: "", stat: "Craftwork", tn: "5" }, [])).message).toBe("choose at least one worker");
  });

  test("the dead are not offered as workers", () => {
    const dead = { ...blankSheet("bob", "Bob"), condition: "dead" as const };
    const spec = sifni.checks.find((c) => c.id === "group")!;
    expect(spec.inputs[0].choices!({ inputs: {}, party: [ann, dead], pack }).map((c) => c.id)).toEqual(["ann"]);
  });

  test("successCounts: the number of successes, against brute force over every outcome", () => {
    const p = [0.1, 0.5, 0.9, 0.3];
    const brute = [0, 0, 0, 0, 0];
    for (let mask = 0; mask < 16; mask++) {
      let q = 1;
      let k = 0;
      for (let i = 0; i < 4; i++) {
        if (mask & (1 << i)) {
          q *= p[i];
          k++;
        } else q *= 1 - p[i];
      }
      brute[k] += q;
    }
    const dp = successCounts(p);
    for (let k = 0; k <= 4; k++) expect(dp[k]).toBeCloseTo(brute[k], 12);
  });

  test("odds of each count match the continuous formula within 0.001", () => {
    const o = odds("group", { workers: "knight,rogue,archer", stat: "Agility", skill: "Climbing", tn: "13" });
    // success chances: Aldric total 1 x 3/4, Wren 7 x 19/20, Tamsin 3 x 14/15 against 13.00
    const p = [atLeastModRef(1, 3, 4, 1301), atLeastModRef(7, 19, 20, 1301), atLeastModRef(3, 14, 15, 1301)];
    const none = (1 - p[0]) * (1 - p[1]) * (1 - p[2]);
    const all = p[0] * p[1] * p[2];
    const one = p[0] * (1 - p[1]) * (1 - p[2]) + (1 - p[0]) * p[1] * (1 - p[2]) + (1 - p[0]) * (1 - p[1]) * p[2];
    expect(Math.abs(o["0"] - none)).toBeLessThan(1e-3);
    expect(Math.abs(o["1"] - one)).toBeLessThan(1e-3);
    expect(Math.abs(o["3"] - all)).toBeLessThan(1e-3);
    expect(o["0"] + o["1"] + o["2"] + o["3"]).toBeCloseTo(1, 9);
  });
});
