/**
 * The update feature (docs/updates.md): at boot the default packs brought by the app are
 * installed and whatever a cut connection or a power loss left staged is applied or refused;
 * on the uploader's call (SIFNI_UPDATE) what it staged. The verdict is printed as one line of
 * JSON, logged, and shown over the main menu.
 */
import { showUpdate } from "../../ui-lcd/update";
import { Kit } from "../kit";
import { maxUploadBytes } from "../protocol";
import { Shelf } from "../shelf";
import { logAdd } from "../log-ring";
import { installDefaults } from "../store";
import { Expected, applyStaged } from "../update";

export interface UpdateCall {
  boot?: boolean;
  expected?: Expected;
}

export default function (k: Kit, arg: UpdateCall): void {
  if (arg.boot) {
    const ids: string[] = [];
    for (let i = 0; i < k.systems.length; i++) ids.push(k.systems[i].id);
    installDefaults(k.flash, ids);
  }
  const shelf = new Shelf(k.flash, k.crc, k.systems);
  const v = applyStaged({ f: k.flash, shelf: shelf, crc: k.crc, max: maxUploadBytes(k.board.memory.jsvars) }, arg.expected, arg.boot);
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
