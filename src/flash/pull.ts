/**
 * flash.sh --pull DIR: what the GM applied at the table comes home. The device's sheets, its
 * log and the app and rules versions are read over the same console and code as a send
 * (device-read.ts), decoded into the desktop's JSON and written into DIR (pull-folder.ts); the
 * sheets read become the copies a later send compares the device's with (sync-state.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { crc32 } from "../engine/pack/crc32";
import type { PackFile } from "../engine/pack/envelope";
import { readBack, type ReadBack } from "../home/readback/read-back";
import type { FlashContext } from "./context";
import { readDevice } from "./device-read";
import { writePulled } from "./pull-folder";
import { loadState, saveState, setBase, stateDir, stateFile } from "./sync-state";

/** Each readable sheet's problems against its rules (the pack given with --rules for its system, else the built-in one). */
function problemsOf(ctx: FlashContext, rb: ReadBack, rules: PackFile | null): { [file: string]: string[] } {
  const out: { [file: string]: string[] } = {};
  for (const s of rb.sheets) {
    if (!s.sheet) continue;
    const m = ctx.E.SYSTEMS.find((x) => x.id === s.system);
    if (!m) {
      out[s.file] = [`no ${JSON.stringify(s.system)} rules in this project`];
      continue;
    }
    out[s.file] = m.validateSheet(s.sheet, rules && rules.system === m.id ? rules.body : m.pack).map((p) => `${p.path}: ${p.message}`);
  }
  return out;
}

/** Whether the device's app is the one built here (null when there is no build to compare with). */
function sameApp(ctx: FlashContext, rb: ReadBack): boolean | null {
  const built = join(ctx.root, "dist", ctx.board.id, "sifni.app.js");
  if (!rb.app || rb.app.crc < 0 || !existsSync(built)) return null;
  return crc32(readFileSync(built, "latin1")) >>> 0 === rb.app.crc;
}

/** Records the sheets read as the copies last read from this device; a state that cannot be kept is said, not fatal. */
function recordRead(ctx: FlashContext, rb: ReadBack): void {
  const file = stateFile(stateDir(ctx.o.state, ctx.io.env ?? {}), ctx.board.id, rb.serial);
  try {
    const state = loadState(file, ctx.board.id, rb.serial);
    for (const s of rb.sheets) if (s.sheet) setBase(state, s.sheet);
    saveState(file, state);
  } catch (e) {
    ctx.io.err(`flash: the sheets read were not recorded as this computer's copies (${(e as Error).message}): the next send asks about every sheet that differs\n`);
  }
}

export async function pull(ctx: FlashContext, rules: PackFile | null): Promise<number> {
  const { io, board, port } = ctx;
  io.err(`flash: reading ${board.name} at ${port}...\n`);
  const r = await readDevice(ctx.root, { board, port, password: ctx.password, dir: ctx.dir, timeoutMs: ctx.timeoutMs, log: true });
  if (!r.ok) {
    io.err(`flash: ${r.message}\n`);
    return r.code;
  }
  const rb = readBack(r.dump, board.storage.appFile);
  const problems = problemsOf(ctx, rb, rules);
  const app = sameApp(ctx, rb);
  const out = resolve(ctx.o.pull as string);
  let written: { written: string[]; skipped: string[] };
  try {
    written = writePulled(out, rb, { sheetProblems: problems, sameApp: app, readAt: new Date().toISOString() });
  } catch (e) {
    io.err(`flash: could not write into ${out}: ${(e as Error).message}\n`);
    return 2;
  }
  recordRead(ctx, rb);
  const lines: string[] = [`flash: read ${board.name} (firmware ${rb.firmware || "unknown"}) into ${out}:`];
  lines.push(
    rb.app
      ? `  app: ${rb.app.file} ${rb.app.version || "(version not found)"}${app === null ? "" : app ? ", this computer's build" : ", not this computer's build (send it with --app)"}`
      : `  app: no ${board.storage.appFile} on the device`,
  );
  lines.push(`  rules: ${rb.packs.length > 0 ? rb.packs.map((p) => `${p.system} pack v${p.version < 0 ? "?" : p.version}`).join(", ") : "none installed"}`);
  const systems = Array.from(new Set(rb.sheets.filter((s) => s.sheet).map((s) => s.system)));
  for (const system of systems) {
    const ids = rb.sheets.filter((s) => s.system === system && s.sheet).map((s) => s.id);
    lines.push(`  sheets: ${system}-party.json: ${ids.join(", ")}`);
  }
  if (systems.length === 0) lines.push("  sheets: none on the device");
  lines.push(`  log: ${rb.log.length} entr${rb.log.length === 1 ? "y" : "ies"}: log.csv, log.json`);
  lines.push(`  device.json, and the data files as read in device-files/`);
  io.out(lines.join("\n") + "\n");
  for (const s of rb.sheets) for (const p of problems[s.file] ?? []) io.err(`flash: ${s.file}: ${p} (written as the device holds it)\n`);
  for (const name of written.skipped) io.err(`flash: ${JSON.stringify(name)}: a file name that cannot be written here: left out of device-files/\n`);
  for (const p of rb.problems) io.err(`flash: ${p}\n`);
  // pieces lost on the way: what arrived is written, and the GM is told to read again
  return r.dump.problems.length > 0 ? 7 : 0;
}
