/**
 * Every odds line within max(1e-6, 1% of its value) of the exact answer (issue 16), on a grid
 * of skills, modifiers, armors and Endurance values that includes rare bands. The exact answer
 * is the slow reference: a sum over every hundredth of the continuous model of the text's
 * formula with Math.pow (tests/helpers/sifni-reference.ts, exchange-reference.ts). A line's
 * score is its error over what it is allowed; every score must be at most 1.
 */
import { describe, expect, test } from "vitest";
import { curve } from "../../src/engine/sifni/curve";
import { applyFactor } from "../../src/engine/sifni/modifiers";
import { oddsPair, oddsVsTn } from "../../src/engine/sifni/odds";
import { RollSetup, setup } from "../../src/engine/sifni/roll";
import { exchangeOdds } from "../../src/engine/sifni/combat/attack";
import { formatChance } from "../../src/engine/format/number";
import { Case, attackSetup, mods, reference } from "../helpers/exchange-reference";
import { atLeastModRef, atLeastRef, pairRef } from "../helpers/sifni-reference";
import { PACK, line, odds } from "../sifni-combat/fixtures";
import { resolveMelee } from "../../src/engine/sifni/combat/melee-check";
import { compilePack } from "../../src/home/sifni/compile";
import { sfc32 } from "../../src/engine/random/sfc32";

const score = (got: number, want: number) => Math.abs(got - want) / Math.max(1e-6, 0.01 * Math.abs(want));
const maxOf = (side: RollSetup[]) => Math.max(...side.map((s) => applyFactor(curve(s.skill, 4294967295), s.factor)));
const cdfRef = (side: RollSetup[]) => (v: number) => side.reduce((p, s) => p * (1 - atLeastModRef(s.skill, s.factor.num, s.factor.den, v + 1)), 1);

/** The lines of an exchange as the screen shows them: each band, deadlock, miss; and the reference's. */
function exchangeLines(c: Case): { got: number[]; want: number[] } {
  const o = exchangeOdds(attackSetup(c));
  const r = reference(c);
  const want: number[] = [];
  for (let j = 0; j <= 5; j++) want.push(r.atLeast[j] - (j < 5 ? r.atLeast[j + 1] : 0));
  want.push(r.deadlock, 1 - r.atLeast[0] - r.deadlock);
  return { got: [...o.bands, o.deadlock, o.miss], want };
}

function worstOf(got: number[], want: number[]): number {
  let s = 0;
  for (let i = 0; i < want.length; i++) s = Math.max(s, score(got[i], want[i]));
  return s;
}

describe("odds within max(1e-6, 1%) of the sum over every hundredth", () => {
  test("against a TN: skills -10..40, TNs over the whole normal range and the exceptional tail", () => {
    let worst = 0;
    let rare = 0;
    for (let x = -10; x <= 40; x++) {
      const top = maxOf([setup(x)]);
      for (let tn = 0; tn <= top + 1; tn += Math.max(1, Math.floor(tn / 40))) {
        const o = oddsVsTn(setup(x), tn);
        const beat = atLeastRef(x, tn + 1);
        const reach = atLeastRef(x, tn);
        worst = Math.max(worst, score(o.success, beat), score(o.deadlock, reach - beat), score(o.failure, 1 - reach));
        if (beat > 0 && beat < 1e-4) rare++;
      }
    }
    expect(worst).toBeLessThanOrEqual(1);
    expect(rare).toBeGreaterThan(20);
  });

  test("two rolls against each other: 117 pairs of skills, modifiers and defense rolls", () => {
    const cases: [RollSetup[], RollSetup[]][] = [];
    for (const x of [-10, -5, 0, 3, 7, 12, 15, 20]) for (const y of [-10, -5, 0, 3, 7, 12, 15, 20]) cases.push([[setup(x)], [setup(y)]]);
    for (const [ma, mb] of [["+1/2", "+1/2"], ["-1/3", "-1/3"], ["+1/3", "+1/2"], ["+1/4", "-1/4"], ["+1/6", "-1/6"], ["-1", ""], ["+1/7", "-2/9"], ["+1/5", "+1/4"], ["-1/5", "+1/3"], ["+2/7", "-1/8"], ["", "+1/4"], ["-9/10", ""], ["+1/2", ""], ["", "-1/3"]])
      for (const x of [3, 7, 12]) cases.push([[setup(x, mods(ma))], [setup(x, mods(mb))]]);
    cases.push([[setup(10, mods("+1/4"))], [setup(8), setup(8, mods("+1/4")), setup(8, mods("+1/4"))]]);
    cases.push([[setup(7, mods("+1/4"))], [setup(7, mods("-1/4")), setup(7, mods("+1/4"))]]);
    cases.push([[setup(8, mods("+1/4"))], [setup(6, mods("-1/4")), setup(6, mods("+1/4"))]]);
    cases.push([[setup(25)], [setup(20)]], [[setup(7)], [setup(6), setup(6)]], [[setup(-9)], [setup(-10)]]);
    // the lower side's highest result just short of the other's pile-up point: its deadlock was 1.3-1.7% off
    cases.push([[setup(8, mods("+1/5"))], [setup(4, mods("+1/5"))]], [[setup(6, mods("-1/3"))], [setup(-1, mods("+1/12"))]]);
    // 4's highest result eight below 8's normal maximum: the deadlock was 1.6% off; low rolls
    // against two defense rolls, wholly where the defense's density rises from 0: 1.2-2% off
    cases.push([[setup(4)], [setup(8)]], [[setup(-5, mods("+1/4"))], [setup(-3), setup(1)]], [[setup(-5)], [setup(-7, mods("+1/2")), setup(4, mods("+1/2"))]]);
    let worst = 0;
    let small = 0;
    for (const [a, b] of cases) {
      const o = oddsPair(a, b);
      const r = pairRef(cdfRef(a), cdfRef(b), Math.max(maxOf(a), maxOf(b)));
      const s = worstOf([o.a, o.b, o.deadlock], [r.a, r.b, r.deadlock]);
      expect(s, JSON.stringify([a, b])).toBeLessThanOrEqual(1);
      worst = Math.max(worst, s);
      for (const p of [r.a, r.b, r.deadlock]) if (p > 0 && p < 1e-3) small++;
    }
    console.info(`pairs: worst score ${worst.toFixed(3)}`);
    expect(worst).toBeGreaterThan(0); // a reference equal to the engine would prove nothing
    expect(small).toBeGreaterThan(10);
  });

  test("two rolls drawn: 1,000 pairs of skills -10..15, ten modifiers, one or two defense rolls, every line within its allowance", () => {
    // 20,000 such pairs (other seeds) found 30 lines over before the twenty-ninth session's
    // corrections (docs/engine.md, "Odds"), none after
    const g = sfc32(2026);
    const int = (lo: number, hi: number) => lo + (g.next() % (hi - lo + 1));
    const FRACS = ["", "+1/4", "-1/4", "+1/5", "-1/5", "-1/3", "+1/3 -1/4", "-1/20", "+1/2", "-2/5"];
    const frac = () => mods(FRACS[int(0, FRACS.length - 1)]);
    let worst = 0;
    for (let i = 0; i < 1000; i++) {
      const a = [setup(int(-10, 15), frac())];
      const b: RollSetup[] = [];
      for (let k = int(1, 2); k > 0; k--) b.push(setup(int(-10, 15), frac()));
      const o = oddsPair(a, b);
      const r = pairRef(cdfRef(a), cdfRef(b), Math.max(maxOf(a), maxOf(b)));
      const s = worstOf([o.a, o.b, o.deadlock], [r.a, r.b, r.deadlock]);
      expect(s, JSON.stringify([a, b])).toBeLessThanOrEqual(1);
      worst = Math.max(worst, s);
    }
    console.info(`drawn pairs: worst score ${worst.toFixed(3)}`);
    expect(worst).toBeGreaterThan(0.1);
  });

  test("exchanges with their damage bands: skills, modifiers, armors, Endurance, floors, shifts, three defense rolls", () => {
    const cases: Case[] = [];
    for (const [x, y] of [[7, 5], [7, 7], [5, 7], [10, 3], [3, 10], [15, 10], [0, 0], [12, 8]])
      for (const [ma, mb] of [["", ""], ["+1/5", ""], ["+1/4", "-1/4"], ["-1/4", "+1/3"]])
        for (const [armor, e] of [[0, 10], [800, 12], [300, 5], [1200, 20], [150, 8]])
          cases.push({ name: `${x}${ma} vs ${y}${mb}, armor ${armor}, End+10 ${e}`, attack: setup(x, mods(ma)), rolls: [setup(y, mods(mb))], armor, e });
    for (const [x, y] of [[7, 5], [10, 8], [5, 7]])
      for (const [armor, e] of [[0, 12], [400, 10], [0, 10], [900, 25]])
        cases.push({ name: `${x} vs Defense ${y}, armor ${armor}, End+10 ${e}`, attack: setup(x, mods("+1/4")), rolls: [setup(y), setup(y, mods("+1/4")), setup(y, mods("+1/4"))], armor, e });
    // a floor or a shift above a low attack's results (deadlocks 1-13% off when the sums ran from 0),
    // the sums ending short of a pile-up point above, and a low attack against three low defense
    // rolls (its most severe band 1.1% off: the defense's density rising from 0 in one wide piece)
    cases.push({ name: "-5+1/4 vs -8+1/12, shift 6", attack: setup(-5, mods("+1/4")), rolls: [setup(-8, mods("+1/12"))], shift: 600, armor: 250, e: 9 });
    cases.push({ name: "-5+1/5 vs -6+1/2, -7-1/3, shift 6", attack: setup(-5, mods("+1/5")), rolls: [setup(-6, mods("+1/2")), setup(-7, mods("-1/3"))], shift: 600, armor: 300, e: 1 });
    cases.push({ name: "4+1/2 vs 8+1/2, floor 3", attack: setup(4, mods("+1/2")), rolls: [setup(8, mods("+1/2"))], floor: 300, armor: 400, e: 15 });
    cases.push({ name: "3 vs 5 with a floor of 30: out of reach", attack: setup(3), rolls: [setup(5)], floor: 3000, armor: 0, e: 10 });
    cases.push({ name: "-4 vs -5+1/2, -3+1/5, -9+1/2", attack: setup(-4), rolls: [setup(-5, mods("+1/2")), setup(-3, mods("+1/5")), setup(-9, mods("+1/2"))], armor: 950, e: 21 });
    // deadlocks next to a modified roll's pile-up point (a shifted defense's highest result five
    // below it: 2.3% off; its lattice repeating every 6: 1% off), and a line wholly in the attack's
    // last results (a high attack against a shifted defense: its most severe band 3.3% off)
    cases.push({ name: "7-1/3 vs -5, shift 6", attack: setup(7, mods("-1/3")), rolls: [setup(-5)], shift: 600, armor: 0, e: 10 });
    cases.push({ name: "4 vs 6-1/4, floor 3, shift 6", attack: setup(4), rolls: [setup(6, mods("-1/4"))], floor: 300, shift: 600, armor: 350, e: 9 });
    cases.push({ name: "4+1/5 vs 6, shift 1", attack: setup(4, mods("+1/5")), rolls: [setup(6)], shift: 100, armor: 600, e: 8 });
    cases.push({ name: "11-1/3 vs 2+1/5, 5, shift 5", attack: setup(11, mods("-1/3")), rolls: [setup(2, mods("+1/5")), setup(5)], shift: 500, armor: 1150, e: 15 });
    let worst = 0;
    let rare = 0;
    for (const c of cases) {
      const { got, want } = exchangeLines(c);
      const s = worstOf(got, want);
      expect(s, c.name + ": " + got.join(" ") + " / " + want.join(" ")).toBeLessThanOrEqual(1);
      worst = Math.max(worst, s);
      for (const p of want) if (p > 0 && p < 1e-4) rare++;
    }
    console.info(`exchanges: worst score ${worst.toFixed(3)}, ${rare} lines below 1e-4`);
    expect(rare).toBeGreaterThan(20);
  });

  test("the issue's case, sifni odds --attack 7 --defense 5 --d-strategy defense --endurance 2: rare bands", () => {
    const inputs = { attackSkill: 7, weapon: "unarmed", defenseSkill: 5, parry: "none", defense: "defense", armor: "none", endurance: 2 };
    const o = odds("melee", inputs);
    // the exchange the check builds: unarmed 7 x 3/4 against 5 and two extra rolls at x 5/4, armor 1, End+10 12
    const b = resolveMelee(inputs, [], compilePack(PACK, 0), sfc32(1)).setup;
    const c: Case = { name: "", attack: b.attack, rolls: b.defense.rolls, armor: b.armor, e: b.endPlus10 };
    expect([c.attack.factor.num, c.rolls.length, c.armor, c.e]).toEqual([3, 3, 100, 12]);
    const { got, want } = exchangeLines(c);
    for (let j = 0; j <= 5; j++) expect(line(o, "band-" + j)).toBe(got[j]);
    console.info(`the issue's case: ${got.map((p) => formatChance(p)).join(", ")}; reference ${want.map((p) => p.toExponential(3)).join(" ")}`);
    expect(worstOf(got, want)).toBeLessThanOrEqual(1);
    // the rarest band, about 9e-5: shown as odds in words, not "0.0%"
    const rare = Math.min(...got.slice(0, 6));
    expect(rare).toBeGreaterThan(5e-5);
    expect(rare).toBeLessThan(1e-4);
    expect(formatChance(rare)).toMatch(/^1 in 1[0-9],[0-9]00$/);
  });
});

describe("tiny probabilities on screen", () => {
  test("a percentage from 0.1%, odds in words below, 0.0% only for what cannot happen", () => {
    expect(formatChance(0.642)).toBe("64.2%");
    expect(formatChance(0.001)).toBe("0.1%");
    expect(formatChance(0.0009)).toBe("1 in 1,100");
    expect(formatChance(0.0000898)).toBe("1 in 11,000");
    expect(formatChance(0.000000123)).toBe("1 in 8,100,000");
    expect(formatChance(0.00000001)).toBe("< 1 in 10,000,000");
    expect(formatChance(0)).toBe("0.0%");
    for (let p = 1e-9; p < 1; p *= 1.7) expect(formatChance(p)).not.toBe("0.0%");
  });
});
