/**
 * A desktop RulesModule as DeviceRules, for the rules systems that have not moved to the device
 * runtime yet (TFT-hack, SIFRP, Dodge-Block-Armor, VDP STRS: issue 13). Their sheets are JSON
 * files and their pack the stored envelope (pack/stored.ts). On the device each comes in entries
 * (tools/build/device-modules.mjs, like S-Ifni's): the check list, sheets and pack (`legacySheets`),
 * Inspect and the effects (`legacyEdits`), and each check in three: its questions, their
 * choices and conditions (`legacyAsk`), its odds (`legacyOdds`) and its roll (`legacyResolve`),
 * so a key holds the code of one check's one task, not the whole module. A question's source and
 * condition are "<check>.<input index>": the shelf routes them to their check's entry by the part
 * before the dot (rules/entry-of.ts).
 */
import { wordAt } from "../format/words";
import { readStoredPack } from "../pack/stored";
import { RandomGenerator } from "../random/generator";
import { selfTest } from "../selftest";
import { isList } from "../validate";
import { FS } from "../sifni/data/codes";
import { DeviceRules } from "./device";
import { MAX_NAME } from "./fields";
import { choicesOf, findCheck, inputAt, requireInputs } from "./inputs";
import { LINE_TAG, lineBody, linePackProblem, lineVersion } from "./line-pack";
import { MAX_ID, isSheetId } from "./sheet-id";
import { CheckImpl, CheckSpec, Choice, InputContext, InputSpec, Inputs, Problem, RulesModule, SheetBase } from "./types";

/**
 * A pack as the legacy rules use it: its tables and the version it was sent as (0: built in). On
 * the device nothing holds the tables between the calls that read them: the built-in pack's
 * are getters (`legacyBuiltin`), a sent pack's lists are read from its stored text at each read
 * (`sentLines`; `sentPack` parses one stored as JSON, before the device form, whole).
 */
export interface LegacyPack {
  body: unknown;
  version: number;
}

/**
 * A sent pack, checked once when the system was taken up, its body parsed again from the stored
 * file at each read: held, a parsed pack's tables and strings were 480-610 JsVars of a Bangle.js
 * 1's 2,584 for as long as the system was up, where most keys read none of them.
 */
function sentPack(version: number, text: string): LegacyPack {
  return {
    version: version,
    get body() {
      return (JSON.parse(text) as { body: unknown }).body;
    },
  };
}

/**
 * A sent pack in the device form (rules/line-pack.ts), held as the built-in one is: its small
 * tables, a getter per list that makes it from the stored text when read, and the text for the
 * rules that read one row.
 */
function sentLines(text: string): LegacyPack {
  return { version: lineVersion(text), body: lineBody(text) };
}

type Rules = DeviceRules<SheetBase, LegacyPack> & { builtinPack(): LegacyPack };
type Ctx = InputContext<SheetBase, LegacyPack>;

/**
 * What the sheets' entry needs of a system: its id and name, its checks as "id|label|menu" lines,
 * the fields every sheet has as "name:t" words (t: n a number, s text, a a list, o an object; the
 * blank sheet's; tests/engine/legacy-rules.test.ts compares both with the module's).
 */
export interface LegacyParts {
  id: string;
  name: string;
  checks: string;
  shape: string;
}

/** The kinds of a shape's fields, as its messages name them. */
const KINDS = "n a number|s text|a a list|o an object";

/**
 * A stored sheet as the device takes it, or why not. The home tools (flash.sh, the companion, the
 * CLI) validate every field with reasons before they send one; the device checks what it reads
 * with this small decoder: JSON, the system's, an id and a name as files are named, and each
 * field of the shape of its kind. No pack is read, so no table is held to check a sheet.
 */
function readSheet(text: string, p: LegacyParts): SheetBase | string {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return "not readable JSON";
  }
  if (typeof x !== "object" || x === null || isList(x)) return "not a character sheet";
  const s = x as { [k: string]: unknown };
  if (s.system !== p.id) return "not a " + p.name + " sheet";
  if (typeof s.id !== "string" || !isSheetId(s.id)) return "its id is not 1 to " + MAX_ID + " characters of a-z, 0-9 and -";
  if (typeof s.name !== "string" || s.name === "" || s.name.length > MAX_NAME) return "its name is not 1 to " + MAX_NAME + " characters";
  const f = p.shape.split(" ");
  for (let i = 0; i < f.length; i++) {
    const name = f[i].substring(0, f[i].length - 2);
    const t = f[i].charAt(f[i].length - 1);
    const v = s[name];
    const ok = t === "n" ? typeof v === "number" : t === "s" ? typeof v === "string" : t === "a" ? isList(v) : typeof v === "object" && v !== null && !isList(v);
    if (!ok) return name + (v === undefined ? " is missing" : " is not " + wordAt(KINDS, "nsao".indexOf(t)).substring(2));
  }
  return s as unknown as SheetBase;
}

/** The tables of a stored pack are validated at home; the device checks its envelope, length and CRC. */
const UNCHECKED = function (): Problem[] {
  return [];
};

/** An input spec as a question (rules/questions.ts); its choices and condition are "<check>.<i>", spec i's own. */
function questionOf(spec: InputSpec, ref: string): string {
  const label = spec.label.split(":").join(" ");
  const cond = spec.when ? ref : "";
  const init = spec.initial === undefined ? "" : "=" + String(spec.initial);
  if (spec.kind === "number") {
    const arg = [spec.min, spec.max].join(",") + (spec.initial === undefined ? "" : "," + spec.initial) + (spec.typical === undefined ? "" : "~" + spec.typical);
    return [spec.id, spec.unit === "hundredths" ? "h" : "n", label, arg, cond].join(":");
  }
  if (spec.kind === "flag") return [spec.id, "f", label, spec.initial ? "1" : "", cond].join(":");
  // several choices: asked (W) when they must be given or are to be asked (then none may be the
  // answer, their initial one), else left at their initial value (m)
  const kind = spec.party ? "w" : spec.kind === "choices" ? (spec.initial === undefined || spec.ask ? "W" : "m") : spec.ask ? "C" : "c";
  return [spec.id, kind, label, ref + init, cond].join(":");
}

/**
 * The context a module's own functions expect: its pack's tables, not the stored envelope, made
 * the first time a choice or a condition reads them (most read only the answers and the sheets).
 */
function bodyOf(c: Ctx): InputContext {
  let body: unknown = null;
  return {
    inputs: c.inputs,
    party: c.party,
    get pack() {
      if (body === null) body = c.pack.body;
      return body;
    },
  };
}

/** Input i of a check's spec, by its reference "<check>.<i>". */
function inputOfRef(spec: CheckSpec, ref: string): InputSpec {
  return inputAt(spec, parseInt(ref.substring(ref.indexOf(".") + 1), 10)) as InputSpec;
}

/*
 * A check's questions, the choices of one and whether one applies. Functions of the spec, not
 * closures made per check: each function the device holds costs it JsVars.
 */
function questionsOf(spec: CheckSpec, check: string): string {
  const out: string[] = [];
  let input: InputSpec | undefined;
  for (let i = 0; (input = inputAt(spec, i)) !== undefined; i++) out.push(questionOf(input, check + "." + i));
  return out.join("\n");
}

function choicesAt(spec: CheckSpec, source: string, c: Ctx, id?: string): Choice[] {
  return choicesOf(inputOfRef(spec, source), bodyOf(c), id);
}

function holdsAt(spec: CheckSpec, cond: string, c: Ctx): boolean {
  const w = inputOfRef(spec, cond).when;
  return !w || w(bodyOf(c));
}

/**
 * One check's questions, their choices and conditions: the check's entry "c" + i on the device.
 * Its odds are the entry "o" + i (`legacyOdds`), its roll "r" + i (`legacyResolve`): each file is
 * built without the others' code (tools/build/check-method.mjs), so a key holds only what it runs.
 * `questions` is the check's questions as the build wrote them into that file (the text
 * `questionsOf` gives, left in flash: made on the device, it was ~100 JsVars held while the
 * check is up, and the code making it was in the file).
 */
export function legacyAsk<S extends SheetBase, P>(c: CheckImpl<S, P>, questions: string): Pick<Rules, "questions" | "choices" | "holds"> {
  const spec = c.spec as unknown as CheckSpec;
  return {
    questions: function () {
      return questions;
    },
    choices: function (source, ctx, id) {
      return choicesAt(spec, source, ctx, id);
    },
    holds: function (cond, ctx) {
      return holdsAt(spec, cond, ctx);
    },
  };
}

/** One check's odds (its entry "o" + i on the device). */
export function legacyOdds<S extends SheetBase, P>(c: CheckImpl<S, P>): Pick<Rules, "odds"> {
  return {
    odds: function (_check: string, inputs: Inputs, party: SheetBase[], pack: LegacyPack) {
      return c.odds(requireInputs(c.spec, inputs, party as S[], pack.body as P), party as S[], pack.body as P);
    },
  };
}

/** One check's roll (its entry "r" + i on the device). */
export function legacyResolve<S extends SheetBase, P>(c: CheckImpl<S, P>): Pick<Rules, "resolve"> {
  return {
    resolve: function (_check: string, inputs: Inputs, party: SheetBase[], pack: LegacyPack, rng: RandomGenerator) {
      return c.resolve(requireInputs(c.spec, inputs, party as S[], pack.body as P), party as S[], pack.body as P, rng);
    },
  };
}

/** The three entries of one check together (the tests' view of them). */
export function legacyCheck<S extends SheetBase, P>(c: CheckImpl<S, P>): Pick<Rules, "questions" | "choices" | "holds" | "resolve" | "odds"> {
  const a = legacyAsk(c, questionsOf(c.spec as unknown as CheckSpec, c.spec.id));
  return { questions: a.questions, choices: a.choices, holds: a.holds, odds: legacyOdds(c).odds, resolve: legacyResolve(c).resolve };
}

/** The check list and the sheets (the entry "d" on the device). */
export function legacySheets(p: LegacyParts): Pick<Rules, "id" | "name" | "checkList" | "sheet" | "brief" | "stored"> {
  return {
    id: p.id,
    name: p.name,
    checkList: function () {
      const rows = p.checks.split("\n");
      const out: string[][] = [];
      for (let i = 0; i < rows.length; i++) out.push(rows[i].split("|"));
      return out;
    },
    sheet: function (text) {
      return readSheet(text, p);
    },
    brief: function (sheet) {
      const out: SheetBase & { side?: unknown } = { system: sheet.system, id: sheet.id, name: sheet.name };
      // the one field a list of every member reads: VDP STRS's sequence groups them by side
      const side = (sheet as SheetBase & { side?: unknown }).side;
      if (side !== undefined) out.side = side;
      return out;
    },
    stored: function (sheet) {
      return JSON.stringify(sheet);
    },
  };
}

/**
 * A sent pack's decoder (the entry "dp" on the device, apart from the sheets': called when the
 * system is taken up and when a pack arrives, where "d" is read again mid-check).
 */
export function legacyPack(p: LegacyParts, crc: (s: string) => number): Pick<Rules, "pack" | "packVersion"> {
  return {
    pack: function (text) {
      if (text.substring(0, 3) === LINE_TAG + FS) {
        const why = linePackProblem(text, p.id, p.name, crc);
        return why === "" ? { value: sentLines(text) } : why;
      }
      // a pack stored as JSON by an earlier version of the home tools
      const r = readStoredPack(text, [{ id: p.id, validatePack: UNCHECKED }], crc);
      if (!r.pack) return (r.problems[0].path === "" ? "" : r.problems[0].path + ": ") + r.problems[0].message;
      return { value: sentPack(r.pack.version, text) };
    },
    packVersion: function (pack) {
      return pack.version;
    },
  };
}

/**
 * The pack the rules carry (the entry "p" on the device), held as it is while the system is up:
 * SIFRP's a constant of 132 JsVars, the others' numbers with a getter per table (`*_TABLES`,
 * 60-100 JsVars; their tables made were 480-610). In an entry of its own, the getters keep that
 * entry's scope, not the sheets' entry's with its functions.
 */
export function legacyBuiltin<P>(tables: P): Pick<Rules, "builtinPack"> {
  return {
    builtinPack: function () {
      return { body: tables, version: 0 };
    },
  };
}

/** Inspect and the effects (their entry on the device). */
export function legacyEdits<S extends SheetBase, P>(m: Pick<RulesModule<S, P>, "describe" | "applyEffect">): Pick<Rules, "inspect" | "apply"> {
  return {
    inspect: function (sheet, pack) {
      return m.describe(sheet as S, pack.body as P);
    },
    apply: function (sheet, effect, pack) {
      return m.applyEffect(sheet as S, effect, pack.body as P);
    },
  };
}

/** A sheet's fields but system, id and name, as LegacyParts' shape: "name:t" words. */
export function sheetShape(sheet: SheetBase): string {
  const out: string[] = [];
  const s = sheet as unknown as { [k: string]: unknown };
  for (const k in s) {
    if (k === "system" || k === "id" || k === "name") continue;
    const v = s[k];
    out.push(k + ":" + (typeof v === "number" ? "n" : typeof v === "string" ? "s" : isList(v) ? "a" : "o"));
  }
  return out.join(" ");
}

/** A module's checks as the device lists them: "id|label|menu" lines. */
export function checkRows(m: RulesModule): string {
  const out: string[] = [];
  for (let i = 0; i < m.checks.length; i++) out.push(m.checks[i].id + "|" + m.checks[i].label + "|" + (m.checks[i].menu || "roll"));
  return out.join("\n");
}

/** A whole module as DeviceRules (the desktop's and the tests' view of what the entries give on the device). */
export function legacyRules(m: RulesModule, crc: (s: string) => number): Rules {
  function specOf(ref: string): CheckSpec {
    const dot = ref.indexOf(".");
    return findCheck(m.checks, dot < 0 ? ref : ref.substring(0, dot));
  }
  const parts = { id: m.id, name: m.name, checks: checkRows(m), shape: sheetShape(m.blankSheet("x", "x")) };
  const d = legacySheets(parts);
  const dp = legacyPack(parts, crc);
  const e = legacyEdits(m);
  return {
    id: d.id,
    name: d.name,
    checkList: d.checkList,
    questions: function (check) {
      return questionsOf(specOf(check), check);
    },
    choices: function (source, c, id) {
      return choicesAt(specOf(source), source, c, id);
    },
    holds: function (cond, c) {
      return holdsAt(specOf(cond), cond, c);
    },
    resolve: function (check, inputs, party, pack, rng) {
      return m.resolve(check, inputs, party, pack.body, rng);
    },
    odds: function (check, inputs, party, pack) {
      return m.odds(check, inputs, party, pack.body);
    },
    inspect: e.inspect,
    apply: e.apply,
    sheet: d.sheet,
    brief: d.brief,
    stored: d.stored,
    pack: dp.pack,
    packVersion: dp.packVersion,
    selfTest: selfTest,
    builtinPack: legacyBuiltin(m.pack).builtinPack,
  };
}

