/**
 * The build-time modules of the device files (src/device/build-inputs.d.ts).
 * - The app (dist/<board>/sifni.app.js): what it keeps of the board's profile and the list of
 *   the rules systems installed on it, ids and names only. No rules code: each system is a file.
 * - A system's files (dist/systems/, CommonJS wrapped as espruino-output.mjs says): its main
 *   file sifni.sys.<id>.js exports as default the manifest of its entries (S-Ifni's:
 *   src/engine/sifni/entries.ts; the others': `legacyManifest`, their desktop module's code cut by
 *   src/engine/rules/legacy.ts): sifni.sys.<id>.<entry>.js each exports the function of the CRC
 *   giving some of its DeviceRules (src/engine/rules/device.ts), built alone (no chunks: a chunk
 *   shared by entries keeps every function any of them calls, where a file alone keeps only its
 *   own). The device evaluates one entry at a time.
 */
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import vm from "node:vm";
import { checkMethod } from "./check-method.mjs";

const ROOT = resolve(".");

/** The app's features (src/device/features/<name>.ts), each a file the shell opens (src/device/kit.ts). */
export const FEATURES = ["start", "check", "roll", "dice", "log", "party", "settings", "update"];

/** A feature's Storage name, as src/device/protocol.ts featureFileName gives it. */
export function featureFileName(name) {
  return "sifni.f." + name + ".js";
}

/** Modules only the shell may hold: a feature bundling one would carry a second copy in RAM. */
const SHELL_MODULES = ["src/ui-lcd/ui.ts", "src/ui-lcd/view.ts", "src/ui-lcd/main-menu.ts", "src/device/main.ts"];

/** A build check for a feature: none of the shell's modules in it. */
export function shellOnly() {
  return {
    name: "sifni-shell-only",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const bad = Object.keys(chunk.modules).filter((m) => SHELL_MODULES.some((s) => m.endsWith(s)));
        if (bad.length) this.error(`${chunk.fileName} bundles the shell's ${bad.join(", ")}: reach it through the kit (src/device/kit.ts)`);
      }
    },
  };
}

/** Rules systems in menu order; S-Ifni runs on the device runtime, the others are their desktop modules cut in entries (LEGACY_CHECKS). */
export const SYSTEMS = ["sifni", "tft", "sifrp", "dba", "strs"];

/** A system's name as its rules give it (`name: "..."` after `id: "<id>"`). */
export function systemName(id) {
  const file = id === "sifni" ? "src/engine/sifni/rules-q.ts" : `src/engine/systems/${id}/device.ts`;
  const text = readFileSync(resolve(ROOT, file), "utf8");
  const m = new RegExp(`\\bid: "${id}",\\s*name: "([^"]+)"`).exec(text);
  if (!m) throw new Error(`${file}: no name after id "${id}"`);
  return m[1];
}

/**
 * The Storage name of a system's file, or of one group of it (at most 28 characters:
 * "sifni.sys.sifrp.js" is 18); the same as src/device/protocol.ts systemFileName (a test compares them).
 */
export function systemFileName(id, entry = "") {
  return "sifni.sys." + id + (entry ? "." + entry : "") + ".js";
}

/** The files of a system in dir (its main file, its entries and chunks), sorted. */
export function systemFilesIn(dir, id) {
  const main = systemFileName(id);
  return readdirSync(dir)
    .filter((f) => f === main || (f.startsWith("sifni.sys." + id + ".") && f.endsWith(".js")))
    .sort();
}

/** Modules by id; a source may be a function, called when the module is loaded. */
function virtualModules(name, sources) {
  return {
    name,
    resolveId(id) {
      return id in sources ? "\0" + id : null;
    },
    load(id) {
      if (!id.startsWith("\0sifni:")) return null;
      const s = sources[id.slice(1)];
      return typeof s === "function" ? s() : s;
    },
  };
}

/** The desktop engine (dist/engine.js), built before the systems' files (rollup.config.mjs). */
let engine = null;

/**
 * A check's questions as its rules give them (rules/legacy.ts questionsOf), from the desktop
 * engine built from the same sources: written into the check's entry as one literal, which the
 * device reads from flash (flash-literals.mjs) where the text made at run time was held in RAM.
 */
function legacyQuestions(id, check) {
  if (engine === null) {
    const ctx = vm.createContext({});
    vm.runInContext(readFileSync(resolve(ROOT, "dist/engine.js"), "utf8"), ctx);
    engine = ctx.SIFNI;
  }
  return engine.legacyRules(engine.moduleById(engine.SYSTEMS, id), engine.crc32).questions(check);
}

/** The UI's colours from the firmware's theme (src/device/board.ts): inverse video where the highlight is the background. */
export function lookOf(profile) {
  const t = profile.screen.theme;
  const visible = t.bgH !== t.bg;
  return { font: profile.font.name, scale: profile.font.scale, fg: t.fg, bg: t.bg, hiFg: visible ? t.fgH : t.bg, hiBg: visible ? t.bgH : t.fg };
}

/** What the app keeps of a board's profile (src/device/board.ts Board). */
export function deviceBoard(profile) {
  return {
    id: profile.id,
    name: profile.name,
    log: profile.log.records,
    rec: profile.log.bytes,
    vars: profile.memory.jsvars,
    held: profile.memory.rulesHeld,
    // a board whose App Loader installs some of the systems holds one at a time
    one: !!profile.systems,
    buzz: profile.feedback.buzz,
    look: lookOf(profile),
    keys: { up: profile.input.up, down: profile.input.down, select: profile.input.select, back: profile.input.back },
  };
}

/** The app's build inputs: the board and the systems it lists (ids and names). */
export function deviceModules(boardId, systemIds) {
  const profile = JSON.parse(readFileSync(resolve(ROOT, "boards", boardId + ".json"), "utf8"));
  const list = systemIds.map((id) => ({ id, name: systemName(id) }));
  return virtualModules("sifni-device-modules", {
    "sifni:board": `export default ${JSON.stringify(deviceBoard(profile))};`,
    "sifni:systems": `export default ${JSON.stringify(list)};`,
  });
}

/** S-Ifni's entries besides the checks': the module and the factory each exports as default; "" is the manifest. */
const SIFNI_ENTRY_MODULES = {
  "": ["entries.ts", "SIFNI_ENTRIES"],
  q: ["rules-q.ts", "sifniQuestions"],
  qs: ["rules-q.ts", "sifniSheetQuestions"],
  qw: ["rules-q.ts", "sifniPenaltyQuestions"],
  qp: ["rules-q.ts", "sifniPackQuestions"],
  d: ["rules-d.ts", "sifniSheets"],
  de: ["rules-d.ts", "sifniSheetEdits"],
  t: ["rules-t.ts", "sifniSelfTest"],
};

/**
 * Each check's entries (src/engine/sifni/entries.ts: "r" + code resolves it, "o" + code gives its
 * odds): its module under src/engine/sifni, its resolve and its odds, called as the desktop's
 * dispatchers call them (rules-s.ts, rules-m.ts, rules-os.ts, rules-om.ts: the same functions).
 */
const SIFNI_CHECK_ENTRIES = {
  sk: ["checks/skill.ts", "resolveSkill", "skillOdds"],
  op: ["checks/opposed.ts", "resolveOpposed", "opposedOdds"],
  ct: ["checks/contest.ts", "resolveContest", "contestOdds"],
  gw: ["checks/group.ts", "resolveGroup", "groupOdds"],
  me: ["combat/melee-check.ts", "resolveMelee", "meleeOdds", ".outcome"],
  ro: ["combat/round.ts", "resolveRound", "roundOdds"],
  ra: ["combat/ranged.ts", "resolveRanged", "rangedOdds"],
  co: ["combat/cover.ts", "resolveCover", "coverOdds"],
  gb: ["combat/grab.ts", "resolveGrab", "grabOdds"],
  wr: ["combat/wrestle.ts", "resolveWrestle", "wrestleOdds"],
  di: ["combat/disarm.ts", "resolveDisarm", "disarmOdds"],
  en: ["combat/endurance-check.ts", "resolveEndurance", "enduranceCheckOdds"],
};

/** An entry's source: its factory exported as default. */
function sifniEntrySource(entry, path) {
  if (SIFNI_ENTRY_MODULES[entry]) {
    const [file, fn] = SIFNI_ENTRY_MODULES[entry];
    return `import { ${fn} } from ${path("src/engine/sifni/" + file)};\nexport default ${fn};\n`;
  }
  const c = SIFNI_CHECK_ENTRIES[entry.substring(1)];
  if (!c || (entry.charAt(0) !== "r" && entry.charAt(0) !== "o")) return null;
  const [file, resolve, odds, result = ""] = c;
  const fn = entry.charAt(0) === "r" ? resolve : odds;
  const call = entry.charAt(0) === "r" ? `resolve: function (c, i, p, k, r) { return ${fn}(i, p, k, r)${result}; }` : `odds: function (c, i, p, k) { return ${fn}(i, p, k); }`;
  return `import { ${fn} } from ${path("src/engine/sifni/" + file)};\nexport default function () { return { ${call} }; }\n`;
}

/** The entries the manifest names (entries.ts), each of which must have a source here. */
function manifestEntries(path) {
  const text = readFileSync(resolve(ROOT, "src/engine/sifni/entries.ts"), "utf8");
  const body = text.slice(text.indexOf("SIFNI_ENTRIES ="));
  const named = [...new Set([...body.matchAll(/[\w.]+:(\w+)/g)].map((m) => m[1]))];
  const missing = named.filter((e) => sifniEntrySource(e, path) === null);
  if (missing.length) throw new Error("src/engine/sifni/entries.ts names entries device-modules.mjs cannot build: " + missing.join(", "));
  return named;
}

/**
 * The other systems' checks in the order they list them (src/engine/systems/<id>/device.ts), each
 * [id, the module under src/engine/systems/<id>, the export that is its CheckImpl]; check i is
 * the entry "c" + i (tests/engine/legacy-rules.test.ts compares this with the modules).
 */
export const LEGACY_CHECKS = {
  tft: [
    ["check", "checks/check.ts", "check"],
    ["opposed", "checks/opposed.ts", "opposed"],
    ["attack", "checks/attack.ts", "attack"],
    ["damage", "checks/damage.ts", "damage"],
    ["close", "checks/close.ts", "close"],
    ["conscious", "checks/dazed.ts", "conscious"],
    ["confusion", "checks/dazed.ts", "confusion"],
    ["bind", "checks/bind.ts", "bind"],
    ["recovery", "checks/recovery.ts", "recovery"],
    ["rest", "checks/learn.ts", "rest"],
    ["move", "checks/learn.ts", "move"],
    ["learn", "checks/learn.ts", "learn"],
    ["experience", "checks/learn.ts", "experience"],
  ],
  sifrp: [
    ["test", "checks/test.ts", "test"],
    ["attack", "checks/attack.ts", "attack"],
    ["escape", "checks/escape.ts", "escape"],
    ["break", "checks/break-free.ts", "breakFree"],
  ],
  dba: [
    ["attack", "attack.ts", "ATTACK"],
    ["round", "round.ts", "ROUND"],
  ],
  strs: [
    ["attack", "attack.ts", "attack"],
    ["exchange", "exchange.ts", "exchange"],
    ["sequence", "sequence.ts", "sequence"],
    ["turn", "turn.ts", "turn"],
    ["spend", "charge.ts", "spend"],
    ["gain", "charge.ts", "gain"],
    ["rest", "rest.ts", "rest"],
    ["simple", "simple.ts", "simple"],
    ["opposed", "opposed.ts", "opposed"],
    ["extended", "extended.ts", "extended"],
  ],
};

/**
 * Another system's manifest (as S-Ifni's, src/engine/sifni/entries.ts): the check list and
 * sheets in "d" (read again mid-check, when an answer names a member), a sent pack's decoder in
 * "dp" (when the system is taken up and when a pack arrives), the built-in pack in "p" (held while the system is up, its getters
 * keep only that small entry's scope), Inspect and effects in "de", the self-test in "t", check i's questions (by
 * the check's id), their choices and conditions (by their source, "<check>.<i>") in "c" + i, its
 * odds in "o" + i, its roll in "r" + i (rules/legacy.ts).
 */
export function legacyManifest(id) {
  const words = ["checkList:d", "sheet:d", "brief:d", "stored:d", "pack:dp", "packVersion:dp", "builtinPack:p", "inspect:de", "apply:de", "selfTest:t"];
  LEGACY_CHECKS[id].forEach(([check], i) => {
    for (const m of ["questions", "choices", "holds"]) words.push(m + "." + check + ":c" + i);
    words.push("odds." + check + ":o" + i, "resolve." + check + ":r" + i);
  });
  return " " + words.join(" ") + " ";
}

/** Another system's entry's source: its factory exported as default ("" is the manifest). */
function legacyEntrySource(id, entry, path) {
  const dev = path(`src/engine/systems/${id}/device.ts`);
  if (entry === "") return `export default ${JSON.stringify(legacyManifest(id))};\n`;
  if (entry === "d") return `import { ${id}Sheets } from ${dev};\nexport default ${id}Sheets;\n`;
  if (entry === "dp") return `import { ${id}Pack } from ${dev};\nexport default ${id}Pack;\n`;
  if (entry === "de") return `import { ${id}Edits } from ${dev};\nexport default ${id}Edits;\n`;
  if (entry === "p") return `import { ${id}Builtin } from ${dev};\nexport default ${id}Builtin;\n`;
  if (entry === "t") return `import { sifniSelfTest } from ${path("src/engine/sifni/rules-t.ts")};\nexport default sifniSelfTest;\n`;
  const [check, file, name] = LEGACY_CHECKS[id][parseInt(entry.substring(1), 10)];
  const wrap = { c: "legacyAsk", o: "legacyOdds", r: "legacyResolve" }[entry.charAt(0)];
  const source = (more) =>
    `import { ${wrap} } from ${path("src/engine/rules/legacy.ts")};\n` +
    `import { ${name} } from ${path(`src/engine/systems/${id}/${file}`)};\n` +
    `export default function () { return ${wrap}(${name}${more}); }\n`;
  return wrap === "legacyAsk" ? () => source(", " + JSON.stringify(legacyQuestions(id, check))) : source("");
}

/**
 * A system's files, each built alone (so each holds only the functions it calls, copies of
 * what others share included): [{file name, entry ("" for the main file), rollup input, virtual
 * module plugin, plugins after the others (`after`)}]: the manifest and its entries.
 */
export function systemBuilds(id) {
  const path = (p) => JSON.stringify(resolve(ROOT, p));
  const build = (entry, source) => ({
    file: systemFileName(id, entry),
    entry,
    input: "sifni:entry",
    plugin: virtualModules("sifni-system-modules", { "sifni:entry": source }),
  });
  if (id !== "sifni") {
    const entries = ["", "d", "dp", "p", "de", "t", ...LEGACY_CHECKS[id].flatMap((_c, i) => ["c" + i, "o" + i, "r" + i])];
    return entries.map((entry) => {
      const b = build(entry, legacyEntrySource(id, entry, path));
      // a check's entries: each without the methods it does not give (check-method.mjs)
      const drop = { c: ["resolve", "odds"], o: ["resolve"], r: ["odds"] }[entry.charAt(0)];
      if (/^[cor]\d/.test(entry)) b.after = [checkMethod(resolve(ROOT, `src/engine/systems/${id}`) + "/", drop)];
      return b;
    });
  }
  return ["", ...manifestEntries(path)].map((entry) => build(entry, sifniEntrySource(entry, path)));
}
