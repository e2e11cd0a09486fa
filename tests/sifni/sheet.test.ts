import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { describe as describeSheet, report } from "../../src/home/sifni/describe";
import { defaultPack } from "../../src/home/sifni/pack";
import { armorPenalty, protection, sizeTn, woundPenalty } from "../../src/home/sifni/penalties";
import { blankSheet, sheetFields, validateSheet } from "../../src/home/sifni/sheet";
import { statNames, statShort } from "../../src/home/sifni/stats";
import { findSkill, findSpecialty, halfCredit, skillTotal } from "../../src/home/sifni/totals";
import { STAT_GROUPS, SifniSheet } from "../../src/home/sifni/types";

const pack = defaultPack();
const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
const byId = (id: string) => party.find((s) => s.id === id)!;

type Loose = { [k: string]: unknown } & SifniSheet;
/** A blank sheet changed by `f`, then validated. */
function problems(f: (s: Loose) => void) {
  const s = blankSheet("x", "X") as Loose;
  f(s);
  return validateSheet(s, pack);
}

describe("the sheet's fields", () => {
  test("the 25 stats in their groups, minimum -10, then name, concept, lists and notes", () => {
    const f = sheetFields();
    const stats = f.filter((x) => x.path.startsWith("stats."));
    expect(stats).toHaveLength(25);
    expect(stats.map((x) => x.path.slice(6))).toEqual(STAT_GROUPS.flatMap((g) => g.stats));
    for (const x of stats) expect(x).toMatchObject({ kind: "int", min: -10, max: 990 });
    expect(stats.find((x) => x.label === "Scene")!.group).toBe("Social");
    expect(f.map((x) => x.path).filter((p) => !p.startsWith("stats."))).toEqual([
      "name", "concept", "skills", "disadvantages", "armor", "weapons", "leftHand", "wounds", "notes",
    ]);
    expect(f.find((x) => x.path === "concept")!.optional).toBe(true);
  });

  test("a blank sheet: every stat 0 (the unskilled, untrained human), valid", () => {
    const s = blankSheet("bran", "Bran");
    expect(Object.keys(s.stats)).toHaveLength(25);
    expect(Object.values(s.stats).every((v) => v === 0)).toBe(true);
    expect(s).toMatchObject({ system: "sifni", id: "bran", name: "Bran", skills: [], armor: [], weapons: [], wounds: [], notes: "" });
    expect(validateSheet(s, pack)).toEqual([]);
  });

  test("stat abbreviations are 4 letters and distinct", () => {
    const all = statNames().map(statShort);
    expect(all.every((a) => a.length === 4)).toBe(true);
    expect(new Set(all).size).toBe(25);
    expect(statShort("Endurance")).toBe("Endr");
  });
});

describe("validateSheet names the field and the reason", () => {
  test("the demo party is valid", () => {
    for (const s of party) expect(validateSheet(s, pack), s.id).toEqual([]);
    expect(new Set(party.map((s) => s.id)).size).toBe(party.length);
  });

  test("stats: -10 and 990 are the bounds, whole numbers only, all 25 and no others", () => {
    expect(problems((s) => (s.stats.Strength = -10))).toEqual([]);
    expect(problems((s) => (s.stats.Strength = 990))).toEqual([]);
    expect(problems((s) => (s.stats.Strength = -11))).toEqual([{ path: "stats.Strength", message: "Strength must be at least -10, got -11" }]);
    expect(problems((s) => (s.stats.Strength = 991))).toEqual([{ path: "stats.Strength", message: "Strength must be at most 990, got 991" }]);
    expect(problems((s) => (s.stats.Agility = 2.5))).toEqual([{ path: "stats.Agility", message: "Agility must be a whole number, got 2.5" }]);
    expect(problems((s) => ((s.stats as { [k: string]: unknown }).Will = "5"))).toEqual([{ path: "stats.Will", message: 'Will must be a whole number, got "5"' }]);
    expect(problems((s) => delete s.stats.Scene)).toEqual([{ path: "stats.Scene", message: "Scene is missing" }]);
    expect(problems((s) => (s.stats.Athletics = 3))).toEqual([{ path: "stats.Athletics", message: expect.stringMatching(/^unknown stat 'Athletics' \(the stats are MeleeAttack, /) }]);
    expect(problems((s) => (s.stats.strength = 3))).toEqual([{ path: "stats.strength", message: "unknown stat 'strength': did you mean 'Strength'?" }]);
    expect(problems((s) => delete (s as { stats?: unknown }).stats)).toContainEqual({ path: "stats", message: "Stats are missing" });
  });

  test("skills: under one of the 25 stats, names unique per stat, levels whole", () => {
    const rapier = { stat: "MeleeAttack", name: "Rapier", level: 2, specialties: [] };
    expect(problems((s) => (s.skills = [{ ...rapier, stat: "Physical" }]))).toEqual([
      { path: "skills.0.stat", message: "'Physical' is a stat group, not a stat (its stats: Agility, Dexterity, Endurance, Resistance, Strength)" },
    ]);
    expect(problems((s) => (s.skills = [{ ...rapier, stat: "Melee" }]))).toEqual([{ path: "skills.0.stat", message: expect.stringMatching(/^unknown stat 'Melee' \(/) }]);
    expect(problems((s) => (s.skills = [{ ...rapier, stat: "meleeAttack" }]))).toEqual([
      { path: "skills.0.stat", message: "unknown stat 'meleeAttack': did you mean 'MeleeAttack'?" },
    ]);
    // the text lists Rapier under both MeleeAttack and MeleeDefense: that is fine
    expect(problems((s) => (s.skills = [rapier, { ...rapier, stat: "MeleeDefense" }]))).toEqual([]);
    expect(problems((s) => (s.skills = [rapier, { ...rapier, name: "rapier", level: 1 }]))).toEqual([
      { path: "skills.1.name", message: "duplicate skill 'rapier' under MeleeAttack (also skills.0)" },
    ]);
    expect(problems((s) => (s.skills = [{ ...rapier, level: 1.5 }]))).toEqual([{ path: "skills.0.level", message: "must be a whole number, got 1.5" }]);
    expect(problems((s) => (s.skills = [{ ...rapier, name: "SeventeenLetters!" }]))).toEqual([
      { path: "skills.0.name", message: "is too long: 17 characters, at most 16" },
    ]);
    expect(problems((s) => (s.skills = [{ ...rapier, name: "-" }]))).toEqual([{ path: "skills.0.name", message: "'-' is reserved (it means \"none\" in the checks)" }]);
    expect(problems((s) => (s.skills = [{ ...rapier, name: "\u00c9p\u00e9e" }]))).toEqual([
      { path: "skills.0.name", message: "must be printable ASCII: character code 201 at position 1" },
    ]);
    expect(problems((s) => (s.skills = [{ stat: "MeleeAttack", name: "Rapier", level: 2 } as never]))).toEqual([
      { path: "skills.0.specialties", message: "is missing (use [] for none)" },
    ]);
    expect(problems((s) => (s.skills = ["Rapier" as never]))).toEqual([{ path: "skills.0", message: "a skill must be an object {stat, name, level, specialties}" }]);
  });

  test("specialties: names unique within their skill", () => {
    const sk = (specialties: unknown[]) => [{ stat: "MeleeAttack", name: "Rapier", level: 2, specialties }] as never;
    expect(problems((s) => (s.skills = sk([{ name: "vsSwords", level: 1 }, { name: "VSSWORDS", level: 2 }])))).toEqual([
      { path: "skills.0.specialties.1.name", message: "duplicate specialty 'VSSWORDS' (also specialty 0 of this skill)" },
    ]);
    expect(problems((s) => (s.skills = sk([{ name: "", level: 1 }])))).toEqual([{ path: "skills.0.specialties.0.name", message: "must not be empty" }]);
    expect(problems((s) => (s.skills = sk([{ name: "inWater", level: -11 }])))).toEqual([
      { path: "skills.0.specialties.0.level", message: "must be at least -10, got -11" },
    ]);
  });

  test("totals the engine cannot roll (above 990) are refused where they arise", () => {
    expect(problems((s) => {
      s.stats.Strength = 980;
      s.skills = [{ stat: "Strength", name: "Lifting", level: 11, specialties: [] }];
    })).toEqual([{ path: "skills.0.level", message: "stat + skill is 991, above 990, the highest total the engine rolls" }]);
    expect(problems((s) => {
      s.stats.Strength = 980;
      s.skills = [{ stat: "Strength", name: "Lifting", level: 5, specialties: [{ name: "Rocks", level: 6 }] }];
    })).toEqual([{ path: "skills.0.specialties.0.level", message: "stat + skill + specialty is 991, above 990, the highest total the engine rolls" }]);
  });

  test("armor and weapons come from the pack, once each", () => {
    expect(problems((s) => (s.armor = ["mithril"]))).toEqual([{ path: "armor.0", message: "no armor 'mithril' in the rules pack" }]);
    expect(problems((s) => (s.armor = ["leather", "leather"]))).toEqual([{ path: "armor.1", message: "'leather' is listed twice" }]);
    expect(problems((s) => (s.weapons = ["sword", "long-bow"]))).toEqual([]);
    expect(problems((s) => (s.weapons = ["sword", "bow"]))).toEqual([{ path: "weapons.1", message: "no weapon 'bow' in the rules pack" }]);
    expect(problems((s) => (s.weapons = ["plate-armor"]))).toEqual([{ path: "weapons.0", message: "no weapon 'plate-armor' in the rules pack" }]);
    expect(problems((s) => (s.armor = "leather" as never))).toEqual([{ path: "armor", message: "Armor must be a list" }]);
  });

  test("wounds: {dr hundredths >= 0, band 0..5, location}", () => {
    const w = { dr: 120, band: 1, location: "torso" };
    expect(problems((s) => (s.wounds = [w]))).toEqual([]);
    expect(problems((s) => (s.wounds = [{ ...w, band: 6 }]))).toEqual([{ path: "wounds.0.band", message: "must be at most 5, got 6" }]);
    expect(problems((s) => (s.wounds = [{ ...w, dr: 1.5 }]))).toEqual([{ path: "wounds.0.dr", message: "must be a whole number, got 1.5" }]);
    expect(problems((s) => (s.wounds = [{ dr: 5, band: 0 } as never]))).toEqual([{ path: "wounds.0.location", message: "must be text, got undefined" }]);
    expect(problems((s) => (s.wounds = [{ ...w, location: "right arm, 2/6 down, inside" }]))).toEqual([
      { path: "wounds.0.location", message: "is too long: 27 characters, at most 24" },
    ]);
    expect(problems((s) => (s.wounds = [7 as never]))).toEqual([{ path: "wounds.0", message: "a wound must be an object {dr, band, location}" }]);
  });

  test("the envelope, names, condition, unknown fields, the reserved id", () => {
    expect(problems((s) => (s.name = "Brokenhilde the Unfinished"))).toEqual([
      { path: "name", message: 'must be text of 1 to 24 characters, got "Brokenhilde the Unfinished"' },
    ]);
    expect(problems((s) => (s.name = "Bj\u00f6rn"))).toEqual([{ path: "name", message: "must be printable ASCII: character code 246 at position 3" }]);
    expect(problems((s) => (s.concept = "Seventeen letters"))).toEqual([{ path: "concept", message: "Concept is too long: 17 characters, at most 16" }]);
    expect(problems((s) => (s.notes = "x".repeat(401)))).toEqual([{ path: "notes", message: "Notes is too long: 401 characters, at most 400" }]);
    expect(problems((s) => (s.condition = "asleep" as never))).toEqual([
      { path: "condition", message: 'must be "unconscious" or "dead" (or absent), got "asleep"' },
    ]);
    expect(problems((s) => (s.skils = []))).toEqual([{ path: "skils", message: "unknown field 'skils'" }]);
    expect(problems((s) => (s.id = "anyone"))).toEqual([{ path: "id", message: "'anyone' is reserved for rolls without a sheet" }]);
    expect(problems((s) => (s.system = "tft" as "sifni"))).toEqual([{ path: "system", message: 'must be "sifni", got "tft"' }]);
    expect(problems((s) => (s.disadvantages = ["x".repeat(33)]))).toEqual([{ path: "disadvantages.0", message: "is too long: 33 characters, at most 32" }]);
    expect(validateSheet([], pack)).toEqual([{ path: "", message: "a character sheet must be a JSON object" }]);
  });

  test("the deliberately broken example has one problem per mistake", () => {
    const broken = JSON.parse(readFileSync("examples/sifni/broken.json", "utf8"));
    expect(validateSheet(broken, pack).map((p) => p.path)).toEqual([
      "id", "name", "stats.Agility", "stats.Strength", "stats.Scene", "stats.Athletics", "skills.0.stat", "skills.1.specialties.1.name",
      "skills.2.name", "skills.3.stat", "disadvantages.0", "armor.0", "weapons.1", "wounds.0.band", "wounds.1.dr", "wounds.1.location",
    ]);
  });
});

describe("skill totals: stat + skill + specialty, half credit rounded down", () => {
  const rogue = byId("rogue");
  const rapier = findSkill(rogue, "MeleeAttack", "Rapier")!;
  const vsSwords = findSpecialty(rapier, "vsSwords")!;

  test("full credit", () => {
    // MeleeAttack 5 + Rapier 2 = 7; + vsSwords 2 = 9
    expect(skillTotal(rogue, "MeleeAttack", rapier, null, false)).toEqual({ stat: 5, skill: 2, specialty: 0, bonus: 2, total: 7 });
    expect(skillTotal(rogue, "MeleeAttack", rapier, vsSwords, false).total).toBe(9);
    expect(skillTotal(rogue, "MeleeAttack", null, null, false).total).toBe(5);
  });

  test("half credit: half of skill + specialty, toward minus infinity", () => {
    // 5 + floor((2 + 2) / 2) = 7;  5 + floor(2 / 2) = 6
    expect(skillTotal(rogue, "MeleeAttack", rapier, vsSwords, true)).toEqual({ stat: 5, skill: 2, specialty: 2, bonus: 2, total: 7 });
    expect(skillTotal(rogue, "MeleeAttack", rapier, null, true).total).toBe(6);
    // odd and negative levels: 3 -> 1, 1 -> 0, -1 -> -1, -3 -> -2 (floor, not toward zero)
    expect([3, 1, 0, -1, -3].map(halfCredit)).toEqual([1, 0, 0, -1, -2]);
    const s = blankSheet("x", "X");
    s.stats.Stealth = 4;
    s.skills = [{ stat: "Stealth", name: "Clumsy", level: -3, specialties: [] }];
    expect(skillTotal(s, "Stealth", s.skills[0], null, true).total).toBe(2); // 4 + floor(-3/2) = 4 - 2
  });

  test("a total never goes below -10 (complete inability)", () => {
    const s = blankSheet("x", "X");
    s.stats.Talent = -8;
    s.skills = [{ stat: "Talent", name: "Singing", level: -5, specialties: [] }];
    expect(skillTotal(s, "Talent", s.skills[0], null, false)).toEqual({ stat: -8, skill: -5, specialty: 0, bonus: -5, total: -10 });
  });
});

describe("penalties a sheet carries", () => {
  test("wounds: only the worst counts, its band in fifths of the roll adjusted by where it is", () => {
    // "the DR to Endurance ratio (in 1/5 increments) is added as a penalty ... use only the
    // highest penalty"; "the numbers used above assume a torso hit. A hit in the upper arm may
    // have one less point of modifier penalty" (legs likewise, more for movement only).
    // The veteran: band 3 in the left leg (upper: no sixth given) is 3 - 1 = 2 steps, band 1 in
    // the torso 1 step: -2/5
    expect(woundPenalty(byId("veteran"))).toEqual({ n: -2, d: 5 });
    const at = (band: number, location: string) => {
      const w = blankSheet("x", "X");
      w.wounds = [{ dr: 500, band, location }];
      return woundPenalty(w);
    };
    expect(at(3, "torso, 2/6 down")).toEqual({ n: -3, d: 5 }); // the chart as it stands
    expect(at(3, "right arm, 2/6 down")).toEqual({ n: -2, d: 5 }); // one point less
    expect(at(2, "head, 1/6 down")).toEqual({ n: -3, d: 5 }); // the head: one more
    expect(at(5, "head, 1/6 down")).toEqual({ n: -1, d: 1 }); // never more than the whole roll
    expect(at(1, "left leg, 5/6 down")).toEqual({ n: 0, d: 1 }); // a minor wound to the shin, walking aside
    // the worst of several, not their sum
    const two = blankSheet("x", "X");
    two.wounds = [{ dr: 300, band: 2, location: "torso, 3/6 down" }, { dr: 300, band: 2, location: "torso, 4/6 down" }];
    expect(woundPenalty(two)).toEqual({ n: -2, d: 5 });
    expect(woundPenalty(blankSheet("x", "X"))).toEqual({ n: 0, d: 1 });
    const s = blankSheet("x", "X");
    s.wounds = [{ dr: 10, band: 0, location: "hand" }];
    expect(woundPenalty(s)).toEqual({ n: 0, d: 1 }); // a scratch costs nothing
  });

  test("armor: worn sets' action penalties add; protection is the best set per damage type", () => {
    // padding -1/20 + chain mail -1/8 = -2/40 - 5/40 = -7/40
    expect(armorPenalty(byId("veteran"), pack)).toEqual({ n: -7, d: 40 });
    // padding (1,0,0) and chain mail (0,5,5): blunt 1, slash 5, pierce 5
    expect(protection(byId("veteran"), pack)).toEqual({ blunt: 1, slash: 5, pierce: 5 });
    expect(armorPenalty(byId("knight"), pack)).toEqual({ n: -1, d: 4 });
    expect(armorPenalty(byId("wrestler"), pack)).toEqual({ n: 0, d: 1 });
  });

  test("target size divides the TN: TN 13 against half a human is 26, twice a human 6.50", () => {
    expect(sizeTn(1300, 50)).toBe(2600);
    expect(sizeTn(1300, 200)).toBe(650);
    expect(sizeTn(1300, 300)).toBe(433); // 4.333... rounded down
    expect(sizeTn(300, 5)).toBe(6000); // a mouse-sized target at TN 3
  });
});

describe("describe: the Inspect screen", () => {
  test("every line fits 21 characters, for every demo character", () => {
    for (const s of party) for (const line of describeSheet(s, pack)) expect(line.length, `${s.id}: ${line}`).toBeLessThanOrEqual(21);
  });

  test("a blank sheet, line by line", () => {
    const lines = describeSheet(blankSheet("x", "Nobody"), pack);
    expect(lines).toEqual([
      "Nobody",
      "MAtk    0  MDef    0",
      "RAtk    0  RDef    0",
      "Wres    0  Agil    0",
      "Dext    0  Endr    0",
      "Resi    0  Strn    0",
      "Crft    0  Know    0",
      "Lang    0  Logc    0",
      "Scie    0  Awar    0",
      "Natr    0  Stea    0",
      "Taln    0  Will    0",
      "Appc    0  Perc    0",
      "Pers    0  Pres    0",
      "Scen    0",
      "Lift 10.0 kg",
      "Carry 5.0 kg",
      "Run 3.00 m/s",
      "Walk 1.00 m/s",
      "Swim 0.50 m/s",
      "Climb 0.10 m/s",
    ]);
  });

  test("the wounded veteran: skills with totals, armor, wounds and the penalties in force", () => {
    const lines = describeSheet(byId("veteran"), pack);
    expect(lines).toEqual(expect.arrayContaining([
      "Grey Hal",
      "\"Weariness\"",
      "Dext    1  Endr   -6",
      "MeleeAttack 6",
      " Spear +2 =8",
      "  vsSpears +1 =9",
      "Armor Padding -1/20",
      "Armor Chain Mail -1/8",
      "Prot B1 S5 P5",
      "Wpn Spear",
      "W left leg mod trauma",
      "W torso minor",
      "Wound pen -2/5", // band 3 in the (upper) left leg: one step less than at the torso
      "Armor pen -7/40",
      "Rolls -23/40", // -16/40 - 7/40
    ]));
  });

  test("long names give way to the numbers; a condition shows", () => {
    const s = blankSheet("x", "X");
    s.stats.MeleeAttack = 500;
    s.skills = [{ stat: "MeleeAttack", name: "TwoHandedSwords", level: 12, specialties: [{ name: "vsFlyingThings", level: 300 }] }];
    s.condition = "unconscious";
    const lines = describeSheet(s, pack);
    expect(lines).toContain("** UNCONSCIOUS **");
    expect(lines).toContain("MAtk  500  MDef    0");
    // tails " +12 =512" (9) and " +300 =812" (10) leave 12 and 11 characters of the names
    expect(lines).toContain(" TwoHandedSw +12 =512");
    expect(lines).toContain("  vsFlyingT +300 =812");
  });

  test("the report: the archer's Long Bow is 2 below its RangedAttack minimum", () => {
    // RangedAttack 7 + Longbow 1 = 8, the Long Bow wants 10; the Short Bow wants 5, Shortbow skill 2 gives 9
    expect(report(byId("archer"), pack).ranged).toEqual([
      { weapon: "Long Bow", skillMin: 10, total: 8, below: 2 },
      { weapon: "Short Bow", skillMin: 5, total: 9, below: 0 },
    ]);
    expect(describeSheet(byId("archer"), pack)).toContain("Long Bow RA 8<10");
  });
});
