/**
 * `sifni odds --system dba` and `sifni roll --system dba`, end to end (spawning bin/sifni.mjs).
 * Expected odds are the text's worked examples; expected rolls are the seed's md10 faces
 * (the bundle's md10 on sfc32(seed)) judged stage by stage here.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { json, sifni } from "../helpers/cli";
import { loadEngineBundle } from "../helpers/bundle";

const E = loadEngineBundle();

const KNIGHT_ATTACK = "quickness=10,force=12,accuracy=10";
const ROGUE_DEFENCE = "dodge=8,block=10,blockforce=13,coverage=5,armorforce=5";
const ODDS = ["odds", "--system", "dba", "--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE];

describe("sifni odds --system dba", () => {
  test("the issue's example (the text's Knight on Rogue): hit 0.35, dodge 0.3, block 0.35, armor 0", () => {
    const o = json(ODDS);
    expect({ hit: o.hit, dodge: o.dodge, block: o.block, armor: o.armor }).toEqual({ hit: 0.35, dodge: 0.3, block: 0.35, armor: 0 });
    expect(o.counts).toEqual({ hit: 350, dodge: 300, block: 350, armor: 0, of: 1000 });
    expect((o.stages as { auto: string }[]).map((s) => s.auto)).toEqual(["", "", "force"]);
  });

  test("the text's Rogue on Knight is 0.03 (not its 0.06); Giant on Knight 0.4", () => {
    const rk = json(["odds", "--system", "dba", "--attacker", "quickness=11,force=10,accuracy=10", "--defender", "dodge=6,block=13,blockforce=15,coverage=14,armorforce=16"]);
    expect(rk.hit).toBe(0.03);
    const gk = json(["odds", "--system", "dba", "--attacker", "accuracy=6,force=25,quickness=5", "--defender", "dodge=6,block=13,blockforce=15,coverage=14,armorforce=16"]);
    expect([gk.hit, gk.dodge, gk.block, gk.armor]).toEqual([0.4, 0.6, 0, 0]);
  });

  test("options: ranged with Anti-Block, ranges, tactics", () => {
    // the arbalest of tests/dba/attack.test.ts: 350 / 500 / 0 / 150
    const a = json(["odds", "--system", "dba", "--attacker", "quickness=6,force=18,accuracy=12", "--defender", "dodge=6,block=13,blockforce=15,coverage=14,armorforce=16", "--ranged", "20"]);
    expect(a.counts).toEqual({ hit: 350, dodge: 500, block: 0, armor: 150, of: 1000 });
    // dagger against a sword: Q 11 - 2 against the Knight -> 8 of 1000
    const d = json(["odds", "--system", "dba", "--attacker", "quickness=11,force=10,accuracy=10", "--defender", "dodge=6,block=13,blockforce=15,coverage=14,armorforce=16", "--reach", "knife", "--defender-reach", "sword"]);
    expect(d.hit).toBe(0.008);
    // the Rogue's Caution 2 against the Knight: 150 hits
    expect(json([...ODDS, "--defender-tactic", "caution:2"]).hit).toBe(0.15);
    expect(json([...ODDS, "--defender-tactic", "nodefense"]).hit).toBe(1);
  });

  test("text output: the four endings as percentages, then the stages", () => {
    const r = sifni(ODDS);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("hit 35.0%, dodged 30.0%, blocked 35.0%, stopped by armor 0.0%");
  });
});

describe("sifni roll --system dba", () => {
  test("rolls the seed's md10s stage by stage, stopping at the first stage lost", () => {
    for (let seed = 0; seed < 12; seed++) {
      const o = json(["roll", "--system", "dba", "--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--seed", String(seed)]);
      // by hand: dodge passes on md10 >= 8 - 10 = -2, block on md10 >= 10 - 10 = 0, armor unrolled (force 12 > 5)
      const rng = E.sfc32(seed);
      const m1 = E.md10(rng);
      const m2 = m1 >= -2 ? E.md10(rng) : null;
      const result = m1 < -2 ? "dodge" : (m2 as number) < 0 ? "block" : "hit";
      expect(o.seed).toBe(seed);
      expect(o.result).toBe(result);
      expect(o.hit).toBe(result === "hit");
      expect(o.injuries).toBe(result === "hit" ? 1 : 0);
      const stages = o.stages as Record<string, unknown>[];
      expect(stages.map((s) => s.stage)).toEqual(["dodge", "block", "armor"]);
      expect(stages[0]).toEqual({ stage: "dodge", attacker: 10, defender: 8, difficulty: -2, auto: "", note: "", md10: m1, total: 10 + m1, pass: m1 >= -2 });
      expect(stages[1].md10).toBe(m2);
      expect(stages[2]).toMatchObject({ auto: "force", md10: null, pass: result === "hit" ? true : null });
    }
  });

  test("the same seed gives the same roll; text output ends with the seed", () => {
    const args = ["roll", "--system", "dba", "--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--seed", "7"];
    expect(json(args)).toEqual(json(args));
    const r = sifni(args);
    expect(r.stdout.trimEnd().split("\n").pop()).toBe("seed 7");
  });
});

describe("--attacker deals=N: the injuries the attack deals on a hit (issue 17, item 5)", () => {
  test("deals=2 makes a hit deal 2 injuries; without it a hit deals 1", () => {
    for (let seed = 0; seed < 12; seed++) {
      const base = ["roll", "--system", "dba", "--defender", ROGUE_DEFENCE, "--seed", String(seed)];
      const one = json([...base, "--attacker", KNIGHT_ATTACK]);
      const two = json([...base, "--attacker", KNIGHT_ATTACK + ",deals=2"]);
      expect(two.result).toBe(one.result);
      expect(two.injuries).toBe(one.result === "hit" ? 2 : 0);
    }
  });

  test("the old name injuries=N (it read as the attacker's own injuries) is refused, naming deals=N", () => {
    for (const cmd of ["odds", "roll"]) {
      const r = sifni([cmd, "--system", "dba", "--attacker", KNIGHT_ATTACK + ",injuries=2", "--defender", ROGUE_DEFENCE]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr.split("\n")).toHaveLength(2);
      expect(r.stderr).toContain("--attacker injuries=N is now deals=N: the injuries the attack deals on a hit");
    }
  });

  test("the help names deals=N and no longer injuries=N", () => {
    const help = sifni(["odds", "--help", "--system", "dba"]).stdout;
    expect(help).toContain("deals=N (injuries the attack deals on a hit, default 1)");
    expect(help).not.toContain("injuries=N");
  });
});

describe("bad arguments: one line on stderr, exit 2", () => {
  const cases: [string[], string][] = [
    [["--attacker", "quickness=10,force=12", "--defender", ROGUE_DEFENCE], "--attacker is missing accuracy=N"],
    [["--attacker", KNIGHT_ATTACK + ",luck=3", "--defender", ROGUE_DEFENCE], '--attacker has no key "luck"'],
    [["--attacker", "quickness=10,force=12,accuracy=ten", "--defender", ROGUE_DEFENCE], '--attacker accuracy must be an integer from -100 to 200, got "ten"'],
    [["--attacker", "quickness=10,force=12,accuracy=1.5", "--defender", ROGUE_DEFENCE], '--attacker accuracy must be an integer from -100 to 200, got "1.5"'],
    [["--attacker", "quickness=10,force=12,accuracy=10,quickness=3", "--defender", ROGUE_DEFENCE], "--attacker gives quickness more than once"],
    [["--attacker", KNIGHT_ATTACK, "--defender", "dodge=8,block=10,blockforce=13,coverage=5"], "--defender is missing armorforce=N"],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE + ",quickness=3"], '--defender has no key "quickness"'],
    [["--attacker", KNIGHT_ATTACK, "--defender", "dodge8"], "--defender takes key=value pairs"],
    [["--attacker", KNIGHT_ATTACK], "--defender is required"],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--tactic", "dance:1"], "--tactic must be TACTIC or TACTIC:N"],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--tactic", "caution"], "--tactic caution needs an amount: caution:N"],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--size", "huge"], '--size must be one of small, human, ogre, got "huge"'],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--ranged", "20", "--reach", "knife"], "--reach is for melee attacks"],
    [["--attacker", KNIGHT_ATTACK, "--defender", ROGUE_DEFENCE, "--reach", "knife", "--at", "pike"], "input 'at': Anyone's weapon (knife range) reaches knife and sword range, not pike range"],
  ];
  for (const [args, message] of cases) {
    test(message, () => {
      for (const cmd of ["odds", "roll"]) {
        const r = sifni([cmd, "--system", "dba", ...args]);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr.split("\n")).toHaveLength(2); // one line and its newline
        expect(r.stderr).toContain(message);
      }
    });
  }
});

describe("the dba rules pack through sifni pack", () => {
  test("default, build and validate round-trip; a bad table is refused naming its field", () => {
    const dir = mkdtempSync(join(tmpdir(), "dba-pack-"));
    try {
      expect(sifni(["pack", "default", "--system", "dba", "-o", join(dir, "t")]).code).toBe(0);
      expect(sifni(["pack", "build", join(dir, "t"), "-o", join(dir, "p.json")]).code).toBe(0);
      const ok = sifni(["pack", "validate", join(dir, "p.json")]);
      expect([ok.code, ok.stdout]).toEqual([0, expect.stringContaining("valid dba pack, version 1")]);
      const sizes = JSON.parse(readFileSync(join(dir, "t", "sizes.json"), "utf8"));
      sizes[2].deathAt = 0;
      writeFileSync(join(dir, "t", "sizes.json"), JSON.stringify(sizes));
      const bad = sifni(["pack", "build", join(dir, "t"), "-o", join(dir, "q.json")]);
      expect(bad.code).toBe(2);
      expect(bad.stdout + bad.stderr).toContain("body.sizes.2.deathAt: must be a whole number of at least 1, got 0");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
