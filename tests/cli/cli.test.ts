/**
 * The desktop CLI, end to end: spawns `node bin/sifni.mjs` (built by pretest) and checks its
 * output against the shipped bundle loaded here on its own, computing expected rolls from the
 * generator's words and the curve rather than trusting the CLI's code path.
 */
import * as vm from "node:vm";
import { describe, expect, it } from "vitest";
import { json, Obj, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";

const E = loadEngineBundle();

/** The roll the CLI must print: the seed's first words through the curve, then floor(base * num / den). */
function expectedRoll(seed: number, skill: number, num = 1, den = 1, word = 0) {
  const rng = E.sfc32(seed);
  let w = rng.next();
  for (let i = 0; i < word; i++) w = rng.next();
  const base = E.curve(skill, w);
  const value = Number((BigInt(base) * BigInt(num)) / BigInt(den));
  return { base, value, exceptional: w >= E.EXCEPTIONAL_FROM };
}

const hundredths = (points: unknown): number => Math.round((points as number) * 100);

describe("sifni roll", () => {
  it("rolls the curve for the seed's first generator word, the same every time", () => {
    for (const [skill, seed] of [[5, 42], [0, 1], [-10, 3], [12, 2024], [40, 9007199254740991], [990, 77]]) {
      const args = ["roll", "--skill", String(skill), "--seed", String(seed)];
      const out = json(args);
      const exp = expectedRoll(seed, skill);
      expect(Object.keys(out)).toEqual(["seed", "skill", "modifiers", "modifier", "base", "value", "exceptional", "text"]);
      expect(out).toMatchObject({ seed, skill, modifiers: [], modifier: "0", exceptional: exp.exceptional });
      expect(hundredths(out.base)).toBe(exp.base);
      expect(hundredths(out.value)).toBe(exp.value);
      expect(out.text).toEqual({ base: E.formatHundredths(exp.base), value: E.formatHundredths(exp.value) });
      expect(json(args)).toEqual(out);
    }
  });

  it("finds an exceptional roll where the word is past EXCEPTIONAL_FROM", () => {
    let seed = 0;
    while (E.sfc32(seed).next() < E.EXCEPTIONAL_FROM) seed++;
    const out = json(["roll", "--skill", "5", "--seed", String(seed)]);
    expect(out.exceptional).toBe(true);
    expect(hundredths(out.value)).toBe(expectedRoll(seed, 5).value);
    expect(hundredths(out.value)).toBeGreaterThanOrEqual(1500);
  });

  it("adds modifiers before one rounding down: +1/3 -1/6 is x 7/6", () => {
    const out = json(["roll", "--skill", "5", "--mod", "+1/3", "--mod", "-1/6", "--seed", "42"]);
    const exp = expectedRoll(42, 5, 7, 6);
    expect(out).toMatchObject({ modifiers: ["+1/3", "-1/6"], modifier: "+1/6" });
    expect(hundredths(out.base)).toBe(exp.base);
    expect(hundredths(out.value)).toBe(exp.value);
    const all = json(["roll", "--skill", "5", "--mod=-1/2", "--mod", "-1/2", "--seed", "42"]);
    expect(all).toMatchObject({ modifier: "-1", value: 0 });
  });

  it("judges against a TN given in points, exactly to the hundredth", () => {
    for (const [tnText, tn] of [["13", 1300], ["13.5", 1350], ["13.25", 1325], ["0.07", 7], ["0", 0], ["1000000", 100000000]] as const) {
      const out = json(["roll", "--skill", "5", "--tn", tnText, "--seed", "42"]);
      const v = expectedRoll(42, 5).value;
      const verdict = v > tn ? "success" : v === tn ? "deadlock" : "failure";
      const degree = tn === 0 ? null : Math.floor((100 * v) / tn);
      expect(Object.keys(out)).toEqual([
        "seed", "skill", "modifiers", "modifier", "base", "value", "exceptional", "tn", "verdict", "margin", "degree", "text",
      ]);
      expect(hundredths(out.tn)).toBe(tn);
      expect(out.verdict).toBe(verdict);
      expect(hundredths(out.margin)).toBe(v - tn);
      expect(out.degree === null ? null : hundredths(out.degree)).toBe(degree);
      expect(out.text).toEqual({
        base: E.formatHundredths(expectedRoll(42, 5).base),
        value: E.formatHundredths(v),
        tn: E.formatHundredths(tn),
        margin: E.formatHundredths(v - tn),
        degree: degree === null ? null : E.formatHundredths(degree),
      });
    }
  });

  it("gives a deadlock when the TN is the roll itself", () => {
    const v = expectedRoll(9, 7).value;
    const out = json(["roll", "--skill", "7", "--tn", E.formatHundredths(v), "--seed", "9"]);
    expect(out).toMatchObject({ verdict: "deadlock", margin: 0, degree: 1 });
  });

  it("reports the random seed it used, which reproduces the roll", () => {
    const out = json(["roll", "--skill", "8"]);
    const seed = out.seed as number;
    expect(Number.isSafeInteger(seed) && seed >= 0).toBe(true);
    expect(hundredths(out.value)).toBe(expectedRoll(seed, 8).value);
    expect(json(["roll", "--skill", "8", "--seed", String(seed)])).toEqual(out);
  });

  it("prints a short text result without --json", () => {
    const r = sifni(["roll", "--skill", "5", "--tn", "13", "--seed", "42"]);
    const v = expectedRoll(42, 5).value;
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain(`skill 5: ${E.formatHundredths(v)}`);
    expect(r.stdout).toContain(`vs TN 13.00: ${v > 1300 ? "success" : v === 1300 ? "deadlock" : "failure"}`);
    expect(r.stdout).toContain("seed 42");
  });
});

describe("sifni opposed", () => {
  it("rolls a then b from the seed's words and names the winner", () => {
    for (const seed of [1, 2, 3, 7, 42]) {
      const out = json(["opposed", "--a", "5", "--b", "3", "--mod-b", "+1/2", "--seed", String(seed)]);
      const a = expectedRoll(seed, 5, 1, 1, 0);
      const b = expectedRoll(seed, 3, 3, 2, 1);
      expect(Object.keys(out)).toEqual(["seed", "a", "b", "winner", "margin", "text"]);
      expect(out.a).toMatchObject({ skill: 5, modifiers: [], exceptional: a.exceptional });
      expect(out.b).toMatchObject({ skill: 3, modifiers: ["+1/2"], modifier: "+1/2", exceptional: b.exceptional });
      expect(hundredths((out.a as Obj).value)).toBe(a.value);
      expect(hundredths((out.b as Obj).value)).toBe(b.value);
      expect(hundredths((out.b as Obj).base)).toBe(b.base);
      expect(out.winner).toBe(a.value > b.value ? "a" : a.value < b.value ? "b" : null);
      expect(hundredths(out.margin)).toBe(Math.abs(a.value - b.value));
      expect(out.text).toEqual({ margin: E.formatHundredths(Math.abs(a.value - b.value)) });
    }
  });

  it("deadlocks two skills of -10 (both roll 0)", () => {
    expect(json(["opposed", "--a", "-10", "--b", "-10", "--seed", "5"])).toMatchObject({ winner: null, margin: 0 });
  });

  it("--steps: an extended contest round by round, 'one step toward' the win, to its end", () => {
    for (const seed of [1, 7, 42]) {
      const out = json(["opposed", "--a", "4", "--b", "3", "--steps", "3", "--lead", "-1", "--seed", String(seed)]);
      expect(Object.keys(out)).toEqual(["seed", "steps", "lead", "a", "b", "rounds", "winner"]);
      // the rounds as the generator's words give them: a then b each round, the winner a step
      const rng = E.sfc32(seed);
      const pair = E.oddsPair([E.setup(4)], [E.setup(3)]);
      let lead = -1;
      for (const r of out.rounds as Obj[]) {
        const a = E.curve(4, rng.next());
        const b = E.curve(3, rng.next());
        lead += a > b ? 1 : a < b ? -1 : 0;
        expect([hundredths(r.a), hundredths(r.b), r.winner, r.lead]).toEqual([a, b, a > b ? "a" : a < b ? "b" : null, lead]);
        expect(r.chance).toBe(Math.abs(lead) === 3 ? (lead > 0 ? 1 : 0) : E.pushChance(pair.a, pair.b, 3, lead));
      }
      expect(Math.abs(lead)).toBe(3);
      expect(out.winner).toBe(lead > 0 ? "a" : "b");
    }
    const r = sifni(["opposed", "--a", "4", "--b", "3", "--steps", "1", "--seed", "7"]);
    expect(r.stdout).toMatch(/^a: skill 4, b: skill 3, first 1 step ahead wins, from even\nround 1: a \d+\.\d\d, b \d+\.\d\d: (a|b) steps, lead (a|b) 1 of 1\n(a|b) wins the contest in 1 round\nseed 7\n$/);
  });

  it("--steps with sides that only deadlock stops unfinished", () => {
    expect(json(["opposed", "--a", "-10", "--b", "-10", "--steps", "2", "--seed", "5"])).toMatchObject({ winner: null });
  });
});

describe("sifni odds", () => {
  it("gives the engine's odds of a skill against a TN, summing to 1", () => {
    for (const [skill, tn, tnH, mods] of [[5, "13", 1300, []], [0, "7.5", 750, []], [12, "20.25", 2025, ["+1/3", "-1/6"]]] as const) {
      const out = json(["odds", "--skill", String(skill), "--tn", tn, ...mods.flatMap((m) => ["--mod", m])]);
      const exp = E.oddsVsTn(E.setup(skill, E.factorOf(mods.map((m) => E.parseFraction(m)))), tnH);
      expect(out).toMatchObject({ skill, success: exp.success, deadlock: exp.deadlock, failure: exp.failure });
      expect(hundredths(out.tn)).toBe(tnH);
      expect((out.success as number) + (out.deadlock as number) + (out.failure as number)).toBeCloseTo(1, 9);
      expect(out.text).toMatchObject({ success: E.formatChance(exp.success) });
    }
  });

  it("gives the engine's odds of one skill against another, summing to 1", () => {
    const out = json(["odds", "--a", "5", "--b", "3", "--mod-a", "-1/3"]);
    const exp = E.oddsPair([E.setup(5, E.factorOf([E.parseFraction("-1/3")]))], [E.setup(3)]);
    expect(out).toMatchObject({ a: exp.a, b: exp.b, deadlock: exp.deadlock });
    expect(out.setup).toEqual({
      a: { skill: 5, modifiers: ["-1/3"], modifier: "-1/3" },
      b: { skill: 3, modifiers: [], modifier: "0" },
    });
    expect(Math.abs((out.a as number) + (out.b as number) + (out.deadlock as number) - 1)).toBeLessThan(1e-9);
    const even = json(["odds", "--a", "6", "--b", "6"]);
    expect(Math.abs((even.a as number) - (even.b as number))).toBeLessThan(1e-9);
  });

  it("--steps: each side's chance of an extended contest from the marker, and the next round's", () => {
    const out = json(["odds", "--a", "5", "--b", "3", "--steps", "3", "--lead", "-2"]);
    const p = E.oddsPair([E.setup(5)], [E.setup(3)]);
    expect(out).toMatchObject({ a: p.a, b: p.b, deadlock: p.deadlock, steps: 3, lead: -2 });
    expect(out.contest).toEqual({ a: E.pushChance(p.a, p.b, 3, -2), b: E.pushChance(p.b, p.a, 3, 2) });
    expect((out.text as Obj).contest).toEqual({ a: E.formatChance(E.pushChance(p.a, p.b, 3, -2)), b: E.formatChance(E.pushChance(p.b, p.a, 3, 2)) });
    // two steps behind, the stronger side wins the contest less often than it wins a decisive round
    const c = out.contest as { a: number; b: number };
    expect(c.a).toBeLessThan(p.a / (p.a + p.b));
    expect(Math.abs(c.a + c.b - 1)).toBeLessThan(1e-12);
    const r = sifni(["odds", "--a", "5", "--b", "3", "--steps", "3"]);
    expect(r.stdout).toMatch(/^a skill 5 vs b skill 3: the contest to 3 steps ahead, from a lead of 0: a wins \d+\.\d%, b wins \d+\.\d%\nnext round: a wins/);
  });
});

describe("sifni selftest", () => {
  it("prints the bundle's checksum", () => {
    expect(json(["selftest", "--seed", "1", "--count", "200"])).toEqual({
      seed: 1,
      count: 200,
      checksum: E.selfTest(1, 200),
      engine: E.VERSION,
    });
    expect(json(["selftest"])).toMatchObject({ seed: 1, count: 51, checksum: E.selfTest(1, 51) });
  });
});

describe("sifni curve", () => {
  it("finds each percentile exactly from the closed form, and a histogram summing to 1", () => {
    for (const [skill, mods] of [[5, []], [0, ["+1/2"]], [20, []]] as const) {
      const s = E.setup(skill, E.factorOf(mods.map((m) => E.parseFraction(m))));
      const one = E.atLeast(s, 0);
      const out = json(["curve", "--skill", String(skill), ...mods.flatMap((m) => ["--mod", m])]);
      const top = E.applyFactor(100 * (skill + 10), s.factor);
      expect(hundredths(out.normalMax)).toBe(top);
      expect(hundredths(out.max)).toBe(E.applyFactor(E.curve(skill, 4294967295), s.factor));
      expect(hundredths(out.max)).toBeGreaterThan(top);
      const pct = out.percentiles as { p: number; value: number; text: string }[];
      expect(pct.map((x) => x.p)).toEqual([1, 5, 10, 25, 50, 75, 90, 95, 99]);
      for (const { p, value, text } of pct) {
        const v = hundredths(value);
        expect(text).toBe(E.formatHundredths(v));
        // P(roll <= v) >= p%, and not so for v - 0.01
        expect(100 * E.atLeast(s, v + 1)).toBeLessThanOrEqual((100 - p) * one);
        if (v > 0) expect(100 * E.atLeast(s, v)).toBeGreaterThan((100 - p) * one);
      }
      const bins = out.histogram as { from: number; to: number; p: number; exceptional: boolean }[];
      expect(bins).toHaveLength(11);
      expect(hundredths(bins[0].from)).toBe(0);
      for (let i = 1; i < bins.length; i++) expect(hundredths(bins[i].from)).toBe(hundredths(bins[i - 1].to) + 1);
      expect(hundredths(bins[9].to)).toBe(top);
      expect(bins.map((b) => b.exceptional)).toEqual([...Array(10).fill(false), true]);
      expect(bins[10].p).toBe(E.atLeast(s, top + 1) / one);
      expect(bins[3].p).toBe((E.atLeast(s, hundredths(bins[3].from)) - E.atLeast(s, hundredths(bins[3].to) + 1)) / one);
      expect(Math.abs(bins.reduce((t, b) => t + b.p, 0) - 1)).toBeLessThan(1e-9);
    }
  });

  it("draws bars of '#' in text", () => {
    const r = sifni(["curve", "--skill", "5"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/13\.50 - 15\.00 \| #{40} /);
    expect(r.stdout).toContain("above 15.00");
  });
});

describe("sifni help", () => {
  it("lists every command, and explains one", () => {
    for (const args of [["help"], ["--help"], []]) {
      const r = sifni(args);
      expect(r.code).toBe(0);
      for (const c of ["roll", "opposed", "attack", "odds", "curve", "selftest", "char", "pack"]) expect(r.stdout).toContain(`  ${c}`);
    }
    const roll = sifni(["roll", "--help"]);
    expect(roll.code).toBe(0);
    expect(roll.stdout).toContain("--tn POINTS");
    expect(sifni(["help", "roll"]).stdout).toBe(roll.stdout);
    const list = json(["help"]);
    expect((list.commands as Obj[]).map((c) => c.name)).toEqual(["roll", "opposed", "attack", "odds", "curve", "selftest", "char", "pack"]);
  });
});

describe("bad arguments", () => {
  const cases: [string[], string][] = [
    [["roll", "--skill", "abc"], "--skill"],
    [["roll", "--skill", "5.5"], "--skill"],
    [["roll", "--skill", "-11"], "--skill"],
    [["roll", "--skill", "991"], "--skill"],
    [["roll"], "--skill"],
    [["roll", "--skill"], "--skill"],
    [["roll", "--skill", "--json"], "--skill"],
    [["roll", "--skill", "5", "--skill", "6"], "--skill"],
    [["roll", "--skill", "5", "--bogus", "1"], "--bogus"],
    [["roll", "--skill", "5", "--tn", "13.125"], "--tn"],
    [["roll", "--skill", "5", "--tn", "-1"], "--tn"],
    [["roll", "--skill", "5", "--tn", "13."], "--tn"],
    [["roll", "--skill", "5", "--tn", "1e3"], "--tn"],
    [["roll", "--skill", "5", "--tn", "90071992547409.92"], "--tn"],
    [["roll", "--skill", "5", "--mod", "1/x"], "--mod"],
    [["roll", "--skill", "5", "--mod", "1/0"], "--mod"],
    [["roll", "--skill", "5", "--mod", "+1/999983", "--mod", "+1/999979"], "--mod"],
    [["roll", "--skill", "5", "--mod"], "--mod"],
    [["roll", "--skill", "5", "--seed", "-1"], "--seed"],
    [["roll", "--skill", "5", "--seed", "9007199254740992"], "--seed"],
    [["roll", "--skill", "5", "--json=yes"], "--json"],
    [["roll", "--skill", "5", "stray"], "stray"],
    [["opposed", "--a", "5"], "--b"],
    [["opposed", "--a", "5", "--b", "3", "--mod", "+1/3"], "--mod"],
    [["odds", "--skill", "5"], "--tn"],
    [["odds", "--a", "5"], "--b"],
    [["odds", "--skill", "5", "--tn", "13", "--b", "3"], "--b"],
    [["odds", "--a", "5", "--b", "3", "--tn", "13"], "--tn"],
    [["odds"], "--skill"],
    [["odds", "--a", "5", "--b", "3", "--steps", "10"], "--steps"],
    [["odds", "--a", "5", "--b", "3", "--steps", "3", "--lead", "3"], "--lead"],
    [["odds", "--a", "5", "--b", "3", "--lead", "1"], "--lead"],
    [["odds", "--skill", "5", "--tn", "13", "--steps", "3"], "--steps"],
    [["opposed", "--a", "5", "--b", "3", "--steps", "0"], "--steps"],
    [["selftest", "--count", "0"], "--count"],
    [["selftest", "--count", "100001"], "--count"],
    [["curve", "--skill", "x"], "--skill"],
    [["curve", "--skill", "5", "--bins", "0"], "--bins"],
    [["frobnicate"], "frobnicate"],
    [["help", "frobnicate"], "frobnicate"],
  ];
  it.each(cases)("%j: one line on stderr naming %s, exit 2", (args, culprit) => {
    for (const a of [args, [...args, "--json"]]) {
      const r = sifni(a);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      const lines = r.stderr.split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe("");
      expect(lines[0]).toMatch(/^sifni: /);
      expect(lines[0]).toContain(culprit);
    }
  });

  it("asks for a build when the engine bundle is missing", () => {
    const r = sifni(["selftest"], { SIFNI_ENGINE: "/nonexistent/engine.js" });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^sifni: .*run npm run build first\n$/);
  });
});
