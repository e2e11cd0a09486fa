/** The example characters shipped in examples/ (the same demo parties the device installs). */
import type { SheetBase } from "../../engine/rules/types";

const files = import.meta.glob("../../../examples/*/*.json", { eager: true, import: "default" }) as { [path: string]: unknown };

/** Every example sheet, party files first, the deliberately broken one left out. */
export function exampleSheets(): SheetBase[] {
  const out: SheetBase[] = [];
  const paths = Object.keys(files).sort((a, b) => (a.endsWith("party.json") ? 0 : 1) - (b.endsWith("party.json") ? 0 : 1) || a.localeCompare(b));
  for (const p of paths) {
    if (p.endsWith("broken.json")) continue;
    const v = files[p];
    const list = Array.isArray(v) ? v : [v];
    for (const s of list as SheetBase[]) if (!out.some((o) => o.system === s.system && o.id === s.id)) out.push(JSON.parse(JSON.stringify(s)) as SheetBase);
  }
  return out;
}
