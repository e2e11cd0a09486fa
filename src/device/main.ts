/**
 * The device app: boots on the board, wires Storage, entropy, input and the screens.
 * Built per board (dist/<board>/sifni.app.js) with that board's profile, rules systems and
 * demo party baked in.
 */
import board from "sifni:board";
import demo from "sifni:demo";
import systems from "sifni:systems";
import { sfc32 } from "../engine/random/sfc32";
import { SheetBase } from "../engine/rules/types";
import { mainMenu } from "../ui-lcd/app";
import { Services } from "../ui-lcd/services";
import { Ui } from "../ui-lcd/ui";
import { lookOf } from "./board";
import { watchInput } from "./input";
import { Store } from "./store";

/** 53 bits from the hardware generator: a fresh sequence every boot. */
function hardwareSeed(): number {
  return (E.hwRand() >>> 0) + (E.hwRand() & 0x1fffff) * 4294967296;
}

function boot(): void {
  const store = new Store(require("Storage"));
  store.installDemo(demo);
  const settings = store.settings({ system: systems[0].id, tableFirst: false, buzz: board.feedback.buzz });
  const active = function () {
    for (let i = 0; i < systems.length; i++) if (systems[i].id === settings.system) return systems[i];
    return systems[0];
  };
  const svc: Services = {
    rng: sfc32(hardwareSeed()),
    systems: systems,
    settings: settings,
    saveSettings: function () {
      store.saveSettings(settings);
    },
    pack: function () {
      return active().pack;
    },
    party: function () {
      return store.party(active().id);
    },
    load: function (id) {
      return store.load(id, active(), active().pack);
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
      const m = process.memory(false);
      return { free: m.free, total: m.total };
    },
    boardName: board.name,
  };
  const ui = new Ui(g, lookOf(board));
  ui.push(
    mainMenu(svc, function () {
      store.flushRecent();
    })
  );
  watchInput(board, function (k) {
    ui.key(k);
  });
}

boot();
