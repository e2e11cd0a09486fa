/**
 * S-Ifni on the device, its sheets: the small decoders of its stored sheets and pack (the entry
 * "d" of entries.ts, read whenever a party or a pack is), and the effects on a sheet and the
 * Inspect lines (the entry "de": a check's start decodes every sheet of the party, and holds
 * only the decoders while it does). src/device/shelf.ts loads each.
 */
import { DeviceRules } from "../rules/device";
import { Crc } from "./data/codes";
import { F_ID, F_NAME, fields, sheetProblem } from "./data/sheet";
import { packHeader, packProblem } from "./data/pack";
import { SheetRef } from "./checks/context";
import { applyEffect } from "./effects";
import { inspect } from "./inspect";

type Sheets = Pick<DeviceRules<SheetRef, string>, "sheet" | "brief" | "stored" | "pack" | "packVersion">;
type SheetEdits = Pick<DeviceRules<SheetRef, string>, "inspect" | "apply">;

export function sifniSheetEdits(crc: Crc): SheetEdits {
  return {
    inspect: function (sheet, pack) {
      return inspect(sheet.text, pack);
    },
    apply: function (sheet, effect) {
      const text = applyEffect(sheet.text, effect, crc);
      return { system: "sifni", id: sheet.id, name: sheet.name, text: text };
    },
  };
}

export function sifniSheets(crc: Crc): Sheets {
  return {
    sheet: function (text, pack) {
      const why = sheetProblem(text, crc, pack);
      if (why !== "") return why;
      const f = fields(text);
      // the id and name copied into RAM: read from the file's text, they read null once a wound
      // rewrites the file (docs/updates.md), and the check passes them on (its answers, effects)
      return { system: "sifni", id: f[F_ID] + "", name: f[F_NAME] + "", text: text };
    },
    brief: function (sheet) {
      return sheet;
    },
    stored: function (sheet) {
      return sheet.text;
    },
    pack: function (text) {
      const why = packProblem(text, crc);
      return why === "" ? { value: text } : why;
    },
    packVersion: function (pack) {
      return parseInt(packHeader(pack)[2], 10);
    },
  };
}
