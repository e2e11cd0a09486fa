/**
 * The device app: boots on the board, wires Storage, entropy, input and the screens. Built per
 * board (dist/<board>/sifni.app.js) with that board's profile and the list of its rules
 * systems baked in; each system's rules are a file of their own, evaluated when the system
 * becomes active (shelf.ts).
 */
import board from "sifni:board";
import systems from "sifni:systems";
import { crc32 } from "../engine/pack/crc32";
import { sfc32 } from "../engine/random/sfc32";
import { SheetBase } from "../engine/rules/types";
import { mainMenu, showUpdate } from "../ui-lcd/app";
import { Services, UpdateVerdict } from "../ui-lcd/services";
import { Ui } from "../ui-lcd/ui";
import { lookOf } from "./board";
import { watchInput } from "./input";
import { GmLock } from "./lock";
import { UPDATE_CALL, maxUploadBytes } from "./protocol";
import { advertiseNeutral } from "./radio";
import { Shelf } from "./shelf";
import { Store } from "./store";
import { Expected, applyStaged } from "./update";

/** The app's version, shown in Settings > About. */
const VERSION = "0.2.0";

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

function boot(): void {
  const flash = require("Storage");
  // the lock first: nothing staged is read before the console is closed to strangers
  const lock = new GmLock(flash);
  lock.start();
  const crc = crcFunction();
  const store = new Store(flash, board.log);
  const shelf = new Shelf(flash, crc, systems);
  const updater = { f: flash, store: store, shelf: shelf, crc: crc, max: maxUploadBytes(board.memory.jsvars) };
  // what a cut connection or a power loss left staged is applied (or refused) before anything
  // reads the party
  const ids: string[] = [];
  for (let i = 0; i < systems.length; i++) ids.push(systems[i].id);
  store.installDefaults(ids);
  const atStart = applyStaged(updater, undefined);
  const settings = store.settings({ system: systems[0].id, tableFirst: false, wordsOnly: false, buzz: board.feedback.buzz });
  const active = function (): string {
    for (let i = 0; i < systems.length; i++) if (systems[i].id === settings.system) return systems[i].id;
    return systems[0].id;
  };
  advertiseNeutral(board.id);
  const svc: Services = {
    rng: sfc32(hardwareSeed()),
    systems: systems,
    settings: settings,
    saveSettings: function () {
      store.saveSettings(settings);
    },
    rules: function () {
      return shelf.get(active());
    },
    pack: function () {
      shelf.get(active());
      return shelf.packValue;
    },
    packInfo: function () {
      shelf.get(active());
      return shelf.info;
    },
    party: function () {
      const r = shelf.get(active());
      return store.party(active(), typeof r === "string" ? null : r, shelf.packValue);
    },
    sheet: function (id) {
      const r = shelf.get(active());
      if (typeof r === "string") return r;
      return store.sheet(active(), id, r, shelf.packValue);
    },
    save: function (sheet: SheetBase) {
      const r = shelf.get(active());
      if (typeof r === "string") return r;
      return store.write(active(), sheet.id, r.stored(sheet));
    },
    log: function () {
      return store.log.read();
    },
    addLog: function (who, check, table, summary) {
      const d = new Date();
      const t = d.getFullYear() < 2000 ? "" : d.toISOString().substring(0, 16).split("T").join(" ");
      return store.log.add([t, who, check, table, summary].join("\x1f"));
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
    version: VERSION,
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
  ui.push(
    mainMenu(svc, function () {
      store.flushRecent();
      // back home nothing of the rules needs to stay in RAM
      shelf.rest();
    }),
  );
  const report = function (v: UpdateVerdict): void {
    print(JSON.stringify(v));
    store.log.add(["", "", "Update", v.ok ? "applied" : "refused", v.ok ? (v.pack ? v.pack.system + " v" + v.pack.version + ", " : "") + (v.sheets ? v.sheets.length : 0) + " sheets" : v.file || ""].join("\x1f"));
    // the screens under way may hold the old rules: back to the main menu, the verdict over it
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
