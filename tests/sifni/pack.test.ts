/**
 * The default pack against s-ifni.txt. The text's lines are copied here verbatim and read by
 * parsers written in this test, or written out by hand as tables, independently of pack.ts.
 */
import { describe, expect, test } from "vitest";
import { defaultPack } from "../../src/home/sifni/pack";
import { tnWords, validatePack } from "../../src/home/sifni/pack-validate";
import { SifniPack } from "../../src/home/sifni/types";

/* "Weapons and Armor", the armor table as one line of the text (its total line kept apart). */
const ARMOR_TEXT =
  "Tough Cloth -1slash -1/30 action penalty Padding -1blunt -1/20 action penalty Leather -1slash -1pierce -1/20 action penalty " +
  "Padded Leather -1blunt -1slash -1pierce -1/15 action penalty Studded Leather -2slash -1pierce -1/15 action penalty " +
  "Thick Furs -1blunt -2slash -1pierce -1/10 action penalty Hardened Leather -2blunt -2slash -1pierce -1/10 action penalty " +
  "Ring Mail -1blunt -3slash -2pierce -1/10 action penalty Plate Bone -3blunt -2slash -2pierce -1/8 action penalty " +
  "Plate Wood -3blunt -2slash -3pierce -1/8 action penalty Scale Mail -2blunt -4slash -3pierce -1/8 action penalty " +
  "Chain Mail -5slash -5pierce -1/8 action penalty Plate Metal -4blunt -4slash -3pierce -1/6 action penalty " +
  "Double Scale -3blunt -5slash -4pierce -1/6 action penalty Double Chain -6slash -6pierce -1/6 action penalty " +
  "Plate Mail -4blunt -5slash -4pierce -1/4 action penalty Plate Armor -5blunt -6slash -4pierce -1/4 action penalty " +
  "Heavy Plate -6blunt -6slash -6pierce -1/3 action penalty";
const ARMOR_TOTAL_TEXT = "(total) -36blunt -57slash -47pierce";

function parseArmor(text: string) {
  return text
    .split(" action penalty")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map((s) => {
      const m = /^(.+?)((?: -\d+(?:blunt|slash|pierce))+) (-1\/\d+)$/.exec(s);
      if (!m) throw new Error("cannot read armor row: " + s);
      const row = { name: m[1], blunt: 0, slash: 0, pierce: 0, penalty: m[3] };
      for (const p of m[2].trim().split(" ")) {
        const q = /^-(\d+)(blunt|slash|pierce)$/.exec(p)!;
        row[q[2] as "blunt" | "slash" | "pierce"] = Number(q[1]);
      }
      return row;
    });
}

/* "Target Numbers": the ladder as the text writes it. */
const LADDER_TEXT =
  "TN 0 : total simplicity, almost automatic success for any level of skill TN 5 : very easy, only precludes very disabled or damaged characters " +
  "TN 10 : easy, however reduced odds of success for unskilled characters TN 13 : basic skill is required, precludes unskilled characters " +
  "TN 16 : intermediate skill is required (professional) TN 17 : (1 in 5 of profession) : [ 100 ^ (1/3) ^ (TN - 16) ] " +
  "TN 18 : (1 in 22 of profession) : [ 100 ^ (1/3) ^ (TN - 16) ] TN 19 : high level of skill is required (1 in 100 of profession) " +
  "TN 22 : advanced skill is required (1 in 10,000 of profession) TN 25 : mastery level of skill is required (1 in 1,000,000 of profession)";

/* "Modifiers" and "Combat Modifiers", verbatim. */
const MODIFIER_TEXT =
  "Instruments: Workshop :+1/3 roll Excellent Tools :+1/6 roll Inferior Tools :-1/6 roll Improvised Tools :-1/3 roll Missing Tools :Auto Failure " +
  "Distractions: Good Environment :+1/6 roll Minor Distraction :-1/6 roll Major Distraction :-1/3 roll Total Distraction :Auto Failure";
const COMBAT_TEXT =
  "Universal Small / Large Target :TN divided by size relative to human Choose Target Section :-1/5 roll Choose Target Location :-1/3 roll " +
  "Choose Target Point :-1/2 roll Melee Combat Attacker Advantage :+1/6 roll Defender Prone / Held :+1/3 roll " +
  "Attack from Rear :+1/6 roll, only dodge may apply as defense Defender Advantage :-1/6 roll Attacker Prone / Held :-1/3 roll " +
  "Defender Unaware :TN3, no defensive actions";

/*
 * Melee weapons: each row's words from the text, and what they say, written out by hand.
 * [text, name, type, attack, defense, armorMod, hands, size, notes]
 */
const MELEE: [string, string, string, string, string, string, number, string, string][] = [
  ["Axe S +1/5A -1/5D", "Axe", "slash", "+1/5", "-1/5", "", 1, "", ""],
  ["Club B -1/5A", "Club", "blunt", "-1/5", "", "", 1, "", ""],
  ["Dagger P -1/5A -1/5D small", "Dagger", "pierce", "-1/5", "-1/5", "", 1, "small", ""],
  ["Halberd S +1/5A +1/4A&D vs mounted charge (P), 2-hands", "Halberd", "slash", "+1/5", "", "", 2, "", "+1/4A&D vs mounted charge (P)"],
  ["Knife P -1/4A -1/4D very small", "Knife", "pierce", "-1/4", "-1/4", "", 1, "very small", ""],
  ["Knuckledusters B -1/4A -1/3D very small", "Knuckledusters", "blunt", "-1/4", "-1/3", "", 1, "very small", ""],
  ["Lance P +1/4A +1/4D long, mounted charge only", "Lance", "pierce", "+1/4", "+1/4", "", 1, "long", "mounted charge only"],
  ["Mace B -1/5D", "Mace", "blunt", "", "-1/5", "", 1, "", ""],
  ["Pike P -1/4A&D close,+1/4A&D vs mounted charge, very long, 2-hands", "Pike", "pierce", "", "", "", 2, "very long", "-1/4A&D close, +1/4A&D vs mounted charge"],
  ["Rapier P +1/5A +1/5D x2 armor", "Rapier", "pierce", "+1/5", "+1/5", "x2", 1, "", ""],
  ["Saber S +1/5A +1/2 armor", "Saber", "slash", "+1/5", "", "+1/2", 1, "", ""],
  ["Shield B -1/2A +1/3D", "Shield", "blunt", "-1/2", "+1/3", "", 1, "", ""],
  ["Spear P +1/4A&D vs mounted charge, long, 2-hands", "Spear", "pierce", "", "", "", 2, "long", "+1/4A&D vs mounted charge"],
  ["Staff B -1/5A +1/4D 2-hands", "Staff", "blunt", "-1/5", "+1/4", "", 2, "", ""],
  ["Sword S", "Sword", "slash", "", "", "", 1, "", ""],
  ["Two-hand Hammer B +1/4A -1/5D 2-hands", "Two-hand Hammer", "blunt", "+1/4", "-1/5", "", 2, "", ""],
  ["Two-hand Sword S +1/4A 2-hands", "Two-hand Sword", "slash", "+1/4", "", "", 2, "", ""],
  ["Two-hand Axe S +1/3A -1/5D 2-hands", "Two-hand Axe", "slash", "+1/3", "-1/5", "", 2, "", ""],
  ["Unarmed B -1/4A -1/3D -1pt damage, unarmed", "Unarmed", "blunt", "-1/4", "-1/3", "", 1, "", "-1pt damage, unarmed"],
  ["Warhammer P -1/5A -1/2 armor", "Warhammer", "pierce", "-1/5", "", "-1/2", 1, "", ""],
];

/* Ranged weapons: [text, name, attack, armorMod, range m, reload s, skill minimum, size]; all "P". */
const RANGED: [string, string, string, string, number, number, number | undefined, string][] = [
  ["Blowgun P -1/5A x2 armor, range 30m, reload 1 sec", "Blowgun", "-1/5", "x2", 30, 1, undefined, ""],
  ["Crossbow P range 200m, reload 5sec", "Crossbow", "", "", 200, 5, undefined, ""],
  ["Heavy Crossbow P +1/5A range 300m, reload 9sec", "Heavy Crossbow", "+1/5", "", 300, 9, undefined, ""],
  ["Long Bow P +1/5A range 300m, reload 1sec, -1 each pt RA skill below 10", "Long Bow", "+1/5", "", 300, 1, 10, ""],
  ["Short Bow P range 200m, reload 1sec, -1 each pt RA skill below 5", "Short Bow", "", "", 200, 1, 5, ""],
  ["Sling P -1/5A range 300m, reload 1 sec, small, -1 each pt RA skill below 5", "Sling", "-1/5", "", 300, 1, 5, "small"],
  ["Thrown Axe P -1/5 A range 20m, small", "Thrown Axe", "-1/5", "", 20, 0, undefined, "small"],
  ["Thrown Knife P -1/4 A range 30m, very small", "Thrown Knife", "-1/4", "", 30, 0, undefined, "very small"],
  ["Thrown Spear P range 10m", "Thrown Spear", "", "", 10, 0, undefined, ""],
];

const pack = defaultPack();

describe("the default pack is the text's tables", () => {
  test("all 18 armor rows, in order, with their points and action penalties", () => {
    const text = parseArmor(ARMOR_TEXT);
    expect(text).toHaveLength(18);
    expect(pack.armor.map((a) => ({ name: a.name, blunt: a.blunt, slash: a.slash, pierce: a.pierce, penalty: a.penalty }))).toEqual(text);
  });

  test("the armor sums agree with the text's (total) line: 36 blunt, 57 slash, 47 pierce", () => {
    // by hand, in table order:
    //   blunt  0+1+0+1+0+1+2+1+3+3+2+0+4+3+0+4+5+6 = 36
    //   slash  1+0+1+1+2+2+2+3+2+2+4+5+4+5+6+5+6+6 = 57
    //   pierce 0+0+1+1+1+1+1+2+2+3+3+5+3+4+6+4+4+6 = 47
    const m = /^\(total\) -(\d+)blunt -(\d+)slash -(\d+)pierce$/.exec(ARMOR_TOTAL_TEXT)!;
    const sum = (k: "blunt" | "slash" | "pierce") => pack.armor.reduce((s, a) => s + a[k], 0);
    expect([sum("blunt"), sum("slash"), sum("pierce")]).toEqual([36, 57, 47]);
    expect([Number(m[1]), Number(m[2]), Number(m[3])]).toEqual([36, 57, 47]);
  });

  test("heavier armor never has a smaller action penalty (the table is ordered by it)", () => {
    const den = pack.armor.map((a) => Number(a.penalty.split("/")[1]));
    for (let i = 1; i < den.length; i++) expect(den[i]).toBeLessThanOrEqual(den[i - 1]);
  });

  test("all 20 melee weapons with type, A/D modifiers, armor modifier, hands, size and notes", () => {
    expect(pack.melee.map((w) => w.name)).toEqual(MELEE.map((r) => r[1]));
    for (const [text, name, type, attack, defense, armorMod, hands, size, notes] of MELEE) {
      const w = pack.melee.find((x) => x.name === name)!;
      expect({ type: w.type, attack: w.attack, defense: w.defense, armorMod: w.armorMod, hands: w.hands, size: w.size, notes: w.notes }, text).toEqual({
        type,
        attack,
        defense,
        armorMod,
        hands,
        size,
        notes,
      });
      // the text's damage letter
      expect(text.split(" ")[name.split(" ").length], text).toBe(type.charAt(0).toUpperCase());
    }
  });

  test("all 9 ranged weapons with range, reload and skill minimum", () => {
    expect(pack.ranged.map((w) => w.name)).toEqual(RANGED.map((r) => r[1]));
    for (const [text, name, attack, armorMod, range, reload, skillMin, size] of RANGED) {
      const w = pack.ranged.find((x) => x.name === name)!;
      expect({ type: w.type, attack: w.attack, armorMod: w.armorMod, range: w.range, reload: w.reload, skillMin: w.skillMin, size: w.size }, text).toEqual({
        type: "pierce",
        attack,
        armorMod,
        range,
        reload,
        skillMin,
        size,
      });
      expect(text).toContain(`range ${range}m`);
    }
  });

  test("melee and ranged ids are unique together (a sheet's weapons name either)", () => {
    const ids = pack.melee.map((w) => w.id).concat(pack.ranged.map((w) => w.id));
    expect(new Set(ids).size).toBe(29);
  });

  test("the TN ladder: ten steps with the text's words", () => {
    const steps = [...LADDER_TEXT.matchAll(/TN (\d+) : (.*?)(?= TN \d+ :|$)/g)].map((m) => ({ tn: Number(m[1]) * 100, label: m[2] }));
    expect(steps.map((s) => s.tn)).toEqual([0, 500, 1000, 1300, 1600, 1700, 1800, 1900, 2200, 2500]);
    // TN 17 and 18 keep the text's words; its formula is written out with the figure (below)
    const words = (label: string) => label.replace(/ : \[ 100 \^ \(1\/3\) \^ \(TN - 16\) \]$/, "");
    const figures = (label: string) => label.replace(/: \(100\^\(1\/3\)\)\^\(TN-16\) = [\d.]+\)$/, ")");
    expect(pack.tnLadder.map((s) => ({ tn: s.tn, label: figures(s.label) }))).toEqual(steps.map((s) => ({ tn: s.tn, label: words(s.label) })));
    for (const s of pack.tnLadder) expect(s.short!.length).toBeLessThanOrEqual(15);
  });

  test('the labels show the figures: "100 ^ (1/3) ^ (TN - 16)" read literally is 1.67 at TN 18, the text means (100^(1/3))^(TN-16)', () => {
    // read left to right, (100^(1/3))^(TN-16): 4.64 at TN 17, 21.54 at TN 18 ("1 in 5", "1 in 22");
    // read as exponent towers 100^((1/3)^(TN-16)): 4.64 at TN 17 but 1.67 at TN 18, not "1 in 22"
    expect(Math.pow(100, Math.pow(1 / 3, 2)).toFixed(2)).toBe("1.67");
    expect(Math.pow(Math.pow(100, 1 / 3), 2).toFixed(2)).toBe("21.54");
    const label = (tn: number) => pack.tnLadder.find((s) => s.tn === tn * 100)!.label;
    expect(label(17)).toBe("(1 in 5 of profession: (100^(1/3))^(TN-16) = 4.6)");
    expect(label(18)).toBe("(1 in 22 of profession: (100^(1/3))^(TN-16) = 21.5)");
    for (const s of pack.tnLadder) expect(s.label).not.toContain("100 ^ (1/3) ^");
  });

  test("the ladder's rarities follow its formula 100^(1/3)^(TN-16)", () => {
    // 100^((TN-16)/3): TN 17 4.64 ("1 in 5"), 18 21.5 ("1 in 22"), 19 100, 22 10^4, 25 10^6
    const rarity = (tn: number) => Math.round(Math.pow(100, (tn - 16) / 3));
    expect([17, 18, 19, 22, 25].map(rarity)).toEqual([5, 22, 100, 10000, 1000000]);
    for (const [tn, words] of [[17, "1 in 5 "], [18, "1 in 22 "], [19, "1 in 100 "], [22, "1 in 10,000 "], [25, "1 in 1,000,000 "]] as const) {
      expect(pack.tnLadder.find((s) => s.tn === tn * 100)!.label).toContain(words);
    }
  });

  test("instruments and distractions: fractions of the roll or automatic failure", () => {
    const text = [...MODIFIER_TEXT.replace(/(Instruments|Distractions): /g, "").matchAll(/([A-Z][A-Za-z ]+?) :([+-]1\/\d+) roll|([A-Z][A-Za-z ]+?) :Auto Failure/g)];
    const expected = text.map((m) => (m[1] ? { label: m[1], roll: m[2] } : { label: m[3], autoFail: true }));
    expect(expected).toHaveLength(9);
    const rows = pack.modifiers.filter((m) => m.group === "Instruments" || m.group === "Distractions");
    expect(rows.map((m) => (m.autoFail ? { label: m.label, autoFail: true } : { label: m.label, roll: m.roll }))).toEqual(expected);
  });

  test("combat modifiers: rolls, Attack from Rear lets only Dodge defend, Defender Unaware is TN 3 without defense", () => {
    const rolls = [...COMBAT_TEXT.replace(/(Universal|Melee Combat) /g, "").replace("Small / Large Target :TN divided by size relative to human ", "").matchAll(/([A-Z][A-Za-z /]+?) :([+-]1\/\d+) roll/g)].map((m) => ({ label: m[1], roll: m[2] }));
    expect(rolls).toHaveLength(8);
    const rows = pack.modifiers.filter((m) => m.group === "Universal" || m.group === "Melee");
    expect(rows.filter((m) => m.roll).map((m) => ({ label: m.label, roll: m.roll }))).toEqual(rolls);
    expect(rows.find((m) => m.label === "Attack from Rear")).toMatchObject({ roll: "+1/6", onlyDodge: true });
    expect(rows.find((m) => m.label === "Defender Unaware")).toEqual({ id: "defender-unaware", label: "Defender Unaware", group: "Melee", tn: 300, noDefense: true });
    // the size rule is an input of the checks, not a row (docs/rules-sifni.md)
    expect(pack.modifiers.some((m) => /Target$/.test(m.label) && !m.label.startsWith("Choose"))).toBe(false);
  });

  test("a static retry costs +1 TN (100 hundredths) per attempt", () => {
    expect(pack.retryStep).toBe(100);
  });

  test("each call builds a fresh pack (nothing shared to be changed by accident)", () => {
    const a = defaultPack();
    a.armor[0].blunt = 9;
    expect(defaultPack().armor[0].blunt).toBe(0);
  });
});

describe("validatePack", () => {
  const bad = (change: (p: SifniPack & { [k: string]: unknown }) => void) => {
    const p = defaultPack() as SifniPack & { [k: string]: unknown };
    change(p);
    return validatePack(p);
  };

  test("passes the default pack", () => {
    expect(validatePack(defaultPack())).toEqual([]);
  });

  test("names each bad field", () => {
    expect(bad((p) => (p.armor[3].id = p.armor[2].id))).toEqual([{ path: "armor.3.id", message: "duplicate id 'leather'" }]);
    expect(bad((p) => (p.armor[0].penalty = "1/30"))).toEqual([{ path: "armor.0.penalty", message: "must be from -1 to 0, got 1/30" }]);
    expect(bad((p) => (p.armor[1].penalty = "a lot"))).toEqual([
      { path: "armor.1.penalty", message: 'must be a fraction of the roll like "+1/3" or "-1/6", got "a lot"' },
    ]);
    expect(bad((p) => (p.armor[2].slash = -1))).toEqual([{ path: "armor.2.slash", message: "must be at least 0, got -1" }]);
    expect(bad((p) => (p.armor[2].pierce = 1.5))).toEqual([{ path: "armor.2.pierce", message: "must be a whole number, got 1.5" }]);
    expect(bad((p) => (p.melee[4].hands = 3 as 1))).toEqual([{ path: "melee.4.hands", message: "must be 1 or 2, got 3" }]);
    expect(bad((p) => (p.melee[0].type = "fire" as "blunt"))).toEqual([{ path: "melee.0.type", message: 'must be blunt, slash or pierce, got "fire"' }]);
    expect(bad((p) => (p.melee[0].attack = "+1/5A"))).toEqual([
      { path: "melee.0.attack", message: 'must be a fraction of the roll like "+1/3" or "-1/6" (or "" for none), got "+1/5A"' },
    ]);
    expect(bad((p) => (p.melee[9].armorMod = "x0"))).toEqual([
      { path: "melee.9.armorMod", message: 'must be "", "x2" (armor times 2 to 9) or a fraction of the armor like "-1/2", got "x0"' },
    ]);
    expect(bad((p) => (p.melee[2].size = "huge"))).toEqual([
      { path: "melee.2.size", message: 'must be "", "very small", "small", "long" or "very long", got "huge"' },
    ]);
    expect(bad((p) => (p.ranged[0].id = "axe"))).toEqual([{ path: "ranged.0.id", message: "duplicate id 'axe'" }]);
    expect(bad((p) => (p.ranged[1].range = 0))).toEqual([{ path: "ranged.1.range", message: "must be at least 1, got 0" }]);
    expect(bad((p) => (p.ranged[3].skillMin = 1000))).toEqual([{ path: "ranged.3.skillMin", message: "must be at most 990, got 1000" }]);
    expect(bad((p) => (p.ranged[3].id = "Long Bow"))).toEqual([{ path: "ranged.3.id", message: 'must use only a-z, 0-9 and -, got "Long Bow"' }]);
    expect(bad((p) => (p.tnLadder[4].tn = 1300))).toEqual([{ path: "tnLadder.4.tn", message: "must be above the step before it, TN 13 (1300 hundredths), got TN 13 (1300 hundredths)" }]);
    expect([tnWords(500), tnWords(1350), tnWords(1305)]).toEqual(["TN 5 (500 hundredths)", "TN 13.5 (1350 hundredths)", "TN 13.05 (1305 hundredths)"]);
    expect(bad((p) => (p.tnLadder[0].short = "total simplicity!"))).toEqual([{ path: "tnLadder.0.short", message: "is too long: 17 characters, at most 15" }]);
    expect(bad((p) => delete p.modifiers[0].roll)).toEqual([{ path: "modifiers.0", message: "does nothing: give it a roll fraction, a tn or autoFail" }]);
    expect(bad((p) => (p.modifiers[4].autoFail = "yes" as unknown as boolean))).toEqual([
      { path: "modifiers.4.autoFail", message: 'must be true or false, got "yes"' },
      { path: "modifiers.4", message: "does nothing: give it a roll fraction, a tn or autoFail" },
    ]);
    expect(bad((p) => (p.modifiers[0].roll = "+2"))).toEqual([{ path: "modifiers.0.roll", message: "must be from -1 to +1, got +2" }]);
    expect(bad((p) => (p.modifiers[0].label = "Workshop \u00e9"))).toEqual([
      { path: "modifiers.0.label", message: "must be printable ASCII: character code 233 at position 10" },
    ]);
    expect(bad((p) => (p.retryStep = -100))).toEqual([{ path: "retryStep", message: "must be at least 0, got -100" }]);
  });

  test("names missing or misshapen tables", () => {
    expect(bad((p) => delete p.armor)).toEqual([{ path: "armor", message: "is missing" }]);
    expect(bad((p) => (p.melee = {} as []))).toEqual([{ path: "melee", message: "must be a list" }]);
    expect(bad((p) => (p.tnLadder = []))).toEqual([{ path: "tnLadder", message: "must not be empty" }]);
    expect(bad((p) => ((p.armor as unknown[])[0] = "leather"))).toEqual([{ path: "armor.0", message: "must be an object" }].concat(
      // the empty stand-in row has no fields either
      ["id", "name", "blunt", "slash", "pierce", "penalty"].map((k) => ({ path: "armor.0." + k, message: expect.any(String) as unknown as string })),
    ));
    expect(validatePack([])).toEqual([{ path: "", message: "an S-Ifni rules pack must be a JSON object" }]);
    expect(validatePack(null)).toEqual([{ path: "", message: "an S-Ifni rules pack must be a JSON object" }]);
  });
});
