/**
 * The device app: boots on the board, wires Storage, entropy, input and the screens.
 * Built per board (dist/<board>/sifni.app.js) with that board's profile and the list of its
 * rules systems baked in; each system's rules (and demo party) are a file of their own,
 * evaluated when the system becomes active (rules-shelf.ts).
 */
import board from "sifni:board";
import systems from "sifni:systems";
import { crc32 } from "../engine/pack/crc32";
import { sfc32 } from "../engine/random/sfc32";
import { RulesModule, SheetBase } from "../engine/rules/types";
import { mainMenu } from "../ui-lcd/app";
import { showUpdate } from "../ui-lcd/flows/update";
import { ActiveRules, Services, UpdateVerdict } from "../ui-lcd/services";
import { Ui } from "../ui-lcd/ui";
import { lookOf } from "./board";
import { watchInput } from "./input";
import { GmLock } from "./lock";
import { PackShelf } from "./packs";
import { UPDATE_CALL, maxUploadBytes } from "./protocol";
import { advertiseNeutral } from "./radio";
import { RulesShelf } from "./rules-shelf";
import { Store } from "./store";
import { Expected, Updater, applyStaged } from "./update";

/** 53 bits from the hardware generator: a fresh sequence every boot. */
function hardwareSeed(): number {
  return (E.hwRand() >>> 0) + (E.hwRand() & 0x1fffff) * 4294967296;
}

/** The firmware's CRC-32 where it has one (native, fast), else the engine's. */
function crcFunction(): (s: string) => number {
  const native = E.CRC32;
  if (typeof native === "function") {
    return function (s) {
      return native(s);
    };
  }
  return crc32;
}

/** The verdict in the log, one line: "Update: sifni v3, 2 sheets" or "Update refused: sifni.s.pack". */
function logLine(v: UpdateVerdict): string {
  if (!v.ok) return "Update refused: " + v.file;
  return "Update: " + (v.pack ? v.pack.system + " v" + v.pack.version : "no pack") + ", " + (v.sheets ? v.sheets.length : 0) + " sheets";
}

/**
 * First boot (no party at all): each system's demo party, one system in RAM at a time (the
 * loop holds the sheets only: a local holding the previous system while the next one loads
 * would keep both).
 */
function installDemos(store: Store, shelf: RulesShelf): void {
  if (!store.isEmpty()) return;
  for (let i = 0; i < systems.length; i++) store.installDemo(shelf.demo(systems[i].id));
  shelf.drop();
}

function boot(): void {
  const flash = require("Storage");
  const store = new Store(flash);
  const max = maxUploadBytes(board.memory.jsvars);
  const packs = new PackShelf(flash, crcFunction(), max);
  const shelf = new RulesShelf(flash, systems, function () {
    packs.drop();
  });
  const rulesOf = function (id: string): ActiveRules {
    const l = shelf.get(id);
    return { m: l.file ? l.file.rules : null, problem: l.problem };
  };
  const updater: Updater = { f: flash, store: store, packs: packs, systems: systems, rules: rulesOf, crc: packs.crc, max: max };
  // what a cut connection or a power loss left staged is applied (or refused) before anything
  // reads the party; a first upload's sheets are the party, so the demo is not installed
  const atStart = applyStaged(updater, undefined);
  installDemos(store, shelf);
  const lock = new GmLock(flash);
  lock.start();
  advertiseNeutral(board.id);
  const settings = store.settings({ system: systems[0].id, tableFirst: false, buzz: board.feedback.buzz });
  const activeId = function (): string {
    for (let i = 0; i < systems.length; i++) if (systems[i].id === settings.system) return systems[i].id;
    return systems[0].id;
  };
  // the active system's module: the screens ask for it only where they need the rules, so a
  // missing system file is reported there (app.ts) and never reached here as null
  const active = function () {
    return shelf.rules(activeId()) as RulesModule;
  };
  const svc: Services = {
    rng: sfc32(hardwareSeed()),
    systems: systems,
    rules: function () {
      return rulesOf(activeId());
    },
    settings: settings,
    saveSettings: function () {
      store.saveSettings(settings);
    },
    pack: function () {
      return packs.get(active()).pack;
    },
    party: function () {
      return store.party(activeId());
    },
    load: function (id) {
      return store.load(id, active(), packs.get(active()).pack);
    },
    save: function (sheet: SheetBase) {
      return store.save(sheet);
    },
    log: function () {
      return store.logRing.read();
    },
    addLog: function (line) {
      store.logRing.add(line);
    },
    recent: function (key) {
      return store.recent(key);
    },
    touch: function (key, value) {
      store.touch(key, value);
    },
    buzz: function () {
      if (settings.buzz && board.feedback.buzz) Bangle.buzz(40);
    },
    later: function (fn) {
      setTimeout(fn, 20);
    },
    memory: function () {
      // where the count is not available (the emulator throws), About leaves it out
      try {
        const m = process.memory(false);
        return { free: m.free, total: m.total };
      } catch (e) {
        return { free: 0, total: 0 };
      }
    },
    boardName: board.name,
    packInfo: function () {
      const m = shelf.rules(activeId());
      return m ? packs.get(m).info : { version: 0, uploaded: false, problem: "" };
    },
    lock: {
      isOn: function () {
        return lock.code !== "";
      },
      matches: function (code) {
        return lock.code !== "" && code === lock.code;
      },
      set: function (code) {
        return lock.set(code);
      },
      remove: function () {
        // time enough to read the screen before the restart
        return lock.remove(3000);
      },
    },
  };
  const ui = new Ui(g, lookOf(board));
  const home = mainMenu(svc, function () {
    store.flushRecent();
  });
  ui.push(home);
  const report = function (v: UpdateVerdict): void {
    print(JSON.stringify(v));
    store.logRing.add(logLine(v));
    // the screens under way may hold the old rules: back to the main menu (drawn once, under
    // the verdict: a screen costs a good part of a second on the device)
    ui.stack.splice(1);
    showUpdate(ui, svc, v);
  };
  if (atStart) report(atStart);
  // the uploader's call once its files are staged (docs/updates.md); prints one line of JSON
  global[UPDATE_CALL] = function (expected?: Expected) {
    const v = applyStaged(updater, typeof expected === "object" && expected !== null ? expected : undefined);
    if (v) report(v);
    else print(JSON.stringify({ ok: true, pack: null, sheets: [] }));
  };
  watchInput(board, function (k) {
    ui.key(k);
  });
}

boot();
