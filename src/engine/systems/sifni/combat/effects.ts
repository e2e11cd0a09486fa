/**
 * Writing combat's effects onto a sheet: "wound" appends {dr, band, location}, "condition"
 * sets "unconscious" or "dead" (a dead character stays dead). The module's applyEffect does
 * the same for the device; this one serves the combat checks' own sequences and tests.
 */
import { Effect } from "../../../rules/types";
import { SifniSheet, Wound } from "../types";

function copy(s: SifniSheet): SifniSheet {
  const out = {} as SifniSheet;
  for (const k in s) if (Object.prototype.hasOwnProperty.call(s, k)) (out as unknown as { [k: string]: unknown })[k] = (s as unknown as { [k: string]: unknown })[k];
  return out;
}

export function applyCombatEffect(sheet: SifniSheet, e: Effect): SifniSheet {
  const out = copy(sheet);
  if (e.kind === "wound") {
    const w: Wound = { dr: Number(e.data.dr), band: Number(e.data.band), location: String(e.data.location) };
    out.wounds = sheet.wounds.concat([w]);
  } else if (e.kind === "condition") {
    const c = e.data.condition;
    if (sheet.condition !== "dead" && (c === "unconscious" || c === "dead")) out.condition = c;
  }
  return out;
}
