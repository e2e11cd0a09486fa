/**
 * `sifni char validate FILE...` and `sifni char show FILE`: S-Ifni character sheets (one sheet
 * or an array of sheets per JSON file) checked and shown by the shipped engine's module, so the
 * desktop accepts exactly what the device accepts.
 */
import { readInputFile } from "../../desktop/input-file";
import type { Engine } from "../../desktop/load-engine";
import { parseStrictJson } from "../../home/strict-json";
import type { Problem, RulesModule, SifniPack, SifniSheet } from "../../home/index";
import { UsageError, quote } from "../args";
import type { CommandSpec, Json, Output } from "../spec";

const ACTIONS = ["validate", "show"];

interface FileCheck {
  file: string;
  sheets: unknown[];
  problems: Problem[];
}

function sifniModule(E: Engine): RulesModule<SifniSheet, SifniPack> {
  const m = E.moduleById(E.SYSTEMS, "sifni");
  if (!m) throw new Error("the engine bundle has no sifni module");
  return m as unknown as RulesModule<SifniSheet, SifniPack>;
}

/** Reads and checks one file: its sheets (a sheet or an array) and every problem, paths prefixed by the index in an array. */
function checkFile(E: Engine, file: string): FileCheck {
  const m = sifniModule(E);
  const pack = m.pack;
  let text: string;
  try {
    text = readInputFile(file);
  } catch (e) {
    return { file, sheets: [], problems: [{ path: "", message: (e as Error).message }] };
  }
  let data: unknown;
  try {
    const strict = parseStrictJson(text);
    if (strict.problems.length > 0) return { file, sheets: [], problems: strict.problems };
    data = strict.value;
  } catch (e) {
    return { file, sheets: [], problems: [{ path: "", message: "not JSON: " + (e as Error).message }] };
  }
  const many = Array.isArray(data);
  const sheets = many ? (data as unknown[]) : [data];
  const problems: Problem[] = [];
  if (sheets.length === 0) problems.push({ path: "", message: "an empty list: no sheets" });
  const ids: unknown[] = [];
  sheets.forEach((sheet, i) => {
    const prefix = many ? i + "." : "";
    for (const p of m.validateSheet(sheet, pack)) problems.push({ path: prefix + p.path, message: p.message });
    const id = typeof sheet === "object" && sheet !== null ? (sheet as { id?: unknown }).id : undefined;
    const first = typeof id === "string" ? ids.indexOf(id) : -1;
    // ids are the device's file names: one party cannot use one twice
    if (first >= 0) problems.push({ path: prefix + "id", message: `duplicate id ${quote(id as string)} (also sheet ${first})` });
    ids.push(id);
  });
  return { file, sheets, problems };
}

function problemLine(file: string, p: Problem): string {
  return p.path === "" ? `${file}: ${p.message}` : `${file}: ${p.path}: ${p.message}`;
}

function validate(E: Engine, files: string[]): Output {
  const checks = files.map((f) => checkFile(E, f));
  const bad = checks.some((c) => c.problems.length > 0);
  const lines: string[] = [];
  for (const c of checks) {
    if (c.problems.length === 0) lines.push(`${c.file}: ok, ${c.sheets.length} sheet${c.sheets.length === 1 ? "" : "s"}`);
    else for (const p of c.problems) lines.push(problemLine(c.file, p));
  }
  return {
    json: {
      valid: !bad,
      files: checks.map((c) => ({
        file: c.file,
        sheets: c.sheets.length,
        valid: c.problems.length === 0,
        problems: c.problems.map((p) => ({ path: p.path, message: p.message })),
      })),
    },
    text: lines.join("\n"),
    exitCode: bad ? 2 : 0,
  };
}

function signed(n: number): string {
  return n < 0 ? String(n) : "+" + n;
}

/** One sheet for the desktop: the device's report in long form. */
function showSheet(E: Engine, m: RulesModule<SifniSheet, SifniPack>, pack: SifniPack, s: SifniSheet): { json: Json; text: string[] } {
  const r = E.sifniReport(s, pack);
  const compact = E.sifniEncode(s);
  const t: string[] = [];
  t.push(`${s.name} (${s.id})${s.concept ? ` "${s.concept}"` : ""}${s.condition ? " - " + s.condition.toUpperCase() : ""}`);
  t.push("stats:");
  const groups = m.fields.filter((f) => f.path.startsWith("stats.")).reduce<{ [g: string]: string[] }>((acc, f) => {
    const g = f.group || "";
    (acc[g] = acc[g] || []).push(`${f.label} ${s.stats[f.label]}`);
    return acc;
  }, {});
  for (const g of Object.keys(groups)) t.push(`  ${(g + ":").padEnd(10)} ${groups[g].join(", ")}`);
  if (r.totals.length > 0) {
    t.push("skills (stat + skill + specialty = total):");
    for (const row of r.totals) {
      if (row.specialty === "") t.push(`  ${row.stat} ${s.stats[row.stat]} ${signed(row.level)} ${row.skill} = ${row.total}`);
      else t.push(`    ${signed(row.level)} ${row.specialty} = ${row.total}`);
    }
  }
  const armorNames = s.armor.map((id) => {
    const a = pack.armor.find((x) => x.id === id);
    return a ? `${a.name} ${a.penalty}` : id;
  });
  t.push("penalties on every roll:");
  t.push(`  wounds ${r.woundPenalty}${r.woundBand > 0 ? ` (worst: ${r.woundNames[s.wounds.findIndex((w) => w.band === r.woundBand)]})` : ""}`);
  t.push(`  armor ${r.armorPenalty}${armorNames.length ? ` (${armorNames.join(", ")})` : ""}`);
  t.push(`  together ${r.penalty} of the roll`);
  if (s.armor.length > 0) t.push(`protection: blunt ${r.protection.blunt}, slash ${r.protection.slash}, pierce ${r.protection.pierce}`);
  if (s.weapons.length > 0) {
    t.push("weapons:");
    for (const id of s.weapons) {
      const w = pack.melee.find((x) => x.id === id);
      const rw = pack.ranged.find((x) => x.id === id);
      if (w) {
        const mods = [w.attack && `${w.attack}A`, w.defense && `${w.defense}D`, w.armorMod && `${w.armorMod} armor`, `${w.hands} hand${w.hands === 2 ? "s" : ""}`, w.size, w.notes];
        t.push(`  ${w.name}: melee, ${w.type}, ${mods.filter((x) => x).join(", ")}`);
      } else if (rw) {
        const mods = [rw.attack && `${rw.attack}A`, rw.armorMod && `${rw.armorMod} armor`, `range ${rw.range} m`, rw.reload ? `reload ${rw.reload} s` : "", rw.size, rw.skillMin !== undefined ? `RangedAttack minimum ${rw.skillMin}` : ""];
        t.push(`  ${rw.name}: ranged, ${rw.type}, ${mods.filter((x) => x).join(", ")}`);
      }
    }
  }
  for (const q of r.ranged) {
    t.push(`  ${q.weapon}: RangedAttack total ${q.total}, ${q.below > 0 ? `${q.below} below the minimum ${q.skillMin}` : `at least the minimum ${q.skillMin}`}`);
  }
  if (s.wounds.length > 0) {
    t.push("wounds:");
    s.wounds.forEach((w, i) => t.push(`  ${w.location}: ${r.woundNames[i]} (band ${w.band}, DR ${E.formatHundredths(w.dr)})`));
  }
  t.push("measured (before penalties):");
  for (const x of r.measures) t.push(`  ${x.label.padEnd(6)} ${x.text}  (${x.stat}${x.skill ? " + " + x.skill : ""} = ${x.total})`);
  if (s.disadvantages.length > 0) t.push("disadvantages: " + s.disadvantages.join("; "));
  if (s.notes) t.push("notes: " + s.notes);
  const json = JSON.stringify(s);
  t.push(`device form: ${compact.length} characters (JSON ${json.length})`);
  return {
    json: {
      id: s.id,
      name: s.name,
      sheet: JSON.parse(json) as Json,
      report: JSON.parse(JSON.stringify(r)) as Json,
      compact: { text: compact, length: compact.length, jsonLength: json.length },
    },
    text: t,
  };
}

function show(E: Engine, files: string[]): Output {
  if (files.length !== 1) throw new UsageError(`char show takes one FILE, got ${files.length}`);
  const c = checkFile(E, files[0]);
  if (c.problems.length > 0) {
    return {
      json: { valid: false, file: c.file, problems: c.problems.map((p) => ({ path: p.path, message: p.message })) },
      text: c.problems.map((p) => problemLine(c.file, p)).join("\n"),
      exitCode: 2,
    };
  }
  const m = sifniModule(E);
  const pack = m.pack;
  const shown = (c.sheets as SifniSheet[]).map((s) => showSheet(E, m, pack, s));
  return {
    json: { valid: true, file: c.file, sheets: shown.map((x) => x.json) },
    text: shown.map((x) => x.text.join("\n")).join("\n\n"),
  };
}

export const char: CommandSpec = {
  name: "char",
  summary: "check or show S-Ifni character sheets (JSON: one sheet or a list)",
  usage: ["char validate FILE... [--json]", "char show FILE [--json]"],
  options: [],
  operands: 1000,
  notes: [
    "validate: every problem as FILE: PATH: MESSAGE (PATH is N.field for the N-th sheet of a list);",
    "  exit 2 when any sheet is invalid, 0 when all are valid. Ids must be unique in a file.",
    "show: the sheet with skill totals, penalties in force, weapons, measured stats and the size of",
    "  its device form; an invalid file is reported as by validate (exit 2).",
    'JSON, validate: {"valid":bool, "files":[{"file", "sheets":N, "valid":bool, "problems":[{"path","message"}]}]}',
    'JSON, show: {"valid":true, "file", "sheets":[{"id", "name", "sheet", "report", "compact":{"text","length","jsonLength"}}]}',
  ],
  run(args, ctx) {
    const [action, ...files] = args.operands;
    if (action === undefined || !ACTIONS.includes(action)) {
      throw new UsageError(`char needs an action, validate or show, got ${action === undefined ? "nothing" : quote(action)} (see "sifni help char")`);
    }
    if (files.length === 0) throw new UsageError(`char ${action} needs a FILE`);
    const E = ctx.engine();
    return action === "validate" ? validate(E, files) : show(E, files);
  },
};
