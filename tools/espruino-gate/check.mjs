/**
 * Espruino gate: checks one JavaScript source against the rules in rules.mjs.
 *
 *   checkSource(code, { filename, profile }) -> [{ rule, line, column, message }]
 *
 * profile "device" (default) applies every device rule; "engine" adds the determinism rules.
 * Lines and columns are 1-based. The source is parsed twice: by acorn (ecmaVersion 5, script),
 * independently of ESLint, and by espree inside ESLint; a failure of either is rule "es5-syntax".
 */
import { parse } from "acorn";
import { Linter } from "eslint";
import { PLUGIN_NAME, eslintConfig, rulesFor } from "./rules.mjs";

const linter = new Linter();
const configs = new Map();

function configFor(profile) {
  if (!configs.has(profile)) configs.set(profile, eslintConfig(profile));
  return configs.get(profile);
}

/** Profile for a file when none is given: bundles named engine*.js get "engine", others "device". */
export function defaultProfile(filename) {
  const base = String(filename).split(/[\\/]/).pop();
  return /^engine\b.*\.m?js$/.test(base) ? "engine" : "device";
}

export function checkSource(code, { filename = "<input>", profile = "device" } = {}) {
  rulesFor(profile); // validates the profile name
  const problems = [];

  try {
    parse(code, { ecmaVersion: 5, sourceType: "script", locations: true });
  } catch (e) {
    problems.push({
      rule: "es5-syntax",
      line: e.loc ? e.loc.line : 1,
      column: e.loc ? e.loc.column + 1 : 1,
      message: `acorn (ES5): ${e.message}`,
    });
  }

  // ESLint sees a fixed .js name so that the flat config always matches; filename is only reported.
  const messages = linter.verify(code, configFor(profile), { filename: "espruino-gate-input.js" });
  const prefix = `${PLUGIN_NAME}/`;
  for (const m of messages) {
    if (m.fatal) {
      problems.push({ rule: "es5-syntax", line: m.line ?? 1, column: m.column ?? 1, message: `espree (ES5): ${m.message}` });
    } else if (m.ruleId && m.ruleId.startsWith(prefix)) {
      problems.push({ rule: m.ruleId.slice(prefix.length), line: m.line, column: m.column, message: m.message });
    } else if (m.severity === 2) {
      // Should not happen (inline config is disabled); never drop an error silently.
      problems.push({ rule: m.ruleId ?? "eslint", line: m.line ?? 1, column: m.column ?? 1, message: m.message });
    }
  }

  problems.sort((a, b) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
  void filename;
  return problems;
}

/** One problem as the CLI prints it. */
export function formatProblem(file, p) {
  return `${file}:${p.line}:${p.column} ${p.rule} ${p.message}`;
}
