/**
 * What the device stores for a pack and for a sheet, per system: S-Ifni's device forms
 * (compiled here: src/home/sifni/compile.ts, the other systems' packs home/line-pack.ts), the
 * other systems' sheets JSON. flash.sh, the CLI and
 * the companion send these texts, so the device decodes exactly what they checked. Both take a
 * validated pack or sheet; a text that does not fit the device form throws an engine error
 * naming the field ("device form: name has a character that is not printable ASCII").
 */
import { engineError } from "../engine/errors";
import { PackFile } from "../engine/pack/envelope";
import { SheetBase } from "../engine/rules/types";
import { asciiJson } from "./ascii-json";
import { linePack } from "./line-pack";
import { compilePack, encodeSheet } from "./sifni/compile";
import { validatePack } from "./sifni/pack-validate";
import { SifniPack, SifniSheet } from "./sifni/types";

export { asciiJson };

/** The text of sifni.p.<system>: the system's device form with the file's version (S-Ifni's own, the others' lines). */
export function storedPack(p: PackFile): string {
  if (p.system !== "sifni") return linePack(p);
  // the device checks the form and the CRC, not the tables' ranges: those are checked here
  const problems = validatePack(p.body);
  if (problems.length > 0) throw engineError("PACK", "body." + problems[0].path + ": " + problems[0].message, p.body);
  return compilePack(p.body as SifniPack, p.version);
}

/** The text of sifni.c.<system>.<id>: S-Ifni's device form, else the sheet's JSON in ASCII. */
export function storedSheet(sheet: SheetBase): string {
  return sheet.system === "sifni" ? encodeSheet(sheet as unknown as SifniSheet) : asciiJson(sheet);
}
