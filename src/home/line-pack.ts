/**
 * A pack of TFT-hack, SIFRP, Dodge-Block-Armor or VDP STRS compiled into the form the device
 * stores (the layout is in src/engine/rules/line-pack.ts): every table a line, every
 * non-empty list a line per row. Take a pack file its system has validated.
 */
import { engineError } from "../engine/errors";
import { crc32 } from "../engine/pack/crc32";
import { PackFile } from "../engine/pack/envelope";
import { LINE_TAG } from "../engine/rules/line-pack";
import { FS, RS, US, seal } from "../engine/sifni/data/codes";
import { isList } from "../engine/validate";
import { asciiJson } from "./ascii-json";

/** A table's name as the header and the lines carry it (`lines` and `rows` are the readers' own). */
const TABLE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

function printable(v: unknown): boolean {
  return typeof v === "string" && /^[\x20-\x7e]*$/.test(v);
}

export function linePack(p: PackFile): string {
  const body = p.body as { [table: string]: unknown };
  const names = Object.keys(body).sort();
  const lines = [[LINE_TAG, p.system, String(p.version), names.join(RS)].join(FS)];
  for (const k of names) {
    if (!TABLE_NAME.test(k) || k === "lines" || k === "rows") throw engineError("COMPACT", "device form: table '" + k + "' cannot be named in a line", k);
    const v = body[k];
    if (!isList(v) || v.length === 0) {
      lines.push(k + FS + asciiJson(v));
      continue;
    }
    // a list of plain strings is kept as is (SIFRP's rows, searched by their start), others as JSON
    const asText = v.every(printable);
    for (const row of v) lines.push(k + (asText ? US + (row as string) : RS + asciiJson(row)));
  }
  return seal(lines.join("\n") + "\n", "#", crc32);
}
