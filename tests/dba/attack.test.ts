/**
 * The attack check: the text's own examples, hand-worked cases of every override, and the
 * exact odds and the rolls checked against a brute force over all 1000 md10 triples.
 * Working: a stage passes on the md10 faces d..+4 with d = B - A, i.e. 5 - d faces of 10.
 */
import { describe, expect, test } from "vitest";
import { dba } from "../../src/engine/systems/dba/module";
import { choicesOf, findCheck } from "../../src/engine/rules/inputs";
import { DBA_TABLES } from "../../src/engine/systems/dba/tables/pack";
import type { DbaPack } from "../../src/engine/systems/dba/types";
import type { AttackOdds, AttackOutcome } from "../../src/engine/systems/dba/attack";
import { stageFaces } from "../../src/engine/systems/dba/stage";
import { sfc32 } from "../../src/engine/random/sfc32";
import type { Inputs } from "../../src/engine/rules/types";
import type { DbaSheet } from "../../src/engine/systems/dba/types";
import { withEspruinoIndexOf } from "../helpers/espruino-index-of";
import { ScriptedRng } from "../helpers/scripted-rng";
import { RawAttack, RawDefender, bruteCounts, bruteEnding, party, wordFor } from "./helpers";

const pack = dba.pack;

function odds(inputs: Inputs, p: DbaSheet[] = []): Record<string, number> {
  const o = dba.odds("attack", inputs, p, pack);
  const out: Record<string, number> = {};
  for (const l of o.lines) out[l.id] = l.p;
  return out;
}

function counts(inputs: Inputs, p: DbaSheet[] = []): Record<string, number> {
  return (dba.odds("attack", inputs, p, pack) as AttackOdds).counts;
}

function roll(inputs: Inputs, faces: number[], p: DbaSheet[] = []): { o: AttackOutcome; used: number } {
  const rng = new ScriptedRng(faces.map(wordFor));
  const o = dba.resolve("attack", inputs, p, pack, rng) as AttackOutcome;
  return { o, used: rng.used };
}

const WEAPON: Record<string, string> = { rogue: "sword", knight: "broadsword", giant: "club" };
const sheets = (a: string, d: string): Inputs => ({ attacker: a, weapon: WEAPON[a], defender: d });

/** Raw numbers for an Anyone-against-Anyone attack. */
function raw(a: [number, number, number], d: [number, number, number, number, number], extra: Inputs = {}): Inputs {
  return {
    attacker: "*",
    quickness: a[0],
    force: a[1],
    accuracy: a[2],
    defender: "*",
    dodge: d[0],
    block: d[1],
    blockforce: d[2],
    coverage: d[3],
    armorforce: d[4],
    ...extra,
  };
}

const ROGUE: [number, number, number, number, number] = [8, 10, 13, 5, 5];
const KNIGHT: [number, number, number, number, number] = [6, 13, 15, 14, 16];

describe("md10: a d10 read as -5..+4", () => {
  test("passing faces by difficulty B - A: 5 - d, clamped to 0..10", () => {
    const faces = (d: number) => stageFaces({ id: "dodge", attacker: 0, defender: d, auto: "", note: "" });
    // d <= -5: every face -5..+4 is at least d; d = 0: faces 0..4 (5); d = 4: only +4; d = 5: none
    expect([-9, -6, -5, -4, -1, 0, 1, 2, 3, 4, 5, 9].map(faces)).toEqual([10, 10, 10, 9, 6, 5, 4, 3, 2, 1, 0, 0]);
    // an unrolled stage always passes
    expect(stageFaces({ id: "block", attacker: 0, defender: 99, auto: "force", note: "" })).toBe(10);
  });
});

describe("the text's examples (shipped sheets)", () => {
  test("Knight hits Rogue: advantages 2, 0, 5 -> 0.7 * 0.5 * 1 = 0.35", () => {
    // dodge 8 - 10 = -2: 7 faces; block 10 - 10 = 0: 5 faces; armor: force 12 > 5, through
    expect(odds(sheets("knight", "rogue"), party())).toEqual({ hit: 0.35, dodge: 0.3, block: 0.35, armor: 0 });
  });

  test("Rogue hits Knight: the text says 1 * 0.3 * 0.2 = 0.06; armor is -4, not -3, so 0.03", () => {
    // dodge 6 - 11 = -5: 10 faces; block 13 - 11 = 2: 3 faces (force 10 < 15);
    // armor: Accuracy 10 against Coverage 14 is an advantage of -4 (the text wrote -3):
    // difficulty 4, only the +4 face, 1/10 (the text's 0.2 would need difficulty 3). 1 * 0.3 * 0.1 = 0.03
    expect(odds(sheets("rogue", "knight"), party())).toEqual({ hit: 0.03, dodge: 0, block: 0.7, armor: 0.27 });
    expect(counts(sheets("rogue", "knight"), party())).toEqual({ hit: 30, dodge: 0, block: 700, armor: 270 });
  });

  test("Giant hits Knight: -1 against Dodge, too much force for Block and Armor -> 0.4", () => {
    // dodge 6 - 5 = 1: 4 faces; force 25 > Block Force 15 and > Armor Force 16
    expect(odds(sheets("giant", "knight"), party())).toEqual({ hit: 0.4, dodge: 0.6, block: 0, armor: 0 });
  });

  test("Giant hits Rogue: -3 against Dodge -> 0.2, half the danger to the Knight", () => {
    expect(odds(sheets("giant", "rogue"), party())).toEqual({ hit: 0.2, dodge: 0.8, block: 0, armor: 0 });
  });

  test("Knight hits Ogre (the Giant): advantages 10, 5, 7 -> 1.0; the same for the Rogue", () => {
    const o = dba.odds("attack", sheets("knight", "giant"), party(), pack) as AttackOdds;
    expect(o.stages.map((s) => s.attacker - s.defender)).toEqual([10, 5, 7]);
    expect(odds(sheets("knight", "giant"), party()).hit).toBe(1);
    expect(odds(sheets("rogue", "giant"), party()).hit).toBe(1);
  });

  test("the same figures from raw numbers (Anyone), as the CLI and quick rolls give them", () => {
    expect(odds(raw([10, 12, 10], ROGUE))).toEqual({ hit: 0.35, dodge: 0.3, block: 0.35, armor: 0 });
    expect(odds(raw([11, 10, 10], KNIGHT)).hit).toBe(0.03);
    expect(odds(raw([5, 25, 6], KNIGHT)).hit).toBe(0.4);
    expect(odds(raw([5, 25, 6], ROGUE)).hit).toBe(0.2);
  });
});

describe("force overrides and unrolled stages", () => {
  test("force equal to Block Force does not override; one more does", () => {
    // Q 10 vs Block 12: difficulty 2, 3 faces; dodge 0 - 10: all pass; armor: coverage 0, all pass
    expect(odds(raw([10, 15, 20], [0, 12, 15, 0, 30])).block).toBe(0.7);
    expect(odds(raw([10, 16, 20], [0, 12, 15, 0, 30])).block).toBe(0);
  });

  test("melee force above Armor Force goes through whatever the coverage", () => {
    // coverage 20 against accuracy 5 would need +15; force 17 > 16 passes it unrolled
    expect(odds(raw([20, 17, 5], [0, 0, 99, 20, 16])).hit).toBe(1);
    expect(odds(raw([20, 16, 5], [0, 0, 99, 20, 16])).hit).toBe(0);
  });

  test("an area attack cannot be dodged, a diffuse one cannot be blocked", () => {
    // Dodge 20 against Q 10 would stop everything; Block 20 likewise
    expect(odds(raw([10, 5, 10], [20, 0, 99, 0, 99], { props: "area" })).hit).toBe(1);
    expect(odds(raw([10, 5, 10], [0, 20, 99, 0, 99], { props: "diffuse" })).hit).toBe(1);
    expect(odds(raw([10, 5, 10], [20, 20, 99, 0, 99], { props: "area,diffuse" })).hit).toBe(1);
    expect(odds(raw([10, 5, 10], [20, 0, 99, 0, 99])).hit).toBe(0);
  });

  test("diffuse alone can still be dodged, area alone still blocked, also with Espruino's substring search", () => {
    // Espruino found ",area," in ",diffuse," (at its last comma) and rolled no Dodge: the
    // crosscheck on the real interpreter caught it. Dodge 20 against Q 10 stops everything
    // (5 - 10 faces of 10 pass: none); Block 20 against Accuracy 10 likewise.
    const diffuse = raw([10, 5, 10], [20, 0, 99, 0, 99], { props: "diffuse" });
    const area = raw([10, 5, 10], [0, 20, 99, 0, 99], { props: "area" });
    expect(odds(diffuse).dodge).toBe(1);
    expect(odds(area).block).toBe(1);
    expect(withEspruinoIndexOf(() => odds(diffuse).dodge)).toBe(1);
    expect(withEspruinoIndexOf(() => odds(area).block)).toBe(1);
  });

  test("a roll stops at the first stage lost and rolls only the stages reached", () => {
    // Knight on Rogue: dodge needs -2, block needs 0, armor unrolled (force)
    const a = roll(sheets("knight", "rogue"), [-3], party());
    expect([a.o.result, a.o.table, a.used]).toEqual(["dodge", "DODGED", 1]);
    expect(a.o.stages.map((s) => s.pass)).toEqual([false, null, null]);
    const b = roll(sheets("knight", "rogue"), [-2, -1], party());
    expect([b.o.result, b.o.table, b.used]).toEqual(["block", "BLOCKED", 2]);
    expect(b.o.stages[1]).toMatchObject({ md10: -1, total: 9, difficulty: 0, pass: false });
    const c = roll(sheets("knight", "rogue"), [-2, 0], party());
    expect([c.o.result, c.o.table, c.o.degree, c.used]).toEqual(["hit", "HIT", "1 INJURY", 2]);
    expect(c.o.stages[2]).toMatchObject({ auto: "force", md10: null, pass: true });
    expect(c.o.lines).toContain("Dodge 10v8: -2 ok");
    expect(c.o.lines).toContain("Armor: too forceful");
  });

  test("a hit on a sheet asks for its injuries; the Giant's club deals 2", () => {
    const hit = roll(sheets("knight", "rogue"), [4, 4], party()).o;
    expect(hit.effects).toEqual([{ character: "rogue", kind: "injury", text: "Rogue +1 inj, 1/5", data: { count: 1 } }]);
    const club = roll(sheets("giant", "knight"), [4], party()).o;
    expect(club.effects[0]).toMatchObject({ character: "knight", data: { count: 2 } });
    expect(club.degree).toBe("2 INJURIES");
    // an Anyone defender has no sheet to write on
    expect(roll(raw([10, 12, 10], ROGUE), [4, 4]).o.effects).toEqual([]);
    // stopped attacks injure no one
    expect(roll(sheets("knight", "rogue"), [-5], party()).o.effects).toEqual([]);
  });
});

describe("ranged attacks", () => {
  test("Anti-Block is added against Block only; long-range accuracy applies", () => {
    // bow Q 8, F 12, Acc 12, Anti-Block 3 at 5 m (+5 accuracy: 17) against the Rogue:
    // dodge 8 - 8 = 0: 5 faces; block 10 - (8 + 3) = -1: 6 faces (force 12 < 13);
    // armor: force 12 > Armor Force 5 pierces, coverage min(5, human 5) = 5, 5 - 17 = -12: 10 faces
    // hit 5*6*10 = 300, dodge 500, block 5*4*10 = 200, armor 0
    const bow = raw([8, 12, 12], ROGUE, { kind: "ranged", antiblock: 3, distance: 5 });
    expect(counts(bow)).toEqual({ hit: 300, dodge: 500, block: 200, armor: 0 });
  });

  test("piercing the armor with force cuts coverage to the body's minimum instead of hitting", () => {
    // arbalest Q 6, F 18, Acc 12 at 20 m (-5: 7) against the Knight:
    // dodge 6 - 6 = 0: 5; block: 18 > 15, unblocked; armor: 18 > 16 pierces, coverage 14 -> human 5,
    // 5 - 7 = -2: 7 faces. hit 5*10*7 = 350, dodge 500, block 0, armor 5*10*3 = 150
    const arbalest = raw([6, 18, 12], KNIGHT, { kind: "ranged", distance: 20 });
    expect(counts(arbalest)).toEqual({ hit: 350, dodge: 500, block: 0, armor: 150 });
    const o = dba.odds("attack", arbalest, [], pack) as AttackOdds;
    expect(o.stages[2]).toMatchObject({ defender: 5, note: "pierced", auto: "" });
    // the same bolt at an Ogre-sized target (minimum 3): 3 - 7 = -4: 9 faces -> hit 450
    expect(counts({ ...arbalest, size: "ogre" }).hit).toBe(450);
    // a child (minimum 7): 7 - 7 = 0: 5 faces -> hit 250
    expect(counts({ ...arbalest, size: "small" }).hit).toBe(250);
  });

  test("piercing never raises a coverage already below the minimum; without force, full coverage", () => {
    // unarmored child: coverage 3 < minimum 7 stays 3; Acc 10 at 10 m: 3 - 10 = -7, all pass
    expect(odds(raw([20, 9, 10], [0, 0, 99, 3, 5], { kind: "ranged", size: "small" })).hit).toBe(1);
    // force 5 = Armor Force 5 does not pierce: coverage 14 - 10 = 4: 1 face
    expect(odds(raw([20, 5, 10], [0, 0, 99, 14, 5], { kind: "ranged" })).hit).toBe(0.1);
  });
});

describe("melee ranges in an attack", () => {
  test("the Rogue's dagger against the Knight's sword: Quickness 11 - 2 = 9", () => {
    // dodge 6 - 9 = -3: 8 faces; block 13 - 9 = 4: 1 face; armor 14 - 10 = 4: 1 face -> 8/1000
    const i = { attacker: "rogue", weapon: "dagger", defender: "knight", dreach: "sword" };
    expect(counts(i, party())).toEqual({ hit: 8, dodge: 200, block: 720, armor: 72 });
    // closed to knife range: the penalty is gone, back to the text's 0.03
    expect(odds({ ...i, at: "knife" }, party()).hit).toBe(0.03);
  });

  test("a weapon must reach the range the fight is at", () => {
    const i = { attacker: "rogue", weapon: "dagger", defender: "knight", at: "halberd" };
    expect(() => dba.odds("attack", i, party(), pack)).toThrow(
      "input 'at': Rogue's Dagger (knife range) reaches knife and sword range, not halberd range"
    );
    expect(() => dba.odds("attack", { ...i, weapon: "sword" }, party(), pack)).not.toThrow();
    expect(() => dba.odds("attack", { attacker: "giant", weapon: "club", defender: "rogue", at: "knife" }, party(), pack)).toThrow(
      /reaches sword, halberd and pike range, not knife range/
    );
  });
});

describe("tactics", () => {
  test("the defender's Caution 2: Dodge and Block +2", () => {
    // Knight on Rogue: dodge 10 - 10 = 0: 5; block 12 - 10 = 2: 3; armor through -> hit 150
    expect(counts(raw([10, 12, 10], ROGUE, { dtactic: "caution", damount: 2 }))).toEqual({ hit: 150, dodge: 500, block: 350, armor: 0 });
  });

  test("the attacker's Lunge 3: Quickness +3", () => {
    // dodge 8 - 13 = -5: 10; block 10 - 13 = -3: 8 -> 0.8
    expect(odds(raw([10, 12, 10], ROGUE, { tactic: "lunge", amount: 3 })).hit).toBe(0.8);
  });

  test("Careful Strike 2 trades Quickness for Accuracy; Brutal Strike 3 for force", () => {
    // Rogue on Knight, careful 2: Q 9, Acc 12. dodge 6 - 9 = -3: 8; block 13 - 9 = 4: 1; armor 14 - 12 = 2: 3 -> 24
    expect(counts(raw([11, 10, 10], KNIGHT, { tactic: "careful", amount: 2 })).hit).toBe(24);
    // Fast Strike 2: Q 13, Acc 8. dodge 10; block 13 - 13 = 0: 5; armor 14 - 8 = 6: 0 -> 0
    expect(counts(raw([11, 10, 10], KNIGHT, { tactic: "fast", amount: 2 }))).toEqual({ hit: 0, dodge: 0, block: 500, armor: 500 });
    // Brutal 3 on the Rogue: Q 7, F 13 = Block Force 13, not above it. dodge 8 - 7 = 1: 4; block 10 - 7 = 3: 2 -> 80
    expect(counts(raw([10, 10, 10], ROGUE, { tactic: "brutal", amount: 3 })).hit).toBe(80);
    // Brutal 4: F 14 > 13 unblocks; Q 6: dodge 8 - 6 = 2: 3 -> 300
    expect(counts(raw([10, 10, 10], ROGUE, { tactic: "brutal", amount: 4 })).hit).toBe(300);
  });

  test("Half-sword Thrust: force and accuracy + level, at knife range", () => {
    // Q 10, F 12 + 2, Acc 10 + 2 on the Knight at knife range: dodge -4: 9; block 3: 2; armor 14 - 12 = 2: 3 -> 54
    const i = raw([10, 12, 10], KNIGHT, { tactic: "halfsword", amount: 2, at: "knife" });
    expect(counts(i).hit).toBe(54);
    // its range is knife: against a sword it costs 2 Quickness unless the fight is at knife range
    // Q 8: dodge -2: 7; block 5: 0 -> 0
    expect(counts({ ...i, at: "any", dreach: "sword" }).hit).toBe(0);
    expect(() => dba.odds("attack", { ...i, at: "halberd" }, [], pack)).toThrow(/knife range\) reaches knife and sword range/);
  });

  test("not dodging / not blocking is a tactic: the stage passes unrolled", () => {
    expect(odds(raw([10, 12, 10], ROGUE, { dtactic: "nododge" })).hit).toBe(0.5);
    expect(odds(raw([10, 12, 10], ROGUE, { dtactic: "noblock" })).hit).toBe(0.7);
    expect(odds(raw([10, 12, 10], ROGUE, { dtactic: "nodefense" })).hit).toBe(1);
    const r = roll(raw([10, 12, 10], ROGUE, { dtactic: "nodefense" }), []);
    expect([r.o.result, r.used, r.o.stages.map((s) => s.auto)]).toEqual(["hit", 0, ["waived", "waived", "force"]]);
  });

  test("a character uses only tactics it knows, up to its level; Half-sword needs its longsword", () => {
    const p = party();
    p[1].tactics = [{ id: "caution", level: 2 }, { id: "halfsword", level: 1 }];
    p[1].weapons.push({ id: "longsword", name: "Longsword", reach: "sword", injuries: 1, halfSword: true });
    const k = { attacker: "knight", weapon: "broadsword", defender: "rogue" };
    expect(() => dba.odds("attack", { ...k, tactic: "lunge", amount: 1 }, p, pack)).toThrow("input 'tactic' has no choice 'lunge'");
    expect(() => dba.odds("attack", { ...k, tactic: "caution", amount: 3 }, p, pack)).toThrow(
      "input 'amount' must be at most 2 (Knight's Caution level), got 3"
    );
    expect(() => dba.odds("attack", { ...k, tactic: "halfsword" }, p, pack)).toThrow("input 'tactic' has no choice 'halfsword'");
    // with the longsword, Half-sword at the Knight's level 1 (no amount asked): F 13, Acc 11, knife range
    // against the Rogue: dodge 8 - 10: 7; block 10 - 10: 5; armor through -> 350
    expect(counts({ ...k, weapon: "longsword", tactic: "halfsword" }, p).hit).toBe(350);
    // the free tactics need no learning
    expect(odds({ attacker: "giant", weapon: "club", defender: "knight", dtactic: "nododge" }, p).hit).toBe(1);
  });
});

describe("injuries in an attack", () => {
  test("a Rogue with 2 injuries: every physical stat -2, armor unchanged", () => {
    // Knight on Rogue: dodge 6 - 10 = -4: 9 faces; Block Force 13 - 2 = 11 < force 12, so the
    // block is overridden; armor through (Armor Force 5 is not physical) -> 0.9
    const p = party();
    p[0].injuries = 2;
    expect(odds(sheets("knight", "rogue"), p)).toEqual({ hit: 0.9, dodge: 0.1, block: 0, armor: 0 });
    // 1 injury: Block Force 12, and force 12 is not above it: block 9 - 10 = -1: 6 faces;
    // dodge 7 - 10 = -3: 8 faces -> 0.48
    p[0].injuries = 1;
    expect(odds(sheets("knight", "rogue"), p).hit).toBe(0.48);
  });

  test("the Giant loses a point per 2 injuries", () => {
    const p = party();
    p[2].injuries = 1; // no penalty yet: Giant on Rogue still 0.2
    expect(odds(sheets("giant", "rogue"), p).hit).toBe(0.2);
    p[2].injuries = 3; // -1: Quickness 4, dodge 8 - 4 = 4: 1 face
    expect(odds(sheets("giant", "rogue"), p).hit).toBe(0.1);
  });
});

describe("exact odds against a brute force over all md10 triples", () => {
  /** Deterministic varied cases: stats spread so that difficulties fall below -5, inside and above +4. */
  function cases(n: number): { a: RawAttack; d: RawDefender; inputs: Inputs }[] {
    const rng = sfc32(20240611);
    const pick = (lo: number, hi: number) => lo + (rng.next() % (hi - lo + 1));
    const out = [];
    for (let i = 0; i < n; i++) {
      const sizes = ["small", "human", "ogre"];
      const size = sizes[pick(0, 2)];
      const a: RawAttack = {
        quickness: pick(0, 20),
        force: pick(5, 25),
        accuracy: pick(0, 20),
        antiBlock: pick(0, 4),
        ranged: pick(0, 1) === 1,
        area: pick(0, 5) === 0,
        diffuse: pick(0, 5) === 0,
      };
      const waive = ["none", "none", "nododge", "noblock", "nodefense"][pick(0, 4)];
      const d: RawDefender = {
        dodge: pick(0, 20),
        block: pick(0, 20),
        blockForce: pick(5, 25),
        coverage: pick(0, 20),
        armorForce: pick(5, 25),
        minCoverage: { small: 7, human: 5, ogre: 3 }[size] as number,
        noDodge: waive === "nododge" || waive === "nodefense",
        noBlock: waive === "noblock" || waive === "nodefense",
      };
      const props = [a.area ? "area" : "", a.diffuse ? "diffuse" : ""].filter((s) => s).join(",");
      const inputs: Inputs = {
        ...raw([a.quickness, a.force, a.accuracy], [d.dodge, d.block, d.blockForce, d.coverage, d.armorForce]),
        antiblock: a.antiBlock,
        kind: a.ranged ? "ranged" : "melee",
        props,
        size,
        dtactic: waive,
      };
      out.push({ a, d, inputs });
    }
    return out;
  }

  test("400 cases: counts and probabilities equal the brute force exactly", () => {
    let sawHit = 0;
    for (const c of cases(400)) {
      const want = bruteCounts(c.a, c.d);
      const o = dba.odds("attack", c.inputs, [], pack) as AttackOdds;
      expect(o.counts, JSON.stringify(c.inputs)).toEqual(want);
      for (const l of o.lines) expect(l.p).toBe(want[l.id as keyof typeof want] / 1000);
      if (want.hit > 0 && want.hit < 1000) sawHit++;
    }
    expect(sawHit).toBeGreaterThan(50); // the cases are not all trivial
  });

  test("every md10 triple rolls to the brute force's ending, drawing one word per rolled stage", () => {
    for (const c of cases(12)) {
      for (let x = -5; x <= 4; x++) for (let y = -5; y <= 4; y++) for (let z = -5; z <= 4; z++) {
        const want = bruteEnding(c.a, c.d, [x, y, z]);
        // a stage with no roll takes no word: the dice go to the rolled stages in order
        const rolledStages = [
          !(c.a.area || c.d.noDodge),
          !(c.a.diffuse || c.d.noBlock || c.a.force > c.d.blockForce),
          c.a.ranged || !(c.a.force > c.d.armorForce),
        ];
        const rng = new ScriptedRng([x, y, z].filter((_, i) => rolledStages[i]).map(wordFor));
        const o = dba.resolve("attack", c.inputs, [], pack, rng) as AttackOutcome;
        expect(o.result).toBe(want);
        const rolled = o.stages.filter((s) => s.md10 !== null).length;
        expect(rng.used).toBe(rolled);
      }
    }
  });
});

describe("attack: the tactics' rows as the device reads them (one at a time from the built-in pack)", () => {
  const spec = findCheck(dba.checks, "attack");
  const inputsOf = (id: string) => spec.inputs.find((i) => i.id === id)!;
  const ctx = (p: DbaPack, side: string) => ({ inputs: { attacker: side, defender: side }, party: party(), pack: p });

  test("the built-in pack gives row i alone, the same as its table's, and nothing past the last; the desktop's copy is data only", () => {
    const rows = DBA_TABLES.tactics;
    expect(rows.length).toBeGreaterThan(5);
    for (let i = 0; i < rows.length; i++) expect(DBA_TABLES.tactic!(i)).toEqual(rows[i]);
    expect(DBA_TABLES.tactic!(rows.length)).toBeUndefined();
    expect("tactic" in dba.pack).toBe(false);
    expect(dba.pack.tactics).toEqual(rows);
  });

  test("the choices are the same from the built-in pack and from the desktop's; with an id, that choice alone or none", () => {
    for (const input of [inputsOf("tactic"), inputsOf("dtactic")]) {
      for (const side of ["*", ...party().map((s) => s.id)]) {
        const all = choicesOf(input, ctx(dba.pack, side));
        expect(choicesOf(input, ctx(DBA_TABLES, side))).toEqual(all);
        expect(all[0].id).toBe("none");
        for (const c of all) expect(choicesOf(input, ctx(DBA_TABLES, side), c.id)).toEqual([c]);
        expect(choicesOf(input, ctx(dba.pack, side), "nonesuch")).toEqual([]);
        // a tactic the side has not learned is not offered, alone or in the list
        for (const t of dba.pack.tactics) if (!all.some((c) => c.id === t.id)) expect(choicesOf(input, ctx(dba.pack, side), t.id)).toEqual([]);
      }
    }
  });
});
