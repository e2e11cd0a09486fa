/**
 * `sifni odds --system tft` and `sifni roll --system tft`, end to end: spawns bin/sifni.mjs
 * and checks the numbers against hand-worked values, the brute force over all faces, and the
 * seed's dice drawn here from the bundle's generator.
 */
import * as vm from "node:vm";
import { describe, expect, it } from "vitest";
import { json, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";
import { bruteOpposed } from "../tft/brute";

const E = loadEngineBundle();

/** The first n d6 of the seed's generator (one word per die, as the engine's dice draw them). */
function dice(seed: number, counts: number[]): number[][] {
  const rng = E.sfc32(seed);
  return counts.map((n) => Array.from({ length: n }, () => E.die(rng, 6)));
}

const total = (f: number[]) => f.reduce((a, b) => a + b, 0);
const ok = (t: number, attr: number) => t <= attr || t <= 4;

describe("sifni odds --system tft", () => {
  it("DX 12 with 3d: success 160/216", () => {
    const out = json(["odds", "--system", "tft", "--attr", "12", "--dice", "3"]);
    expect(out.success).toBe(160 / 216);
    expect(out).toMatchObject({ attr: 12, dice: 3, failure: 56 / 216, text: { success: "74.1%", failure: "25.9%" } });
  });

  it("4d is the default; 4 or less always succeeds: 4d under 0 is 1/1296", () => {
    expect(json(["odds", "--system", "tft", "--attr", "0"]).success).toBe(1 / 1296);
    expect(json(["odds", "--system", "tft", "--attr", "-5", "--dice", "3"]).success).toBe(4 / 216);
  });

  it("opposed: 12 with 3d against 10 with 4d equals the brute force over all faces", () => {
    const out = json(["odds", "--system", "tft", "--a-attr", "12", "--a-dice", "3", "--b-attr", "10", "--b-dice", "4"]);
    const r = bruteOpposed(3, 12, 4, 10);
    const all = 216 * 1296;
    expect({ a: out.a, b: out.b, deadlock: out.deadlock }).toEqual({ a: r.a / all, b: r.b / all, deadlock: r.deadlock / all });
    expect(out.setup).toEqual({ a: { attr: 12, dice: 3 }, b: { attr: 10, dice: 4 } });
  });

  it("hand-worked opposed: 3 with 3d against 3 with 3d: 851, 851 and 44954 of 46656", () => {
    const out = json(["odds", "--system", "tft", "--a-attr", "3", "--a-dice", "3", "--b-attr", "3", "--b-dice", "3"]);
    expect(out).toMatchObject({ a: 851 / 46656, b: 851 / 46656, deadlock: 44954 / 46656 });
  });

  it("text output", () => {
    const r = sifni(["odds", "--system", "tft", "--attr", "12", "--dice", "3"]);
    expect(r.stdout).toBe("3d under 12: success 74.1%, failure 25.9%\n");
  });
});

describe("sifni roll --system tft", () => {
  it("rolls the seed's first dice: faces, total, verdict; the same every time", () => {
    for (const [seed, attr, n] of [[1, 12, 3], [42, 9, 4], [7, 3, 3], [2024, 14, 4], [9007199254740991, 0, 4]]) {
      const args = ["roll", "--system", "tft", "--attr", String(attr), "--dice", String(n), "--seed", String(seed)];
      const out = json(args);
      const [faces] = dice(seed, [n]);
      expect(out).toMatchObject({ seed, attr, dice: faces, total: total(faces), verdict: ok(total(faces), attr) ? "success" : "failure" });
      expect(json(args)).toEqual(out);
    }
  });

  it("opposed: each side's dice in turn and the text's verdict", () => {
    // the verdict each seed must give, from its dice and the text's rule; two seeds of each verdict are run
    const picked: { [v: string]: number[] } = { a: [], b: [], deadlock: [] };
    for (let seed = 0; seed < 500; seed++) {
      const [fa, fb] = dice(seed, [3, 3]);
      const ta = total(fa);
      const tb = total(fb);
      const aOk = ok(ta, 11);
      const bOk = ok(tb, 10);
      const v = aOk && bOk ? (ta > tb ? "a" : tb > ta ? "b" : "deadlock") : aOk ? "a" : bOk ? "b" : "deadlock";
      if (picked[v].length < 2) picked[v].push(seed);
    }
    for (const v of ["a", "b", "deadlock"]) {
      expect(picked[v]).toHaveLength(2);
      for (const seed of picked[v]) {
        const out = json(["roll", "--system", "tft", "--a-attr", "11", "--a-dice", "3", "--b-attr", "10", "--b-dice", "3", "--seed", String(seed)]);
        const [fa, fb] = dice(seed, [3, 3]);
        expect(out, "seed " + seed).toMatchObject({ seed, a: { attr: 11, dice: fa, total: total(fa) }, b: { attr: 10, dice: fb, total: total(fb) }, verdict: v });
      }
    }
  });

  it("text output ends with the seed", () => {
    const r = sifni(["roll", "--system", "tft", "--attr", "12", "--dice", "3", "--seed", "5"]);
    const [f] = dice(5, [3]);
    expect(r.stdout).toBe(`attr 12 (3d)\n${f.join("+")}=${total(f)} ${ok(total(f), 12) ? "success" : "failure"}\n${ok(total(f), 12) ? "SUCCESS" : "FAILURE"}\nseed 5\n`);
  });
});

describe("bad arguments: one line on stderr, exit 2", () => {
  const cases: [string[], string][] = [
    [["odds", "--system", "tft", "--attr", "12.5"], 'sifni: --attr must be an integer from -40 to 60, got "12.5"'],
    [["odds", "--system", "tft", "--attr", "12", "--dice", "5"], 'sifni: --dice must be an integer from 3 to 4, got "5"'],
    [["odds", "--system", "tft", "--attr", "61"], 'sifni: --attr must be an integer from -40 to 60, got "61"'],
    [["odds", "--system", "tft", "--attr", "12", "--b-attr", "3"], "sifni: --attr does not go with --b-attr (one roll uses --attr/--dice, opposed rolls --a-attr/--b-attr)"],
    [["odds", "--system", "tft"], 'sifni: --system tft needs --attr, or --a-attr and --b-attr (see "sifni help odds --system tft")'],
    [["odds", "--system", "tft", "--a-attr", "12"], "sifni: --b-attr is required"],
    [["roll", "--system", "tft", "--attr", "12", "--seed", "-1"], 'sifni: --seed must be an integer from 0 to 9007199254740991, got "-1"'],
    [["odds", "--system", "tft", "--skill", "5"], 'sifni: unknown option --skill for odds --system tft (see "sifni help odds --system tft")'],
  ];
  for (const [args, message] of cases) {
    it(args.slice(2).join(" ") || "(nothing)", () => {
      const r = sifni(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(message + "\n");
    });
  }

  it("--help lists the options and the JSON shapes", () => {
    const r = sifni(["odds", "--system", "tft", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("usage: sifni odds --system tft --attr N [--dice 4|3] [--json]");
    expect(r.stdout).toContain("--a-attr N");
  });
});
