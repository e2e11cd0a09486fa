/**
 * The device form of a sheet (src/engine/sifni/data/sheet.ts, written at home by
 * src/home/sifni/compile.ts):
 *
 *   S2 FS id FS name FS concept FS stats FS skills FS disadvantages FS armor FS weapons FS
 *   wounds FS condition FS notes FS crc
 *
 * with FS, RS, US the control characters 0x1f, 0x1e, 0x1d, levels as codes (n + 10 in one of
 * 0-9A-Za-z, or "~" and two in base 62) and the CRC-32 of everything before the last FS as 8
 * lower-case hex digits. The expected strings are built here from that description, the CRC by
 * an independent bitwise CRC-32 (IEEE, reflected 0xEDB88320) written in this test.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { codeWidth, levelAt, levelCode } from "../../src/engine/sifni/data/codes";
import { stat, statIndex } from "../../src/engine/sifni/data/sheet";
import { decodeSheet, encodeSheet } from "../../src/home/sifni/compile";
import { packText } from "../../src/home/sifni/module";
import { defaultPack } from "../../src/home/sifni/pack";
import { blankSheet } from "../../src/home/sifni/sheet";
import { SifniSheet } from "../../src/home/sifni/types";
import { thrown } from "../helpers/fake-rng";

const pack = defaultPack();
const pt = packText(pack);
const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];

const FS = "\x1f";
const RS = "\x1e";
const US = "\x1d";

/** CRC-32 bit by bit (no table), as 8 lower-case hex digits. */
function crc32hex(text: string): string {
  let c = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    c ^= text.charCodeAt(i) & 255;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, "0");
}
/** A device form with the right CRC for its body (to test what lies past the CRC). */
const sealed = (body: string) => body + FS + crc32hex(body);
/** The body of a device-form sheet from its fields (blank by default), in the format's order. */
function body(f: { id?: string; stats?: string; skills?: string; armor?: string; wounds?: string; cond?: string; notes?: string }): string {
  return ["S2", f.id ?? "x", "X", "", f.stats ?? "A".repeat(25), f.skills ?? "", "", f.armor ?? "", "", f.wounds ?? "", f.cond ?? "", f.notes ?? ""].join(FS);
}
const decode = (text: string) => decodeSheet(text, pt, pack);

describe("level codes: n + 10 in one character of 0-9A-Za-z, or ~ and two", () => {
  test("by hand", () => {
    expect(levelCode(-10)).toBe("0"); // 0
    expect(levelCode(0)).toBe("A"); // 10
    expect(levelCode(5)).toBe("F"); // 15
    expect(levelCode(51)).toBe("z"); // 61, the last one-character code
    expect(levelCode(52)).toBe("~10"); // 62 = 1 x 62 + 0
    expect(levelCode(500)).toBe("~8E"); // 510 = 8 x 62 + 14 ("E")
    expect(levelCode(990)).toBe("~G8"); // 1000 = 16 x 62 + 8 ("G")
  });

  test("read back, each code on its own", () => {
    const t = "0AFz~10~8E~G8";
    const want = [-10, 0, 5, 51, 52, 500, 990];
    let at = 0;
    for (const v of want) {
      expect(levelAt(t, at)).toBe(v);
      at += codeWidth(t, at);
    }
    expect(at).toBe(t.length);
    // what is not a code reads as -11 (below any level)
    expect(levelAt("!", 0)).toBe(-11);
    expect(levelAt("", 0)).toBe(-11);
    expect(levelAt("~G", 0)).toBe(-11);
  });

  test("the encoder refuses what a code cannot hold", () => {
    for (const n of [-11, 991, 2.5, NaN]) {
      const s = blankSheet("x", "X");
      s.stats.Strength = n;
      const e = thrown(() => encodeSheet(s));
      expect(e.code).toBe("COMPACT");
      expect(e.message).toBe("device form: stats.Strength must be a whole number from -10 to 990, got " + String(n));
    }
  });
});

describe("encode", () => {
  test("a blank sheet, field by field", () => {
    // tag, id, name, empty concept, 25 stats at 0 ("A"), then 7 empty fields, then the CRC
    const text = ["S2", "x", "Nobody", "", "A".repeat(25), "", "", "", "", "", "", ""].join(FS);
    expect(encodeSheet(blankSheet("x", "Nobody"))).toBe(text + FS + crc32hex(text));
  });

  test("skills, specialties, wounds, condition; text is kept as written", () => {
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
    // stats: MeleeAttack 5 -> "F", 23 zeros "A", Scene -10 -> "0"; MeleeAttack is stat letter "0",
    // Scene (index 24) "O"; Rapier +2 is "C", vsSwords +1 "B", level 0 "A". Printable text needs
    // no escapes: the separators are control characters.
    const text = [
      "S2", "rook", "Rook", "Greed", "F" + "A".repeat(23) + "0",
      "0CRapier" + US + "BvsSwords" + RS + "OAa|b;c,d\\e",
      "Greedy; very", "leather", "rapier" + RS + "long-bow", "3" + US + "250" + US + "left leg", "u", "pipes | and, commas",
    ].join(FS);
    expect(encodeSheet(s)).toBe(text + FS + crc32hex(text));
    expect(decode(encodeSheet(s))).toEqual(s);
  });

  test("text that is not printable ASCII is refused, naming the field (it could hold a separator)", () => {
    const cases: [keyof SifniSheet | "skill", string, string][] = [
      ["name", "Ro" + FS + "ok", "name"],
      ["notes", "tab\there", "notes"],
      ["notes", "caf\u00e9", "notes"],
      ["concept", "line\nbreak", "concept"],
    ];
    for (const [field, value, named] of cases) {
      const s = blankSheet("x", "X") as unknown as { [k: string]: unknown };
      s[field] = value;
      const e = thrown(() => encodeSheet(s as unknown as SifniSheet));
      expect(e.code).toBe("COMPACT");
      expect(e.message).toBe("device form: " + named + " has a character that is not printable ASCII");
    }
    const k = blankSheet("x", "X");
    k.skills = [{ stat: "Will", name: "Self" + US + "Control", level: 1, specialties: [] }];
    expect(thrown(() => encodeSheet(k)).message).toBe("device form: skills.0.name has a character that is not printable ASCII");
  });
});

describe("decode gives back the sheet, whole and valid", () => {
  test("round trip of the demo party", () => {
    for (const s of party) expect(decode(encodeSheet(s)), s.id).toEqual(s);
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
    expect(decode(encodeSheet(s))).toEqual(s);
  });

  test("an empty concept is dropped: the device form has no absent/empty difference", () => {
    const s = blankSheet("x", "X");
    s.concept = "";
    const back = decode(encodeSheet(s));
    expect("concept" in back).toBe(false);
  });

  test("one stat is read from the text without building the sheet", () => {
    for (const s of party) for (const [name, v] of Object.entries(s.stats)) expect(stat(encodeSheet(s), name), s.id + " " + name).toBe(v);
    const big = blankSheet("x", "X");
    big.stats.MeleeAttack = 990;
    big.stats.MeleeDefense = 500;
    // two three-character codes before it: RangedAttack starts at the 7th character
    expect(stat(encodeSheet(big), "MeleeDefense")).toBe(500);
    expect(stat(encodeSheet(big), "RangedAttack")).toBe(0);
    // a name that is not one of the 25 stats is recognized as such
    expect(statIndex("Athletics")).toBe(-1);
  });
});

describe("a damaged string is refused with the reason, never read as part of a sheet", () => {
  const good = encodeSheet(party[0]);
  const refusal = (text: string) => {
    const e = thrown(() => decode(text));
    expect(e.code).toBe("COMPACT");
    return e.message;
  };

  test("truncated anywhere", () => {
    for (let n = 0; n < good.length; n += 7) expect(() => decode(good.slice(0, n)), String(n)).toThrow(/^device form: /);
    // the CRC cut short: still 13 fields, the CRC does not match
    expect(refusal(good.slice(0, good.length - 6))).toBe("device form: its checksum does not match: cut short or changed");
    // cut inside the notes: the fields still count 13; the CRC catches it
    const cut = good.slice(0, good.lastIndexOf(FS) - 5) + good.slice(good.lastIndexOf(FS));
    expect(refusal(cut)).toBe("device form: its checksum does not match: cut short or changed");
    // a field lost: 12 fields
    expect(refusal(good.slice(0, good.lastIndexOf(FS)))).toBe("device form: not an S-Ifni sheet in the device form");
  });

  test("one character changed", () => {
    const flipped = good.replace("Sir Aldric", "Sir Aldrik");
    expect(flipped).not.toBe(good);
    expect(refusal(flipped)).toBe("device form: its checksum does not match: cut short or changed");
  });

  test("not a device-form sheet at all", () => {
    expect(refusal('{"system":"sifni"}')).toBe("device form: not an S-Ifni sheet in the device form");
    // the first compact form (S1, "|" between fields) is not this one
    expect(refusal("S1|x|Nobody||" + "A".repeat(25) + "|||||||" + "|0000")).toBe("device form: not an S-Ifni sheet in the device form");
    // another tag in the same frame
    expect(refusal(sealed("S3" + body({}).substring(2)))).toBe("device form: not an S-Ifni sheet in the device form");
  });

  test("what is not text is refused with a message too, not a crash", () => {
    const e = thrown(() => decode(42 as unknown as string));
    expect(e.code).toBe("COMPACT");
    expect(e.message).toMatch(/^device form: /);
  });

  test("a stats field with a 26th code is refused: the sheet is malformed, not 25 stats and a spare", () => {
    expect(refusal(sealed(body({ stats: "A".repeat(26) })))).toMatch(/^device form: /);
  });

  test("well sealed but wrong inside: bad codes, bad fields, an invalid sheet", () => {
    // the frame as built here is a good sheet: each refusal below is the changed field's
    expect(decode(sealed(body({})))).toEqual(blankSheet("x", "X"));
    expect(refusal(sealed(body({ stats: "A".repeat(24) + "!" })))).toBe("device form: stat Scene is unreadable");
    expect(refusal(sealed(body({ stats: "A".repeat(24) })))).toBe("device form: stat Scene is unreadable");
    // the 24th stat (Presence) starts a long code that has one character of two
    expect(refusal(sealed(body({ stats: "A".repeat(23) + "~G" })))).toBe("device form: stat Presence is unreadable");
    expect(refusal(sealed(body({ skills: "!CRapier" })))).toBe("device form: skill 1 is unreadable");
    expect(refusal(sealed(body({ skills: "0CRapier" + RS })))).toBe("device form: skill 2 is unreadable");
    expect(refusal(sealed(body({ skills: "0C" })))).toBe("device form: skill 1 is unreadable");
    expect(refusal(sealed(body({ skills: "0CRapier" + US + "!vsSwords" })))).toBe("device form: a specialty of Rapier is unreadable");
    // "~zz" ("z" is 61) is 61 x 62 + 61 - 10 = 3833: a code the format can write, a level the sheet refuses
    expect(refusal(sealed(body({ skills: "0~zzRapier" })))).toBe("device form: skills.0.level: must be at most 990, got 3833");
    expect(refusal(sealed(body({ wounds: "3" + US + "abc" + US + "torso" })))).toBe("device form: wound 1 is unreadable");
    expect(refusal(sealed(body({ wounds: "3" + US + "250" })))).toBe("device form: wound 1 is unreadable");
    // bands run 0 (scratch) to 5 (die already)
    expect(refusal(sealed(body({ wounds: "6" + US + "250" + US + "torso" })))).toBe("device form: wound 1 is unreadable");
    expect(refusal(sealed(body({ cond: "z" })))).toBe("device form: its condition is unreadable");
    expect(refusal(sealed(body({ armor: "mithril" })))).toBe("device form: armor 'mithril' is not in the rules pack");
    expect(refusal(sealed(body({ notes: "a" + FS + "b" })))).toBe("device form: not an S-Ifni sheet in the device form");
    expect(refusal(sealed(body({ id: "BAD ID" })))).toBe("device form: no id or name");
  });
});

describe("size: the device form against JSON", () => {
  test("every demo character is under a quarter of its JSON", () => {
    for (const s of party) expect(encodeSheet(s).length, s.id).toBeLessThan(JSON.stringify(s).length / 4);
  });

  test("a blank sheet is 25 characters of stats plus the frame: 54 characters", () => {
    const text = encodeSheet(blankSheet("x", "Nobody"));
    // S2 (2) + 12 separators + x (1) + Nobody (6) + 25 stats + 8 CRC digits = 54
    expect(text.length).toBe(54);
  });
});
