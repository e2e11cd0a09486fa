/** Settings: the rules system, the table view's options, buzz, the self-test, About and the GM lock. */
import { systemFileName } from "../device/protocol";
import { saveSettings } from "../device/settings";
import { partyOf } from "../device/store";
import { codeEditor, codeKey } from "./editors";
import { Ev, Scr, TEXT, list, text } from "./screen";
import { Kit, LockControl, systemName } from "./services";

const F = "settings";

function onOff(b: boolean): string {
  return b ? "on" : "off";
}

function settingsRows(k: Kit, s: Scr, lock: LockControl): void {
  const st = k.st;
  s.r = [systemName(k.sys, st.system), onOff(st.tableFirst), onOff(st.wordsOnly), onOff(st.buzz), ">", ">", onOff(lock.isOn())];
}

export function settingsScreen(k: Kit, lock: LockControl): void {
  const s = list("Settings", F, "s", ["System", "Table first", "Table words only", "Buzz", "Self-test", "About", "GM lock"]);
  settingsRows(k, s, lock);
  k.push(s);
}

/** A key on a Settings screen; `lock` and `memory` are the device's (src/device/features/settings.ts). */
export function settingsKey(k: Kit, s: Scr & { first?: string }, ev: Ev, lock: LockControl, memory: () => { free: number; total: number }): boolean {
  if (s.k === "n" || s.k === "r" || s.k === "o") {
    return codeKey(k, s, ev, function (_c, code) {
      codeTaken(k, s, code, lock);
    });
  }
  if (ev !== "select") return false;
  if (s.k === "l") {
    k.pop();
    if (s.c === 0) k.push(codeEditor("New code", F, "n"));
    else if (!lock.remove()) k.msg("Not removed", "Storage refused: the lock stays on.");
    else {
      lockChanged(k, lock);
      k.msg("GM lock off", "The device restarts now to open its Bluetooth console.");
    }
    return true;
  }
  const st = k.st;
  const i = s.c;
  if (i === 0) {
    let at = 0;
    for (let j = 0; j < k.sys.length; j++) if (k.sys[j].id === st.system) at = j;
    // the next system; on a board holding one, the next whose files are there (itself). A
    // Bangle steps to a system whose file is gone too: its screen then says which file
    for (let j = 1; j <= k.sys.length; j++) {
      const id = k.sys[(at + j) % k.sys.length].id;
      if (!k.b.one || k.f.read(systemFileName(id)) !== undefined) {
        st.system = id;
        break;
      }
    }
  } else if (i === 1) st.tableFirst = !st.tableFirst;
  else if (i === 2) st.wordsOnly = !st.wordsOnly;
  else if (i === 3) st.buzz = !st.buzz;
  else if (i === 4) {
    const sh = k.rules(true);
    if (!sh) return true;
    const w = text("Self-test", ["Working..."], F, "w");
    k.push(w);
    k.job({ sh: sh, m: "selfTest", a: [1, 51], f: F, s: w, w: true });
  } else if (i === 5) about(k, memory);
  // the GM lock: a new code when the lock is off; else the current code, then change or remove
  else if (!lock.isOn()) k.push(codeEditor("New code", F, "n"));
  // wrong codes before: no code screen until the wait is over (it doubles with each)
  else if (lock.wait() > 0) k.msg("Wait", "Wrong codes: try again in " + lock.wait() + " s.");
  else k.push(codeEditor("Current code", F, "o"));
  if (i < 4) {
    saveSettings(k.f, st);
    settingsRows(k, s, lock);
    k.draw();
  }
  return true;
}

/** The Settings list under the code screens shows the lock as it now is. */
function lockChanged(k: Kit, lock: LockControl): void {
  for (let i = 1; i < k.S.length; i++) if (k.S[i].f === F && k.S[i].k === "s") settingsRows(k, k.S[i], lock);
}

/** A code entered: new (then repeated), repeated, or the current one (then change or remove). */
function codeTaken(k: Kit, s: Scr & { first?: string }, code: string, lock: LockControl): void {
  if (s.k === "n") {
    const r = codeEditor("Repeat code", F, "r") as Scr & { first?: string };
    r.first = code;
    return k.push(r);
  }
  if (s.k === "r") {
    if (code !== s.first) return k.msg("Not set", "The two codes differ: the lock is unchanged.");
    if (!lock.set(code)) return k.msg("Not set", "Storage is full: the lock is unchanged.");
    lockChanged(k, lock);
    // the code once more, with what flash.sh needs: the GM leaves knowing what was set (no
    // period after the option: a word longer than a Bangle.js 2 line is cut)
    return k.msg("GM lock on", "The Bluetooth console and pairing now ask for " + code + ": send with flash.sh --ask-password");
  }
  if (!lock.matches(code)) return k.msg("Wrong code", "The GM lock stays on. Next try in " + lock.wait() + " s.");
  k.push(list("GM lock", F, "l", ["Change code", "Remove lock"]));
}

/** The self-test's checksum, once the rules have worked it out. */
export function settingsDone(k: Kit, s: Scr, sum: unknown, err: string): void {
  if (k.top() === s) k.swap(text("Self-test", err !== "" ? [err] : ["Seed 1, 51 rounds:", sum as string, "Compare with: sifni selftest"]));
}

function about(k: Kit, memory: () => { free: number; total: number }): void {
  const sh = k.rules(true);
  if (!sh) return;
  const mem = memory();
  const info = sh.info;
  const lines = ["S-Ifni pocket\t" + k.ver, k.b.name, "Rules\t" + systemName(k.sys, k.st.system)];
  lines.push(info.version >= 0 ? "Pack\tv" + info.version : "No rules pack: " + info.problem);
  if (info.version >= 0 && info.problem !== "") lines.push("Sent pack not used: " + info.problem);
  lines.push("Party\t" + partyOf(sh, k.f).length);
  if (mem.total > 0) lines.push("Memory\t" + (mem.total - mem.free) + "/" + mem.total);
  k.push({ t: "About", l: lines, c: TEXT, o: 0 });
}
