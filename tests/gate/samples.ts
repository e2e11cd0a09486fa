/**
 * Bad/good samples for every gate rule. Each bad sample must be rejected with exactly its rule id
 * (and nothing else); each good sample must pass the profile cleanly. Add a row here whenever a
 * rule is added to tools/espruino-gate/rules.mjs (gate.test.ts fails for a rule without samples).
 */
export interface Sample {
  rule: string;
  profile?: "device" | "engine";
  bad: string[];
  good: string[];
}

export const SAMPLES: Sample[] = [
  {
    rule: "es5-syntax",
    bad: ["var f = () => 1;", "let x = 1;", "var s = `t`;", "function f(a = 1) { return a; }", "var o = { [k]: 1 };", "var y = 2 ** 3;"],
    good: ["var f = function () { return 1; };", "var x = 1;", "var s = 't';", "var o = { get a() { return 1; } };"],
  },
  {
    rule: "no-use-before-define",
    bad: [
      "f(); function f() {}",
      "var y = x; var x = 1;",
      // g runs before h exists: the call is what fails on the device
      "function g() { return h(); } g(); function h() { return 1; }",
      "var c = (function () { return d; })(); var d = 1;",
      // terser once put a function's var declaration after its return: never executed
      "function f() { a = 1; return a; var a; }",
      "var K = (function () { function K() { this.v = later(); } return K; })(); new K(); function later() {}",
    ],
    good: [
      "function f() {} f();",
      "var x = 1; var y = x;",
      "function h() { return 1; } function g() { return h(); }",
      // references inside functions that run later may come before the declaration in the text
      "function g() { return h(); } function h() { return 1; } g();",
      "function a(n) { return n ? b(n - 1) : 0; } function b(n) { return a(n); } a(3);",
      "var cb = function () { return later; }; var later = 1; cb();",
    ],
  },
  {
    rule: "espruino-reserved-names",
    bad: ["function of(a) { return a; }", "var let = 1;", "function f(static) { return static; }", "var undefined = 1;"],
    good: ["var o = { of: 1, static: 2 }; o.of = o.static;", "var x = undefined;", "function offset(a) { return a; }"],
  },
  {
    rule: "block-scoped-var",
    bad: [
      "function f(c) { if (c) { var y = 1; } return y; }",
      "function f(c) { if (c) var y = 1; return y; }",
      "function f(n) { while (n--) { var y = n; } return y; }",
      "function f(c) { try { g(); var y = 1; } catch (e) {} return y; }",
      "function f(o) { for (var a = 0; a < o; a++) { for (var i = 0; i < 1;) i++; } for (i = 0; i < 3; i++) {} }",
      "function f(k) { switch (k) { case 1: var y = 1; break; default: y = 2; } return y; }",
    ],
    good: [
      "function f(c) { var y = 0; if (c) { y = 1; } return y; }",
      "function f(n) { for (var i = 0; i < n; i++) {} return i; }",
      "function f(o) { for (var k in o) {} return k; }",
      "function f(c) { if (c) { var y = 1; return y; } return 0; }",
      "function f() { { var y = 1; } return y; }",
      "function f() { do { var y = 1; } while (false); return y; }",
    ],
  },
  {
    rule: "no-inner-declarations",
    bad: ["function f(c) { if (c) { function g() {} } }", "if (c) { function g() {} }"],
    good: ["function f(c) { var g = null; if (c) { g = function () {}; } return g; }"],
  },
  {
    rule: "no-labels",
    bad: ["a: for (;;) { break a; }", "b: { x(); }"],
    good: ["for (;;) { break; }", "while (c) { continue; }"],
  },
  {
    rule: "restricted-globals",
    bad: ["var m = new Map();", "var s = Symbol('x');", "var w = new WeakSet();", "var b = BigInt(1);", "var r = Reflect.ownKeys(o);", "var t = new BigUint64Array(2);"],
    good: ["var m = {};", "var has = typeof Symbol === 'function';", "function f(Map) { return Map; }", "var t = new Float64Array(2);"],
  },
  {
    rule: "restricted-properties",
    bad: [
      "var p = Math.imul(a, b);",
      "var t = Math.trunc(x);",
      "var n = Number.MAX_SAFE_INTEGER;",
      "Object.freeze(o);",
      "var a = Array.from(x);",
      "var e = Number.EPSILON;",
      "var d = Date.UTC(2020, 1, 1);",
      "var h = Math['hypot'](x, y);",
    ],
    good: [
      "var p = Math.floor(a);",
      "var k = Object.keys(o);",
      "var n = 9007199254740991;",
      "var d = typeof Math.imul === 'function';",
      "var isA = Array.isArray(x);",
    ],
  },
  {
    rule: "missing-methods",
    bad: [
      "var i = a.lastIndexOf(1);",
      "var it = a.keys();",
      "var v = a.values();",
      "var e = a.entries();",
      "var s = t.trimStart();",
      "var c = t.codePointAt(0);",
      "var x = a.at(-1);",
      "var r = a.reduceRight(f);",
      "var p = n.toPrecision(3);",
      "var d = dt.toLocaleDateString();",
      "var i = t.search(/x/);",
    ],
    good: [
      "var i = a.indexOf(1);",
      "var k = Object.keys(o);",
      "var v = Object.values(o);",
      "var e = Object.entries(o);",
      "var s = t.trim();",
      "var c = t.charCodeAt(0);",
      "var x = a[a.length - 1];",
      "var r = a.reduce(f, 0);",
    ],
  },
  {
    rule: "builtin-prototype-method",
    bad: [
      "var a = Array.prototype.slice.call(x);",
      "var p = String.prototype.padStart;",
      "var s = Object.prototype.toString.call(x);",
      "var r = Function.prototype.apply.call(f, null, []);",
      "var u = Uint8Array.prototype.slice.call(b, 0);",
    ],
    good: [
      "var a = [].slice.call(x);",
      "var h = Object.prototype.hasOwnProperty.call(o, k);",
      "var s = 'x'.padStart(3);",
      "function Foo() {} var m = Foo.prototype.bar;",
      "var p = Object.create(Error.prototype);",
    ],
  },
  {
    rule: "builtin-prototype-write",
    bad: [
      "Array.prototype.slice = function () {};",
      "Array.prototype.foo = function () {};",
      "Object.defineProperty(String.prototype, 'x', { value: 1 });",
    ],
    good: [
      "function Foo() {} Foo.prototype.slice = function () {};",
      "function Foo() {} Object.defineProperty(Foo.prototype, 'x', { get: function () { return 1; } });",
    ],
  },
  {
    rule: "no-length-write",
    bad: ["a.length = 0;", "a.length += 1;", "a.length++;", "a['length'] = 2;"],
    good: ["a.splice(0);", "a = [];", "var n = a.length;", "a.splice(2, a.length - 2);"],
  },
  {
    rule: "integer-literals",
    bad: ["var x = 0.5;", "var x = 1.5e-7;", "var x = .25;", "var x = 1e-7;", "var x = 1.23456789e8;", "var x = 9007199254740993;", "var x = 1e25;", "var x = 0x20000000000001;"],
    good: ["var x = 20 / 19;", "var x = 1e6;", "var x = 0x1f;", "var x = 9007199254740991;", "var x = 1 / 2;", "var x = 100e-2;", "var x = 4294967296;", "var x = 1.0;"],
  },
  {
    rule: "shift-count",
    bad: ["var y = 1 << i;", "var y = x >>> n;", "var y = x >> n;", "x <<= n;", "var y = 1 << 32;", "var y = x >> -1;", "var y = 1 << (i & 63);"],
    good: ["var y = 1 << (i & 31);", "var y = 1 << (31 & i);", "var y = x >>> 0;", "x <<= 3;", "var y = x >> (n & 0x1f);", "var y = x >>> 31;"],
  },
  {
    rule: "return-newline",
    bad: [
      "function f() { return\n42; }",
      "function f(c) { if (c) return\n}",
      "function f() { return // done\n}",
      "function f(c) { if (c) return }",
      "var f = function (c) { for (;;) if (c) return }",
      "function f(c) { if (c) g(); else return }",
    ],
    good: [
      "function f() { return; }",
      "function f(c) { if (c) return; }",
      "function f(c) { if (c) { return } }",
      "function f() { return }",
      "function f(c) { if (c) return; g() }",
      "function f(c) { if (c) return 1 }",
      "function f() { return 42; }",
      "function f() { return (\n42); }",
    ],
  },
  {
    rule: "member-sequence",
    bad: ["var y = s[a = n, a > 1 ? 'a' : 'b'];", "s[i++, i] = 1;", "var y = t[c][d, e];"],
    good: ["var y = s[(a = n, a > 1 ? 'a' : 'b')];", "var y = s[a > 1 ? 'a' : 'b'];", "var y = f(a, b)[0];", "var y = [a, b][0];"],
  },
  {
    rule: "ts-helpers",
    bad: ["var __extends = function (d, b) {};", "var c = __spreadArray([], a, true);", "var g = tslib.__awaiter;"],
    good: ["var extend = function (d, b) {};", "var c = a.concat(b);"],
  },
  {
    rule: "json-replacer",
    bad: ["var s = JSON.stringify(o, function (k, v) { return v; });", "var s = JSON.stringify(o, ['a']);", "var s = JSON.stringify(o, f, 2);"],
    good: ["var s = JSON.stringify(o);", "var s = JSON.stringify(o, null, 2);", "var s = JSON.stringify(o, undefined, 2);"],
  },
  {
    rule: "json-in-text",
    profile: "engine",
    bad: ["var m = 'got ' + JSON.stringify(v);", "var m = JSON.stringify(v) + ' is bad';", "m += JSON.stringify(v);"],
    good: ["var s = JSON.stringify(o);", "var m = 'got ' + shown(v);", "var c = JSON.parse(JSON.stringify(o));"],
  },
  {
    rule: "instanceof-error",
    bad: ["var t = e instanceof TypeError;", "var t = e instanceof Error;", "var t = e instanceof errors.EngineError;"],
    good: ["var t = e instanceof Array;", "var t = typeof e === 'object' && e !== null && e.code === 'RANGE';"],
  },
  {
    rule: "ascii-strings",
    bad: ["var s = '\u20ac';", "var s = '\\u20ac';", "var s = 'caf\u00e9';", "var r = /\u00e9/;"],
    good: ["var s = 'EUR';", "var s = '\\x7f';", "var r = /e/;"],
  },
  {
    rule: "no-toFixed",
    bad: ["var s = x.toFixed(2);", "var s = (5 / 2).toFixed(0);", "var f = x.toFixed.call(y, 1);"],
    good: ["var s = String(Math.floor(x * 100));", "var s = x.toString();"],
  },
  {
    rule: "determinism",
    profile: "engine",
    bad: [
      "var y = Math.pow(2, 3) * Math.pow(x, k);",
      "var y = Math.exp(x);",
      "var y = Math.log(x);",
      "var y = Math.sqrt(x);",
      "var y = Math.random();",
      "var y = Math.round(x);",
      "var y = Math.sin(x);",
      "var y = parseFloat(s);",
    ],
    good: [
      "var y = Math.floor(x);",
      "var y = parseInt(s, 10);",
      "var y = Math.abs(x);",
      "var y = Math.max(a, b);",
      "var y = 100 * (1 - Math.pow(x, k));", // one Math.pow: the roll's estimate
    ],
  },
];
