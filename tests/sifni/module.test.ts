import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { moduleById } from "../../src/engine/rules/registry";
import { Effect } from "../../src/engine/rules/types";
import { SYSTEMS } from "../../src/home/systems";
import { encodeSheet } from "../../src/home/sifni/compile";
import { sifni } from "../../src/home/sifni/module";
import { blankSheet, sheetFields } from "../../src/home/sifni/sheet";
import { SifniPack, SifniSheet } from "../../src/home/sifni/types";
import { loadEngineBundle } from "../helpers/bundle";
import { thrown } from "../helpers/fake-rng";

const pack = sifni.pack;
const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
const effect = (kind: string, data: Effect["data"], character = "x"): Effect => ({ character, kind, text: "", data });

describe("the module", () => {
  test("is registered first among the systems", () => {
    expect(SYSTEMS[0]).toBe(sifni);
    expect(moduleById(SYSTEMS, "sifni")).toBe(sifni);
    // version 2: one wound rule for every check (the location-adjusted penalty), labelled lines;
    // 3: the rule reads the part each roll uses (issue 17: the arm holding the weapon, the legs)
    expect([sifni.id, sifni.name, sifni.version]).toEqual(["sifni", "S-Ifni", 3]);
    expect(sifni.checks.map((c) => c.id)).toEqual(["skill", "opposed", "contest", "group", "melee", "round", "ranged", "cover", "grab", "wrestle", "disarm", "endurance"]);
    expect(sifni.checks.filter((c) => c.menu === "combat").length).toBe(8);
  });

  test("its pack validates, its fields are the sheet's", () => {
    expect(sifni.validatePack(pack)).toEqual([]);
    expect(sifni.fields).toEqual(sheetFields());
    expect(sifni.validateSheet(sifni.blankSheet("a", "A"), pack)).toEqual([]);
  });

  test("an unknown check is refused by name", () => {
    expect(thrown(() => sifni.odds("attack", {}, party, pack)).message).toBe("no check 'attack' in this rules system");
  });
});

describe("applyEffect", () => {
  const x = blankSheet("x", "X");

  test("wound: adds {dr, band, location} to a new sheet, the old one unchanged", () => {
    const w = sifni.applyEffect(x, effect("wound", { dr: 250, band: 3, location: "left leg" }), pack);
    expect(w.wounds).toEqual([{ dr: 250, band: 3, location: "left leg" }]);
    expect(x.wounds).toEqual([]);
    expect(w).not.toBe(x);
    const w2 = sifni.applyEffect(w, effect("wound", { dr: 10, band: 0, location: "hand" }), pack);
    expect(w2.wounds).toHaveLength(2);
    expect(w.wounds).toHaveLength(1);
    expect(sifni.validateSheet(w2, pack)).toEqual([]);
  });

  test("wound data is checked field by field", () => {
    const bad = (data: Effect["data"]) => thrown(() => sifni.applyEffect(x, effect("wound", data), pack));
    expect(bad({ dr: 1.5, band: 1, location: "torso" }).message).toBe("effect 'wound' data.dr must be a whole number of hundredths from 0");
    expect(bad({ dr: -1, band: 1, location: "torso" }).message).toBe("effect 'wound' data.dr must be a whole number of hundredths from 0");
    // the bands run from 0 (scratch) to 5 (die already)
    expect(bad({ dr: 100, band: 6, location: "torso" }).message).toBe("effect 'wound' data.band must be a whole number from 0 to 5");
    expect(bad({ dr: 100, band: -1, location: "torso" }).message).toBe("effect 'wound' data.band must be a whole number from 0 to 5");
    expect(bad({ dr: 100, band: 2 }).message).toBe("effect 'wound' data.location must be a text");
    expect(bad({ dr: 100, band: 2, location: "" }).code).toBe("EFFECT");
  });

  test("no more than 16 wounds are kept", () => {
    let s = x;
    for (let i = 0; i < 16; i++) s = sifni.applyEffect(s, effect("wound", { dr: i, band: 0, location: "arm" }), pack);
    expect(thrown(() => sifni.applyEffect(s, effect("wound", { dr: 1, band: 0, location: "arm" }), pack)).message).toBe(
      "effect 'wound' data.dr cannot be written: 16 wounds already (clear some)",
    );
  });

  test("clearWounds: all of them, or one by index", () => {
    const vet = party.find((s) => s.id === "veteran")!;
    expect(sifni.applyEffect(vet, effect("clearWounds", {}, "veteran"), pack).wounds).toEqual([]);
    expect(sifni.applyEffect(vet, effect("clearWounds", { index: 0 }, "veteran"), pack).wounds).toEqual([{ dr: 120, band: 1, location: "torso" }]);
    expect(vet.wounds).toHaveLength(2);
    expect(thrown(() => sifni.applyEffect(vet, effect("clearWounds", { index: 2 }, "veteran"), pack)).message).toBe(
      "effect 'clearWounds' data.index must be the number of a wound, from 0 to 1",
    );
  });

  test("condition: unconscious, dead, clear", () => {
    const out = sifni.applyEffect(x, effect("condition", { condition: "unconscious" }), pack);
    expect(out.condition).toBe("unconscious");
    const dead = sifni.applyEffect(out, effect("condition", { condition: "dead" }), pack);
    expect(dead.condition).toBe("dead");
    const up = sifni.applyEffect(dead, effect("condition", { condition: "clear" }), pack);
    expect("condition" in up).toBe(false);
    expect(thrown(() => sifni.applyEffect(x, effect("condition", { condition: "asleep" }), pack)).message).toBe(
      'effect \'condition\' data.condition must be "unconscious", "dead" or "clear"',
    );
  });

  test("refuses another character's effect and unknown kinds", () => {
    expect(thrown(() => sifni.applyEffect(x, effect("wound", { dr: 1, band: 0, location: "arm" }, "y"), pack)).message).toBe(
      "effect for 'y' applied to the sheet of 'x'",
    );
    expect(thrown(() => sifni.applyEffect(x, effect("fatigue", {}), pack)).message).toBe("no effect 'fatigue' in S-Ifni (wound, clearWounds, condition)");
  });
});

describe("the shipped bundle (Espruino-shaped context) computes what the sources do", () => {
  const E = loadEngineBundle();
  const m = E.moduleById(E.SYSTEMS, "sifni")!;
  const bpack = m.pack as SifniPack;

  test("validation, checks with a seeded generator, odds, describe, compact form", () => {
    expect(m.validatePack(bpack)).toEqual([]);
    for (const s of party) expect(m.validateSheet(s, bpack)).toEqual([]);
    const runs: [string, { [k: string]: string | number | boolean }][] = [
      ["skill", { who: "veteran", stat: "MeleeAttack", skill: "Spear", mods: "workshop", tn: "13" }],
      ["skill", { who: "rogue", stat: "Stealth", skill: "Sneaking", spec: "vsGuards", half: true, tn: "16", attempt: 2 }],
      ["opposed", { who: "wrestler", stat: "Wrestling", skill: "Hold", whoB: "knight", statB: "Wrestling" }],
      ["group", { workers: "knight,rogue,archer", stat: "Agility", skill: "Climbing", tn: "13" }],
    ];
    for (const [check, inputs] of runs) {
      for (const seed of [1, 42, 2024]) {
        expect(m.resolve(check, inputs, party, bpack, E.sfc32(seed))).toEqual(sifni.resolve(check, inputs, party, pack, E.sfc32(seed)));
      }
      expect(m.odds(check, inputs, party, bpack)).toEqual(sifni.odds(check, inputs, party, pack));
    }
    for (const s of party) {
      expect(m.describe(s, bpack)).toEqual(sifni.describe(s, pack));
      expect(E.sifniDecode(E.sifniEncode(s), E.sifniPackText(bpack), bpack)).toEqual(s);
      expect(E.sifniEncode(s)).toBe(encodeSheet(s));
    }
  });
});
