/** Settings: the rules system, the table view's options, buzz, the self-test, About and the GM lock. */
import { rulesOr, systemName } from "./active";
import { codeScreen } from "./editors";
import { Active, DeviceInfo, LockControl, PartyAccess, Table } from "./services";

type SettingsServices = Active & PartyAccess & DeviceInfo & Table;
import type { Ui } from "./ui";

function runSelfTest(svc: SettingsServices, ui: Ui): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const wait = ui.text("Self-test", ["Working..."]);
  ui.push(wait);
  svc.later(function () {
    const sum = r.selfTest(1, 51);
    if (ui.top() === wait) ui.replace(ui.text("Self-test", ["Seed 1, 51 rounds:", sum, "Compare with: sifni selftest"]));
  });
}

function about(svc: SettingsServices, ui: Ui): void {
  const mem = svc.memory();
  const info = svc.packInfo();
  const lines = ["S-Ifni pocket\t" + svc.version, svc.boardName, "Rules\t" + systemName(svc.systems, svc.settings.system)];
  lines.push(info.version >= 0 ? "Pack\tv" + info.version : "No rules pack: " + info.problem);
  if (info.version >= 0 && info.problem !== "") lines.push("Sent pack not used: " + info.problem);
  lines.push("Party\t" + svc.party().length);
  if (mem.total > 0) lines.push("Memory\t" + (mem.total - mem.free) + "/" + mem.total);
  ui.push(ui.text("About", lines));
}

function newCode(lock: LockControl, ui: Ui): void {
  ui.push(
    codeScreen(ui, "New code", function (first, u) {
      u.push(
        codeScreen(u, "Repeat code", function (second, u2) {
          if (second !== first) return u2.message("Not set", "The two codes differ: the lock is unchanged.");
          if (!lock.set(first)) return u2.message("Not set", "Storage is full: the lock is unchanged.");
          // the code once more, with what flash.sh needs: the GM leaves knowing what was set (no
          // period after the option: a word longer than a Bangle.js 2 line is cut)
          u2.message("GM lock on", "The Bluetooth console and pairing now ask for " + first + ": send with flash.sh --ask-password");
        }),
      );
    }),
  );
}

/** Settings > GM lock: a new code when the lock is off; else the current code, then change or remove. */
function lockScreen(lock: LockControl, ui: Ui): void {
  if (!lock.isOn()) return newCode(lock, ui);
  // wrong codes before: no code screen until the wait is over (it doubles with each)
  if (lock.wait() > 0) return ui.message("Wait", "Wrong codes: try again in " + lock.wait() + " s.");
  ui.push(
    codeScreen(ui, "Current code", function (code, u) {
      if (!lock.matches(code)) return u.message("Wrong code", "The GM lock stays on. Next try in " + lock.wait() + " s.");
      u.push(
        u.menu("GM lock", ["Change code", "Remove lock"], function (i, u2) {
          u2.pop();
          if (i === 0) return newCode(lock, u2);
          if (!lock.remove()) return u2.message("Not removed", "Storage refused: the lock stays on.");
          u2.message("GM lock off", "The device restarts now to open its Bluetooth console.");
        }),
      );
    }),
  );
}

function onOff(b: boolean): string {
  return b ? "on" : "off";
}

export function settingsScreen(svc: SettingsServices, ui: Ui): void {
  const lock = svc.lock;
  const labels = ["System", "Table first", "Table words only", "Buzz", "Self-test", "About"];
  if (lock) labels.push("GM lock");
  ui.push(
    ui.menu(
      "Settings",
      labels,
      function (i, u) {
        const s = svc.settings;
        if (i === 0) {
          let at = 0;
          for (let j = 0; j < svc.systems.length; j++) if (svc.systems[j].id === s.system) at = j;
          s.system = svc.systems[(at + 1) % svc.systems.length].id;
        } else if (i === 1) s.tableFirst = !s.tableFirst;
        else if (i === 2) s.wordsOnly = !s.wordsOnly;
        else if (i === 3) s.buzz = !s.buzz;
        else if (i === 4) return runSelfTest(svc, u);
        else if (i === 5) return about(svc, u);
        else if (lock) return lockScreen(lock, u);
        svc.saveSettings();
        u.render();
      },
      function (i) {
        const s = svc.settings;
        if (i === 0) return systemName(svc.systems, s.system);
        if (i === 6 && lock) return onOff(lock.isOn());
        return i === 1 ? onOff(s.tableFirst) : i === 2 ? onOff(s.wordsOnly) : i === 3 ? onOff(s.buzz) : ">";
      },
    ),
  );
}
