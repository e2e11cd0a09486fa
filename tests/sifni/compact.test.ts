import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compactStat, decode, encode, numberCode } from "../../src/engine/systems/sifni/compact";
import { defaultPack } from "../../src/home/sifni/pack";
import { blankSheet } from "../../src/home/sifni/sheet";
import { SifniSheet } from "../../src/home/sifni/types";
import { thrown } from "../helpers/fake-rng";

const pack = defaultPack();
const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];

/** Fletcher-16 of the text, 4 hex digits: sum1 = sum of codes mod 255, sum2 = sum of running sum1 mod 255. */
function fletcher(text: string): string {
  let a = 0;
  let b = 0;
  for (const ch of text) {
    a = (a + ch.charCodeAt(0)) % 255;
    b = (b + a) % 255;
  }
  return (b * 256 + a).toString(16).padStart(4, "0");
}
/** A compact string with the right check for its body (to test what lies past the check). */
const sealed = (body: string) => body + "|" + fletcher(body);
/** The body of a compact sheet from its fields (blank by default), in the format's order. */
function body(f: { id?: string; stats?: string; skills?: string; armor?: string; wounds?: string; cond?: string; notes?: string }): string {
  return ["S1", f.id ?? "x", "X", "", f.stats ?? "A".repeat(25), f.skills ?? "", "", f.armor ?? "", "", f.wounds ?? "", f.cond ?? "", f.notes ?? ""].join("|");
}

describe("number codes: n + 10 in one character of 0-9A-Za-z, or ~ and two", () => {
  test("by hand", () => {
    expect(numberCode(-10, "x")).toBe("0"); // 0
    expect(numberCode(0, "x")).toBe("A"); // 10
    expect(numberCode(5, "x")).toBe("F"); // 15
    expect(numberCode(51, "x")).toBe("z"); // 61, the last one-character code
    expect(numberCode(52, "x")).toBe("~10"); // 62 = 1 x 62 + 0
    expect(numberCode(500, "x")).toBe("~8E"); // 510 = 8 x 62 + 14 ("E")
    expect(numberCode(990, "x")).toBe("~G8"); // 1000 = 16 x 62 + 8 ("G")
  });

  test("refuses what it cannot hold", () => {
    for (const n of [-11, 991, 2.5, NaN]) expect(thrown(() => numberCode(n, "stats.Strength")).code).toBe("COMPACT");
    expect(thrown(() => numberCode(-11, "stats.Strength")).message).toBe("compact sheet: cannot encode stats.Strength = -11 (whole numbers from -10 to 990)");
  });
});

describe("encode", () => {
  test("a blank sheet, field by field", () => {
    // version, id, name, empty concept, 25 stats at 0 ("A"), then 7 empty fields, then the check
    const text = "S1|x|Nobody||" + "A".repeat(25) + "|||||||";
    expect(encode(blankSheet("x", "Nobody"))).toBe(text + "|" + fletcher(text));
  });

  test("skills, specialties, wounds, condition and escapes", () => {
    const s = blankSheet("rook", "Rook");
    s.concept = "Greed";
    s.stats.MeleeAttack = 5;
    s.stats.Scene = -10;
    s.skills = [
      { stat: "MeleeAttack", name: "Rapier", level: 2, specialties: [{ name: "vsSwords", level: 1 }] },
      { stat: "Scene", name: "a|b;c,d\\e", level: 0, specialties: [] },
    ];
    s.disadvantages = ["Greedy; very"];
    s.armor = ["leather"];
    s.weapons = ["rapier", "long-bow"];
    s.wounds = [{ dr: 250, band: 3, location: "left leg" }];
    s.condition = "unconscious";
    s.notes = "pipes | and, commas";
    // stats: MeleeAttack 5 -> "F", 23 zeros "A", Scene -10 -> "0"; MeleeAttack is stat letter "0", Scene (index 24) "O"
    const body =
      "S1|rook|Rook|Greed|F" + "A".repeat(23) + "0|0CRapier,BvsSwords;OAa\\|b\\;c\\,d\\\\e|Greedy\\; very|leather|rapier,long-bow|3,250,left leg|u|pipes \\| and\\, commas";
    expect(encode(s)).toBe(body + "|" + fletcher(body));
    expect(decode(encode(s), pack)).toEqual(s);
  });
});

describe("decode gives back the sheet, whole and valid", () => {
  test("round trip of the demo party", () => {
    for (const s of party) expect(decode(encode(s), pack), s.id).toEqual(s);
  });

  test("round trip of edge values: -10, 500, 990, long names, full lists, big DRs, dead", () => {
    const s = blankSheet("edge-case-12", "X".repeat(24));
    s.concept = "C".repeat(16);
    s.stats.Strength = -10;
    s.stats.Will = 500;
    s.stats.Scene = 990;
    s.stats.Logic = 52;
    s.stats.Talent = 51;
    s.skills = [];
    for (let i = 0; i < 40; i++) {
      s.skills.push({ stat: i % 2 ? "Will" : "Talent", name: ("Skill" + i + "Name,;|\\").padEnd(16, "z"), level: (i * 7) % 400 - 10, specialties: [] });
    }
    s.skills[0].specialties = Array.from({ length: 8 }, (_, j) => ({ name: "Spec" + j, level: 300 + j }));
    s.disadvantages = Array.from({ length: 8 }, (_, j) => "D".repeat(31) + j);
    s.armor = ["padding", "chain-mail", "heavy-plate", "tough-cloth"];
    s.weapons = ["sword", "long-bow", "sling", "two-hand-axe", "unarmed", "blowgun", "pike", "thrown-spear"];
    s.wounds = Array.from({ length: 16 }, (_, j) => ({ dr: j === 0 ? 9007199254740991 : j * 37, band: j % 6, location: "L".repeat(24) }));
    s.condition = "dead";
    s.notes = " ".repeat(3) + "~!@#$%^&*()_+{}:\"<>?`-=[]',./".repeat(14).slice(0, 397);
    expect(s.notes.length).toBe(400);
    expect(decode(encode(s), pack)).toEqual(s);
  });

  test("an empty concept is dropped: the device form has no absent/empty difference", () => {
    const s = blankSheet("x", "X");
    s.concept = "";
    const back = decode(encode(s), pack);
    expect("concept" in back).toBe(false);
  });

  test("compactStat reads one stat without building the sheet", () => {
    for (const s of party) for (const [stat, v] of Object.entries(s.stats)) expect(compactStat(encode(s), stat)).toBe(v);
    const big = blankSheet("x", "X");
    big.stats.MeleeAttack = 990;
    big.stats.MeleeDefense = 500;
    expect(compactStat(encode(big), "MeleeDefense")).toBe(500);
    expect(compactStat(encode(big), "RangedAttack")).toBe(0);
    expect(thrown(() => compactStat(encode(big), "Athletics")).message).toBe("compact sheet: no stat 'Athletics'");
  });
});

describe("a damaged string is refused with the reason, never read as part of a sheet", () => {
  const good = encode(party[0]);
  const refusal = (text: string) => {
    const e = thrown(() => decode(text, pack));
    expect(e.code).toBe("COMPACT");
    return e.message;
  };

  test("truncated anywhere", () => {
    for (let n = 0; n < good.length; n += 7) expect(() => decode(good.slice(0, n), pack), String(n)).toThrow(/^compact sheet: /);
    expect(refusal(good.slice(0, good.length - 6))).toMatch(/^compact sheet: (has 12 fields, expected 13|checksum)/);
    // cut inside the notes: the fields still count 13 only if a "|" survives; the checksum catches the rest
    const cut = good.slice(0, good.lastIndexOf("|") - 5) + good.slice(good.lastIndexOf("|"));
    expect(refusal(cut)).toMatch(/^compact sheet: checksum "[0-9a-f]{4}" does not match the content \([0-9a-f]{4}\): damaged$/);
  });

  test("one character changed", () => {
    const flipped = good.replace("Sir Aldric", "Sir Aldrik");
    expect(refusal(flipped)).toMatch(/^compact sheet: checksum /);
  });

  test("not a compact sheet at all", () => {
    expect(refusal("{\"system\":\"sifni\"}")).toBe('compact sheet: not an S-Ifni compact sheet (it should start with "S1|")');
    expect(thrown(() => decode(42 as unknown as string, pack)).message).toBe("compact sheet: must be text, got number");
  });

  test("well sealed but wrong inside: bad codes, bad fields, an invalid sheet", () => {
    expect(refusal(sealed(body({ stats: "A".repeat(24) + "!" })))).toBe('compact sheet: stats: bad number code "!" at 25');
    expect(refusal(sealed(body({ stats: "A".repeat(24) })))).toBe('compact sheet: stats: bad number code "" at 25');
    expect(refusal(sealed(body({ stats: "A".repeat(26) })))).toBe("compact sheet: stats: 1 characters after the 25 stats");
    expect(refusal(sealed(body({ stats: "A".repeat(23) + "~G" })))).toBe("compact sheet: stats: bad long number code at 24");
    expect(refusal(sealed(body({ skills: "!CRapier" })))).toBe('compact sheet: skills.0: bad stat letter "!"');
    expect(refusal(sealed(body({ skills: "0CRapier;" })))).toBe('compact sheet: skills.1: bad stat letter ""');
    // "~zz" ("z" is 61) is 61 x 62 + 61 - 10 = 3833: a code the format can write, a level the sheet refuses
    expect(refusal(sealed(body({ skills: "0~zzRapier" })))).toBe("compact sheet: 'x' is not a valid sheet: skills.0.level: must be at most 990, got 3833");
    expect(refusal(sealed(body({ wounds: "3,abc,torso" })))).toBe('compact sheet: wounds.0.dr: expected a whole number, got "abc"');
    expect(refusal(sealed(body({ wounds: "3,250" })))).toBe('compact sheet: wounds.0: expected band,dr,location, got "3,250"');
    expect(refusal(sealed(body({ cond: "z" })))).toBe('compact sheet: condition: expected "", "u" or "d", got "z"');
    expect(refusal(sealed(body({ armor: "mithril" })))).toBe("compact sheet: 'x' is not a valid sheet: armor.0: no armor 'mithril' in the rules pack");
    expect(refusal(sealed(body({ notes: "a|b" })))).toBe(
      "compact sheet: has 14 fields, expected 13 (version id name concept stats skills disadvantages armor weapons wounds condition notes check): truncated or damaged",
    );
    // a backslash before a "|" escapes it: the fields run together and are counted short
    expect(refusal(sealed(body({ notes: "notes\\" })))).toMatch(/^compact sheet: has 12 fields, expected 13 /);
    expect(refusal(sealed(body({ id: "BAD ID", armor: "mithril" })))).toMatch(/^compact sheet: 'BAD ID' is not a valid sheet: id: .* \(and 1 more\)$/);
  });
});

describe("size: the device form against JSON", () => {
  test("every demo character is under a quarter of its JSON", () => {
    for (const s of party) expect(encode(s).length, s.id).toBeLessThan(JSON.stringify(s).length / 4);
  });

  test("a blank sheet is 25 characters of stats plus the frame: 50 characters", () => {
    const text = encode(blankSheet("x", "Nobody"));
    // S1 (2) + 12 separators + x (1) + Nobody (6) + 25 stats + 4 check digits = 50
    expect(text.length).toBe(50);
  });
});
