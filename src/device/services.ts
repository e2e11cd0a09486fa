/**
 * The screens' Services (ui-lcd/services.ts) over the device, made by the feature that opens
 * them (kit.ts): its Storage, the active system's rules (shelf.ts) and the party (store.ts).
 * Back at the main menu the recent choices are saved and the rules let go of.
 */
import { SheetBase } from "../engine/rules/types";
import { Services } from "../ui-lcd/services";
import { Kit } from "./kit";
import { lockControl } from "./lock";
import { saveSettings } from "./settings";
import { Shelf } from "./shelf";
import { Store } from "./store";

export function deviceServices(k: Kit): Services {
  const f = k.flash;
  const settings = k.settings;
  const store = new Store(f, k.board.log);
  const shelf = new Shelf(f, k.crc, k.systems);
  const active = function (): string {
    for (let i = 0; i < k.systems.length; i++) if (k.systems[i].id === settings.system) return settings.system;
    return k.systems[0].id;
  };
  k.atHome(function () {
    store.flushRecent();
  });
  return {
    rng: k.rng,
    systems: k.systems,
    settings: settings,
    saveSettings: function () {
      saveSettings(f, settings);
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
      if (settings.buzz && k.board.feedback.buzz) Bangle.buzz(40);
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
    boardName: k.board.name,
    version: k.version,
    lock: lockControl(f),
  };
}
