/**
 * The combat checks as the device runs them: dist/engine.js in an Espruino-shaped context (no
 * Map, Math.imul, Array.from...) gives the same outcomes and odds as the sources, seed for seed.
 */
import { describe, expect, test } from "vitest";
import * as source from "../../src/home/index";
import { loadEngineBundle } from "../helpers/bundle";
import { PACK, sheet } from "./fixtures";

const bundle = loadEngineBundle();
const bran = sheet("bran", "Bran", { MeleeAttack: 6, MeleeDefense: 5, RangedAttack: 7, RangedDefense: 4, Wrestling: 5, Endurance: 1 }, {
  weapons: ["rapier", "long-bow"],
  armor: ["leather"],
  skills: [{ stat: "MeleeAttack", name: "Rapier", level: 2, specialties: [{ name: "toDisarm", level: 1 }] }],
  wounds: [{ dr: 300, band: 1, location: "left arm, 2/6 down" }],
});
const orc = sheet("orc", "Orc", { MeleeAttack: 7, MeleeDefense: 4, Wrestling: 6, Endurance: 2 }, { weapons: ["club", "shield"], armor: ["padding"] });
const PARTY = [bran, orc];

const CASES: [string, source.Inputs][] = [
  ["melee", { attacker: "bran", weapon: "rapier", defender: "orc", defense: "defense", aim: "section", section: "head" }],
  ["melee", { attackSkill: 9, weapon: "saber", strategy: "wild", defenseSkill: 6, defense: "dodge", dodgeSkill: 2, armor: "plate-armor", endurance: 3 }],
  ["round", { aWho: "bran", aWeapon: "rapier", aStrategy: "cautious", bWho: "orc", bWeapon: "club", bStrategy: "wild", order: "b-first" }],
  ["ranged", { shooter: "bran", weapon: "long-bow", distance: 35, aimTime: "1", target: "orc", defense: "dodge" }],
  ["cover", { character: "orc", current: 500 }],
  ["grab", { attacker: "orc", defender: "bran", resist: "wrestling" }],
  ["wrestle", { aWho: "orc", bWho: "bran", aAction: "throw", bAction: "hold" }],
  ["disarm", { attacker: "bran", weapon: "rapier", defender: "orc", stage: "2" }],
  ["endurance", { character: "bran" }],
];

/** The S-Ifni module of an engine (the sources or the bundle), and its device rules. */
function sifniOf(E: typeof source) {
  const m = E.moduleById(E.SYSTEMS, "sifni");
  if (!m) throw new Error("no sifni module");
  return { m, rules: E.sifniRules(E.crc32) };
}

function specOf(E: typeof source, id: string) {
  const c = sifniOf(E).m.checks.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return c;
}

describe("the combat checks in the shipped bundle", () => {
  test.each(CASES.map(([id, inputs], i) => [`${i} ${id}`, id, inputs] as [string, string, source.Inputs]))("%s: same outcome for 20 seeds, same odds", (_n, id, inputs) => {
    const s = sifniOf(source);
    const b = sifniOf(bundle);
    const si = source.requireInputs(specOf(source, id), inputs, PARTY, PACK);
    const bi = bundle.requireInputs(specOf(bundle, id), inputs, PARTY, PACK);
    expect(JSON.stringify(bi)).toBe(JSON.stringify(si));
    // the device forms the bundle compiles are the sources' own
    const refs = source.sifniPartyRefs(PARTY);
    const text = source.sifniPackText(PACK);
    expect(JSON.stringify(bundle.sifniPartyRefs(PARTY))).toBe(JSON.stringify(refs));
    expect(bundle.sifniPackText(PACK)).toBe(text);
    for (let seed = 0; seed < 20; seed++) {
      const a = s.m.resolve(id, si, PARTY, PACK, source.sfc32(seed));
      expect(JSON.stringify(b.m.resolve(id, bi, PARTY, PACK, bundle.sfc32(seed)))).toBe(JSON.stringify(a));
      // and the device's rules on the device forms, as the device calls them
      expect(JSON.stringify(b.rules.resolve(id, bi, refs, text, bundle.sfc32(seed)))).toBe(JSON.stringify(a));
    }
    const odds = JSON.stringify(s.m.odds(id, si, PARTY, PACK));
    expect(JSON.stringify(b.m.odds(id, bi, PARTY, PACK))).toBe(odds);
    expect(JSON.stringify(b.rules.odds(id, bi, refs, text))).toBe(odds);
  });
});
