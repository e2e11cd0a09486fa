/** Sheets (the shipped examples and broken ones) and the rules pack: every problem names its field. */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { dba } from "../../src/engine/systems/dba/module";
import { dbaPack } from "../../src/engine/systems/dba/tables/pack";
import { example } from "./helpers";

const pack = dba.pack;
type Obj = Record<string, unknown>;
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const paths = (problems: { path: string }[]) => problems.map((p) => p.path);

describe("the example sheets", () => {
  test("Rogue, Knight and Giant are valid and carry the text's numbers", () => {
    for (const n of ["rogue", "knight", "giant"]) expect(dba.validateSheet(example(n), pack), n).toEqual([]);
    expect(example("knight").stats).toMatchObject({ quickness: 10, force: 12, accuracy: 10, dodge: 6, block: 13, blockForce: 15, coverage: 14, armorForce: 16 });
    expect(example("rogue").stats).toMatchObject({ quickness: 11, force: 10, accuracy: 10, dodge: 8, block: 10, blockForce: 13, coverage: 5, armorForce: 5 });
    expect(example("giant").stats).toMatchObject({ quickness: 5, force: 25, accuracy: 6, dodge: 0, block: 5, blockForce: 30, coverage: 3, armorForce: 5 });
    expect(example("giant").size).toBe("ogre");
    expect(example("giant").weapons[0].injuries).toBe(2);
  });

  test("party.json (the device's demo party) holds exactly the three example sheets", () => {
    const demo = JSON.parse(readFileSync(new URL("../../examples/dba/party.json", import.meta.url), "utf8"));
    expect(demo).toEqual([example("rogue"), example("knight"), example("giant")]);
  });

  test("a blank sheet is valid", () => {
    expect(dba.validateSheet(dba.blankSheet("new-1", "New"), pack)).toEqual([]);
  });

  test("describe: short lines for the Inspect screen", () => {
    const g = example("giant");
    g.injuries = 4;
    expect(dba.describe(g, pack)).toEqual([
      "Giant (Ogre-sized)",
      "Qk 5 Fo 25 Ac 6",
      "Dg 0 Bl 5 BF 30",
      "Cov 3 AF 5 Mv 8",
      "Inj 4/10 (-2 phys)",
      "Club: halberd, 2 inj",
      "Physical stats -2",
    ]);
    const r = example("rogue");
    r.injuries = 5;
    expect(dba.describe(r, pack)[4]).toBe("Inj 5/5 DEAD");
  });
});

describe("bad sheets: one problem per field, named", () => {
  test("envelope, stats, size and injuries", () => {
    const s = example("rogue") as unknown as Obj;
    s.system = "sifni";
    (s.stats as Obj).quickness = "fast";
    (s.stats as Obj).dodge = -1;
    delete (s.stats as Obj).move;
    s.size = "tiny";
    s.injuries = 1.5;
    const problems = dba.validateSheet(s, pack);
    expect(paths(problems)).toEqual(["system", "stats.quickness", "stats.dodge", "stats.move", "injuries", "size"]);
    expect(problems[1].message).toBe('Quickness must be a whole number, got "fast"');
    expect(problems[5].message).toBe('must be a body size (small, human, ogre), got "tiny"');
  });

  test("weapons", () => {
    const s = example("rogue") as unknown as Obj;
    s.weapons = [
      { id: "dagger", name: "Dagger", reach: "spear", injuries: 1 },
      { id: "dagger", name: "Bow", ranged: true, reach: "sword", injuries: 1, antiBlock: 3 },
      { id: "Club!", name: "", reach: "halberd", injuries: -1, force: 1.5, halfSword: "yes" },
      { id: "bow", name: "Bow", ranged: true, injuries: 1, halfSword: true },
      "axe",
    ];
    const problems = dba.validateSheet(s, pack);
    expect(paths(problems)).toEqual([
      "weapons.0.reach",
      "weapons.1.id",
      "weapons.1.reach",
      "weapons.2.id",
      "weapons.2.name",
      "weapons.2.force",
      "weapons.2.injuries",
      "weapons.2.halfSword",
      "weapons.3.halfSword",
      "weapons.4",
    ]);
    expect(problems[0].message).toBe('must be a melee range (knife, sword, halberd, pike), or set "ranged": true; got "spear"');
  });

  test("tactics", () => {
    const s = example("knight") as unknown as Obj;
    s.tactics = [
      { id: "caution", level: 2 },
      { id: "caution", level: 1 },
      { id: "ringen", level: 1 },
      { id: "nododge", level: 1 },
      { id: "lunge", level: 0 },
    ];
    const problems = dba.validateSheet(s, pack);
    expect(paths(problems)).toEqual(["tactics.1.id", "tactics.2.id", "tactics.3.id", "tactics.4.level"]);
    expect(problems[2].message).toBe("No dodge needs no learning: every character may choose it");
  });

  test("not an object at all", () => {
    expect(dba.validateSheet([], pack)).toEqual([{ path: "", message: "a character sheet must be a JSON object" }]);
  });
});

describe("the rules pack", () => {
  test("the default pack is valid and holds the text's tables", () => {
    expect(dba.validatePack(dbaPack())).toEqual([]);
    expect(pack.sizes.map((s) => [s.id, s.minCoverage])).toEqual([["small", 7], ["human", 5], ["ogre", 3]]);
    expect(pack.ranges.map((r) => r.metres)).toEqual([1, 2, 3, 4]);
    expect(pack.tactics.map((t) => t.id)).toEqual(["caution", "lunge", "careful", "fast", "brutal", "halfsword", "nododge", "noblock", "nodefense"]);
    expect(pack.phases).toHaveLength(5);
  });

  test("broken packs are refused field by field", () => {
    const p = copy(dbaPack()) as unknown as Obj;
    (p.physical as unknown[]).push("luck");
    ((p.sizes as Obj[])[1]).deathAt = 0;
    ((p.ranges as Obj[])[2]).metres = 2;
    ((p.ranges as Obj[])[3]).reaches = ["halberd", "lance"];
    ((p.longRange as Obj).farther as Obj[])[0].from = 12;
    ((p.tactics as Obj[])[0]).scale = "some";
    ((p.tactics as Obj[])[1]).effects = { luck: 1 };
    ((p.tactics as Obj[])[6]).waive = ["armor"];
    ((p.tactics as Obj[])[7]).id = "none";
    (p.phases as unknown[]).pop();
    expect(paths(dba.validatePack(p))).toEqual([
      "physical.7",
      "sizes.1.deathAt",
      "ranges.2.metres",
      "ranges.3.reaches.1",
      "longRange.farther.0.from",
      "tactics.7.id",
      "tactics.0.scale",
      "tactics.1.effects.luck",
      "tactics.6.waive.0",
      "phases",
    ]);
    expect(dba.validatePack(null)).toEqual([{ path: "", message: "a rules pack must be a JSON object" }]);
  });
});
