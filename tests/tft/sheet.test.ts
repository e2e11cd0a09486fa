import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { defaultPack } from "../../src/engine/systems/tft/pack";
import { learningDays, readiness, readinessItems, xpNeeded } from "../../src/engine/systems/tft/readiness";
import type { TftPack, TftSheet } from "../../src/engine/systems/tft/types";
import { loadEngineBundle } from "../helpers/bundle";
import { sfc32 } from "../../src/engine/random/sfc32";
import { errorOf, example, oddsOf, pack, roll, sheet, tft } from "./fixtures";

const ANY = "*";

describe("readiness", () => {
  test("Bran: Sword 1 + its increase 1, Riding 1, DX 12: 8, ST 11: 6, WT 9: 2, cannot read -2 = 17", () => {
    const bran = example("bran");
    expect(readinessItems(bran, pack)).toEqual([
      { label: "Sword", points: 1 },
      { label: "Sword +1", points: 1 },
      { label: "Riding", points: 1 },
      { label: "DX 12", points: 8 },
      { label: "ST 11", points: 6 },
      { label: "WT 9", points: 2 },
      { label: "cannot read writing", points: -2 },
    ]);
    expect(readiness(bran, pack)).toBe(17);
  });

  test("Mira: Medicine 1 + 2, Herbalism 1, Old Tongue 2 (extraordinary), DX 9: 2, WT 13: 10, Second Sight 3 = 21", () => {
    expect(readiness(example("mira"), pack)).toBe(21);
  });

  test("the orc: Axe 1, DX 10: 4, ST 12: 8, WT 7: 0 (no deduction below 8), no local language -2 = 11", () => {
    expect(readiness(example("orc"), pack)).toBe(11);
  });

  test("every deduction: 2 + 2 + 3 + 3 + 3 + 3 = 16", () => {
    const s = tft.blankSheet("x", "X");
    s.lacks = ["language", "writing", "move", "hands", "senses", "motion"];
    expect(readiness(s, pack)).toBe(-16);
  });

  test("learning days equal readiness (at least 1), half again for extraordinary skills rounded up; 1 XP per 5 points", () => {
    expect([learningDays(17, false), learningDays(17, true), xpNeeded(17, pack)]).toEqual([17, 26, 3]);
    expect([learningDays(21, false), learningDays(21, true), xpNeeded(21, pack)]).toEqual([21, 32, 4]);
    expect([learningDays(20, true), xpNeeded(20, pack), xpNeeded(19, pack)]).toEqual([30, 4, 3]);
    expect([learningDays(0, false), learningDays(-16, true), xpNeeded(3, pack), xpNeeded(-16, pack)]).toEqual([1, 2, 1, 1]);
  });

  test("the learn check shows the items, readiness, XP and days", () => {
    const o = roll("learn", { who: "bran", extra: true }, [], [example("bran")]);
    expect(o.used).toBe(0);
    expect(o.lines.slice(-3)).toEqual(["Bran readiness 17", "3 XP per increase by adventuring", "26 days (or weeks if infrequent), teacher"]);
    expect(o.lines[0]).toBe("Sword +1");
    expect(roll("learn", { who: ANY, readiness: 12 }, []).lines).toEqual(["Readiness 12", "2 XP per increase by adventuring", "12 days (or weeks if infrequent)"]);
    expect(oddsOf("learn", { who: ANY, readiness: 12 })).toEqual({ result: 1 });
  });
});

describe("experience and movement", () => {
  test("the orc's Axe has 1 XP of 2: one more raises it", () => {
    const o = roll("experience", { who: "orc", skill: "Axe", event: "fight" }, [], [example("orc")]);
    expect(o.table).toBe("SKILL UP");
    expect(o.effects).toEqual([{ character: "orc", kind: "xp", text: "Orc raider: Axe +1", data: { skill: "Axe", need: 2 } }]);
    const after = tft.applyEffect(example("orc"), o.effects[0], pack);
    expect(after.skills[0]).toEqual({ name: "Axe", attr: "DX", plus: 1, xp: 0 });
  });

  test("Bran's Sword needs 3: one XP is not enough", () => {
    const o = roll("experience", { who: "bran", skill: "Sword", event: "journey" }, [], [example("bran")]);
    expect(o.table).toBe("EXPERIENCE");
    expect(o.lines).toEqual(["Bran Sword: XP 1 of 3", "2 more XP to increase"]);
    expect(tft.applyEffect(example("bran"), o.effects[0], pack).skills[0]).toEqual({ name: "Sword", attr: "DX", plus: 1, xp: 1 });
  });

  test("movement: DX 11 moves up to 5 and still acts after 2; engaged, 1", () => {
    const move = (spaces: number, engaged = false, dx = 11) => roll("move", { who: ANY, dx, spaces, engaged }, []).table;
    expect([move(2), move(3), move(5), move(6)]).toEqual(["MOVE AND ACT", "MOVE ONLY", "MOVE ONLY", "TOO FAR"]);
    expect([move(1, true), move(2, true)]).toEqual(["MOVE AND ACT", "TOO FAR"]);
    // DX 3: 1 space, and moving it leaves no action (more than 3/4 of a space)
    expect([move(0, false, 3), move(1, false, 3), move(2, false, 3)]).toEqual(["MOVE AND ACT", "MOVE ONLY", "TOO FAR"]);
    expect(roll("move", { who: ANY, dx: 11, spaces: 3 }, []).lines).toEqual(["Anyone DX 11: up to 5, act after 2", "3 spaces: no other action"]);
  });

  test("confusion adjusts DX for movement, inflammation (rolls only) does not", () => {
    expect(roll("move", { who: "bran", spaces: 0 }, [], [sheet("bran", { status: ["confused"] })]).lines[0]).toBe("Bran DX 10: up to 5, act after 2");
    expect(roll("move", { who: "bran", spaces: 0 }, [], [sheet("bran", { status: ["inflamed"] })]).lines[0]).toBe("Bran DX 12: up to 6, act after 3");
  });

  test("blood: two days of eating restore 1 point, a transfusion all of them", () => {
    const bran = sheet("bran", { hits: 5, bloodLoss: 3 });
    const eat = roll("rest", { who: "bran", how: "eat" }, [], [bran]);
    expect(eat.lines).toEqual(["Bran lost 3 ST to blood", "+1 ST, 4 more days"]);
    expect(tft.applyEffect(bran, eat.effects[0], pack)).toMatchObject({ hits: 4, bloodLoss: 2 });
    const tr = roll("rest", { who: "bran", how: "transfusion" }, [], [bran]);
    expect(tft.applyEffect(bran, tr.effects[0], pack)).toMatchObject({ hits: 2, bloodLoss: 0 });
    expect(roll("rest", { who: ANY, lost: 0 }, []).table).toBe("NOTHING LOST");
  });
});

describe("effects on a sheet", () => {
  test("harm: hits then fatigue (overflow taken as hits), open wounds re-open the binding, a limb once", () => {
    const bran = sheet("bran", { fatigue: 8, bound: 6, open: 1 });
    const e = { character: "bran", kind: "harm", text: "", data: { hits: 2, fatigue: 3, open: 2, limb: "rarm" } };
    // ST 11: 2 hits -> current 9; fatigue 8 + 1 fills to 9, 2 more taken as hits -> hits 4
    const after = tft.applyEffect(bran, e, pack);
    expect(after).toMatchObject({ hits: 4, fatigue: 9, open: 3, bound: 0, limbs: ["rarm"] });
    expect(tft.applyEffect(after, e, pack).limbs).toEqual(["rarm"]);
    expect(bran).toMatchObject({ hits: 0, fatigue: 8, limbs: [] });
  });

  test("recovery to full ST: every two failed rolls cost 1 DX; the injury's marks are cleared", () => {
    let bran = sheet("bran", { hits: 2, failed: 3, open: 2, bound: 5, treated: 1, status: ["inflamed"] });
    const rec = (restore: number, failed: number, inflamed = 0) => ({ character: "bran", kind: "recover", text: "", data: { restore, failed, infected: false, inflamed } });
    bran = tft.applyEffect(bran, rec(1, 1), pack);
    expect(bran).toMatchObject({ hits: 1, failed: 4, dx: 12, status: [] });
    bran = tft.applyEffect(bran, rec(1, 0), pack);
    // 4 failures: DX 12 - 2 = 10
    expect(bran).toMatchObject({ hits: 0, failed: 0, dx: 10, open: 0, bound: 0, treated: 0 });
    expect(tft.applyEffect(sheet("bran", { hits: 2, failed: 1 }), rec(2, 0), pack).dx).toBe(12);
  });

  test("recovery restores wound hits only; blood loss comes back by eating; full ST then costs the DX", () => {
    let bran = sheet("bran", { hits: 3, bloodLoss: 2, failed: 2 });
    bran = tft.applyEffect(bran, { character: "bran", kind: "recover", text: "", data: { restore: 2, failed: 0, infected: true, inflamed: 4 } }, pack);
    expect(bran).toMatchObject({ hits: 2, bloodLoss: 2, dx: 12, status: ["infected", "inflamed"] });
    bran = tft.applyEffect(bran, { character: "bran", kind: "blood", text: "", data: { restore: 2 } }, pack);
    expect(bran).toMatchObject({ hits: 0, bloodLoss: 0, dx: 11, failed: 0, status: ["infected"] });
  });

  test("bleed, status, bound and slay; unknown kinds are refused", () => {
    const b = tft.applyEffect(sheet("bran", { hits: 1 }), { character: "bran", kind: "bleed", text: "", data: { hits: 3, failed: 1, infected: false } }, pack);
    expect(b).toMatchObject({ hits: 4, bloodLoss: 3, failed: 1 });
    const s = tft.applyEffect(sheet("bran"), { character: "bran", kind: "status", text: "", data: { status: "confused", on: true } }, pack);
    expect(s.status).toEqual(["confused"]);
    expect(tft.applyEffect(s, { character: "bran", kind: "status", text: "", data: { status: "confused", on: false } }, pack).status).toEqual([]);
    expect(tft.applyEffect(sheet("bran"), { character: "bran", kind: "bound", text: "", data: { bonus: 9 } }, pack).bound).toBe(9);
    const dead = tft.applyEffect(sheet("bran"), { character: "bran", kind: "slay", text: "", data: {} }, pack);
    expect(dead.st - dead.hits).toBe(-1);
    expect(errorOf(() => tft.applyEffect(sheet("bran"), { character: "bran", kind: "heal", text: "", data: {} }, pack)).code).toBe("EFFECT");
  });
});

describe("sheets", () => {
  test("every example sheet is valid, and so is a blank one", () => {
    const files = readdirSync(new URL("../../examples/tft/", import.meta.url)).filter((f) => f.endsWith(".json") && f !== "party.json");
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(tft.validateSheet(example(f.replace(".json", "")), pack), f).toEqual([]);
    // the demo party the app installs is those sheets, each valid
    const party = JSON.parse(readFileSync(new URL("../../examples/tft/party.json", import.meta.url), "utf8")) as TftSheet[];
    expect(party.map((s) => s.id).sort()).toEqual(files.map((f) => f.replace(".json", "")).sort());
    for (const s of party) expect(tft.validateSheet(s, pack), s.id).toEqual([]);
    expect(tft.validateSheet(tft.blankSheet("new", "New"), pack)).toEqual([]);
  });

  test("each bad field is named", () => {
    const bad = {
      ...example("bran"),
      dx: 0,
      helmet: 2,
      armor: "kevlar",
      weapons: ["sword", "laser", "sword"],
      lacks: ["x"],
      limbs: ["torso"],
      status: ["sleepy"],
      hits: 2,
      bloodLoss: 3,
      skills: [
        { name: "Sword", attr: "XX", plus: 1 },
        { name: "Sword", attr: "DX", plus: -1 },
        { name: "DX", attr: "DX", plus: 0, extra: 2 },
      ],
    };
    const paths = tft.validateSheet(bad, pack).map((p) => p.path);
    expect(paths.sort()).toEqual(
      ["dx", "helmet", "armor", "weapons.1", "weapons.2", "lacks.0", "limbs.0", "status.0", "bloodLoss", "skills.0.attr", "skills.1.name", "skills.1.plus", "skills.2.name", "skills.2.extra"].sort()
    );
    expect(tft.validateSheet({ ...example("bran"), system: "sifni", id: "Bran!" }, pack).map((p) => p.path)).toEqual(["system", "id"]);
    expect(tft.validateSheet([], pack)).toEqual([{ path: "", message: "a character sheet must be a JSON object" }]);
  });

  test("describe: the guarded Inspect lines", () => {
    const lines = tft.describe(sheet("bran", { hits: 10, fatigue: 2, open: 3, bound: 7, status: ["confused"] }), pack);
    expect(lines).toEqual([
      "Bran",
      "DX 12 ST 1/11 WT 9",
      "fatigue 2, disabled",
      "confused",
      "open 3, bound +7",
      "Sword DX+1",
      "Riding DX+0",
      "readiness 17: 17 d, 3 XP",
      "armor mail, helmet",
    ]);
  });
});

describe("the rules pack", () => {
  test("the default pack is valid", () => {
    expect(tft.validatePack(defaultPack())).toEqual([]);
  });

  test("each bad field is named", () => {
    const p = defaultPack() as unknown as { [k: string]: unknown } & TftPack;
    p.dice.untrained = 7;
    p.strength[0].id = "equal";
    p.locations.pop();
    p.armor[0].cutProof = true;
    p.weapons[0].size = "huge" as "normal";
    p.weapons[10].increment = 0;
    p.weapons[1].id = "unarmed";
    p.weapons[2].id = "dagger";
    delete (p as { [k: string]: unknown }).hand;
    const paths = tft.validatePack(p).map((x) => x.path);
    // strength.0 is out of order, and strength.1 now repeats its id
    expect(paths.sort()).toEqual(["dice.untrained", "strength.0.id", "strength.1.id", "locations", "armor.0.armored", "weapons.0.size", "weapons.10.increment", "weapons.1.id", "weapons.2.id", "hand"].sort());
    expect(tft.validatePack("x")).toEqual([{ path: "", message: "a rules pack must be a JSON object" }]);
  });
});

describe("in the shipped bundle, in an Espruino-shaped context", () => {
  const E = loadEngineBundle();
  const m = E.moduleById(E.SYSTEMS, "tft");

  test("the module is registered and its odds and rolls work", () => {
    expect(m && m.name).toBe("TFT-hack");
    if (!m) return;
    expect(m.odds("check", { who: ANY, attr: 12, dice: 3 }, [], m.pack).lines[0].p).toBe(160 / 216);
    const party = [example("bran"), example("orc")];
    const a = m.resolve("attack", { who: "bran", skill: "Sword", weapon: "sword", target: "orc" }, party, m.pack, E.sfc32(42));
    const b = tft.resolve("attack", { who: "bran", skill: "Sword", weapon: "sword", target: "orc" }, party, pack, sfc32(42));
    expect(a).toEqual(b);
    expect(m.validatePack(m.pack)).toEqual([]);
    for (const id of ["bran", "mira", "orc"]) expect(m.validateSheet(example(id), m.pack)).toEqual([]);
  });

  test("every check's odds sum to 1 for a sample of inputs", () => {
    if (!m) return;
    const party = [example("bran"), example("mira"), example("orc")];
    const cases: [string, { [k: string]: string | number | boolean }][] = [
      ["check", { who: "mira", stat: "Medicine" }],
      ["opposed", { "a-who": "bran", "b-who": "orc", "b-stat": "Axe" }],
      ["attack", { who: "orc", skill: "Axe", weapon: "axe", target: "bran" }],
      ["damage", { who: ANY, weapon: "maul", target: "mira" }],
      ["close", { who: "mira", target: "orc" }],
      ["conscious", { who: ANY, st: 4 }],
      ["confusion", { who: "mira" }],
      ["bind", { who: "mira", stat: "Herbalism", patient: "bran" }],
      ["recovery", { who: ANY, st: 5, open: 2 }],
    ];
    for (const [check, inputs] of cases) {
      const total = m.odds(check, inputs, party, m.pack).lines.reduce((s, l) => s + l.p, 0);
      expect(total, check).toBeCloseTo(1, 12);
    }
  });
});
