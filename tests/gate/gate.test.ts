import { describe, expect, it } from "vitest";
import { checkSource, defaultProfile, formatProblem } from "../../tools/espruino-gate/check.mjs";
import { RULES, rulesFor, literalProblem } from "../../tools/espruino-gate/rules.mjs";
import { SAMPLES } from "./samples";

const ruleIds = (code: string, profile: "device" | "engine" = "device") =>
  [...new Set(checkSource(code, { profile }).map((p) => p.rule))].sort();

describe("rule table", () => {
  it("every rule has an id, fact numbers, a reason and a profile", () => {
    const ids = new Set<string>();
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z0-9][a-zA-Z0-9-]*$/);
      expect(ids.has(r.id)).toBe(false);
      ids.add(r.id);
      expect(r.facts.length).toBeGreaterThan(0);
      for (const f of r.facts) expect(f >= 1 && f <= 30).toBe(true);
      expect(r.reason.length).toBeGreaterThan(10);
      expect(["device", "engine"]).toContain(r.profile);
    }
  });

  it("every rule has bad and good samples (add them when you add a rule)", () => {
    for (const r of RULES) {
      const s = SAMPLES.find((x) => x.rule === r.id);
      expect(s, `samples for ${r.id}`).toBeDefined();
      expect(s!.bad.length).toBeGreaterThan(0);
      expect(s!.good.length).toBeGreaterThan(0);
    }
    for (const s of SAMPLES) expect(RULES.map((r) => r.id)).toContain(s.rule);
  });

  it("the engine profile is the device profile plus the determinism rule (texts built with JSON.stringify are checked in every bundle)", () => {
    const device = rulesFor("device").map((r) => r.id);
    const engine = rulesFor("engine").map((r) => r.id);
    expect(engine).toEqual(expect.arrayContaining(device));
    expect(engine.filter((id) => !device.includes(id)).sort()).toEqual(["determinism"]);
    expect(device).toContain("json-in-text");
    expect(() => checkSource("var x = 1;", { profile: "nope" as "device" })).toThrow(/unknown profile/);
  });
});

describe.each(SAMPLES)("rule $rule", ({ rule, profile = "device", bad, good }) => {
  it.each(bad)("rejects %j", (code) => {
    expect(ruleIds(code, profile)).toEqual([rule]);
  });
  it.each(good)("accepts %j", (code) => {
    expect(checkSource(code, { profile })).toEqual([]);
  });
});

describe("problems", () => {
  it("have 1-based line and column and a message", () => {
    const [p] = checkSource("var a = 1;\nvar b = Math.imul(a, a);\n");
    expect(p).toMatchObject({ rule: "restricted-properties", line: 2, column: 9 });
    expect(p.message).toMatch(/Math\.imul/);
    expect(formatProblem("x.js", p)).toMatch(/^x\.js:2:9 restricted-properties Math\.imul/);
  });

  it("parse failures come from acorn and espree, with their position", () => {
    const problems = checkSource("var a = 1;\nvar f = () => a;\n");
    expect(problems.map((p) => p.rule)).toEqual(["es5-syntax", "es5-syntax"]);
    expect(problems.some((p) => p.message.startsWith("acorn"))).toBe(true);
    expect(problems.some((p) => p.message.startsWith("espree"))).toBe(true);
    for (const p of problems) expect(p.line).toBe(2);
  });

  it("ignores eslint-disable comments in the checked code", () => {
    expect(ruleIds("/* eslint-disable */\nvar m = new Map(); // eslint-disable-line\n")).toEqual(["restricted-globals"]);
  });

  it("determinism rules apply to the engine profile only", () => {
    for (const code of SAMPLES.find((s) => s.rule === "determinism")!.bad) {
      expect(checkSource(code, { profile: "device" })).toEqual([]);
    }
  });

  it("reports every rule a sample breaks", () => {
    expect(ruleIds("var m = new Map(); a.length = 0; var x = 0.5;")).toEqual(["integer-literals", "no-length-write", "restricted-globals"]);
  });
});

describe("integer literal analysis (Espruino's lexer, checked on the 2v29 interpreter)", () => {
  it.each([
    ["1e6", 1e6],
    ["1e15", 1e15],
    ["0xffffffff", 0xffffffff],
    ["9007199254740992", 9007199254740992],
    ["12.000", 12],
    ["1000e-3", 1],
  ])("%s is exact", (raw, value) => {
    expect(literalProblem(raw, value)).toBeNull();
  });
  it.each([
    ["1e-7", 1e-7, /not an integer/],
    ["2.5e3", 2.5e3, /fraction digits/],
    ["1e25", 1e25, /beyond 2\^53/],
    ["1e21", 1e21, /beyond 2\^53/], // exact on Espruino, but the gate stops at 2^53
    ["0x20000000000001", 0x20000000000001, /beyond 2\^53/],
    ["0777777777777777777", 0o777777777777777777, /beyond 2\^53/],
    ["18446744073709551616", 18446744073709551616, /beyond 2\^53/],
  ])("%s is rejected", (raw, value, why) => {
    expect(literalProblem(raw, value)).toMatch(why);
  });
});

describe("default profile", () => {
  it("is engine for engine bundles and device for the rest", () => {
    expect(defaultProfile("dist/engine.js")).toBe("engine");
    expect(defaultProfile("dist\\engine.js")).toBe("engine");
    expect(defaultProfile("dist/bangle2/app.js")).toBe("device");
    expect(defaultProfile("dist/pixl/sifni.boot.js")).toBe("device");
  });
});
