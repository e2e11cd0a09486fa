/**
 * Which hand holds what (issue 17, item 2): "a hit in the upper arm may have one less point of
 * modifier penalty, but an additional point when using that arm" (s-ifni.txt, "Damage") needs
 * the arm a weapon is used with. A sheet's optional `leftHand` lists the carried one-handed
 * melee weapons held in the left hand; everything else one-handed is held in the right. "2-hands"
 * weapons (the text marks them) and ranged weapons use both arms, so they are not listed. On the
 * device a left-hand weapon is its id with US "l" in the weapons field; a sheet without the field
 * compiles as before.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { F_WEAPONS, field, ids, sheetProblem, withField } from "../../src/engine/sifni/data/sheet";
import { decodeSheet, encodeSheet } from "../../src/home/sifni/compile";
import { packText } from "../../src/home/sifni/module";
import { defaultPack } from "../../src/home/sifni/pack";
import { blankSheet, sheetFields, validateSheet } from "../../src/home/sifni/sheet";
import { SifniSheet } from "../../src/home/sifni/types";

const pack = defaultPack();
const pt = packText(pack);
const RS = "\x1e";
const US = "\x1d";

function knight(more: Partial<SifniSheet>): SifniSheet {
  return { ...blankSheet("k", "K"), weapons: ["sword", "shield", "long-bow"], ...more };
}

describe("the sheet says which hand holds what", () => {
  test("leftHand: an optional list of carried one-handed melee weapons", () => {
    expect(sheetFields().find((f) => f.path === "leftHand")).toMatchObject({ kind: "list", optional: true });
    expect(validateSheet(knight({ leftHand: ["shield"] }), pack)).toEqual([]);
    expect(validateSheet(knight({}), pack)).toEqual([]);
  });

  test("what leftHand cannot hold: a weapon not carried, a 2-hands weapon, a ranged weapon, one twice", () => {
    const bad = knight({ weapons: ["sword", "shield", "spear", "long-bow"], leftHand: ["axe", "spear", "long-bow", "shield", "shield"] });
    expect(validateSheet(bad, pack)).toEqual([
      { path: "leftHand.0", message: "'axe' is not among the weapons carried" },
      { path: "leftHand.1", message: "Spear is \"2-hands\": it uses both arms" },
      { path: "leftHand.2", message: "Long Bow is a ranged weapon: a shot uses both arms" },
      { path: "leftHand.4", message: "'shield' is listed twice" },
    ]);
  });

  test("the device form marks a left-hand weapon with US l; read back, the sheet is the same", () => {
    const s = knight({ leftHand: ["shield"] });
    const text = encodeSheet(s);
    expect(field(text, F_WEAPONS)).toBe("sword" + RS + "shield" + US + "l" + RS + "long-bow");
    // the ids are the weapons, without the mark
    expect(ids(text, F_WEAPONS)).toEqual(["sword", "shield", "long-bow"]);
    expect(sheetProblem(text, crc32, pt)).toBe("");
    expect(decodeSheet(text, pt, pack)).toEqual(s);
    // old sheets: no leftHand compiles exactly as before (ids only), and an empty list is dropped
    expect(field(encodeSheet(knight({})), F_WEAPONS)).toBe("sword" + RS + "shield" + RS + "long-bow");
    expect(encodeSheet(knight({ leftHand: [] }))).toBe(encodeSheet(knight({})));
    const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
    for (const p of party) expect(validateSheet(p, pack), p.id).toEqual([]);
  });

  test("the device refuses a hand mark it cannot read", () => {
    const s = encodeSheet(knight({}));
    const marked = (w: string) => withField(s, F_WEAPONS, w, crc32);
    expect(sheetProblem(marked("sword" + US + "l"), crc32, pt)).toBe("");
    expect(sheetProblem(marked("sword" + US + "x"), crc32, pt)).toBe("weapon 1's hand is unreadable");
    expect(sheetProblem(marked("sword" + US + "l" + US + "l"), crc32, pt)).toBe("weapon 1's hand is unreadable");
  });
});
