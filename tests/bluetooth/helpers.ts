/**
 * Driving updates on the emulated device the way flash.sh does: the same upload scripts
 * (src/flash/script.ts) typed into the same console (src/emulator/console.ts) with the DLE
 * before each line that the espruino tool sends, without a socket in between.
 */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { PackFile, makePack } from "../../src/engine/pack/envelope";
import { storedPack, storedSheet } from "../../src/home/stored";
import { SheetBase } from "../../src/engine/rules/types";
import { sifni } from "../../src/home/sifni/module";
import { SifniPack } from "../../src/home/sifni/types";
import { EspruinoConsole } from "../../src/emulator/console";
import type { UploadFile, UploadPlan } from "../../src/flash/script";
import { fontHeight } from "../../src/ui-lcd/view";
import { uploadScripts } from "../../src/flash/script";
import { boot, Emu } from "../helpers/device";

export const PARTY = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SheetBase[];

/** A copy of the S-Ifni tables with TN 5's short name changed, so the new pack shows on screen. */
export function markedPack(version: number, mark = "UPLOADED"): PackFile {
  const body = JSON.parse(JSON.stringify(sifni.pack)) as SifniPack;
  const step = body.tnLadder.find((s) => s.tn === 500);
  if (!step) throw new Error("the S-Ifni ladder has no TN 5");
  step.short = mark;
  return makePack("sifni", version, body);
}

/** A new character: the demo knight under another id and name. */
export function newcomer(id = "zed", name = "Zed Newcomer"): SheetBase {
  return { ...JSON.parse(JSON.stringify(PARTY[0])), id, name } as SheetBase;
}

/** A pack staged as flash.sh stages it: the text the device stores (S-Ifni's device form). */
export function packFile(p: PackFile): UploadFile {
  return { name: "sifni.s.pack", data: storedPack(p) };
}

/** A sheet staged as flash.sh stages it (S-Ifni's device form). */
export function sheetFile(s: SheetBase): UploadFile {
  return { name: `sifni.s.c.${s.system}.${s.id}`, data: storedSheet(s) };
}

export function plan(board: string, staged: UploadFile[], extra: Partial<UploadPlan> = {}): UploadPlan {
  return { boardEnv: board.toUpperCase(), boardName: board, app: [], staged, crc: (d) => hex8(crc32(d)), ...extra };
}

/** The data script of a plan (the last one), as lines. */
export function dataLines(p: UploadPlan): string[] {
  const s = uploadScripts(p);
  return s[s.length - 1];
}

/** A script's SIFNI_UPDATE call without its guard (for a device where the guard did not run). */
export function updateCall(lines: string[]): string {
  return lines[lines.length - 1].replace(/^SIFNI_GO&&/, "");
}

/** Free Storage as the device counts it for a new file: free plus the trash a compaction reclaims. */
export function room(emu: Emu): number {
  const s = emu.storage.stats();
  return s.freeBytes + s.trashBytes;
}

/** What the espruino tool sends for these lines: DLE before each, newline after. */
export function wire(lines: string[]): string {
  return lines.map((l) => "\x10" + l + "\n").join("");
}

/** A connection typing `text` into the device's console; what the console answered. */
export function type(emu: Emu, text: string): string {
  let out = "";
  const con = new EspruinoConsole(emu, (t) => (out += t));
  con.receive(text);
  emu.advance(100);
  con.poll();
  return out;
}

/** Sends lines as the tool would and returns the console's answer. */
export function send(emu: Emu, lines: string[]): string {
  return type(emu, wire(lines));
}

/** The verdict line SIFNI_UPDATE printed, parsed. */
export function verdictIn(out: string): { ok: boolean; pack?: unknown; sheets?: string[]; file?: string; problem?: string } {
  const line = out.split("\r\n").find((l) => l.replace(/^>/, "").startsWith('{"ok":'));
  if (!line) throw new Error("no verdict in:\n" + out);
  return JSON.parse(line.replace(/^>/, ""));
}

/**
 * A device on `board` with fresh Storage (the demo party installed), and its folder. The app
 * writes the demo party into its sheet files the first time the party is listed: listed here,
 * so that every test starts from those files.
 */
export function fresh(board = "banglejs2"): { emu: Emu; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "sifni-bt-"));
  const emu = boot(board, 1, dir);
  home(emu);
  choose(emu, /^Party$/);
  home(emu);
  return { emu, dir };
}

/** A copy of a Storage folder, to run a device from the same state again. */
export function copyStorage(dir: string): string {
  const to = mkdtempSync(join(tmpdir(), "sifni-bt-copy-"));
  cpSync(dir, to, { recursive: true });
  return to;
}

/** A file in the device's Storage as text (latin1), or undefined. */
export function stored(emu: Emu, name: string): string | undefined {
  const b = emu.storage.readBytes(name);
  return b === undefined ? undefined : Buffer.from(b).toString("latin1");
}

/** Writes a file into Storage directly, as a torn or partial upload leaves it: `data` at 0 of a file of `size`. */
/**
 * SIFNI_UPDATE as an uploader calls it, with the CRC-32 of every staged file as it is in Storage
 * (the bytes arrived as they were sent): what the device's own checks then find.
 */
export function applyAsStaged(emu: Emu): string {
  const e: Record<string, string> = {};
  for (const n of emu.storage.list().filter((x) => x.startsWith("sifni.s."))) e[n] = hex8(crc32(stored(emu, n) as string));
  return wire([`SIFNI_UPDATE(${JSON.stringify(e)});`]);
}

export function storeRaw(emu: Emu, name: string, data: string, size = data.length): void {
  emu.storage.write(name, new Uint8Array(Buffer.from(data, "latin1")), 0, size);
}

/**
 * The lines of the screen (below the title) the cursor's row covers, first and last: the
 * selected row is painted in the theme's highlight colour, every other line in the background's
 * (sampled at its right end). A row takes one line, or two when its label and value do not fit
 * on one (src/ui-lcd/ui.ts, ListScreen).
 */
export function cursorRow(emu: Emu): [number, number] {
  const line = fontHeight(emu.board.font.name) * emu.board.font.scale;
  const fb = emu.framebuffer;
  const rows = Math.floor(fb.height / line) - 1;
  const paint: number[] = [];
  for (let i = 0; i < rows; i++) paint.push(fb.getPixel(fb.width - 1, (i + 1) * line + 1));
  // the background is the paint of most lines; the cursor's lines are the others, together
  const count = (p: number) => paint.filter((q) => q === p).length;
  const ground = paint.reduce((a, b) => (count(b) > count(a) ? b : a));
  const first = paint.findIndex((p) => p !== ground);
  if (first < 0) throw new Error("no selected row on the screen");
  let last = first;
  while (last + 1 < rows && paint[last + 1] !== ground) last++;
  return [first, last];
}

/** Moves to the first visible row of a list matching `row` and selects it. */
export function choose(emu: Emu, row: RegExp): void {
  // one key moves the cursor one row (of one or two lines): step until the cursor is on it
  for (let step = 0; step < 40; step++) {
    const at = emu.textLines().slice(1).findIndex((l) => row.test(l));
    if (at < 0) throw new Error(`no row ${row} in:\n${screen(emu)}`);
    const [from, to] = cursorRow(emu);
    if (at >= from && at <= to) return keys(emu, ["select"]);
    keys(emu, [at > to ? "down" : "up"]);
  }
  throw new Error(`the cursor never reached ${row} in:\n${screen(emu)}`);
}

/** To the Target Number list of a skill roll: Roll, Skill check, Sir Aldric, Active, MeleeAttack, Sword, no specialty. */
export const TO_TN = [/^Roll$/, /^Skill check/, /^Sir Aldric$/, /^Active/, /^MeleeAttack/, /^Sword/, /^\(no specialty\)/];


export function screen(emu: Emu): string {
  return emu.textLines().join("\n");
}

/** Presses keys one by one, letting the app draw between them. */
export function keys(emu: Emu, list: string[]): void {
  for (const k of list) {
    emu.press(k);
    emu.advance(60);
  }
}

/** Back to the main menu (titled with the active system's name, Roll first). */
export function home(emu: Emu): void {
  for (let i = 0; i < 12 && emu.textLines()[1] !== "Roll"; i++) keys(emu, ["back"]);
}

/** Every line of a screen that scrolls (a long message): down until nothing new, then back up. */
export function wholeText(emu: Emu): string {
  const seen = emu.textLines().slice(1);
  let moved = 0;
  for (; moved < 40; moved++) {
    keys(emu, ["down"]);
    const rows = emu.textLines().slice(1);
    if (rows.join("\n") === seen.slice(seen.length - rows.length).join("\n")) break;
    seen.push(rows[rows.length - 1]);
  }
  for (let i = 0; i < moved; i++) keys(emu, ["up"]);
  return [emu.textLines()[0]].concat(seen).join("\n");
}

/** The rows of the About screen, joined; back at the main menu after. */
export function about(emu: Emu): string {
  home(emu);
  choose(emu, /^Settings$/);
  choose(emu, /^About/);
  const t = screen(emu);
  home(emu);
  return t;
}

/** A message's text as one paragraph (its lines joined), title left out. */
export function paragraph(emu: Emu): string {
  return wholeText(emu).split("\n").slice(1).join(" ");
}

/**
 * The Target Number question's steps down to TN 5, each as the screen showed it (the new pack's
 * TN 5 name shows there): the question is an editor that shows one TN at a time, with its
 * ladder name; back at the main menu after.
 */
export function tnRows(emu: Emu): string {
  home(emu);
  // recent choices may skip a question: follow the path until the question is there
  for (const r of TO_TN) if (emu.textLines()[0] !== "Target Number") choose(emu, r);
  const seen = [emu.textLines()[0], emu.textLines()[1]];
  for (let i = 0; i < 40 && emu.textLines()[0] === "Target Number" && !/^TN 5\b/.test(emu.textLines()[1]); i++) {
    keys(emu, [Number(/^TN (\d+)/.exec(emu.textLines()[1])?.[1] ?? 0) > 5 ? "down" : "up"]);
    seen.push(emu.textLines()[1]);
  }
  home(emu);
  return seen.join("\n");
}

export { boot };
export type { Emu };
