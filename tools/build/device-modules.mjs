/**
 * The build-time modules of the device files (src/device/build-inputs.d.ts).
 * - The app (dist/<board>/sifni.app.js): the board's profile and the list of the rules systems
 *   installed on it, ids and names only. No rules code: each system is a file of its own.
 * - A system file (dist/systems/sifni.sys.<id>.js): one rules module and a function returning
 *   its demo party (examples/<system>/party.json), which the app calls on first boot only. The
 *   app evaluates the file when that system becomes active, so RAM holds one system at a time.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(".");

/** A system's name as its module gives it (`name: "..."` after `id: "<id>"` in module.ts). */
export function systemName(id) {
  const text = readFileSync(resolve(ROOT, "src/engine/systems", id, "module.ts"), "utf8");
  const m = new RegExp(`\\bid: "${id}",\\s*name: "([^"]+)"`).exec(text);
  if (!m) throw new Error(`src/engine/systems/${id}/module.ts: no name after id "${id}"`);
  return m[1];
}

/**
 * The Storage name of a system's file (at most 28 characters: "sifni.sys.sifrp.js" is 18); the
 * same as src/device/protocol.ts systemFileName (a test compares them).
 */
export function systemFileName(id) {
  return "sifni.sys." + id + ".js";
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

/** The app's build inputs: the board and the systems it lists (ids and names). */
export function deviceModules(boardId, systemIds) {
  const board = JSON.parse(readFileSync(resolve(ROOT, "boards", boardId + ".json"), "utf8"));
  const list = systemIds.map((id) => ({ id, name: systemName(id) }));
  return virtualModules("sifni-device-modules", {
    "sifni:board": `export default ${JSON.stringify(board)};`,
    "sifni:systems": `export default ${JSON.stringify(list)};`,
  });
}

/**
 * A system file's entry, `sifni:system`: { rules, demo }. The demo party is a function so that
 * its objects are built only when first boot writes them (a top-level literal is built at load).
 */
export function systemModules(id) {
  const f = resolve(ROOT, "examples", id, "party.json");
  const demo = existsSync(f) ? JSON.parse(readFileSync(f, "utf8")) : [];
  return virtualModules("sifni-system-modules", {
    "sifni:system":
      `import { erase } from ${JSON.stringify(resolve(ROOT, "src/engine/rules/registry.ts"))};\n` +
      `import { ${id} } from ${JSON.stringify(resolve(ROOT, "src/engine/systems", id, "module.ts"))};\n` +
      `export default { rules: erase(${id}), demo: function () { return ${JSON.stringify(demo)}; } };\n`,
  });
}
