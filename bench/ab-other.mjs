// node bench/ab-other.mjs A.js B.js [rounds]: the other rules systems' odds (the checks npm run
// bench times, bench/other-checks.mjs) in two builds of dist/engine.js, alternated round by round
// in the Espruino interpreter (ESPRUINO_BIN) as bench/ab.mjs does for S-Ifni; prints each check's
// best milliseconds and B's time over A's.
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { abArgs, alternate } from "./alternate.mjs";
import { otherChecks } from "./other-checks.mjs";

const [A, B, R, BIN] = abArgs("ab-other.mjs");
// the checks and their inputs from build A on Node (both builds answer the same inputs)
const ctx = vm.createContext({});
vm.runInContext(readFileSync(A, "utf8"), ctx);
const SCRIPT = `
var C = ${JSON.stringify(otherChecks(ctx.SIFNI))}, out = {};
function mod(id) { for (var j = 0; j < SIFNI.SYSTEMS.length; j++) if (SIFNI.SYSTEMS[j].id === id) return SIFNI.SYSTEMS[j]; }
function best(f) { var b = 1e9; for (var r = 0; r < 4; r++) { var t = getTime(); f(); var d = getTime() - t; if (d < b) b = d; } return b * 1000; }
for (var i = 0; i < C.length; i++) { var c = C[i], m = mod(c[0]); out[c[0] + " " + c[1]] = best(function () { m.odds(c[1], c[2], c[3], m.pack); }); }
print(JSON.stringify(out));`;
alternate(A, B, R, BIN, SCRIPT);
