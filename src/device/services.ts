/**
 * The screens' services (ui-lcd/services.ts) over the device, each part built by the feature
 * that needs it (kit.ts): the active rules (shelf.ts), the party (store.ts), the log
 * (log-ring.ts), recent choices (recent.ts), rolling, and Settings' device details. Each adds
 * its members to the object it is given, so a feature's services are one object, made only of
 * what its screens call.
 */
import { SheetBase } from "../engine/rules/types";
import { Active, DeviceInfo, Journal, Member, PartyAccess, Picks, Table } from "../ui-lcd/services";
import { Kit } from "./kit";
import { lockControl } from "./lock";
import { logAdd, logRead } from "./log-ring";
import { flushRecent, openRecent, recentOf, touchRecent } from "./recent";
import { saveSettings } from "./settings";
import { Shelf } from "./shelf";
import { partyOf, readSheet, writeSheet } from "./store";

type Into<T> = { [K in keyof T]?: T[K] };

/** The active system: the one the settings name when it is installed, else the first. */
function activeId(k: Kit): string {
  for (let i = 0; i < k.systems.length; i++) if (k.systems[i].id === k.settings.system) return k.settings.system;
  return k.systems[0].id;
}

export function addActive<T>(o: T & Into<Active>, k: Kit): T & Active & { shelf: Shelf } {
  const shelf = new Shelf(k.flash, k.crc, k.systems);
  const a = o as T & Active & { shelf: Shelf };
  a.shelf = shelf;
  a.systems = k.systems;
  a.settings = k.settings;
  a.rules = function () {
    return shelf.get(activeId(k));
  };
  a.pack = function () {
    shelf.get(activeId(k));
    return shelf.packValue;
  };
  a.packInfo = function () {
    shelf.get(activeId(k));
    return shelf.info;
  };
  return a;
}

export function addParty<T>(o: T & Active & { shelf: Shelf } & Into<PartyAccess>, k: Kit): T & Active & PartyAccess {
  const shelf = o.shelf;
  // the party as last listed (sheets are read once a feature, not on each question)
  let members: Member[] | null = null;
  const p = o as T & Active & { shelf: Shelf } & PartyAccess;
  p.party = function () {
    if (!members) {
      const r = shelf.get(activeId(k));
      members = partyOf(k.flash, activeId(k), typeof r === "string" ? null : r, shelf.packValue);
    }
    return members;
  };
  p.sheet = function (id) {
    const r = shelf.get(activeId(k));
    return typeof r === "string" ? r : readSheet(k.flash, activeId(k), id, r, shelf.packValue);
  };
  p.save = function (sheet: SheetBase) {
    const r = shelf.get(activeId(k));
    if (typeof r === "string") return r;
    members = null;
    return writeSheet(k.flash, activeId(k), sheet.id, r.stored(sheet));
  };
  return p;
}

export function addJournal<T>(o: T & Into<Journal>, k: Kit): T & Journal {
  const j = o as T & Journal;
  j.log = function () {
    return logRead(k.flash, k.board.log);
  };
  j.addLog = function (who, check, table, summary) {
    const d = new Date();
    const t = d.getFullYear() < 2000 ? "" : d.toISOString().substring(0, 16).split("T").join(" ");
    return logAdd(k.flash, k.board.log, [t, who, check, table, summary].join("\x1f"));
  };
  return j;
}

/** Recent choices, saved back when the main menu shows again. */
export function addPicks<T>(o: T & Into<Picks>, k: Kit): T & Picks {
  const r = openRecent(k.flash);
  k.atHome(function () {
    flushRecent(r);
  });
  const p = o as T & Picks;
  p.recent = function (key) {
    return recentOf(r, key);
  };
  p.touch = function (key, value) {
    touchRecent(r, key, value);
  };
  return p;
}

export function addTable<T>(o: T & Into<Table>, k: Kit): T & Table {
  const t = o as T & Table;
  t.rng = k.rng;
  t.buzz = function () {
    if (k.settings.buzz && k.board.feedback.buzz) Bangle.buzz(40);
  };
  t.later = function (fn) {
    setTimeout(fn, 20);
  };
  return t;
}

export function addDeviceInfo<T>(o: T & Into<DeviceInfo>, k: Kit): T & DeviceInfo {
  const d = o as T & DeviceInfo;
  d.saveSettings = function () {
    saveSettings(k.flash, k.settings);
  };
  d.memory = function () {
    // where the count is not available (the emulator throws), About leaves it out
    try {
      const m = process.memory(false);
      return { free: m.free, total: m.total };
    } catch (e) {
      return { free: 0, total: 0 };
    }
  };
  d.boardName = k.board.name;
  d.version = k.version;
  d.lock = lockControl(k.flash);
  return d;
}
