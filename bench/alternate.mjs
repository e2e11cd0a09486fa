// Two builds of dist/engine.js timed against each other in the Espruino interpreter, alternated
// round by round so that the machine's drift falls on both (bench/ab.mjs, bench/ab-other.mjs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The command line: [A, B, rounds, interpreter], or the usage printed and the process ended. */
export function abArgs(name) {
  const [A, B, R] = process.argv.slice(2);
  const BIN = process.env.ESPRUINO_BIN;
  if (!A || !B || !BIN) {
    console.error(`usage: ESPRUINO_BIN=path/to/espruino node bench/${name} A.js B.js [rounds]`);
    process.exit(2);
  }
  return [A, B, Number(R || 3), BIN];
}

/**
 * Runs `script` (which prints one JSON object of milliseconds) after each build, `rounds` times
 * in turn, and prints each case's best milliseconds in A and in B and B's time over A's.
 */
export function alternate(A, B, rounds, bin, script) {
  const dir = mkdtempSync(join(tmpdir(), "sifni-ab-"));
  const res = { A: {}, B: {} };
  for (let r = 0; r < rounds; r++) {
    for (const [k, f] of [["A", A], ["B", B]]) {
      writeFileSync(join(dir, "ab.js"), readFileSync(f, "utf8") + "\n" + script);
      const out = execFileSync(bin, [join(dir, "ab.js")], { cwd: dir, input: "" }).toString();
      const o = JSON.parse(out.split(/\r?\n/).find((l) => l.startsWith("{")));
      for (const x in o) res[k][x] = Math.min(res[k][x] ?? Infinity, o[x]);
    }
  }
  for (const x in res.A) console.log(x.padEnd(28), res.A[x].toFixed(2).padStart(9), res.B[x].toFixed(2).padStart(9), (res.B[x] / res.A[x]).toFixed(2));
}
