/**
 * The device app's shell (docs/runtime.md, "The app and its features"): boots on the board,
 * locks the console when the GM lock is on, keeps the screens' stack, the main menu, the
 * session's generator, the settings and the active rules (the shelf), and runs a feature's file
 * for every key its screens take (kit.call) and every job its rules do (kit.job), holding no
 * feature's code between two keys. Built per board (dist/<board>/sifni.app.js) with that
 * board's profile and the list of its rules systems baked in. What it holds at the main menu is
 * what every flow pays, so it is kept to the kit's few functions (each costs the board about
 * ten variables).
 */
import board from "sifni:board";
import systems from "sifni:systems";
import { sfc32Words } from "../engine/random/sfc32";
import { mainMenu } from "../ui-lcd/main-menu";
import { makeUi } from "../ui-lcd/screen";
import { Kit } from "../ui-lcd/services";
import { evaluate } from "./files";
import { watchInput } from "./input";
import { startLock } from "./lock";
import { UPDATE_CALL, featureFileName } from "./protocol";
import { addCalls, atHome } from "./kit";

/** The app's version, shown in Settings > About. */
const VERSION = "0.3.0";

const flash = require("Storage");
// the lock first: nothing staged is read before the console is closed to strangers
startLock(flash);
const k = makeUi(g, board.look) as Kit;
k.b = board;
k.f = flash;
// the firmware's CRC-32 (native, fast; Espruino has it since 1v95)
k.crc = E.CRC32;
// 53 bits from the hardware generator: a fresh sequence every boot (the words of the seed
// sfc32(lo + hi * 2^32) would take, without its check of a number the app makes itself)
k.rng = sfc32Words(E.hwRand() >>> 0, E.hwRand() & 0x1fffff);
k.sys = systems;
// the defaults; the start's work reads the GM's (features/update.ts)
k.st = { system: systems[0].id, tableFirst: false, wordsOnly: false, buzz: board.buzz };
k.ver = VERSION;
k.todo = [];
k.ev = evaluate;
addCalls(k, function (name) {
  return evaluate(flash, featureFileName(name));
});
k.buzz = function () {
  if (k.st.buzz && board.buzz) Bangle.buzz(40);
};

// the main menu under what the start shows, drawn once the start's work is done
k.S.push(
  mainMenu(k, function () {
    atHome(k);
  }),
);
// the start's work, in a file let go of once done (nothing of it stays in RAM): the settings, the
// neutral advertising, and what a cut connection or a power loss left staged, applied (or
// refused) before anything reads the party; then the uploader's call once its files are staged
// (docs/updates.md)
k.open("update", { boot: true });
k.draw();
global[UPDATE_CALL] = function (expected?: unknown) {
  k.open("update", { expected: typeof expected === "object" && expected !== null ? expected : undefined });
};
watchInput(board.keys, k.key);
