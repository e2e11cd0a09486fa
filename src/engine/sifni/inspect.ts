/**
 * A sheet as the guarded Inspect screen shows it: a line per thing, labels with values
 * (checks/lines.ts), from the device form. The home tools describe a sheet at more length
 * (src/home/sifni/describe.ts); this is what the GM needs at the table.
 */
import { wordAt } from "../format/words";
import { fracText, fmt, int, pair, signed } from "./checks/lines";
import { armorPenalty } from "./checks/mods";
import { BAND_NAMES } from "./combat/damage";
import { worstSteps } from "./combat/location";
import {
  F_ARMOR, F_CONCEPT, F_DISADVANTAGES, F_NAME, F_NOTES, F_WEAPONS, Sheet, condition, field, ids, skills, specialties, statAt, statNames, wounds,
} from "./data/sheet";
import { packRow } from "./data/pack";

export function inspect(s: Sheet, pack: string): string[] {
  const out: string[] = [field(s, F_NAME)];
  const concept = field(s, F_CONCEPT);
  if (concept !== "") out.push(concept);
  const c = condition(s);
  if (c !== "") out.push(c.toUpperCase());
  const w = wounds(s);
  for (let i = 0; i < w.length; i++) out.push(pair("W " + wordAt(BAND_NAMES, w[i].band), w[i].location + " DR " + fmt(w[i].dr)));
  const steps = worstSteps(w, "");
  if (steps > 0) out.push(pair("Wound pen", "-" + steps + "/5"));
  const ap = armorPenalty(s, pack);
  if (ap.n !== 0) out.push(pair("Armor pen", fracText(ap)));
  const names = statNames();
  const k = skills(s);
  for (let i = 0; i < names.length; i++) {
    const v = statAt(s, i);
    out.push(pair(names[i], int(v)));
    for (let j = 0; j < k.length; j++) {
      if (k[j].stat !== i) continue;
      out.push(pair(" " + k[j].name, signed(k[j].level) + " =" + int(v + k[j].level)));
      const sp = specialties(k[j]);
      for (let m = 0; m < sp.length; m++) out.push(pair("  " + sp[m].name, signed(sp[m].level) + " =" + int(v + k[j].level + sp[m].level)));
    }
  }
  const worn = ids(s, F_ARMOR);
  for (let i = 0; i < worn.length; i++) {
    const r = packRow(pack, "A", worn[i]);
    if (r) out.push(pair("Armor " + r[1], "B" + r[2] + " S" + r[3] + " P" + r[4]));
  }
  const carried = ids(s, F_WEAPONS);
  for (let i = 0; i < carried.length; i++) {
    const r = packRow(pack, "W", carried[i]) || packRow(pack, "R", carried[i]);
    if (r) out.push(pair("Weapon", r[1]));
  }
  const dis = ids(s, F_DISADVANTAGES);
  for (let i = 0; i < dis.length; i++) out.push("Dis: " + dis[i]);
  const notes = field(s, F_NOTES);
  if (notes !== "") out.push(notes);
  return out;
}
