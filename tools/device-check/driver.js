// The cross-check driver: runs unchanged after dist/engine.js, both in a Node vm and in the
// Espruino interpreter, and prints one line per case ("@" + JSON) so the two runs can be
// compared line by line. ES5 only, no hoisting: every function is declared before use.
// Expects DATA = {parties: {system: [sheet]}, sheets: [[system, name, sheet]], seeds: [n],
// selfTestSeeds: [n], selfTestCount, systems: [id] (those whose module is compared),
// cases: [[system, check, inputs]], first, step} (this run does cases first, first + step, ...;
// with oddsEvery: n, the odds only of every n-th case)
// and print(text). Optional: DATA.files = {system: text of dist/systems/sifni.sys.<id>.js}: the
// module under test is then the one that text evaluates to, as the app evaluates it
// (src/device/rules-shelf.ts: global.eval, one system held at a time), instead of
// SIFNI.SYSTEMS's; DATA.demos = {system: [sheet]}: the demo party each file must give, printed
// from the file's demo() when there are files, else as given (the reference).

// A number goes out as itself only when it is an int32 (both interpreters print those alike);
// any other number goes out as the hex of its IEEE double, so a difference in the last bit
// shows, and the printing difference (ESPRUINO-FACTS #15) does not.
var XC_F64 = new Float64Array(1);
var XC_U8 = new Uint8Array(XC_F64.buffer);
var XC_HEX = "0123456789abcdef";
function xcNum(v) {
  if (v === (v | 0)) return String(v);
  XC_F64[0] = v;
  var s = "";
  for (var i = 7; i >= 0; i--) s += XC_HEX.charAt(XC_U8[i] >> 4) + XC_HEX.charAt(XC_U8[i] & 15);
  return '{"#":"' + s + '"}';
}
// Keys are sorted: objects keep insertion order on Espruino but integer-like keys come first
// on Node (ESPRUINO-FACTS #11); an order that reaches a screen shows up in the texts anyway.
function xcEnc(v) {
  var t = typeof v, i, out, keys;
  if (t === "number") return xcNum(v);
  if (t === "string") return JSON.stringify(v);
  if (t === "boolean") return v ? "true" : "false";
  if (v === null || t === "undefined") return "null";
  if (t === "function") return '"<function>"';
  if (Array.isArray(v)) {
    out = [];
    for (i = 0; i < v.length; i++) out.push(xcEnc(v[i]));
    return "[" + out.join(",") + "]";
  }
  keys = Object.keys(v).sort();
  out = [];
  for (i = 0; i < keys.length; i++) out.push(JSON.stringify(keys[i]) + ":" + xcEnc(v[keys[i]]));
  return "{" + out.join(",") + "}";
}
function xcError(e) {
  return { error: e && e.code ? e.code : "?", message: e && e.message ? String(e.message) : String(e) };
}
// the system file held (files mode): its id and what it evaluated to
var XC_HELD_ID = "";
var XC_HELD = null;
function xcFile(id) {
  if (XC_HELD_ID === id) return XC_HELD;
  XC_HELD = null;
  XC_HELD_ID = "";
  var x = global.eval(DATA.files[id]);
  if (typeof x !== "object" || x === null || typeof x.rules !== "object" || x.rules === null || x.rules.id !== id || typeof x.demo !== "function") {
    throw new Error("sifni.sys." + id + ".js does not evaluate to {rules, demo} with the " + id + " rules");
  }
  XC_HELD_ID = id;
  XC_HELD = x;
  return x;
}
function xcModule(id) {
  if (DATA.files) return xcFile(id).rules;
  for (var i = 0; i < SIFNI.SYSTEMS.length; i++) if (SIFNI.SYSTEMS[i].id === id) return SIFNI.SYSTEMS[i];
  return null;
}
function xcFind(party, id) {
  for (var i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  return null;
}
// The sheet after each effect of an outcome, what validateSheet says about it, and its describe().
function xcEffects(m, out, party) {
  var res = [], i, sheet, after;
  for (i = 0; i < out.effects.length; i++) {
    sheet = xcFind(party, out.effects[i].character);
    if (!sheet) { res.push({ missing: out.effects[i].character }); continue; }
    try {
      after = m.applyEffect(sheet, out.effects[i], m.pack);
      res.push({ sheet: after, problems: m.validateSheet(after, m.pack), describe: m.describe(after, m.pack) });
    } catch (e) {
      res.push(xcError(e));
    }
  }
  return res;
}
function xcCase(n) {
  var c = DATA.cases[n], m = xcModule(c[0]), party = DATA.parties[c[0]], check = null, i, r = { n: n };
  for (i = 0; i < m.checks.length; i++) if (m.checks[i].id === c[1]) check = m.checks[i];
  var problems = [];
  r.inputs = SIFNI.completeInputs(check, c[2], party, m.pack, problems);
  r.inputProblems = problems;
  if (n % (DATA.oddsEvery || 1) === 0) {
    try {
      r.odds = m.odds(c[1], c[2], party, m.pack).lines;
    } catch (e) {
      r.odds = xcError(e);
    }
  }
  r.rolls = [];
  for (i = 0; i < DATA.seeds.length; i++) {
    try {
      var out = m.resolve(c[1], c[2], party, m.pack, SIFNI.sfc32(DATA.seeds[i]));
      r.rolls.push({ outcome: out, applied: xcEffects(m, out, party) });
    } catch (e) {
      r.rolls.push(xcError(e));
    }
  }
  return r;
}
function xcSheets() {
  var i, s, m, r = [], d;
  for (i = 0; i < DATA.sheets.length; i++) {
    s = DATA.sheets[i];
    m = xcModule(s[0]);
    try {
      d = m.describe(s[2], m.pack);
    } catch (e) {
      d = xcError(e);
    }
    r.push({ sheet: s[1], problems: m.validateSheet(s[2], m.pack), describe: d });
  }
  return r;
}
// What a module holds besides its functions: its id, name, checks (with their inputs) and pack.
// (each check's fields read by name: S-Ifni's inputs are a getter, lazy-spec.ts)
function xcModuleLine(id) {
  var m = xcModule(id), checks = [], i;
  for (i = 0; i < m.checks.length; i++) checks.push({ id: m.checks[i].id, label: m.checks[i].label, inputs: m.checks[i].inputs });
  return { n: "module " + id, id: m.id, name: m.name, checks: checks, pack: m.pack };
}
function xcRun() {
  var st, s, id, i, n, sheets;
  st = { n: "selfTest", version: SIFNI.VERSION, standard: SIFNI.selfTest(SIFNI.STANDARD_SELFTEST.seed, SIFNI.STANDARD_SELFTEST.count), seeds: [] };
  for (s = 0; s < DATA.selfTestSeeds.length; s++) st.seeds.push(SIFNI.selfTest(DATA.selfTestSeeds[s], DATA.selfTestCount));
  print("@" + xcEnc(st));
  for (i = 0; i < DATA.systems.length; i++) {
    id = DATA.systems[i];
    print("@" + xcEnc(xcModuleLine(id)));
    if (DATA.demos) print("@" + xcEnc({ n: "demo " + id, demo: DATA.files ? xcFile(id).demo() : DATA.demos[id] }));
  }
  sheets = xcSheets();
  for (i = 0; i < sheets.length; i++) print("@" + xcEnc({ n: "sheet " + i, result: sheets[i] }));
  for (n = DATA.first; n < DATA.cases.length; n += DATA.step) print("@" + xcEnc(xcCase(n)));
  print("@end");
}
xcRun();
