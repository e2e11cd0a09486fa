/**
 * `sifni odds --system sifrp` and `sifni roll --system sifrp`, end to end: spawns bin/sifni.mjs
 * (built by pretest) and checks its numbers against hand counts and against dice rolled here
 * from the seed with the bundle's own rollPool.
 */
import * as vm from "node:vm";
import { describe, expect, it } from "vitest";
import { json, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";

const E = loadEngineBundle();

describe("sifni odds --system sifrp", () => {
  it("rank 3 +1 bonus die vs 9: the 4d6-drop-lowest table (1160 of 1296 reach 9)", () => {
    const o = json(["odds", "--system", "sifrp", "--rank", "3", "--bonus", "1", "--difficulty", "9"]);
    // 9..13: 91+122+148+167+172 = 700; 14..18: 160+131+94+54+21 = 460
    expect(o.success).toBe(1160 / 1296);
    expect(o.degrees).toEqual([700 / 1296, 460 / 1296, 0, 0]);
    expect(o.failure).toBe(136 / 1296);
    expect(o.failureDegrees).toEqual([131 / 1296, 5 / 1296, 0, 0]);
    expect(o).toMatchObject({ rank: 3, bonus: 1, penalty: 0, extra: 0, modifier: 0, difficulty: 9, roll: 4, keep: 3 });
  });

  it("--penalty removes kept dice: rank 2, -1D vs 5 is the higher of 2d6 reaching 5 (20 of 36)", () => {
    const o = json(["odds", "--system", "sifrp", "--rank", "2", "--penalty", "1", "--difficulty", "5"]);
    expect(o.success).toBe(20 / 36);
    expect(o.degrees).toEqual([20 / 36, 0, 0, 0]);
    expect(o.keep).toBe(1);
  });

  it("--modifier and --extra: rank 1 +1D (2d6), -2, vs 10: 2d6 >= 12 once in 36", () => {
    const o = json(["odds", "--system", "sifrp", "--rank", "1", "--extra", "1", "--modifier", "-2", "--difficulty", "10"]);
    expect(o.success).toBe(1 / 36);
  });

  it("a 20-die pool answers exactly: rank 10 + 10 bonus vs 60, success only on ten 6s among the kept", () => {
    const o = json(["odds", "--system", "sifrp", "--rank", "10", "--bonus", "10", "--difficulty", "60"]);
    // at least 10 sixes among 20 dice: sum over j >= 10 of C(20, j) 5^(20 - j), over 6^20
    let n = 0n;
    let c = 1n; // C(20, j), built up from j = 0
    for (let j = 0; j <= 20; j++) {
      if (j >= 10) n += c * 5n ** BigInt(20 - j);
      c = (c * BigInt(20 - j)) / BigInt(j + 1);
    }
    expect(o.success).toBe(Number(n) / 6 ** 20);
  });

  it("text output", () => {
    const r = sifni(["odds", "--system", "sifrp", "--rank", "3", "--bonus", "1", "--difficulty", "9"]);
    expect(r.stdout).toBe("4d6 keep 3 vs 9: success 89.5% (1: 54.0%, 2: 35.5%, 3: 0.0%, 4: 0.0%), failure 10.5%\n");
  });
});

describe("sifni roll --system sifrp", () => {
  it("rolls the seed's dice with rollPool and keeps the highest rank - penalty", () => {
    for (const seed of [1, 42, 2024, 9007199254740991]) {
      const o = json(["roll", "--system", "sifrp", "--rank", "3", "--bonus", "2", "--penalty", "1", "--modifier", "-1", "--difficulty", "7", "--seed", String(seed)]);
      const pool = E.rollPool(E.sfc32(seed), 5, 6, 2);
      expect(o.dice).toEqual(pool.faces);
      expect(o.kept).toEqual(pool.faces.map((_, i) => (pool.kept & (1 << i)) !== 0));
      // the kept are two dice, each at least every dropped one
      const kept = pool.faces.filter((_, i) => (pool.kept & (1 << i)) !== 0);
      const dropped = pool.faces.filter((_, i) => (pool.kept & (1 << i)) === 0);
      expect(kept).toHaveLength(2);
      expect(Math.min(...kept)).toBeGreaterThanOrEqual(Math.max(...dropped));
      const sum = kept[0] + kept[1];
      const total = sum - 1;
      expect(o).toMatchObject({ seed, sum, total, margin: total - 7, success: total >= 7 });
      const m = total - 7;
      const deg = m >= 0 ? Math.min(4, Math.floor(m / 5) + 1) : 0;
      const fail = m < 0 ? Math.min(4, Math.floor(-m / 5) + 1) : 0;
      expect([o.degrees, o.failureDegrees]).toEqual([deg, fail]);
      expect(json(["roll", "--system", "sifrp", "--rank", "3", "--bonus", "2", "--penalty", "1", "--modifier", "-1", "--difficulty", "7", "--seed", String(seed)])).toEqual(o);
    }
  });

  it("the text lines are the module's own, showing the same dice", () => {
    const o = json(["roll", "--system", "sifrp", "--rank", "4", "--bonus", "1", "--difficulty", "12", "--seed", "7"]);
    const r = sifni(["roll", "--system", "sifrp", "--rank", "4", "--bonus", "1", "--difficulty", "12", "--seed", "7"]);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("Test 4D+1B");
    const shown = lines[1].split(" ").map((d) => Number(d.replace(/[()]/g, "")));
    expect(shown).toEqual((o.dice as number[]).slice().sort((a, b) => b - a));
    expect(lines[lines.length - 1]).toBe("seed 7");
    expect(lines[lines.length - 2]).toMatch(o.success ? /^success, / : /^failure, /);
  });
});

describe("bad arguments: one line on stderr, exit 2", () => {
  const cases: [string[], RegExp][] = [
    [["odds", "--system", "sifrp", "--difficulty", "9"], /--rank is required/],
    [["odds", "--system", "sifrp", "--rank", "3"], /--difficulty is required/],
    [["odds", "--system", "sifrp", "--rank", "0", "--difficulty", "9"], /--rank must be an integer from 1 to 10, got "0"/],
    [["odds", "--system", "sifrp", "--rank", "3.5", "--difficulty", "9"], /--rank must be an integer/],
    [["odds", "--system", "sifrp", "--rank", "3", "--bonus", "-1", "--difficulty", "9"], /--bonus must be an integer from 0 to 10/],
    [["odds", "--system", "sifrp", "--rank", "10", "--bonus", "10", "--extra", "1", "--difficulty", "9"], /at most 20 dice/],
    [["odds", "--system", "sifrp", "--rank", "3", "--difficulty", "9", "--tn", "9"], /unknown option --tn/],
    [["roll", "--system", "sifrp", "--rank", "3", "--difficulty", "9", "--seed", "-1"], /--seed/],
    [["odds", "--system", "sifrpp", "--rank", "3"], /unknown --system "sifrpp"/],
  ];
  it.each(cases)("%j", (args, message) => {
    const r = sifni(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")).toHaveLength(2);
    expect(r.stderr).toMatch(message);
  });
});
