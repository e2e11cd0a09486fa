/**
 * `sifni attack` and `sifni odds --attack`, end to end: spawns the built CLI and checks its
 * output against values computed here from the seed's generator words, the curve and the
 * text's formulas (BigInt for the DR's rounding), not from the CLI's code path.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { json, Obj, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";
import { sifni as sifniModule } from "../../src/home/sifni/module";

const E = loadEngineBundle();

const h = (points: unknown) => Math.round((points as number) * 100);

/** What the seed must give: attack x num/den against a plain defense roll, DR, band, location. */
function expected(seed: number, attack: number, num: number, den: number, defense: number, armor: number, e: number) {
  const g = E.sfc32(seed);
  const w = [g.next(), g.next(), g.next(), g.next()];
  const a = Number((BigInt(E.curve(attack, w[0])) * BigInt(num)) / BigInt(den));
  const d = E.curve(defense, w[1]);
  if (a <= d) return { a, d, hit: false as const };
  // DR = ceil(1000 (a - d) / d) - armor; band: how many of 2, 4, 6, 8, 10 tenths of (End+10) it passes
  const n = 1000n * BigInt(a - d);
  const dr = Number((n + BigInt(d) - 1n) / BigInt(d)) - armor;
  let band = 0;
  while (band < 5 && dr > 20 * (band + 1) * e) band++;
  expect(w[2]).toBeLessThan(4294967292); // below uniformInt's rejection limit for a d6
  const sections = ["head", "right arm", "torso", "left arm", "right leg", "left leg"];
  return { a, d, hit: true as const, dr, band, location: `${sections[w[2] % 6]}, ${(w[3] % 6) + 1}/6 down` };
}

const RAPIER = ["--weapon", "P +1/5A +1/5D x2 armor"];
const NAMES = ["scratch", "minor wound", "severe wound", "moderate trauma", "severe trauma", "die already"];

describe("sifni attack", () => {
  it("rolls the attack, the defense, the DR against armor, the band and the location from the seed's words", () => {
    let hits = 0;
    let misses = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const out = json(["attack", "--attack", "7", "--defense", "5", ...RAPIER, "--armor", "5/6/4", "--seed", String(seed)]);
      // rapier +1/5A against plate's 4 pierce doubled: 8.00 of armor
      const x = expected(seed, 7, 6, 5, 5, 800, 10);
      expect(h((out.attack as Obj).value)).toBe(x.a);
      expect((out.defense as Obj[]).map((d) => h(d.value))).toEqual([x.d]);
      expect(h(out.tn)).toBe(x.d);
      if (x.hit) {
        hits++;
        expect(out).toMatchObject({ result: "hit", band: x.band, bandName: NAMES[x.band], location: x.location });
        expect(h(out.dr)).toBe(x.dr);
        expect((out.text as Obj).dr).toBe(E.formatHundredths(x.dr));
      } else {
        misses++;
        expect(["miss", "held", "deadlock"]).toContain(out.result);
        expect(out.dr).toBeNull();
        expect(out.location).toBeNull();
      }
    }
    expect(hits).toBeGreaterThan(0);
    expect(misses).toBeGreaterThan(0);
  });

  it("keeps its JSON shape and prints the GM's lines as text", () => {
    const out = json(["attack", "--attack", "7", "--defense", "5", ...RAPIER, "--seed", "3"]);
    expect(Object.keys(out)).toEqual(["seed", "inputs", "attack", "defense", "tn", "result", "dr", "band", "bandName", "location", "table", "degree", "lines", "summary", "text"]);
    const r = sifni(["attack", "--attack", "7", "--defense", "5", ...RAPIER, "--seed", "3"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(out.degree ? `${out.table} (${out.degree})` : out.table);
    expect(lines.slice(1, -1)).toEqual(out.lines);
    expect(lines[lines.length - 1]).toBe("seed 3");
  });

  it("strategies and extra rolls: a Defense defender rolls three times, the best counts", () => {
    const seed = 5;
    const out = json(["attack", "--attack", "9", "--defense", "6", "--d-strategy", "defense", "--seed", String(seed)]);
    const g = E.sfc32(seed);
    g.next();
    // base roll, then two extra rolls at +1/4 (floor of 5/4)
    const d = [E.curve(6, g.next()), Math.floor((E.curve(6, g.next()) * 5) / 4), Math.floor((E.curve(6, g.next()) * 5) / 4)];
    expect((out.defense as Obj[]).map((x) => h(x.value))).toEqual(d);
    expect(h(out.tn)).toBe(Math.max(...d));
    expect((out.defense as Obj[]).length).toBe(3);
    const two = json(["attack", "--attack", "9", "--defense", "6", "--d-strategy", "defense", "--extra", "1", "--seed", String(seed)]);
    expect((two.defense as Obj[]).length).toBe(2);
  });

  it("reads weapons, armor and modifiers from a pack file", () => {
    const dir = mkdtempSync(join(tmpdir(), "sifni-pack-"));
    const file = join(dir, "pack.json");
    // the shipped tables, as `sifni pack default` gives them
    writeFileSync(file, JSON.stringify(sifniModule.pack));
    const a = json(["attack", "--attack", "7", "--defense", "5", "--weapon", "rapier", "--armor", "Plate Armor", "--pack", file, "--seed", "8"]);
    const b = json(["attack", "--attack", "7", "--defense", "5", ...RAPIER, "--armor", "5/6/4", "--seed", "8"]);
    for (const k of ["attack", "defense", "tn", "result", "dr", "band", "location"]) expect(a[k]).toEqual(b[k]);
    // defender unaware: TN 3, no defense roll
    const u = json(["attack", "--attack", "7", "--defense", "5", "--pack", file, "--modifier", "defender-unaware", "--seed", "8"]);
    expect(u.defense).toEqual([]);
    expect(h(u.tn)).toBe(300);
  });

  it("refuses what it cannot read, naming the option", () => {
    const bad: [string[], RegExp][] = [
      [["--weapon", "Q +1/5A"], /--weapon "Q \+1\/5A": no such weapon/],
      [["--weapon", "P +1/5X"], /"\+1\/5X" is not understood/],
      [["--armor", "5/6"], /--armor "5\/6": not a pack armor/],
      [["--strategy", "dodge"], /--strategy must be one of wild, offense, cautious/],
      [["--extra", "1"], /--extra goes with --d-strategy cautious or defense/],
      [["--d-mod", "+1/7"], /--d-mod must be one of/],
      [["--modifier", "nope"], /--modifier "nope" is not in the pack/],
      [["--pack", "/nonexistent/pack.json"], /--pack "\/nonexistent\/pack.json" is not a readable JSON file/],
    ];
    for (const [extra, message] of bad) {
      const r = sifni(["attack", "--attack", "7", "--defense", "5", ...extra]);
      expect(r.code, extra.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    const r = sifni(["attack", "--attack", "7"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--defense is required/);
  });
});

describe("sifni odds --attack", () => {
  it("gives the exchange odds of the engine: hit, deadlock, miss and the bands, summing to 1", () => {
    const out = json(["odds", "--attack", "7", "--defense", "5", ...RAPIER, "--armor", "5/6/4"]);
    const x = E.exchangeOdds({
      attack: E.setup(7, { num: 6, den: 5 }),
      autoFail: false,
      defense: { rolls: [E.setup(5)], floor: 0, shift: 0 },
      armor: 800,
      endPlus10: 10,
      aim: 0,
      chosen: { section: 2, down: 3, across: 0 },
      detail: false,
    });
    expect((out.bands as Obj[]).map((b) => b.p)).toEqual(x.bands);
    expect(out.deadlock).toBe(x.deadlock);
    expect(out.miss).toBe(x.miss);
    expect((out.hit as number) + (out.deadlock as number) + (out.miss as number)).toBeCloseTo(1, 8);
    expect((out.bands as Obj[]).map((b) => b.name)).toEqual(NAMES);
    const text = sifni(["odds", "--attack", "7", "--defense", "5", ...RAPIER, "--armor", "5/6/4"]);
    expect(text.stdout.split("\n")[0]).toBe(`attack 7 vs defense 5: hit ${E.formatChance(out.hit as number)}, deadlock ${E.formatChance(x.deadlock)}, miss ${E.formatChance(x.miss)}`);
  });

  it("keeps the other modes apart", () => {
    let r = sifni(["odds", "--attack", "7", "--defense", "5", "--tn", "13"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--tn does not go with --attack\/--defense/);
    r = sifni(["odds", "--skill", "5", "--tn", "13", "--weapon", "rapier"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--weapon does not go with --skill/);
    r = sifni(["odds", "--a", "5", "--b", "3", "--armor", "none"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--armor does not go with --a\/--b/);
  });
});
