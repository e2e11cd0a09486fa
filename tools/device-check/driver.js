// The cross-check driver: runs unchanged after dist/engine.js, both in a Node vm and in the
// Espruino interpreter, and prints one line per case ("@" + JSON) so the two runs can be
// compared line by line. ES5 only, no hoisting: every function is declared before use.
// Expects DATA = {parties: {system: [sheet]}, sheets: [[system, name, sheet]], seeds: [n],
// selfTestSeeds: [n], selfTestCount, systems: [id] (those whose module is compared),
// cases: [[system, check, inputs]], first, step} (this run does cases first, first + step, ...;
// with oddsEvery: n, the odds only of every n-th case)
// and print(text). The engine's modules (SIFNI.SYSTEMS) complete the inputs, validate and
// describe the example sheets, and give each module's line, on both sides.
// Optional, the files mode: DATA.files = {Storage name: text} (every file of the systems under
// test, as dist/systems holds them), DATA.fileSets = {system: [Storage name]}, DATA.stored = {system: {party: [stored form], sheets:
// [stored form or null, one per DATA.sheets of that system], pack: stored pack or null}},
// DATA.demos = {system: [stored form]}: the rules under test are then those the files give,
// loaded as the device loads them (src/device/files.ts evaluate, src/device/shelf.ts: the main
// file's factory, or its manifest and one entry held at a time), read with
// require("Storage").read: the interpreter's own Storage, a system's files written into it when
// it is taken up, or, where there is no require (Node), one over an object that reads alike.
// The party and pack are the stored forms read with the rules' sheet and pack (the built-in
// pack when there is no stored one), as the device reads them.

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
// A string goes out with the same escapes on both: every character outside printable ASCII, and
// the quote and backslash, as \u and four lowercase hex digits (JSON.stringify escapes control
// characters in uppercase hex on Espruino, "\u001F", and in lowercase on Node).
function xcStr(s) {
  var j = JSON.stringify(s), out, i, c;
  if (j.length === s.length + 2) return j;
  out = '"';
  for (i = 0; i < s.length; i++) {
    c = s.charCodeAt(i);
    if (c >= 32 && c < 127 && c !== 34 && c !== 92) out += s.charAt(i);
    else out += "\\u" + XC_HEX.charAt((c >> 12) & 15) + XC_HEX.charAt((c >> 8) & 15) + XC_HEX.charAt((c >> 4) & 15) + XC_HEX.charAt(c & 15);
  }
  return out + '"';
}
// Keys are sorted: objects keep insertion order on Espruino but integer-like keys come first
// on Node (ESPRUINO-FACTS #11); an order that reaches a screen shows up in the texts anyway.
function xcEnc(v) {
  var t = typeof v, i, out, keys;
  if (t === "number") return xcNum(v);
  if (t === "string") return xcStr(v);
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
  for (i = 0; i < keys.length; i++) out.push(xcStr(keys[i]) + ":" + xcEnc(v[keys[i]]));
  return "{" + out.join(",") + "}";
}
function xcError(e) {
  return { error: e && e.code ? e.code : "?", message: e && e.message ? String(e.message) : String(e) };
}
// Storage (files mode): the interpreter's, or, without require (Node), one over an object that
// reads (name, offset, length) alike. A system's files are written into it when the system is
// taken up and erased when another is (the interpreter's Storage is 256 KB: all the systems'
// files do not fit at once); the texts are then let go of in DATA (XC_FILES keeps them), so a
// read gives the flash string as on the device.
var XC_FILES = null;
var XC_STORED = [];
// The entry whose built-in pack the held system reads: its strings are literals read from that
// file's flash, which stays in Storage on the device while the system is up, so it is never
// erased here to make room (erased, the pack's strings read as null).
var XC_PINNED = "";
function xcStorage() {
  var kept = {};
  XC_FILES = DATA.files;
  DATA.files = null;
  if (typeof require === "function") return;
  global.require = function (module) {
    if (module !== "Storage") throw new Error("no module " + module);
    return {
      read: function (n, offset, length) {
        var t = kept[n];
        if (t === undefined) return undefined;
        if (offset === undefined) return t;
        return length === undefined ? t.substr(offset) : t.substr(offset, length);
      },
      write: function (n, text) {
        kept[n] = text;
        return true;
      },
      erase: function (n) {
        delete kept[n];
      },
    };
  };
}
// The main file of system id in Storage, the files of the system before it erased.
function xcPut(id) {
  var S = require("Storage"), i;
  for (i = 0; i < XC_STORED.length; i++) S.erase(XC_STORED[i]);
  XC_STORED = [];
  XC_PINNED = "";
  xcPutFile(xcFileName(id));
}
// A file of the held system in Storage: S-Ifni's entries, one for each check's resolve and odds,
// do not fit the interpreter's Storage together, so an entry is written when it is first taken up,
// the others erased when there is no room for it.
function xcPutFile(name) {
  var S = require("Storage");
  if (XC_FILES[name] === undefined) throw new Error("file " + name + " is missing");
  S.write(name, XC_FILES[name]);
  XC_STORED.push(name);
}
function xcPutEntry(name) {
  var S = require("Storage"), i;
  if (S.read(name) !== undefined) return;
  try {
    xcPutFile(name);
  } catch (e) {
    // Storage is full: the other entries erased (the main file and the pack's entry stay), then this one
    for (i = XC_STORED.length - 1; i > 0; i--) {
      if (XC_STORED[i] === XC_PINNED) continue;
      S.erase(XC_STORED[i]);
      XC_STORED.splice(i, 1);
    }
    S.compact();
    xcPutFile(name);
  }
}
// The firmware's CRC-32 where it has one, else the engine's (src/device/main.ts crcFunction).
function xcCrc() {
  if (typeof E !== "undefined" && typeof E.CRC32 === "function") return function (s) { return E.CRC32(s); };
  return SIFNI.crc32;
}
var XC_CRC = null;
function xcFileName(id, entry) {
  return "sifni.sys." + id + (entry ? "." + entry : "") + ".js";
}
// A code file's exports, as src/device/files.ts evaluates it.
function xcEvaluate(name) {
  var text = require("Storage").read(name), exports = {};
  if (text === undefined) throw new Error("file " + name + " is missing");
  new Function("exports", text)(exports);
  return exports;
}
// The entry of method m for a0 in a manifest ("method:entry" words, "method.key:" first, the key
// a0 up to its first "." for the methods keyed: src/engine/rules/entry-of.ts), by whole words
// (no multi-character indexOf): "" none.
var XC_KEYED = " resolve odds questions choices holds ";
function xcEntryOf(manifest, m, a0) {
  var words = manifest.split(" "), i, at, general = "", key = XC_KEYED.split(" ").indexOf(m) > 0 ? String(a0).split(".")[0] : null;
  for (i = 0; i < words.length; i++) {
    at = words[i].lastIndexOf(":");
    if (at < 0) continue;
    if (key !== null && words[i].substring(0, at) === m + "." + key) return words[i].substring(at + 1);
    if (general === "" && words[i].substring(0, at) === m) general = words[i].substring(at + 1);
  }
  return general;
}
// The rules system held (files mode), as the shelf holds it: its id, its main file's methods or
// its manifest, the entry in RAM and its methods, its pack.
var XC_HELD_ID = "";
var XC_HELD = null;
function xcCall(m, args) {
  var h = XC_HELD, entry = h.manifest === "" ? "*" : xcEntryOf(h.manifest, m, args[0]);
  if (entry === "") throw new Error(xcFileName(h.id) + " names no entry for " + m);
  if (!h.methods || h.entry !== entry) {
    h.methods = null;
    h.entry = "";
    if (entry !== "*") xcPutEntry(xcFileName(h.id, entry));
    h.methods = xcEvaluate(xcFileName(h.id, entry === "*" ? "" : entry)).default(XC_CRC);
    h.entry = entry;
  }
  if (typeof h.methods[m] !== "function") throw new Error(xcFileName(h.id, entry === "*" ? "" : entry) + " gives no " + m);
  return h.methods[m].apply(h.methods, args);
}
function xcMethod(m) {
  return function () {
    return xcCall(m, arguments);
  };
}
// The party as the device reads it (members the rules refuse left out, as the device lists them).
function xcParty(f) {
  var texts = DATA.stored[f.id].party, out = [], i, s;
  for (i = 0; i < texts.length; i++) {
    s = f.rules.sheet(texts[i], f.pack);
    if (typeof s !== "string") out.push(s);
  }
  return out;
}
var XC_METHODS = ["checkList", "questions", "choices", "holds", "resolve", "odds", "inspect", "apply", "sheet", "stored", "pack", "packVersion", "selfTest"];
function xcFile(id) {
  if (XC_HELD_ID === id) return XC_HELD;
  var main, d, r, i, p, stored;
  XC_HELD = null;
  XC_HELD_ID = "";
  if (XC_CRC === null) (xcStorage(), (XC_CRC = xcCrc()));
  xcPut(id);
  main = xcEvaluate(xcFileName(id));
  d = main.default;
  r = { id: id, manifest: "", entry: "", methods: null, rules: {}, pack: null };
  if (typeof d === "function") {
    r.methods = d(XC_CRC);
    r.entry = "*";
  } else if (typeof d === "string") r.manifest = " " + d + " ";
  else throw new Error(xcFileName(id) + " gives neither the factory of the " + id + " rules nor a manifest");
  for (i = 0; i < XC_METHODS.length; i++) r.rules[XC_METHODS[i]] = xcMethod(XC_METHODS[i]);
  XC_HELD_ID = id;
  XC_HELD = r;
  // its id and name: the main file's methods, or the entry of checkList
  xcCall("checkList", []);
  if (r.methods.id !== id) {
    XC_HELD = null;
    XC_HELD_ID = "";
    throw new Error(xcFileName(id) + " does not give the " + id + " rules (it gives " + r.methods.id + ")");
  }
  r.rules.id = r.methods.id;
  r.rules.name = r.methods.name;
  // the pack as the shelf reads it (readPack): the stored one, else the built-in one
  stored = DATA.stored[id].pack;
  if (stored !== null) {
    p = r.rules.pack(stored);
    if (typeof p === "string") throw new Error("the stored pack of " + id + " is refused: " + p);
    r.pack = p.value;
  } else {
    if (r.manifest === "" ? typeof r.methods.builtinPack !== "function" : xcEntryOf(r.manifest, "builtinPack", "") === "") throw new Error(id + " has no stored pack and no built-in one");
    r.pack = xcCall("builtinPack", []);
    if (r.manifest !== "") XC_PINNED = xcFileName(id, xcEntryOf(r.manifest, "builtinPack", ""));
  }
  // the party, read once as the device reads it when it lists the party
  r.party = xcParty(r);
  return r;
}
function xcEngineModule(id) {
  for (var i = 0; i < SIFNI.SYSTEMS.length; i++) if (SIFNI.SYSTEMS[i].id === id) return SIFNI.SYSTEMS[i];
  return null;
}
// A check of an engine module with its inputs read once (S-Ifni's are a getter that builds them
// anew at each read, lazy-spec.ts: completeInputs reads them once per input, and each build
// compiles the party again; read once, the same specs answer from one compiled context).
function xcCheck(m, id) {
  for (var i = 0; i < m.checks.length; i++) if (m.checks[i].id === id) return { id: m.checks[i].id, label: m.checks[i].label, menu: m.checks[i].menu, inputs: m.checks[i].inputs };
  return null;
}
function xcModule(id) {
  return xcEngineModule(id);
}
function xcFind(party, id) {
  for (var i = 0; i < party.length; i++) if (party[i].id === id) return party[i];
  return null;
}
// Stored forms read with the rules' sheet (a sheet, or why not) and, for a sheet, its inspect().
function xcRead(f, texts) {
  var out = [], i, s;
  for (i = 0; i < texts.length; i++) {
    if (texts[i] === null) { out.push({ stored: null }); continue; }
    try {
      s = f.rules.sheet(texts[i], f.pack);
      out.push(typeof s === "string" ? { refused: s } : { sheet: s, inspect: f.rules.inspect(s, f.pack) });
    } catch (e) {
      out.push(xcError(e));
    }
  }
  return out;
}
// A device sheet as the engine module's sheet (S-Ifni: decoded from its device form).
function xcAsModuleSheet(id, m, sheet) {
  return id === "sifni" ? SIFNI.sifniDecode(sheet.text, SIFNI.sifniPackText(m.pack), m.pack) : sheet;
}
// The sheet after each effect of an outcome, what validateSheet says about it, and its describe();
// in files mode the rules' own: the sheet applied, its stored form read back, its inspect().
function xcEffects(id, m, out, party) {
  var res = [], i, sheet, after, f, json, stored, x;
  for (i = 0; i < out.effects.length; i++) {
    sheet = xcFind(party, out.effects[i].character);
    if (!sheet) { res.push({ missing: out.effects[i].character }); continue; }
    try {
      if (DATA.files !== undefined) {
        f = xcFile(id);
        after = f.rules.apply(sheet, out.effects[i], f.pack);
        stored = f.rules.stored(after);
        x = f.rules.sheet(stored, f.pack);
        json = xcAsModuleSheet(id, m, after);
        res.push({ sheet: after, stored: stored, reread: x, inspect: f.rules.inspect(after, f.pack), problems: m.validateSheet(json, m.pack), describe: m.describe(json, m.pack) });
      } else {
        after = m.applyEffect(sheet, out.effects[i], m.pack);
        res.push({ sheet: after, problems: m.validateSheet(after, m.pack), describe: m.describe(after, m.pack) });
      }
    } catch (e) {
      res.push(xcError(e));
    }
  }
  return res;
}
function xcCase(n) {
  var c = DATA.cases[n], m = xcEngineModule(c[0]), party = DATA.parties[c[0]], check = xcCheck(m, c[1]), i, r = { n: n };
  var files = DATA.files !== undefined, f = files ? xcFile(c[0]) : null, devParty = files ? f.party : party, out;
  var problems = [];
  r.inputs = SIFNI.completeInputs(check, c[2], party, m.pack, problems);
  r.inputProblems = problems;
  if (n % (DATA.oddsEvery || 1) === 0) {
    try {
      // the rules get complete inputs (the device's check flow completes them); the module completes its own
      r.odds = (files ? f.rules.odds(c[1], r.inputs, devParty, f.pack) : m.odds(c[1], c[2], party, m.pack)).lines;
    } catch (e) {
      r.odds = xcError(e);
    }
  }
  r.rolls = [];
  for (i = 0; i < DATA.seeds.length; i++) {
    try {
      out = files ? f.rules.resolve(c[1], r.inputs, devParty, f.pack, SIFNI.sfc32(DATA.seeds[i])) : m.resolve(c[1], c[2], party, m.pack, SIFNI.sfc32(DATA.seeds[i]));
      r.rolls.push({ outcome: out, applied: xcEffects(c[0], m, out, devParty) });
    } catch (e) {
      r.rolls.push(xcError(e));
    }
  }
  return r;
}
function xcSheets() {
  var i, s, m, r = [], d, k = {}, x;
  for (i = 0; i < DATA.sheets.length; i++) {
    s = DATA.sheets[i];
    // a process of some systems only (the interpreter's: one Storage per system) skips the others'
    if (DATA.systems.indexOf(s[0]) < 0) {
      r.push(null);
      continue;
    }
    m = xcModule(s[0]);
    try {
      d = m.describe(s[2], m.pack);
    } catch (e) {
      d = xcError(e);
    }
    x = { sheet: s[1], problems: m.validateSheet(s[2], m.pack), describe: d };
    // files mode: its stored form read by the rules under test (the systems compared)
    if (DATA.files !== undefined && DATA.stored[s[0]]) {
      k[s[0]] = (k[s[0]] || 0) + 1;
      x.device = xcRead(xcFile(s[0]), [DATA.stored[s[0]].sheets[k[s[0]] - 1]])[0];
    }
    r.push(x);
  }
  return r;
}
// What a module holds besides its functions: its id, name, checks (with their inputs) and pack.
// (each check's fields read by name: S-Ifni's inputs are a getter, lazy-spec.ts); in files mode
// also what the rules give: id, name, checkList, each check's questions, the pack's version.
function xcModuleLine(id) {
  var m = xcModule(id), checks = [], i, line, f, list, qs = [];
  for (i = 0; i < m.checks.length; i++) checks.push({ id: m.checks[i].id, label: m.checks[i].label, inputs: m.checks[i].inputs });
  line = { n: "module " + id, id: m.id, name: m.name, checks: checks, pack: m.pack };
  if (DATA.files !== undefined) {
    f = xcFile(id);
    list = f.rules.checkList();
    for (i = 0; i < list.length; i++) qs.push(f.rules.questions(list[i][0]));
    line.rules = { id: f.rules.id, name: f.rules.name, checkList: list, questions: qs, pack: f.pack, packVersion: f.rules.packVersion(f.pack) };
  }
  return line;
}
function xcRun() {
  var st, s, id, i, n, sheets, f, d, k, demo, inspect;
  // the engine's self-test: once, in the first of the interpreter's processes
  if (DATA.selfTest) {
    st = { n: "selfTest", version: SIFNI.VERSION, standard: SIFNI.selfTest(SIFNI.STANDARD_SELFTEST.seed, SIFNI.STANDARD_SELFTEST.count), seeds: [] };
    for (s = 0; s < DATA.selfTestSeeds.length; s++) st.seeds.push(SIFNI.selfTest(DATA.selfTestSeeds[s], DATA.selfTestCount));
    print("@" + xcEnc(st));
  }
  for (i = 0; i < DATA.systems.length; i++) {
    id = DATA.systems[i];
    print("@" + xcEnc(xcModuleLine(id)));
    if (DATA.files !== undefined) {
      f = xcFile(id);
      // the rules' own self-test (Settings > Self-test), and the demo party read by the rules
      print("@" + xcEnc({ n: "rules selfTest " + id, standard: f.rules.selfTest(SIFNI.STANDARD_SELFTEST.seed, SIFNI.STANDARD_SELFTEST.count) }));
      d = xcRead(f, DATA.demos[id]);
      demo = [];
      inspect = [];
      for (k = 0; k < d.length; k++) (demo.push(d[k].sheet || d[k].refused || d[k]), inspect.push(d[k].inspect || null));
      print("@" + xcEnc({ n: "demo " + id, demo: demo, inspect: inspect }));
    }
  }
  sheets = xcSheets();
  for (i = 0; i < sheets.length; i++) if (sheets[i] !== null) print("@" + xcEnc({ n: "sheet " + i, result: sheets[i] }));
  for (n = DATA.first; n < DATA.cases.length; n += DATA.step) if (DATA.systems.indexOf(DATA.cases[n][0]) >= 0) print("@" + xcEnc(xcCase(n)));
  print("@end");
}
xcRun();
