/**
 * The update feature (docs/updates.md), also the start's work (so none of its code stays in the
 * app's RAM): at boot the GM's settings are read, the device advertises under its firmware's
 * neutral name, whatever a cut connection or a power loss left staged is applied or refused
 * (on a board holding one rules system, then the files of any other erased), and the default
 * packs brought by the app are installed;
 * on the uploader's call (SIFNI_UPDATE) what it staged. The verdict is printed as one line of
 * JSON, logged, and shown over the main menu.
 */
import { Kit } from "../../ui-lcd/services";
import { showUpdate } from "../../ui-lcd/update";
import { logAdd } from "../log-ring";
import { maxUploadBytes } from "../protocol";
import { advertiseNeutral } from "../radio";
import { readSettings } from "../settings";
import { installDefaults } from "../store";
import { Expected, applyStaged, dropOthers } from "../update";

export interface UpdateCall {
  boot?: boolean;
  expected?: Expected;
}

export default function (k: Kit, arg: UpdateCall): void {
  if (arg.boot) {
    readSettings(k.f, k.st);
    advertiseNeutral(k.b.id);
  }
  const v = applyStaged({ f: k.f, shelf: k.shelf(), crc: k.crc, max: maxUploadBytes(k.b.vars), st: k.st, one: k.b.one }, arg.expected, arg.boot);
  if (arg.boot) {
    // after a pending switch is finished: the files of a system not in use (a cut switch's) go,
    // before a default pack among them is made an active one
    if (k.b.one) dropOthers(k.f, k.st.system);
    const ids: string[] = [];
    for (let i = 0; i < k.sys.length; i++) ids.push(k.sys[i].id);
    installDefaults(k.f, ids);
  }
  if (!v) {
    if (!arg.boot) print(JSON.stringify({ ok: true, pack: null, sheets: [] }));
    return;
  }
  print(JSON.stringify(v));
  logAdd(k.f, k.b, ["", "", "Update", v.ok ? "applied" : "refused", v.ok ? (v.system ? v.system + " installed, " : "") + (v.pack ? v.pack.system + " v" + v.pack.version + ", " : "") + (v.sheets ? v.sheets.length : 0) + " sheets" : v.file || ""].join("\x1f"));
  // what the screens and the active rules read came from the old files
  (k as Kit & { sh?: unknown }).sh = undefined;
  showUpdate(k, v);
}
