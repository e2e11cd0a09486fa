#!/usr/bin/env node
/**
 * Espruino gate CLI.
 *
 *   node tools/espruino-gate/cli.mjs [--profile engine|device] FILE...
 *
 * Prints every problem as `file:line:col rule message` on stdout and exits 1 if there is any
 * (2 on a usage error or an unreadable file), 0 otherwise. A one-line summary goes to stderr.
 *
 * Profile: with --profile, every file is checked with it. Without it, the profile comes from the
 * file name: a bundle named engine*.js (e.g. dist/engine.js) gets "engine" (device rules plus the
 * determinism rules), every other file (e.g. dist/<board>/app.js, which also carries UI and device
 * code) gets "device".
 */
import { readFileSync } from "node:fs";
import { checkSource, defaultProfile, formatProblem } from "./check.mjs";
import { PROFILES, RULES } from "./rules.mjs";

function usage(msg) {
  if (msg) process.stderr.write(`espruino-gate: ${msg}\n`);
  process.stderr.write(
    `usage: node tools/espruino-gate/cli.mjs [--profile ${Object.keys(PROFILES).join("|")}] [--list-rules] FILE...\n`,
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let profile = null;
const files = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--profile") {
    profile = args[++i];
    if (!Object.hasOwn(PROFILES, profile ?? "")) usage(`unknown profile ${JSON.stringify(profile)}`);
  } else if (a.startsWith("--profile=")) {
    profile = a.slice("--profile=".length);
    if (!Object.hasOwn(PROFILES, profile)) usage(`unknown profile ${JSON.stringify(profile)}`);
  } else if (a === "--list-rules") {
    for (const r of RULES) process.stdout.write(`${r.id} [${r.profile}] facts ${r.facts.join(",")}: ${r.reason}\n`);
    process.exit(0);
  } else if (a === "-h" || a === "--help") {
    usage();
  } else if (a.startsWith("-")) {
    usage(`unknown option ${a}`);
  } else {
    files.push(a);
  }
}
if (!files.length) usage("no file given");

let count = 0;
for (const file of files) {
  let code;
  try {
    code = readFileSync(file, "utf8");
  } catch (e) {
    process.stderr.write(`espruino-gate: cannot read ${file}: ${e.message}\n`);
    process.exit(2);
  }
  const p = profile ?? defaultProfile(file);
  const problems = checkSource(code, { filename: file, profile: p });
  for (const problem of problems) process.stdout.write(`${formatProblem(file, problem)}\n`);
  process.stderr.write(`espruino-gate: ${file} (profile ${p}): ${problems.length ? `${problems.length} problem(s)` : "ok"}\n`);
  count += problems.length;
}
process.stderr.write(`espruino-gate: ${files.length} file(s), ${count} problem(s)\n`);
process.exit(count ? 1 : 0);
