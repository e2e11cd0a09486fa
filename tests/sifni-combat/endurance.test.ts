/**
 * Endurance tests: Endurance vs the DR (location adjusted); a failure knocks the character out
 * and calls for an immediate second test, whose failure kills; once unconscious, a failure kills.
 */
import { describe, expect, test } from "vitest";
import { oddsVsTn } from "../../src/engine/sifni/odds";
import { setup } from "../../src/engine/sifni/roll";
import { applyEffect, face, line, odds, run, sheet, value, wordFor } from "./fixtures";

// anyone with Endurance 0: rolls up to 10.00
const ANY = { endurance: 0 };

describe("one wound's test", () => {
  test("roll at or above the DR holds on (a tie is 'nothing happens')", () => {
    const a = run("endurance", { ...ANY, dr: 700 }, [wordFor(0, 800)]);
    expect(a.table).toBe("HOLDS ON");
    expect(a.lines).toEqual(["Anyone", "Endurance\t0", "torso", "DR\t7.00", "TN\t7.00", "Roll\t8.00", "Holds on"]);
    expect(run("endurance", { ...ANY, dr: 700 }, [wordFor(0, 700)]).table).toBe("HOLDS ON");
  });

  test("a failure knocks out and the immediate second test decides: unconscious or dead", () => {
    const out = run("endurance", { ...ANY, dr: 700 }, [wordFor(0, 699), wordFor(0, 700)]);
    expect(out.table).toBe("UNCONSCIOUS");
    expect(out.lines.slice(2)).toEqual(["torso", "DR\t7.00", "TN\t7.00", "Roll\t6.99, 7.00", "Falls unconscious"]);
    expect(run("endurance", { ...ANY, dr: 700 }, [wordFor(0, 500), wordFor(0, 699)]).table).toBe("DEAD");
  });

  test("already unconscious: one failure kills", () => {
    expect(run("endurance", { ...ANY, dr: 700, unconscious: true }, [wordFor(0, 600)]).table).toBe("DEAD");
    expect(run("endurance", { ...ANY, dr: 700, unconscious: true }, [wordFor(0, 900)]).table).toBe("UNCONSCIOUS");
  });

  test("the location sets the TN: half the DR at a foot, 3/2 at the head", () => {
    // DR 8.00 on a foot: TN 4.00, a roll of 5.00 holds; on the head: TN 12.00, out of reach of 10.00 normally
    expect(run("endurance", { ...ANY, dr: 800, section: "left leg", down: 6 }, [wordFor(0, 500)]).table).toBe("HOLDS ON");
    expect(run("endurance", { ...ANY, dr: 800, section: "head", down: 1 }, [wordFor(0, 1000), wordFor(0, 1000)]).table).toBe("DEAD");
  });

  test("anyone needs a DR", () => {
    expect(() => run("endurance", { ...ANY }, [])).toThrow(/^input 'dr' \(.*\) is required$/);
    // "-1: every wound" reads the sheet, and Anyone has none
    expect(() => run("endurance", { ...ANY, dr: -1 }, [])).toThrow(/give the DR of the wound to test/);
  });
});

describe("a character's wounds", () => {
  const bran = sheet("bran", "Bran", { Endurance: 2 }, {
    skills: [{ stat: "Endurance", name: "vsDamage", level: 1, specialties: [] }],
    wounds: [
      { dr: 150, band: 0, location: "torso, 3/6 down" },
      { dr: 500, band: 2, location: "right arm, 5/6 down" },
      { dr: 900, band: 3, location: "torso, 2/6 down" },
    ],
  });

  test("each round: one test per significant wound, in order; Endurance + vsDamage", () => {
    // Endurance 2 + 1 = 3 (max 13.00); the hand wound's TN is 2.50, the torso's 9.00
    const o = run("endurance", { character: "bran" }, [wordFor(3, 300), wordFor(3, 1000)], [bran]);
    expect(o.table).toBe("HOLDS ON");
    expect(o.lines).toEqual([
      "Bran", "Endurance\t3",
      "severe wound, right arm, 5/6 down", "DR\t5.00", "TN\t2.50", "Roll\t3.00", "Holds on",
      "moderate trauma, torso, 2/6 down", "DR\t9.00", "TN\t9.00", "Roll\t10.00", "Holds on",
    ]);
    expect(o.effects).toEqual([]);
  });

  test("falling unconscious is an effect; the next failed test kills", () => {
    const o = run("endurance", { character: "bran" }, [wordFor(3, 300), wordFor(3, 800), wordFor(3, 900)], [bran]);
    expect(o.table).toBe("UNCONSCIOUS");
    expect(o.effects).toEqual([{ character: "bran", kind: "condition", text: "Bran falls unconscious", data: { condition: "unconscious" } }]);
    const out = applyEffect(bran, o.effects[0]);
    expect(out.condition).toBe("unconscious");
    const p = run("endurance", { character: "bran" }, [wordFor(3, 200)], [out]);
    expect(p.table).toBe("DEAD");
    expect(p.effects[0].data).toEqual({ condition: "dead" });
    expect(() => run("endurance", { character: "bran" }, [], [applyEffect(out, p.effects[0])])).toThrow(/Bran is dead/);
  });

  test("no significant wounds: nothing to roll", () => {
    const fine = { ...bran, wounds: [bran.wounds[0]] };
    expect(run("endurance", { character: "bran" }, [], [fine]).table).toBe("NO WOUNDS");
  });
});

describe("the text's example: 'an Endurance: -10 would die from the slightest scratch'", () => {
  test("the slightest hit is 'die already' and every Endurance roll is 0: dead", () => {
    // attack 20.01 against 20.00, no armor: DR = 10 * 0.01 / 20 = 0.005, read as 0.01 > 0 = 1/5 of (End+10)
    const hit = run("melee", { attackSkill: 20, weapon: "sword", defenseSkill: 10, endurance: -10 }, [wordFor(20, 2001), wordFor(10, 2000), face(3), face(3)]);
    expect([value(hit, "DR"), value(hit, "Wound")]).toEqual(["0.01", "die already"]);
    expect(hit.followUps[0].inputs).toEqual({ character: "anyone", dr: 1, section: "torso", down: 3, endurance: -10, unconscious: false });
    // Endurance -10 rolls 0.00 whatever the word: fails twice
    const t = run("endurance", hit.followUps[0].inputs, [12345, 4000000000]);
    expect(t.table).toBe("DEAD");
  });
});

describe("odds", () => {
  test("one test: holds on p, unconscious q p, dead q^2 with q = P(roll < TN)", () => {
    const q = oddsVsTn(setup(0), 700).failure;
    const o = odds("endurance", { ...ANY, dr: 700 });
    expect(line(o, "up")).toBeCloseTo(1 - q, 12);
    expect(line(o, "unconscious")).toBeCloseTo(q * (1 - q), 12);
    expect(line(o, "dead")).toBeCloseTo(q * q, 12);
    // skill 0 against 7.00: 0.95 (1 - 6.995/10)^(1/2) + 0.05 reaches it
    expect(1 - q).toBeCloseTo(0.95 * Math.sqrt(1 - 6.995 / 10) + 0.05, 6);
  });

  test("two wounds in a row", () => {
    const bran = sheet("bran", "Bran", { Endurance: 3 }, { wounds: [{ dr: 500, band: 2, location: "torso, 3/6 down" }, { dr: 1200, band: 4, location: "torso, 3/6 down" }] });
    const q1 = oddsVsTn(setup(3), 500).failure;
    const q2 = oddsVsTn(setup(3), 1200).failure;
    const o = odds("endurance", { character: "bran" }, [bran]);
    // up after both: (1-q1)(1-q2); out: up-fail-pass on either while up, or out then pass
    const up = (1 - q1) * (1 - q2);
    const out = (1 - q1) * q2 * (1 - q2) + q1 * (1 - q1) * (1 - q2);
    expect(line(o, "up")).toBeCloseTo(up, 12);
    expect(line(o, "unconscious")).toBeCloseTo(out, 12);
    expect(line(o, "dead")).toBeCloseTo(1 - up - out, 12);
  });
});
