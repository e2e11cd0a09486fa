/**
 * The device app's shell (docs/runtime.md, "The app and its features"): boots on the board,
 * locks the console when the GM lock is on, keeps the screens' stack, the main menu, the
 * session's generator and the settings, and opens a feature's file for every screen past the
 * main menu (kit.ts). Built per board (dist/<board>/sifni.app.js) with that board's profile
 * and the list of its rules systems baked in.
 */
import board from "sifni:board";
import systems from "sifni:systems";
import { crc32 } from "../engine/pack/crc32";
import { sfc32 } from "../engine/random/sfc32";
import { mainMenu } from "../ui-lcd/main-menu";
import { Ui } from "../ui-lcd/ui";
import { lookOf } from "./board";
import { evaluate } from "./files";
import { watchInput } from "./input";
import { Feature, Kit } from "./kit";
import { startLock } from "./lock";
import { UPDATE_CALL, featureFileName } from "./protocol";
import { advertiseNeutral } from "./radio";
import { readSettings } from "./settings";

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
  startLock(flash);
  const ui = new Ui(g, lookOf(board));
  let home: (() => void)[] = [];
  const k: Kit = {
    board: board,
    version: VERSION,
    flash: flash,
    crc: crcFunction(),
    rng: sfc32(hardwareSeed()),
    systems: systems,
    settings: readSettings(flash, { system: systems[0].id, tableFirst: false, wordsOnly: false, buzz: board.feedback.buzz }),
    ui: ui,
    open: function (name, arg) {
      const x = evaluate(flash, featureFileName(name));
      if (typeof x === "string") return ui.message("S-Ifni pocket", x);
      (x.default as Feature)(k, arg);
    },
    atHome: function (fn) {
      home.push(fn);
    },
  };
  advertiseNeutral(board.id);
  ui.push(
    mainMenu(ui, systems, k.settings, k.open, function () {
      // back home: the features' last work, then nothing of them stays
      const todo = home;
      home = [];
      for (let i = 0; i < todo.length; i++) todo[i]();
    }),
  );
  // what a cut connection or a power loss left staged is applied (or refused) before anything
  // reads the party; then the uploader's call once its files are staged (docs/updates.md)
  k.open("update", { boot: true });
  global[UPDATE_CALL] = function (expected?: unknown) {
    k.open("update", { expected: typeof expected === "object" && expected !== null ? expected : undefined });
  };
  watchInput(board, function (key) {
    ui.key(key);
  });
}

boot();
