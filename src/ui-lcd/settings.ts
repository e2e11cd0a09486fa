/** Settings: the rules system, the table view's options, buzz, the self-test, About and the GM lock. */
import { saveSettings } from "../device/settings";
import { partyOf } from "../device/store";
import { activeRules } from "./active";
import { codeEditor } from "./editors";
import { Ev, Scr, list, text } from "./screen";
import { Kit, LockControl, systemName } from "./services";

let K: Kit;
let lock: LockControl;
/** JsVars free and in all, for About (0, 0 where not known) */
let memory: () => { free: number; total: number };
/** the first code typed for a new one, until it is repeated */
let first = "";

function onOff(b: boolean): string {
  return b ? "on" : "off";
}

export function settingsScreen(k: Kit, l: LockControl, m: () => { free: number; total: number }): void {
  K = k;
  lock = l;
  memory = m;
  k.push(list("Settings", ["System", "Table first", "Table words only", "Buzz", "Self-test", "About", "GM lock"], settingsKey, []));
}

function settingsKey(s: Scr, key: Ev): boolean {
  const st = K.st;
  if (key === "") {
    s.r = [systemName(K.sys, st.system), onOff(st.tableFirst), onOff(st.wordsOnly), onOff(st.buzz), ">", ">", onOff(lock.isOn())];
    return true;
  }
  if (key !== "select") return false;
  const i = s.c;
  if (i === 0) {
    let at = 0;
    for (let j = 0; j < K.sys.length; j++) if (K.sys[j].id === st.system) at = j;
    st.system = K.sys[(at + 1) % K.sys.length].id;
  } else if (i === 1) st.tableFirst = !st.tableFirst;
  else if (i === 2) st.wordsOnly = !st.wordsOnly;
  else if (i === 3) st.buzz = !st.buzz;
  else if (i === 4) selfTest();
  else if (i === 5) about();
  else lockScreen();
  if (i < 4) {
    saveSettings(K.f, st);
    K.draw();
  }
  return true;
}

function selfTest(): void {
  const sh = activeRules(K, true);
  if (!sh) return;
  const wait = text("Self-test", ["Working..."]);
  K.push(wait);
  K.later(function () {
    const sum = sh.call("selfTest", 1, 51);
    if (K.top() === wait) K.swap(text("Self-test", ["Seed 1, 51 rounds:", sum, "Compare with: sifni selftest"]));
  });
}

function about(): void {
  const sh = activeRules(K, true);
  if (!sh) return;
  const mem = memory();
  const info = sh.info;
  const lines = ["S-Ifni pocket\t" + K.ver, K.b.name, "Rules\t" + systemName(K.sys, K.st.system)];
  lines.push(info.version >= 0 ? "Pack\tv" + info.version : "No rules pack: " + info.problem);
  if (info.version >= 0 && info.problem !== "") lines.push("Sent pack not used: " + info.problem);
  lines.push("Party\t" + partyOf(sh, K.f).length);
  if (mem.total > 0) lines.push("Memory\t" + (mem.total - mem.free) + "/" + mem.total);
  K.push(text("About", lines));
}

function newCode(): void {
  K.push(codeEditor("New code", firstCode));
}

function firstCode(_s: Scr, code: string): void {
  first = code;
  K.push(codeEditor("Repeat code", secondCode));
}

function secondCode(_s: Scr, code: string): void {
  if (code !== first) return K.msg("Not set", "The two codes differ: the lock is unchanged.");
  if (!lock.set(first)) return K.msg("Not set", "Storage is full: the lock is unchanged.");
  // the code once more, with what flash.sh needs: the GM leaves knowing what was set (no
  // period after the option: a word longer than a Bangle.js 2 line is cut)
  K.msg("GM lock on", "The Bluetooth console and pairing now ask for " + first + ": send with flash.sh --ask-password");
}

/** Settings > GM lock: a new code when the lock is off; else the current code, then change or remove. */
function lockScreen(): void {
  if (!lock.isOn()) return newCode();
  // wrong codes before: no code screen until the wait is over (it doubles with each)
  if (lock.wait() > 0) return K.msg("Wait", "Wrong codes: try again in " + lock.wait() + " s.");
  K.push(codeEditor("Current code", currentCode));
}

function currentCode(_s: Scr, code: string): void {
  if (!lock.matches(code)) return K.msg("Wrong code", "The GM lock stays on. Next try in " + lock.wait() + " s.");
  K.push(list("GM lock", ["Change code", "Remove lock"], lockKey));
}

function lockKey(s: Scr, key: Ev): boolean {
  if (key !== "select") return false;
  K.pop();
  if (s.c === 0) newCode();
  else if (!lock.remove()) K.msg("Not removed", "Storage refused: the lock stays on.");
  else K.msg("GM lock off", "The device restarts now to open its Bluetooth console.");
  return true;
}
