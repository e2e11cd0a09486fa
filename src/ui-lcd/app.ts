/**
 * The device's screens above the check flow: the main menu (Roll, Opposed, Combat, Odds, Dice,
 * Log, Party, Settings), the dice, the log, the party with its guarded Inspect, the settings
 * with the self-test, About and the GM lock, and an update's verdict.
 */
import { die } from "../engine/random/dice";
import { DeviceRules } from "../engine/rules/device";
import { CodeScreen, confirm } from "./editors";
import { startCheck } from "./flow";
import { LockControl, Services, UpdateVerdict } from "./services";
import { ListScreen, TextScreen, Ui, menu, message } from "./ui";
import { View } from "./view";

const MAIN = ["Roll", "Opposed", "Combat", "Odds", "Dice", "Log", "Party", "Settings"];
const MENUS = ["roll", "opposed", "combat", "odds"];

export function systemName(svc: Services, id: string): string {
  for (let i = 0; i < svc.systems.length; i++) if (svc.systems[i].id === id) return svc.systems[i].name;
  return id;
}

/** The active rules and their pack, or the reason shown on the screen. */
function rulesOr(svc: Services, ui: Ui): DeviceRules | null {
  const r = svc.rules();
  if (typeof r === "string") {
    message(ui, systemName(svc, svc.settings.system), r);
    return null;
  }
  return r;
}

function packOr(svc: Services, ui: Ui): unknown {
  const info = svc.packInfo();
  if (info.version < 0) {
    message(ui, "No rules pack", info.problem);
    return null;
  }
  return svc.pack();
}

/** A main-menu entry's checks: straight into the check when there is one. */
function pickCheck(svc: Services, ui: Ui, entry: string): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const pack = packOr(svc, ui);
  if (pack === null) return;
  const odds = entry === "odds";
  const all = r.checkList();
  const list: string[][] = [];
  for (let i = 0; i < all.length; i++) if (odds || all[i][2] === entry) list.push(all[i]);
  if (list.length === 0) return message(ui, r.name, "No " + entry + " checks in " + r.name + ".");
  if (list.length === 1) return startCheck(svc, ui, r, pack, list[0][0], list[0][1], odds);
  const labels: string[] = [];
  for (let i = 0; i < list.length; i++) labels.push(list[i][1]);
  ui.push(
    menu(odds ? "Odds" : r.name, labels, function (i, u) {
      startCheck(svc, u, r, pack, list[i][0], list[i][1], odds);
    }),
  );
}

/** The dice, one press each; every throw goes to the log. */
function diceScreen(svc: Services): ListScreen {
  const names = ["d6", "2d6", "3d6", "4d6", "d10", "md10", "d12", "d20", "d100", "Location"];
  return menu("Dice", names, function (i, ui) {
    const rng = svc.rng;
    let text: string;
    if (i === 5) text = String(die(rng, 10) - 6);
    else if (i === 9) {
      // the hit location dice (s-ifni.txt, "Damage"): a section, then the sixth of it from the top
      const sections = "head,right arm,torso,left arm,right leg,left leg".split(",");
      text = sections[die(rng, 6) - 1] + ", " + die(rng, 6) + "/6 down";
    } else {
      const n = i >= 1 && i <= 3 ? i + 1 : 1;
      const sides = i <= 3 ? 6 : [10, 0, 12, 20, 100][i - 4];
      let sum = 0;
      for (let k = 0; k < n; k++) sum += die(rng, sides);
      text = String(sum);
    }
    const warning = svc.addLog("", names[i], text, names[i] + ": " + text);
    svc.buzz();
    ui.push(new TextScreen("Dice", [names[i] + " " + text].concat(warning === "" ? [] : ["Not logged: " + warning])));
  });
}

/** A log record's fields: time, who, check, table, summary. */
function fieldsOf(record: string): string[] {
  const f = record.split("\x1f");
  while (f.length < 5) f.push("");
  return f;
}

function logScreen(svc: Services): ListScreen | TextScreen {
  const records = svc.log();
  if (records.length === 0) return new TextScreen("Log", ["No rolls yet"]);
  return new ListScreen("Log", {
    count: function () {
      return records.length;
    },
    label: function (i) {
      const f = fieldsOf(records[i]);
      return (f[1] !== "" ? f[1] + ": " : "") + f[2] + " " + f[3];
    },
    right: function () {
      return "";
    },
    pick: function (i, ui) {
      const f = fieldsOf(records[i]);
      ui.push(new TextScreen(f[2], [f[0], f[1], f[3], f[4]]));
    },
  });
}

/** The party: Inspect behind a confirmation (the only place a sheet is shown), clearing wounds. */
function partyScreen(svc: Services, ui: Ui): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const pack = packOr(svc, ui);
  if (pack === null) return;
  const members = svc.party();
  if (members.length === 0) return message(ui, "Party", "No characters for " + r.name + ". Send sheets from the companion page or flash.sh.");
  ui.push(
    menu("Party", members.map(function (m) {
      return m.name;
    }), function (i, u) {
      const m = members[i];
      u.push(
        menu(m.name, ["Inspect", "Clear wounds"], function (j, u2) {
          const s = svc.sheet(m.id);
          if (typeof s === "string") return message(u2, m.name, s);
          if (j === 0) {
            return confirm(u2, "Inspect", "Show " + m.name + "'s sheet? Turn the screen away from the players.", function (u3) {
              u3.push(new TextScreen(m.name, r.inspect(s, pack)));
            });
          }
          confirm(u2, "Clear wounds", "Clear every wound of " + m.name + "?", function (u3) {
            let why: string;
            try {
              why = svc.save(r.apply(s, { character: m.id, kind: "clearWounds", text: "", data: {} }, pack));
            } catch (e) {
              why = String((e as Error).message || e);
            }
            message(u3, m.name, why === "" ? "Wounds cleared." : why);
          });
        }),
      );
    }),
  );
}

function runSelfTest(svc: Services, ui: Ui): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const wait = new TextScreen("Self-test", ["Working..."]);
  ui.push(wait);
  svc.later(function () {
    const sum = r.selfTest(1, 51);
    if (ui.top() === wait) ui.replace(new TextScreen("Self-test", ["Seed 1, 51 rounds:", sum, "Compare with: sifni selftest"]));
  });
}

function about(svc: Services, ui: Ui): void {
  const mem = svc.memory();
  const info = svc.packInfo();
  const lines = ["S-Ifni pocket\t" + svc.version, svc.boardName, "Rules\t" + systemName(svc, svc.settings.system)];
  lines.push(info.version >= 0 ? "Pack\tv" + info.version : "No rules pack: " + info.problem);
  if (info.version >= 0 && info.problem !== "") lines.push("Sent pack not used: " + info.problem);
  lines.push("Party\t" + svc.party().length);
  if (mem.total > 0) lines.push("Memory\t" + (mem.total - mem.free) + "/" + mem.total);
  ui.push(new TextScreen("About", lines));
}

function newCode(lock: LockControl, ui: Ui): void {
  ui.push(
    new CodeScreen("New code", function (first, u) {
      u.push(
        new CodeScreen("Repeat code", function (second, u2) {
          if (second !== first) return message(u2, "Not set", "The two codes differ: the lock is unchanged.");
          if (!lock.set(first)) return message(u2, "Not set", "Storage is full: the lock is unchanged.");
          message(u2, "GM lock on", "The Bluetooth console and pairing now ask for the code (flash.sh asks for it).");
        }),
      );
    }),
  );
}

/** Settings > GM lock: a new code when the lock is off; else the current code, then change or remove. */
function lockScreen(lock: LockControl, ui: Ui): void {
  if (!lock.isOn()) return newCode(lock, ui);
  ui.push(
    new CodeScreen("Current code", function (code, u) {
      if (!lock.matches(code)) return message(u, "Wrong code", "The GM lock stays on.");
      u.push(
        menu("GM lock", ["Change code", "Remove lock"], function (i, u2) {
          u2.pop();
          if (i === 0) return newCode(lock, u2);
          if (!lock.remove()) return message(u2, "Not removed", "Storage refused: the lock stays on.");
          message(u2, "GM lock off", "The device restarts now to open its Bluetooth console.");
        }),
      );
    }),
  );
}

function onOff(b: boolean): string {
  return b ? "on" : "off";
}

function settingsScreen(svc: Services): ListScreen {
  const lock = svc.lock;
  const labels = ["System", "Table first", "Table words only", "Buzz", "Self-test", "About"];
  if (lock) labels.push("GM lock");
  return menu(
    "Settings",
    labels,
    function (i, ui) {
      const s = svc.settings;
      if (i === 0) {
        let at = 0;
        for (let j = 0; j < svc.systems.length; j++) if (svc.systems[j].id === s.system) at = j;
        s.system = svc.systems[(at + 1) % svc.systems.length].id;
      } else if (i === 1) s.tableFirst = !s.tableFirst;
      else if (i === 2) s.wordsOnly = !s.wordsOnly;
      else if (i === 3) s.buzz = !s.buzz;
      else if (i === 4) return runSelfTest(svc, ui);
      else if (i === 5) return about(svc, ui);
      else if (lock) return lockScreen(lock, ui);
      svc.saveSettings();
      ui.render();
    },
    function (i) {
      const s = svc.settings;
      if (i === 0) return systemName(svc, s.system);
      if (i === 6 && lock) return onOff(lock.isOn());
      return i === 1 ? onOff(s.tableFirst) : i === 2 ? onOff(s.wordsOnly) : i === 3 ? onOff(s.buzz) : ">";
    },
  );
}

/** The main menu; `onHome` runs whenever it is shown (the device saves recent choices then). */
export function mainMenu(svc: Services, onHome: () => void): ListScreen {
  const m = menu("S-Ifni pocket", MAIN, function (i, ui) {
    if (i <= 3) return pickCheck(svc, ui, MENUS[i]);
    if (i === 4) return ui.push(diceScreen(svc));
    if (i === 5) return ui.push(logScreen(svc));
    if (i === 6) return partyScreen(svc, ui);
    ui.push(settingsScreen(svc));
  });
  // the title shows the active system, so the GM always knows which rules are rolling
  const draw = m.draw;
  m.draw = function (v: View) {
    m.title = systemName(svc, svc.settings.system);
    onHome();
    draw.call(m, v);
  };
  return m;
}

/** An update's verdict: what is in use now, or which file was refused and why. */
export function updateText(svc: Services, v: UpdateVerdict): string {
  if (!v.ok) return (v.file || "?") + ": " + (v.problem || "refused") + ". Nothing was changed: the previous rules and sheets are in use.";
  const parts: string[] = [];
  if (v.pack) parts.push("Rules: " + systemName(svc, v.pack.system) + " pack v" + v.pack.version + ".");
  if (v.sheets && v.sheets.length > 0) parts.push("Sheets: " + v.sheets.join(", ") + ".");
  if (parts.length === 0) parts.push("Nothing was sent.");
  parts.push("Now in use.");
  return parts.join(" ");
}

export function showUpdate(ui: Ui, svc: Services, v: UpdateVerdict): void {
  message(ui, v.ok ? "Updated" : "Update refused", updateText(svc, v));
}

