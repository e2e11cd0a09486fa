/**
 * sifni pack: rules pack files (docs/packs.md).
 *   pack validate FILE            every problem, by field; exit 2 when there is any
 *   pack build DIR -o FILE        DIR/meta.json {"system","version"} + one DIR/<table>.json per table
 *   pack default --system ID -o DIR   the system's shipped tables as such a directory, to edit
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { InputFileError, readInputFile } from "../../desktop/input-file";
import type { Engine } from "../../desktop/load-engine";
import { type JsonProblem, isRefusedKey, parseStrictJson, refusedKeyMessage } from "../../home/strict-json";
import { UsageError, quote } from "../args";
import type { CommandSpec, Json, Output } from "../spec";

function readText(file: string): string {
  if (!existsSync(file)) throw new UsageError(`no such file ${quote(file)}`);
  return readInputFile(file);
}

/** A JSON file of the pack folder: its value, or its problems (unreadable, not JSON, not strict JSON). */
function readTable(file: string): { value: unknown; problems: JsonProblem[] } {
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    if (e instanceof InputFileError) return { value: undefined, problems: [{ path: "", message: e.message }] };
    throw e;
  }
  try {
    return parseStrictJson(text);
  } catch (e) {
    return { value: undefined, problems: [{ path: "", message: "not valid JSON: " + (e as Error).message }] };
  }
}

function report(file: string, problems: { path: string; message: string }[], ok: string): Output {
  const lines = problems.map((p) => `${file}: ${p.path === "" ? "" : p.path + ": "}${p.message}`);
  return {
    json: { file, valid: problems.length === 0, problems: problems as unknown as Json },
    text: problems.length === 0 ? `${file}: ${ok}` : lines.join("\n"),
    exitCode: problems.length === 0 ? 0 : 2,
  };
}

function validate(E: Engine, file: string): Output {
  let text: string;
  try {
    text = readText(file);
  } catch (e) {
    if (e instanceof InputFileError) return report(file, [{ path: "", message: e.message }], "");
    throw e;
  }
  let strict: JsonProblem[] = [];
  try {
    strict = parseStrictJson(text).problems;
  } catch {
    // not JSON: the engine's reader says so, with the text's length (a cut file)
  }
  if (strict.length > 0) return report(file, strict, "");
  const r = E.readPackText(text, E.SYSTEMS);
  const ok = r.pack ? `valid ${r.pack.system} pack, version ${r.pack.version}, ${r.pack.length} characters, crc32 ${r.pack.crc32}` : "";
  return report(file, r.problems, ok);
}

function build(E: Engine, dir: string, out: string): Output {
  const metaFile = join(dir, "meta.json");
  const m = readTable(metaFile);
  if (m.problems.length > 0) return report(metaFile, m.problems, "");
  const meta = (typeof m.value === "object" && m.value !== null ? m.value : {}) as { system?: unknown; version?: unknown };
  const body: { [table: string]: unknown } = {};
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith(".json") || name === "meta.json") continue;
    const table = basename(name, ".json");
    // a table's file name is a key of the body: __proto__.json would become its prototype
    if (isRefusedKey(table)) return report(join(dir, name), [{ path: "", message: refusedKeyMessage(table, "table name") }], "");
    const t = readTable(join(dir, name));
    if (t.problems.length > 0) return report(join(dir, name), t.problems, "");
    body[table] = t.value;
  }
  let pack: ReturnType<Engine["makePack"]>;
  try {
    pack = E.makePack(String(meta.system), meta.version as number, body);
  } catch (e) {
    return report(dir, [{ path: "body", message: (e as Error).message }], "");
  }
  const problems = E.validatePackFile(pack, E.SYSTEMS);
  if (problems.length > 0) return report(dir, problems, "");
  writeFileSync(out, JSON.stringify(pack, null, 1) + "\n");
  return report(out, [], `written: ${pack.system} pack version ${pack.version}, ${pack.length} characters, crc32 ${pack.crc32}`);
}

function exportDefault(E: Engine, system: string, dir: string): Output {
  const m = E.moduleById(E.SYSTEMS, system);
  if (!m) throw new UsageError(`unknown --system ${quote(system)} (one of: ${E.SYSTEMS.map((s) => s.id).join(", ")})`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "meta.json"), JSON.stringify({ system: m.id, version: 1 }, null, 1) + "\n");
  const tables = m.pack as { [table: string]: unknown };
  for (const t of Object.keys(tables)) writeFileSync(join(dir, t + ".json"), JSON.stringify(tables[t], null, 1) + "\n");
  return { json: { dir, system: m.id, tables: Object.keys(tables) }, text: `${dir}: ${m.name} tables ${Object.keys(tables).join(", ")}` };
}

export const pack: CommandSpec = {
  name: "pack",
  summary: "validate, build or export rules pack files",
  usage: ["pack validate FILE [--json]", "pack build DIR -o FILE [--json]", "pack default --system ID -o DIR [--json]"],
  operands: 2,
  options: [
    { name: "out", short: "o", kind: "value", arg: "PATH", help: "the file (build) or directory (default) to write" },
    { name: "system", kind: "value", arg: "ID", help: "rules system for default" },
  ],
  notes: [
    "A pack file is {format, system, version, length, crc32, body}; length and crc32 are of the",
    "body's canonical text (keys sorted, no spaces), so a cut or damaged pack is refused.",
    'JSON: {"file", "valid", "problems":[{"path","message"}]}; exit 2 when the pack has problems.',
  ],
  run(args, ctx): Output {
    const [action, target] = args.operands;
    const E = ctx.engine();
    if (action === "validate") {
      if (!target) throw new UsageError("pack validate needs a FILE");
      return validate(E, target);
    }
    if (action === "build") {
      if (!target) throw new UsageError("pack build needs a DIR");
      return build(E, target, args.need("out", " (-o: the pack file to write)"));
    }
    if (action === "default") return exportDefault(E, args.need("system"), args.need("out", " (-o: the directory to write)"));
    throw new UsageError(`pack needs an action: validate, build or default, got ${action === undefined ? "nothing" : quote(action)}`);
  },
};
