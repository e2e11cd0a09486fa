/**
 * `sifni odds --system strs` and `sifni roll --system strs`, end to end: odds against a brute
 * force over every die written here, rolls against dice drawn here from the seed's generator
 * words, bad arguments as one line on stderr with exit code 2.
 */
import * as vm from "node:vm";
import { describe, expect, it } from "vitest";
import { json, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";
import { eachTuple, judge } from "../strs/brute";

const E = loadEngineBundle();

/** [nothing, glancing, 1, 2, 3, 4+] of one attack by enumeration, bonuses net of wounds. */
function brute(atkDice: number, defDice: number, atk: number, def: number, threshold: number, sides: number, entangled = false): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  const total = eachTuple(Array(atkDice + defDice).fill(sides), (f) => {
    const a = f.slice(0, atkDice).reduce((x, y) => x + y, 0) + atk;
    const d = f.slice(atkDice).reduce((x, y) => x + y, 0) + def;
    const w = judge(a - d, threshold, entangled);
    counts[w < 0 ? 0 : w === 0 ? 1 : Math.min(w, 4) + 1]++;
  });
  return counts.map((c) => c / total);
}

/** Faces the engine draws from a seed: words below the largest multiple of n, then word mod n + 1. */
function drawFaces(seed: number, n: number, count: number, sides: number[]): number[] {
  const rng = E.sfc32(seed);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const s = sides[i] ?? n;
    const limit = 4294967296 - (4294967296 % s);
    let w = rng.next();
    while (w >= limit) w = rng.next();
    out.push((w % s) + 1);
  }
  return out;
}

const ISSUE = ["--atk-dice", "3", "--def-dice", "1", "--atk-bonus", "1", "--def-bonus", "1", "--threshold", "3"];

describe("sifni odds --system strs", () => {
  it("prints exactly none, glancing and wounds [1, 2, 3, 4+] for the issue's example", () => {
    const out = json(["odds", "--system", "strs", ...ISSUE]);
    expect(Object.keys(out)).toEqual(["none", "glancing", "wounds", "text"]);
    const want = brute(3, 1, 1, 1, 3, 6);
    expect(out.none).toBeCloseTo(want[0], 14);
    expect(out.none).toBeCloseTo(15 / 1296, 15);
    expect(out.glancing).toBeCloseTo(want[1], 14);
    const w = out.wounds as number[];
    expect(w).toHaveLength(4);
    for (let i = 0; i < 4; i++) expect(w[i]).toBeCloseTo(want[2 + i], 14);
  });

  it("--pierce negates the armor's Threshold first, then its defense bonus (docs/rules-strs.md)", () => {
    // Threshold 5 of which armor 2, defense 3 of which armor 2: piercing 3 leaves Threshold 3, defense 2
    const out = json(["odds", "--system", "strs", ...ISSUE.slice(0, 6), "--def-bonus", "3", "--threshold", "5", "--pierce", "3", "--armor-thr", "2", "--armor-def", "2"]);
    const want = brute(3, 1, 1, 2, 3, 6);
    expect(out.none).toBeCloseTo(want[0], 14);
    expect(out.glancing).toBeCloseTo(want[1], 14);
    expect((out.wounds as number[])[0]).toBeCloseTo(want[2], 14);
    const unpierced = json(["odds", "--system", "strs", ...ISSUE.slice(0, 6), "--def-bonus", "3", "--threshold", "5", "--armor-thr", "2", "--armor-def", "2"]);
    expect(unpierced.glancing).toBeCloseTo(brute(3, 1, 1, 3, 5, 6)[1], 14);
  });

  it("--die 12: d12 faces, and a wound costs 2", () => {
    const out = json(["odds", "--system", "strs", ...ISSUE, "--die", "12", "--atk-wounds", "1"]);
    // attack bonus 1 - 2 (one wound on d12) = -1
    const want = brute(3, 1, -1, 1, 3, 12);
    expect(out.none).toBeCloseTo(want[0], 14);
    expect((out.wounds as number[])[3]).toBeCloseTo(want[5], 14);
  });

  it("--entangled halves the Threshold; --cover light scales hits by 4/6", () => {
    const ent = json(["odds", "--system", "strs", "--threshold", "3", "--entangled"]);
    expect(ent.glancing).toBeCloseTo(brute(2, 2, 0, 0, 3, 6, true)[1], 14);
    const cov = json(["odds", "--system", "strs", "--threshold", "3", "--cover", "light"]);
    const plain = brute(2, 2, 0, 0, 3, 6);
    expect(cov.glancing).toBeCloseTo((plain[1] * 4) / 6, 14);
    expect(cov.none).toBeCloseTo(2 / 6 + (plain[0] * 4) / 6, 14);
  });

  it("prints the percentages as text without --json", () => {
    const r = sifni(["odds", "--system", "strs", "--atk-dice", "1", "--def-dice", "1", "--threshold", "3"]);
    expect(r.code).toBe(0);
    // 15/36 = 41.7%, 18/36 = 50.0%, 3/36 = 8.3%
    expect(r.stdout.trim()).toBe("no hit 41.7%, glancing 50.0%, 1 wound 8.3%, 2 wounds 0.0%, 3 wounds 0.0%, 4+ wounds 0.0%");
  });
});

describe("sifni roll --system strs", () => {
  it("rolls the attacker's dice then the defender's from the seed, and judges the result", () => {
    for (const seed of [1, 5, 42, 2024]) {
      const out = json(["roll", "--system", "strs", ...ISSUE, "--seed", String(seed)]);
      const f = drawFaces(seed, 6, 4, []);
      const atk = f[0] + f[1] + f[2] + 1;
      const def = f[3] + 1;
      const w = judge(atk - def, 3, false);
      expect(out).toMatchObject({
        seed, die: 6, threshold: 3,
        atk: { dice: f.slice(0, 3), sum: atk - 1, bonus: 1, penalty: 0, total: atk },
        def: { dice: [f[3]], sum: f[3], bonus: 1, penalty: 0, total: def },
        result: atk - def,
        outcome: w < 0 ? "none" : w === 0 ? "glancing" : "wounds",
        wounds: Math.max(w, 0),
      });
      expect(json(["roll", "--system", "strs", ...ISSUE, "--seed", String(seed)])).toEqual(out);
    }
  });

  it("with cover the d6 comes first; an avoided attack rolls no dice", () => {
    let seed = 0;
    while (drawFaces(seed, 6, 1, [])[0] > 4) seed++;
    const out = json(["roll", "--system", "strs", "--threshold", "3", "--cover", "medium", "--seed", String(seed)]);
    expect(out).toMatchObject({ cover: { level: "medium", avoided: true }, atk: null, def: null, result: null, outcome: "none", wounds: 0 });
  });

  it("prints the GM lines, the table word and the seed without --json", () => {
    const r = sifni(["roll", "--system", "strs", ...ISSUE, "--seed", "5"]);
    const f = drawFaces(5, 6, 4, []);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`A 3d6 ${f[0]} ${f[1]} ${f[2]} +1 =${f[0] + f[1] + f[2] + 1}`);
    expect(r.stdout.trim().endsWith("seed 5")).toBe(true);
  });
});

describe("bad arguments", () => {
  const bad: [string[], string][] = [
    [["odds", "--system", "strs"], 'sifni: --threshold is required (see "sifni help odds --system strs")'],
    [["odds", "--system", "strs", "--threshold", "0"], 'sifni: --threshold must be an integer from 1 to 99, got "0"'],
    [["odds", "--system", "strs", "--threshold", "3", "--atk-dice", "2.5"], 'sifni: --atk-dice must be an integer from 0 to 6, got "2.5"'],
    [["odds", "--system", "strs", "--threshold", "3", "--die", "8"], 'sifni: --die must be one of 6, 12, got "8"'],
    [["odds", "--system", "strs", "--threshold", "3", "--cover", "thick"], 'sifni: --cover must be one of none, light, medium, full, got "thick"'],
    [["odds", "--system", "strs", "--threshold", "3", "--stepped-out"], "sifni: --stepped-out needs --cover"],
    [["roll", "--system", "strs", "--threshold", "3", "--skill", "5"], 'sifni: unknown option --skill for roll --system strs (see "sifni help roll --system strs")'],
  ];
  for (const [args, message] of bad) {
    it(args.slice(3).join(" ") || "no options", () => {
      const r = sifni(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(message + "\n");
    });
  }
});
