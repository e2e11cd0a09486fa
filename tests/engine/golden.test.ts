import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import * as source from "../../src/home/index";
import { loadEngineBundle } from "../helpers/bundle";

/**
 * tests/golden/engine.json pins the engine's outputs. Its checksums were also produced by
 * dist/engine.js in the real Espruino interpreter (2v29, Linux build; docs/engine.md), so a
 * change to any of them is a change to what the device computes and must be deliberate:
 * regenerate the file on purpose and say why in the commit.
 */
interface Golden {
  selftest: { count: number; seeds: Record<string, string> };
  standard: { seed: number; count: number; checksum: string };
  rolls: { seed: number; skill: number; values: number[] }[];
  sfc32: { seed: number; words: number[] }[];
}
const golden = JSON.parse(readFileSync("tests/golden/engine.json", "utf8")) as Golden;
const bundle = loadEngineBundle();

describe.each([
  ["source", source],
  ["bundle in an Espruino-shaped context", bundle],
])("golden vectors: %s", (_name, E) => {
  test("self-test checksums", () => {
    for (const seed of Object.keys(golden.selftest.seeds)) {
      expect(E.selfTest(Number(seed), golden.selftest.count), "seed " + seed).toBe(golden.selftest.seeds[seed]);
    }
  });

  test("the standard self-test, the one the device shows", () => {
    expect(E.STANDARD_SELFTEST).toEqual({ seed: golden.standard.seed, count: golden.standard.count });
    expect(E.selfTest(golden.standard.seed, golden.standard.count)).toBe(golden.standard.checksum);
  });

  test("roll sequences", () => {
    for (const r of golden.rolls) {
      const rng = E.sfc32(r.seed);
      const s = E.setup(r.skill);
      expect(r.values.map(() => E.roll(rng, s).value)).toEqual(r.values);
    }
  });

  test("generator words", () => {
    for (const g of golden.sfc32) {
      const rng = E.sfc32(g.seed);
      expect(g.words.map(() => rng.next())).toEqual(g.words);
    }
  });
});

test("the bundle really runs without the built-ins Espruino lacks", () => {
  expect(() => loadEngineBundle()).not.toThrow();
  // the sandbox is not a no-op: the same context has no Map, Math.imul or Array.from
  expect(bundle.selfTest(7, 3)).toBe(source.selfTest(7, 3));
});
