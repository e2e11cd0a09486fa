/**
 * The build-time modules of a device bundle (src/device/build-inputs.d.ts): the board's
 * profile, the rules systems installed on it (each imported directly, so a board carries only
 * its systems' code) and the demo party (examples/<system>/party.json, written to Storage on
 * first boot).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(".");

export function deviceModules(boardId, systemIds) {
  const board = JSON.parse(readFileSync(resolve(ROOT, "boards", boardId + ".json"), "utf8"));
  const demo = [];
  for (const id of systemIds) {
    const f = resolve(ROOT, "examples", id, "party.json");
    if (existsSync(f)) demo.push(...JSON.parse(readFileSync(f, "utf8")));
  }
  const sources = {
    "sifni:board": `export default ${JSON.stringify(board)};`,
    "sifni:demo": `export default ${JSON.stringify(demo)};`,
    "sifni:systems":
      `import { erase } from ${JSON.stringify(resolve(ROOT, "src/engine/rules/registry.ts"))};\n` +
      systemIds.map((id) => `import { ${id} } from ${JSON.stringify(resolve(ROOT, "src/engine/systems", id, "module.ts"))};`).join("\n") +
      `\nexport default [${systemIds.map((id) => `erase(${id})`).join(", ")}];`,
  };
  return {
    name: "sifni-device-modules",
    resolveId(id) {
      return id in sources ? "\0" + id : null;
    },
    load(id) {
      return id.startsWith("\0sifni:") ? sources[id.slice(1)] : null;
    },
  };
}
