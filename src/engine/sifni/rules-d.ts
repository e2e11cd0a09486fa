/**
 * S-Ifni on the device, its sheets (the entry "d" of entries.ts): the small decoders of its stored
 * sheets and pack, the effects on a sheet and the Inspect lines (src/device/shelf.ts loads it
 * as the entry "d" of S-Ifni's files).
 */
import { DeviceRules } from "../rules/device";
import { Crc } from "./data/codes";
import { F_ID, F_NAME, fields, sheetProblem } from "./data/sheet";
import { packHeader, packProblem } from "./data/pack";
import { SheetRef } from "./checks/context";
import { applyEffect } from "./effects";
import { inspect } from "./inspect";

type Sheets = Pick<DeviceRules<SheetRef, string>, "inspect" | "apply" | "sheet" | "stored" | "pack" | "packVersion">;

export function sifniSheets(crc: Crc): Sheets {
  return {
    inspect: function (sheet, pack) {
      return inspect(sheet.text, pack);
    },
    apply: function (sheet, effect) {
      const text = applyEffect(sheet.text, effect, crc);
      return { system: "sifni", id: sheet.id, name: sheet.name, text: text };
    },
    sheet: function (text, pack) {
      const why = sheetProblem(text, crc, pack);
      if (why !== "") return why;
      const f = fields(text);
      return { system: "sifni", id: f[F_ID], name: f[F_NAME], text: text };
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
