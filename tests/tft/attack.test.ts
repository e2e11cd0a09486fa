import { describe, expect, test } from "vitest";
import type { Inputs } from "../../src/engine/rules/types";
import { ScriptedRng } from "../helpers/scripted-rng";
import { eachFaces, words } from "./brute";
import { errorOf, oddsOf, pack, roll, sheet, tft } from "./fixtures";
import { choicesOf, findCheck } from "../../src/engine/rules/inputs";
import { TFT_TABLES } from "../../src/engine/systems/tft/pack";
import type { TftPack } from "../../src/engine/systems/tft/types";

const ANY = "*";

/** Anyone with DX 12 and a skill (3d) attacking Anyone with ST 10, unarmored, with `more`. */
function attack(more: Inputs): Inputs {
  return { who: ANY, dx: 12, dice: 3, weapon: "sword", target: ANY, tst: 10, ...more };
}

describe("attack: the DX roll and its adjustments", () => {
  test("a hit: 2+3+4 = 9 under 12, location 5 torso, sword 4 +1 unarmored = 5 hits", () => {
    const o = roll("attack", attack({}), [2, 3, 4, 5, 4]);
    expect(o.used).toBe(5);
    expect(o.table).toBe("HIT");
    expect(o.degree).toBe("TORSO");
    expect(o.lines).toEqual(["attacker DX 12 (3d)", "2+3+4=9 hits", "loc 5 torso", "dmg 4", "+1 unarmored", "= 5 hits, 0 fatigue", "target: ST 5/10 fat 0"]);
    expect(o.effects).toEqual([]);
    expect(o.followUps).toEqual([]);
  });

  test("a miss draws no location or damage", () => {
    const o = roll("attack", attack({}), [6, 6, 1]);
    expect(o.table).toBe("MISS");
    expect(o.used).toBe(3);
  });

  test("hand weapons: +1 longer, +2 side, +2 set, -1 dominant hand, -2 heavy kit, other +1: 10 + 3 = 13", () => {
    const inputs = attack({ dx: 10, longer: true, facing: "side", set: true, hands: "main", kit: "heavy", adj: 1 });
    const o = roll("attack", inputs, [6, 6, 1, 5, 1]);
    expect(o.lines[1]).toBe("+1 longer +2 side +2 set -1 dominant hand -2 heavy +1 other = 13");
    expect(o.table).toBe("HIT");
    expect(roll("attack", inputs, [6, 6, 2]).table).toBe("MISS");
  });

  test("+4 from behind, -4 in the off hand, -4 burdened: 10 + 4 - 4 - 4 = 6", () => {
    const o = roll("attack", attack({ dx: 10, facing: "behind", hands: "off", kit: "burdened" }), [2, 2, 2, 5, 1]);
    expect(o.lines[1]).toBe("+4 behind -4 off hand -4 burdened = 6");
    expect(o.table).toBe("HIT");
  });

  test("set needs a pointed hand weapon: the mace does not ask for it", () => {
    const o = roll("attack", attack({ dx: 10, weapon: "mace", set: true }), [6, 6, 1]);
    expect(o.lines[1]).toBe("6+6+1=13 misses");
  });

  test("ranged: -1 per full range increment (bow 10 spaces: 25 away is -2), +1 per extra shot", () => {
    const bow = roll("attack", attack({ weapon: "bow", distance: 25 }), [6, 4, 1, 5, 1]);
    expect(bow.lines[1]).toBe("-2 range = 10");
    expect(bow.lines[2]).toBe("6+4+1=11 misses");
    const rep = roll("attack", attack({ weapon: "repeater", distance: 7, shots: 3 }), [6, 6, 2, 5, 1]);
    expect(rep.lines[1]).toBe("+2 shots = 14");
    expect(rep.table).toBe("HIT");
    expect(errorOf(() => oddsOf("attack", attack({ weapon: "repeater", shots: 4 })))).toMatchObject({ code: "INPUT", value: "shots" });
  });

  test("hand-weapon adjustments do not apply to missiles, and range does not apply to hand weapons", () => {
    const o = roll("attack", attack({ weapon: "bow", facing: "behind", kit: "burdened", longer: true }), [6, 6, 1]);
    expect(o.lines[1]).toBe("6+6+1=13 misses");
  });

  test("cover: a missile landing on a covered part does not land; cover is ignored for hand weapons", () => {
    const o = roll("attack", attack({ weapon: "bow", cover: "torso,head" }), [1, 1, 1, 5]);
    expect(o.table).toBe("COVER");
    expect(o.used).toBe(4);
    expect(o.lines[2]).toBe("loc 5 torso: covered");
    expect(roll("attack", attack({ weapon: "bow", cover: "torso,head" }), [1, 1, 1, 4, 3]).table).toBe("HIT");
  });

  test("a character's weapon skill rolls 3d under DX + increases; no skill is 4d under DX", () => {
    const bran = sheet("bran");
    const o = roll("attack", { who: "bran", skill: "Sword", weapon: "sword", target: ANY, tst: 10 }, [6, 6, 1, 5, 1], [bran]);
    expect(o.lines[0]).toBe("Bran Sword 13 (3d)");
    expect(o.table).toBe("HIT");
    const d = roll("attack", { who: "bran", weapon: "sword", target: ANY, tst: 10 }, [3, 3, 3, 3, 5, 1], [bran]);
    expect(d.lines[0]).toBe("Bran DX 12 (4d)");
    expect(d.used).toBe(6);
    expect(errorOf(() => oddsOf("attack", { who: "bran", weapon: "maul", target: ANY, tst: 10 }, [bran]))).toMatchObject({ code: "INPUT", value: "weapon" });
  });

  test("a disabled or mortally wounded target may be slain without a roll", () => {
    const o = roll("attack", attack({ thits: 9, slay: true }), []);
    expect(o.table).toBe("SLAIN");
    expect(o.used).toBe(0);
    const orc = sheet("orc", { hits: 12 });
    const c = roll("attack", attack({ target: "orc", slay: true }), [], [orc]);
    expect(c.effects).toEqual([{ character: "orc", kind: "slay", text: "Orc raider: slain", data: {} }]);
    expect(oddsOf("attack", attack({ thits: 10, slay: true }))).toEqual({ slain: 1 });
    // a fit target is not offered the choice: the attack is rolled
    expect(roll("attack", attack({ thits: 8, slay: true }), [6, 6, 6]).table).toBe("MISS");
  });
});

describe("a landed blow: armor, edges, blunt, limbs, head", () => {
  test("armor: chainmail -2, plate -4 (cut-proof and rigid), leather only stops the edge bonus", () => {
    const dmg4 = [1, 1, 1, 5, 4];
    expect(roll("attack", attack({ tarmor: "mail" }), dmg4).lines.slice(4, 6)).toEqual(["-2 chainmail", "= 2 hits, 0 fatigue"]);
    expect(roll("attack", attack({ tarmor: "plate" }), dmg4).lines.slice(4, 6)).toEqual(["-4 plate", "= 0 hits, 0 fatigue"]);
    expect(roll("attack", attack({ tarmor: "leather" }), dmg4).lines[4]).toBe("= 4 hits, 0 fatigue");
  });

  test("blunt weapons deal 1 fatigue when they land, even when armor stops every hit", () => {
    const o = roll("attack", attack({ weapon: "mace", tarmor: "plate" }), [1, 1, 1, 5, 3]);
    expect(o.lines.slice(4, 6)).toEqual(["-4 plate, +1 fatigue blunt", "= 0 hits, 1 fatigue"]);
    expect(o.lines[6]).toBe("target: ST 10/10 fat 1");
  });

  test("hits come off first, then fatigue: ST 10 with fatigue 9, club 3 leaves ST 6 (the fatigue is taken as a hit)", () => {
    // 3 hits: ST 7, fatigue 9 >= 7 so the blunt fatigue point is taken as a hit: ST 6
    const o = roll("attack", attack({ weapon: "club", tfat: 9 }), [1, 1, 1, 5, 3]);
    expect(o.lines.slice(4)).toEqual(["+1 fatigue blunt", "= 3 hits, 1 fatigue", "target: ST 6/10 fat 9"]);
    expect(o.followUps).toEqual([{ label: "Stay conscious", check: "conscious", inputs: { who: ANY, st: 6 } }]);
  });

  test("a limb takes at most ST/2 from one attack and is disabled (ST 9: 4); large weapons keep the higher of 2d in two hands", () => {
    const orc = sheet("orc", { st: 9 });
    const o = roll("attack", attack({ weapon: "greatsword", target: "orc" }), [1, 1, 1, 3, 2, 6], [orc]);
    // 2d 2 and 6 keep 6; leather: no edge bonus, no reduction; right arm cap floor(9/2) = 4
    expect(o.lines.slice(2)).toEqual(["loc 3 right arm", "dmg 2d 2,6 keep high 6", "right arm disabled (cap 4)", "= 4 hits, 0 fatigue", "Orc raider: ST 5/9 fat 0"]);
    expect(o.effects).toEqual([{ character: "orc", kind: "harm", text: "Orc raider: 4 hits, 0 fatigue, right arm disabled", data: { hits: 4, fatigue: 0, open: 4, limb: "rarm" } }]);
    // exactly the cap disables the limb too: 4 hits on a leg
    const four = roll("attack", attack({ weapon: "greatsword", target: "orc" }), [1, 1, 1, 2, 4, 1], [orc]);
    expect(four.effects[0].data).toEqual({ hits: 4, fatigue: 0, open: 4, limb: "lleg" });
    // under the cap nothing is disabled: 3 hits on a leg
    const leg = roll("attack", attack({ weapon: "greatsword", target: "orc" }), [1, 1, 1, 1, 3, 1], [orc]);
    expect(leg.effects[0].data).toEqual({ hits: 3, fatigue: 0, open: 3, limb: "" });
  });

  test("a large weapon in one hand keeps the lower of 2d (and takes -1 in the dominant hand)", () => {
    const o = roll("attack", attack({ weapon: "greatsword", hands: "main" }), [1, 1, 1, 5, 2, 6]);
    expect(o.lines[1]).toBe("-1 dominant hand = 11");
    expect(o.lines[4]).toBe("dmg 2d 2,6 keep low 2");
    expect(o.lines[6]).toBe("= 3 hits, 0 fatigue");
  });

  test("close weapons keep the higher of 2d in hand-to-hand and the lower otherwise", () => {
    expect(roll("attack", attack({ weapon: "dagger", hth: true }), [1, 1, 1, 5, 2, 5]).lines[3]).toBe("dmg 2d 2,5 keep high 5");
    expect(roll("attack", attack({ weapon: "dagger" }), [1, 1, 1, 5, 2, 5]).lines[3]).toBe("dmg 2d 2,5 keep low 2");
  });

  test("the head without a hard helmet gains fatigue equal to the hits, and calls for a confusion roll", () => {
    const bare = roll("attack", attack({}), [1, 1, 1, 6, 3]);
    expect(bare.degree).toBe("HEAD");
    expect(bare.lines.slice(4)).toEqual(["+1 unarmored, no hard helmet: +4 fatigue", "= 4 hits, 4 fatigue", "target: ST 6/10 fat 4"]);
    expect(bare.followUps).toEqual([{ label: "Confusion", check: "confusion", inputs: { who: ANY, st: 6 } }]);
    const helm = roll("attack", attack({ thelm: true }), [1, 1, 1, 6, 3]);
    expect(helm.lines.slice(5)).toEqual(["= 4 hits, 0 fatigue", "target: ST 6/10 fat 0"]);
    expect(helm.followUps).toEqual([{ label: "Confusion", check: "confusion", inputs: { who: ANY, st: 6 } }]);
  });

  test("fatigue past current ST is taken as hits and calls for a consciousness roll", () => {
    // fatigue 8 of ST 10: 4 hits (ST 6), then 4 head fatigue with no room left (8 >= 6): taken as hits, ST 2
    const o = roll("attack", attack({ tfat: 8 }), [1, 1, 1, 6, 3]);
    expect(o.lines[6]).toBe("target: ST 2/10 fat 8");
    expect(o.followUps.map((f) => f.check)).toEqual(["conscious", "confusion"]);
  });

  test("thresholds: current ST 1 disabled, 0 mortally wounded, below 0 slain", () => {
    // ST 10 with 5 hits taken; sword +1 unarmored
    expect(roll("attack", attack({ thits: 5 }), [1, 1, 1, 5, 3]).table).toBe("DISABLED");
    expect(roll("attack", attack({ thits: 5 }), [1, 1, 1, 5, 4]).table).toBe("MORTAL WOUND");
    const slain = roll("attack", attack({ thits: 5, tfat: 9 }), [1, 1, 1, 5, 5]);
    expect(slain.table).toBe("SLAIN");
    expect(slain.lines[6]).toBe("target: ST -1/10 fat 9 slain");
    expect(slain.followUps).toEqual([]);
  });

  test("unarmed: hits with the attacker's chance to repulse the target (stronger attacker 3 in 6), else fatigue", () => {
    const fist = (st: number) => ({ who: ANY, dx: 12, dice: 3, weapon: "unarmed", st: st, target: ANY, tst: 10 });
    // attacker ST 12 against 10: the target is the weaker, repulsed 3 in 6
    expect(roll("attack", fist(12), [1, 1, 1, 5, 4, 3]).lines.slice(3, 5)).toEqual(["dmg 4; d6 3 hits", "= 4 hits, 0 fatigue"]);
    expect(roll("attack", fist(12), [1, 1, 1, 5, 4, 4]).lines.slice(3, 5)).toEqual(["dmg 4; d6 4 fatigue", "= 0 hits, 4 fatigue"]);
    // equal: 2 in 6; attacker weaker: 1 in 6
    expect(roll("attack", fist(10), [1, 1, 1, 5, 4, 3]).lines[3]).toBe("dmg 4; d6 3 fatigue");
    expect(roll("attack", fist(9), [1, 1, 1, 5, 4, 1]).lines[3]).toBe("dmg 4; d6 1 hits");
    expect(roll("attack", fist(9), [1, 1, 1, 5, 4, 2]).lines[3]).toBe("dmg 4; d6 2 fatigue");
  });

  test("the damage check lands a blow without a DX roll, at a chosen location or a rolled one", () => {
    const o = roll("damage", { who: ANY, weapon: "sword", loc: "larm", target: ANY, tst: 6 }, [6]);
    // 6 +1 unarmored = 7 on a limb of ST 6: cap 3
    expect(o.lines).toEqual(["blow lands", "loc 4 left arm", "dmg 6", "+1 unarmored, left arm disabled (cap 3)", "= 3 hits, 0 fatigue", "target: ST 3/6 fat 0"]);
    expect(roll("damage", { who: ANY, weapon: "sword", target: ANY, tst: 6 }, [5, 6]).degree).toBe("TORSO");
  });
});

/** Table words to odds ids. */
const LINE: { [table: string]: string } = { MISS: "miss", COVER: "miss", HIT: "fit", DISABLED: "disabled", "MORTAL WOUND": "mortal", SLAIN: "slain" };

/** Every face sequence of length n through resolve: the exact distribution of its tables. */
function bruteTables(check: string, inputs: Inputs, n: number, party = [] as ReturnType<typeof sheet>[]) {
  const counts: { [id: string]: number } = {};
  let all = 0;
  eachFaces(n, (f) => {
    const o = tft.resolve(check, inputs, party, pack, new ScriptedRng(words(f)));
    const id = LINE[o.table];
    counts[id] = (counts[id] || 0) + 1;
    all++;
  });
  return { counts, all };
}

function expectMatches(odds: { [id: string]: number }, brute: { counts: { [id: string]: number }; all: number }): void {
  let total = 0;
  for (const id of Object.keys(odds)) {
    total += odds[id];
    expect(odds[id] * brute.all, id).toBeCloseTo(brute.counts[id] || 0, 6);
  }
  expect(total).toBeCloseTo(1, 12);
}

describe("attack odds equal rolling every face through resolve", () => {
  const cases: [string, Inputs, number][] = [
    ["sword on a hurt target in mail", attack({ dx: 11, thits: 5, tarmor: "mail" }), 5],
    ["sword, untrained 4d, on a tired target", attack({ dx: 13, dice: 4, thits: 3, tfat: 4 }), 6],
    ["greatsword two-handed on plate", attack({ dx: 9, weapon: "greatsword", tst: 12, thits: 3, tarmor: "plate" }), 6],
    ["one-handed greatsword, helmet, fatigue", attack({ weapon: "greatsword", hands: "main", tst: 8, thits: 2, tfat: 5, thelm: true }), 6],
    ["club on a tired target", attack({ weapon: "club", tst: 7, tfat: 6, thits: 1 }), 5],
    ["bow at range behind cover", attack({ weapon: "bow", distance: 30, cover: "rleg,lleg,torso", tst: 6 }), 5],
    ["dagger outside hand-to-hand", attack({ weapon: "dagger", tst: 5, thits: 1 }), 6],
    ["unarmed, equal strength", { who: ANY, dx: 10, dice: 3, weapon: "unarmed", st: 6, target: ANY, tst: 6, thits: 2 }, 6],
    ["unarmed, stronger attacker", { who: ANY, dx: 9, dice: 3, weapon: "unarmed", st: 12, target: ANY, tst: 5, tfat: 3 }, 6],
  ];
  for (const [name, inputs, n] of cases) {
    test(name, () => {
      expectMatches(oddsOf("attack", inputs), bruteTables("attack", inputs, n));
    });
  }

  test("damage at a chosen location and at a rolled one", () => {
    const head = { who: ANY, weapon: "maul", loc: "head", target: ANY, tst: 6, thits: 1, tfat: 3 };
    expectMatches(oddsOf("damage", head), bruteTables("damage", head, 2));
    const rolled = { who: ANY, weapon: "spear", target: ANY, tst: 4 };
    expectMatches(oddsOf("damage", rolled), bruteTables("damage", rolled, 2));
  });

  test("hand-worked: DX 12 3d sword on ST 10 hurt to 6: 160/216 to hit; then by location and die", () => {
    // current ST 6. Torso (1/6) and legs/arms: sword d+1 unarmored = 2..7.
    // Limb cap floor(10/2) = 5: limbs take min(d+1, 5) -> ST 6 - 2..5 = 4..1: disabled when d+1 = 5 (d = 4)
    //   or capped (d = 5, 6 -> 5 hits -> ST 1): disabled on d = 4, 5, 6 -> 3/6 of limb blows
    // Torso: d+1 hits: d = 4 -> ST 1 disabled, d = 5 -> 0 mortal, d = 6 -> -1 slain
    // Head (no helmet): d+1 hits, then as much fatigue, which past the current ST left is taken as hits:
    //   d = 1, 2 -> ST 4, 3 fit; d = 3 -> 4 hits (ST 2) + 4 fatigue (2 fit, 2 hits) -> 0 mortal; d >= 4 slain
    // P(disabled | hit) = (4 limbs x 3 + torso 1) / 36 = 13/36; mortal 2/36; slain 4/36
    const o = oddsOf("attack", attack({ thits: 4 }));
    const hit = 160 / 216;
    expect(o.disabled).toBeCloseTo(hit * 13 / 36, 14);
    expect(o.mortal).toBeCloseTo(hit * 2 / 36, 14);
    expect(o.slain).toBeCloseTo(hit * 4 / 36, 14);
    expect(o.fit).toBeCloseTo(hit * 17 / 36, 14);
    expect(o.miss).toBeCloseTo(56 / 216, 14);
  });
});

describe("attack: the weapon's rows as the device reads them (one at a time from the built-in pack)", () => {
  const spec = findCheck(tft.checks, "attack");
  const weapon = spec.inputs.find((i) => i.id === "weapon")!;
  const ctx = (p: TftPack, who: string) => ({ inputs: { who: who }, party: [sheet("bran")], pack: p });

  test("the built-in pack gives row i alone, the same as its table's, and nothing past the last; the desktop's copy is data only", () => {
    const rows = TFT_TABLES.weapons;
    expect(rows.length).toBe(14);
    for (let i = 0; i < rows.length; i++) expect(TFT_TABLES.weapon!(i)).toEqual(rows[i]);
    expect(TFT_TABLES.weapon!(rows.length)).toBeUndefined();
    expect("weapon" in pack).toBe(false);
    expect(pack.weapons).toEqual(rows);
  });

  test("the choices are the same from the built-in pack and from the desktop's; with an id, that choice alone or none", () => {
    for (const who of [ANY, "bran"]) {
      const all = choicesOf(weapon, ctx(pack, who));
      expect(choicesOf(weapon, ctx(TFT_TABLES, who))).toEqual(all);
      expect(all[0].id).toBe("unarmed");
      for (const c of all) expect(choicesOf(weapon, ctx(TFT_TABLES, who), c.id)).toEqual([c]);
      // a weapon the attacker does not carry, or none of the pack's, is not offered
      expect(choicesOf(weapon, ctx(pack, who), "nonesuch")).toEqual([]);
      if (who !== ANY) expect(all.length).toBeLessThan(15);
    }
    const carried = sheet("bran").weapons;
    const missing = pack.weapons.find((w) => !carried.includes(w.id))!;
    expect(choicesOf(weapon, ctx(pack, "bran"), missing.id)).toEqual([]);
    expect(choicesOf(weapon, ctx(pack, ANY), missing.id)).toEqual([{ id: missing.id, label: missing.name, group: missing.kind }]);
  });
});
