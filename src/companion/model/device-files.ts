/**
 * The Storage a device would have after the party and packs were applied: the files of
 * src/device/store.ts (one per sheet, in the stored form: the party is its files), the settings
 * and the active packs (src/home/stored.ts makes both forms). The in-page device boots from these.
 */
import type { BoardProfile } from "../../boards/profile";
import { storedPack, storedSheet } from "../../home/stored";
import { SYSTEMS } from "../../home/systems";
import { systemsOnBoard } from "../device/bundles";
import { customPack, moduleOf, validParty } from "./sheets";
import type { Store } from "./state";

export interface LaidOut {
  files: { name: string; text: string }[];
  /** what was left out and why, for the GM */
  notes: string[];
}

export function deviceFiles(store: Store, board: BoardProfile): LaidOut {
  const files: { name: string; text: string }[] = [];
  const notes: string[] = [];
  const carried = systemsOnBoard(
    board,
    SYSTEMS.map((m) => m.id),
  );
  for (const system of carried) {
    const m = moduleOf(system);
    const all = store.party(system);
    const party = validParty(store, m);
    if (all.length > party.length) notes.push(`${m.name}: ${all.length - party.length} character(s) with problems left out`);
    for (const s of party) {
      files.push({ name: `sifni.c.${system}.${s.id}`, text: storedSheet(s) });
    }
    const pack = customPack(store, m);
    if (pack) files.push({ name: `sifni.p.${system}`, text: storedPack(pack) });
  }
  for (const m of SYSTEMS) if (carried.indexOf(m.id) < 0 && store.party(m.id).length > 0) notes.push(`${m.name}: not carried by the ${board.name} app`);
  const system = carried.indexOf(store.data.system) >= 0 ? store.data.system : carried[0];
  files.push({ name: "sifni.set", text: JSON.stringify({ system }) });
  return { files, notes };
}
