// The device harness, run INSIDE the Espruino interpreter (ES5; harness.mjs installs it in
// Storage as "h.js" so its function bodies stay in flash, and each run evaluates it with the
// run's settings in `C`). It gives the app what the board has and the build lacks, as the
// emulator models them (src/emulator/device.ts, input.ts): the board's buttons as pins whose
// watches a key calls, the board's screen size, NRF's calls as no-ops, no Bangle object on a
// Pixl.js; E.hwRand gives the numbers it is told (the emulator's for a seed, so the rolls are the
// emulator's). Then it runs the app as the board does, eval of its Storage file, presses the keys
// and after each one prints the JsVars in use (process.memory() collects garbage first).
// What the app draws is printed as it is drawn, never kept here, so the harness's RAM stays what
// it is at the start ("base"): harness.mjs rebuilds the screen's text from those lines.
//
// Lines printed, each after "\x10": "M <step> <usage> <total> <error flags>", "T <x> <y> <w> <h>
// <json text>", "F <x1> <y1> <x2> <y2>" (a fill: what it covers is gone), "X <error>",
// "R <hwRand numbers used>", "END".
(function (C) {
  var S = require("Storage");
  var W = [];
  var hri = 0;
  var ax = -1;
  var ay = -1;
  var step = 0;
  function out(s) {
    print("\x10" + s);
  }
  // the most in use seen inside the step: sampled (after a GC) at each Storage read the app
  // makes, which it does while it works (its files, sheets, the pack, its long literals)
  var most = 0;
  var read = S.read;
  S.read = function (n, o, l) {
    var u = process.memory().usage;
    if (u > most) most = u;
    if (C.trace) out("S " + u + " " + n + (o === undefined ? "" : " " + o) + " free " + process.memory().free);
    // SIFNI_DUMP=<step>:<file>[ <offset>]: every variable in use at that read inside that step
    // (the peak of a key is inside it; the trace's "S" lines name the reads)
    if (C.dump && C.dump === step + ":" + n + (o === undefined ? "" : " " + o)) E.dumpVariables();
    return read.call(S, n, o, l);
  };
  if (C.trace)
    E.on("errorFlag", function (f) {
      var m0 = process.memory(false), m1 = process.memory();
      out("S " + m0.usage + " errorFlag " + f + " free " + m0.free + " gc " + m1.usage + " " + m1.free + " total " + m1.total);
    });
  function mem(label) {
    var m = process.memory();
    // SIFNI_DUMP=<step>: every variable in use after that step (E.dumpVariables), for finding what holds them
    if (C.dump && String(label) === C.dump) E.dumpVariables();
    out("M " + label + " " + m.usage + " " + m.total + " " + E.getErrorFlags().join(",") + " " + Math.max(most, m.usage));
    most = 0;
  }
  global.setWatch = function (f, p, o) {
    W.push({ p: p, f: f, e: (o && o.edge) || "both" });
    return W.length;
  };
  global.clearWatch = function (id) {
    if (id === undefined) W = [];
    else if (W[id - 1]) W[id - 1].p = null;
  };
  for (var i = 0; i < C.buttons.length; i++) if (global[C.buttons[i]] === undefined) global[C.buttons[i]] = C.buttons[i];
  if (!C.bangle) global.Bangle = undefined;
  // one function for every call that only reaches the radio (each function costs JsVars)
  var no = function () {};
  if (global.NRF === undefined) {
    global.NRF = { setAdvertising: no, setSecurity: no, setWhitelist: no, eraseBonds: no, disconnect: no, on: no };
    NRF.getAddress = function () {
      return "c0:ff:ee:00:51:f1 public";
    };
  }
  E.hwRand = function () {
    return hri < C.hwrand.length ? C.hwrand[hri++] : 4;
  };
  if (g.getWidth() !== C.w || g.getHeight() !== C.h) {
    // a screen of the board's size drawing nowhere: like the board's own LCD, outside the JsVars
    global.g = Graphics.createCallback(C.w, C.h, C.bpp, { setPixel: no, fillRect: no });
    g.flip = no;
  }
  var G = g;
  var dS = G.drawString;
  var fR = G.fillRect;
  var cR = G.clearRect;
  var cl = G.clear;
  var sFA = G.setFontAlign;
  var rs = G.reset;
  function fill(f, x1, y1, x2, y2) {
    if (typeof x1 === "object") {
      var r = x1;
      x1 = r.x;
      y1 = r.y;
      x2 = r.x2 !== undefined ? r.x2 : r.x + r.w - 1;
      y2 = r.y2 !== undefined ? r.y2 : r.y + r.h - 1;
    }
    out("F " + x1 + " " + y1 + " " + x2 + " " + y2);
    return f.call(G, x1, y1, x2, y2);
  }
  G.drawString = function (s, x, y, solid) {
    s = String(s);
    var m = G.stringMetrics(s);
    out("T " + Math.round(x - ((ax + 1) * m.width) / 2) + " " + Math.round(y - ((ay + 1) * m.height) / 2) + " " + m.width + " " + m.height + " " + JSON.stringify(s));
    return dS.call(G, s, x, y, solid);
  };
  G.fillRect = function (a, b, c, d) {
    return fill(fR, a, b, c, d);
  };
  G.clearRect = function (a, b, c, d) {
    return fill(cR, a, b, c, d);
  };
  G.clear = function (r) {
    out("F 0 0 " + (C.w - 1) + " " + (C.h - 1));
    if (r) ax = ay = -1;
    return cl.call(G, r);
  };
  G.setFontAlign = function (x, y, rot) {
    ax = x || 0;
    ay = y || 0;
    return sFA.call(G, x, y, rot);
  };
  G.reset = function () {
    ax = ay = -1;
    return rs.call(G);
  };
  function emit(a, b, c) {
    if (global.Bangle) Bangle.emit(a, b, c);
  }
  function button(name, state) {
    var t = getTime();
    for (var j = 0; j < W.length; j++) {
      var w = W[j];
      if (w.p === null || w.p !== global[name]) continue;
      if (state ? w.e !== "falling" : w.e !== "rising") w.f({ state: state, time: t, lastTime: t - 0.1 });
    }
  }
  function drag(dy, b) {
    emit("drag", { x: C.w >> 1, y: C.h >> 1, dx: 0, dy: dy, b: b });
  }
  function press(what) {
    if (what.charAt(0) === "B") {
      button(what, true);
      button(what, false);
      // Bangle.js 1: its BTN4 and BTN5 are the screen's left and right halves, touched
      if (C.zones && (what === "BTN4" || what === "BTN5")) emit("touch", what === "BTN4" ? 1 : 2);
    } else if (what === "tap") {
      drag(0, 1);
      emit("touch", 2, { x: C.w >> 1, y: C.h >> 1, type: 0 });
      drag(0, 0);
    } else {
      var dy = what === "drag-up" ? -10 : 10;
      drag(0, 1);
      for (var k = 0; k < 4; k++) drag(dy, 1);
      emit("swipe", 0, dy < 0 ? -1 : 1);
      drag(0, 0);
    }
  }
  // one key each C.wait ms; "w" waits C.longWait instead (work the app defers: odds, self-test)
  function next() {
    if (step > 0) mem(step);
    if (step >= C.keys.length) {
      out("R " + hri);
      out("END");
      quit();
      return;
    }
    var k = C.keys.charAt(step++);
    if (k === "w") return setTimeout(next, C.longWait);
    try {
      press(C.input[k]);
    } catch (e) {
      out("X " + e);
    }
    setTimeout(next, C.wait);
  }
  if (C.time) setTime(C.time);
  // C.hog: variables taken before the app starts, as another app's widgets would take them
  var hog = [];
  while (hog.length < C.hog) hog.push(0);
  mem("base");
  try {
    eval(S.read(C.app));
  } catch (e) {
    out("X " + e);
  }
  setTimeout(function () {
    mem("boot");
    next();
  }, C.bootWait);
})(C);
