/**
 * The build-time modules of the device files (src/device/build-inputs.d.ts).
 * - The app (dist/<board>/sifni.app.js): what it keeps of the board's profile and the list of
 *   the rules systems installed on it, ids and names only. No rules code: each system is a file.
 * - A system's files (dist/systems/, CommonJS wrapped as espruino-output.mjs says): its main
 *   file sifni.sys.<id>.js exports as default either the function of the CRC giving all of its
 *   DeviceRules (src/engine/rules/device.ts; a system not yet on the device runtime, its desktop
 *   module wrapped whole by src/engine/rules/legacy.ts) or, for S-Ifni, the manifest of its
 *   entries (src/engine/sifni/entries.ts): sifni.sys.sifni.<entry>.js each exports the function
 *   of the CRC giving some of the methods, built alone (no chunks: a chunk shared by entries
 *   keeps every function any of them calls, where a file alone keeps only its own). The device
 *   evaluates one entry at a time.
 */
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(".");

/** The app's features (src/device/features/<name>.ts), each a file the shell opens (src/device/kit.ts). */
export const FEATURES = ["check", "dice", "log", "party", "settings", "update"];

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

/** Rules systems in menu order; S-Ifni runs on the device runtime, the others whole. */
export const SYSTEMS = ["sifni", "tft", "sifrp", "dba", "strs"];

/** A system's name as its rules give it (`name: "..."` after `id: "<id>"`). */
export function systemName(id) {
  const file = id === "sifni" ? "src/engine/sifni/rules-q.ts" : `src/engine/systems/${id}/module.ts`;
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

function virtualModules(name, sources) {
  return {
    name,
    resolveId(id) {
      return id in sources ? "\0" + id : null;
    },
    load(id) {
      return id.startsWith("\0sifni:") ? sources[id.slice(1)] : null;
    },
  };
}

/** Log records per file on a board without a size of its own (Bangles: 2 x 25). */
const LOG_RECORDS = 25;

/** What the app keeps of a board's profile (src/device/board.ts Board). */
export function deviceBoard(profile) {
  return {
    id: profile.id,
    name: profile.name,
    screen: { theme: profile.screen.theme },
    font: profile.font,
    buttons: profile.buttons,
    touch: profile.touch,
    input: profile.input,
    memory: profile.memory,
    feedback: profile.feedback,
    log: profile.log || LOG_RECORDS,
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

/** S-Ifni's entries: the module and the factory each exports as default; "" is the manifest. */
const SIFNI_ENTRY_MODULES = {
  "": ["entries.ts", "SIFNI_ENTRIES"],
  q: ["rules-q.ts", "sifniQuestions"],
  d: ["rules-d.ts", "sifniSheets"],
  s: ["rules-s.ts", "sifniSkillRolls"],
  m: ["rules-m.ts", "sifniCombatRolls"],
  os: ["rules-os.ts", "sifniSkillOdds"],
  om: ["rules-om.ts", "sifniCombatOdds"],
  t: ["rules-t.ts", "sifniSelfTest"],
};

/** The entries the manifest names (entries.ts), which must be those built here. */
function manifestEntries() {
  const text = readFileSync(resolve(ROOT, "src/engine/sifni/entries.ts"), "utf8");
  const body = text.slice(text.indexOf("SIFNI_ENTRIES"));
  const named = new Set([...body.matchAll(/[\w.]+:(\w+)/g)].map((m) => m[1]));
  const built = Object.keys(SIFNI_ENTRY_MODULES).filter((e) => e !== "");
  const missing = [...named].filter((e) => !built.includes(e)).concat(built.filter((e) => !named.has(e)));
  if (missing.length) throw new Error("src/engine/sifni/entries.ts and device-modules.mjs differ on entries " + missing.join(", "));
  return built;
}

/**
 * A system's files, each built alone (so each holds only the functions it calls, copies of
 * what others share included): [{file name, rollup input, virtual module plugin}]. S-Ifni: the
 * manifest and its entries; another system: one file, its desktop module wrapped whole.
 */
export function systemBuilds(id) {
  const path = (p) => JSON.stringify(resolve(ROOT, p));
  const build = (entry, source) => ({
    file: systemFileName(id, entry),
    input: "sifni:entry",
    plugin: virtualModules("sifni-system-modules", { "sifni:entry": source }),
  });
  if (id !== "sifni")
    return [
      build(
        "",
        `import { legacyRules } from ${path("src/engine/rules/legacy.ts")};\n` +
          `import { ${id} } from ${path(`src/engine/systems/${id}/module.ts`)};\n` +
          `export default function (crc) { return legacyRules(${id}, crc); }\n`,
      ),
    ];
  return ["", ...manifestEntries()].map((entry) => {
    const [file, fn] = SIFNI_ENTRY_MODULES[entry];
    return build(entry, `import { ${fn} } from ${path("src/engine/sifni/" + file)};\nexport default ${fn};\n`);
  });
}
