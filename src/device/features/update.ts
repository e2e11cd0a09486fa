/**
 * The update feature (docs/updates.md): at boot the default packs brought by the app are
 * installed and whatever a cut connection or a power loss left staged is applied or refused;
 * on the uploader's call (SIFNI_UPDATE) what it staged. The verdict is printed as one line of
 * JSON, logged, and shown over the main menu.
 */
import { showUpdate } from "../../ui-lcd/update";
import { Kit } from "../kit";
import { DEMO_PREFIX, maxUploadBytes, stagedSheetOf } from "../protocol";
import { Shelf } from "../shelf";
import { logAdd } from "../log-ring";
import { installDefaults, partyOf } from "../store";
import { Expected, applyStaged } from "../update";

export interface UpdateCall {
  boot?: boolean;
  expected?: Expected;
}

/**
 * The demo party of each system a staged sheet is for, installed first when it is still waiting
 * (it is installed when the party is first listed, and only into an empty party): else a sheet
 * sent before that would leave the party without the demo characters.
 */
function demosFirst(k: Kit, shelf: Shelf): void {
  const staged = k.flash.list(/^sifni\.s\.c\./);
  for (let i = 0; i < staged.length; i++) {
    const who = stagedSheetOf(staged[i]);
    if (!who || k.flash.read(DEMO_PREFIX + who.system) === undefined) continue;
    const r = shelf.get(who.system);
    if (typeof r !== "string" && shelf.packValue !== null) partyOf(k.flash, who.system, r, shelf.packValue);
  }
}

export default function (k: Kit, arg: UpdateCall): void {
  if (arg.boot) {
    const ids: string[] = [];
    for (let i = 0; i < k.systems.length; i++) ids.push(k.systems[i].id);
    installDefaults(k.flash, ids);
  }
  const shelf = new Shelf(k.flash, k.crc, k.systems);
  demosFirst(k, shelf);
  const v = applyStaged({ f: k.flash, shelf: shelf, crc: k.crc, max: maxUploadBytes(k.board.memory.jsvars) }, arg.expected);
  if (!v) {
    if (!arg.boot) print(JSON.stringify({ ok: true, pack: null, sheets: [] }));
    return;
  }
  print(JSON.stringify(v));
  logAdd(k.flash, k.board.log, ["", "", "Update", v.ok ? "applied" : "refused", v.ok ? (v.pack ? v.pack.system + " v" + v.pack.version + ", " : "") + (v.sheets ? v.sheets.length : 0) + " sheets" : v.file || ""].join("\x1f"));
  // the screens under way may hold the old rules: back to the main menu, the verdict over it
  k.ui.stack.splice(1);
  showUpdate(k.ui, k.systems, v);
}
