// node bench/ab.mjs A.js B.js [rounds]: two builds of dist/engine.js timed against each other in
// the Espruino interpreter (ESPRUINO_BIN), alternated round by round so that the machine's drift
// falls on both; prints each case's best milliseconds and B's time over A's. For measuring a
// change of the odds (build main's engine.js as A, the change's as B).
import { abArgs, alternate } from "./alternate.mjs";

const [A, B, R, BIN] = abArgs("ab.mjs");
const SCRIPT = `
var S = SIFNI, F = function (t) { return S.factorOf([S.parseFraction(t)]); };
var P = [
  ["7v5", [S.setup(7)], [S.setup(5)]], ["25v20", [S.setup(25)], [S.setup(20)]],
  ["8+1/4 v 6-1/4,6+1/4", [S.setup(8, F("+1/4"))], [S.setup(6, F("-1/4")), S.setup(6, F("+1/4"))]],
  ["10+1/4 v 8,8+1/4x2", [S.setup(10, F("+1/4"))], [S.setup(8), S.setup(8, F("+1/4")), S.setup(8, F("+1/4"))]],
  ["7-1/5 v 7", [S.setup(7, F("-1/5"))], [S.setup(7)]]];
function ex(a, b) { return { attack: a[0], autoFail: false, defense: { rolls: b, floor: 0, shift: 0 }, armor: 300, endPlus10: 10, aim: 0, chosen: { section: 2, down: 3, across: 0 }, detail: false }; }
function best(f) { var b = 1e9; for (var r = 0; r < 3; r++) { var t = getTime(); f(); var d = getTime() - t; if (d < b) b = d; } return b * 1000; }
var out = {}, g = S.sfc32(2), st = S.setup(7);
out["100 rolls"] = best(function () { for (var i = 0; i < 100; i++) S.roll(g, st); });
for (var i = 0; i < P.length; i++) { var a = P[i][1], b = P[i][2], s = ex(a, b);
  out["pair " + P[i][0]] = best(function () { S.oddsPair(a, b); });
  out["exchange " + P[i][0]] = best(function () { S.exchangeOdds(s); }); }
print(JSON.stringify(out));`;
alternate(A, B, R, BIN, SCRIPT);
