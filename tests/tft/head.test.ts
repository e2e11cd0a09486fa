/**
 * Issue 17, item 1. The text (tft-hack.txt, Damage): "A character struck in the head gains
 * fatigue equal to the damage taken, unless they were wearing a hard helmet." Read as fatigue
 * on top of the hits, which the helmet prevents: a helmet can never make a head blow worse.
 */
import { describe, expect, test } from "vitest";
import type { Inputs } from "../../src/engine/rules/types";
import { eachFaces, rollUnderOk, sum } from "./brute";
import { oddsOf, roll, sheet } from "./fixtures";

const ANY = "*";

/** A sword blow landing on the head of Anyone with ST `st`, unarmored. */
function swordToHead(st: number, helmet: boolean): Inputs {
  return { who: ANY, weapon: "sword", loc: "head", target: ANY, tst: st, thelm: helmet };
}

/** DX 12, 3d, sword, on Anyone with ST `st`, unarmored: the example attack. */
function swordAttack(st: number, helmet: boolean): Inputs {
  return { who: ANY, dx: 12, dice: 3, weapon: "sword", target: ANY, tst: st, thelm: helmet };
}

/**
 * The text written out again, independently of the module, for a sword (d6 +1 against the
 * unarmored) on a fresh, unarmored target of ST `st`: roll-under 3d against 12, location 1d
 * (1-4 limbs capped at ST/2, 5 torso, 6 head), then fatigue filling up to current ST and the
 * rest taken as hits. Returns the chance the target ends slain (current ST below 0).
 */
function bruteSlain(st: number, helmet: boolean): number {
  let slain = 0;
  let all = 0;
  eachFaces(5, (f) => {
    all++;
    if (!rollUnderOk(sum(f.slice(0, 3)), 12)) return;
    const loc = f[3];
    let hits = f[4] + 1;
    if (loc <= 4 && hits >= Math.floor(st / 2)) hits = Math.floor(st / 2);
    // "gains fatigue equal to the damage taken, unless they were wearing a hard helmet"
    const fatigue = loc === 6 && !helmet ? hits : 0;
    const current = st - hits;
    const overflow = fatigue > Math.max(current, 0) ? fatigue - Math.max(current, 0) : 0;
    if (current - overflow < 0) slain++;
  });
  return slain / all;
}

describe("a head blow: fatigue equal to the damage taken, unless a hard helmet", () => {
  test("\"gains fatigue equal to the damage taken, unless they were wearing a hard helmet\": sword 4 +1 on ST 12 is 5 hits and 5 fatigue bare, 5 hits helmeted", () => {
    const bare = roll("damage", swordToHead(12, false), [4]);
    expect(bare.lines.slice(3)).toEqual(["+1 unarmored, no hard helmet: +5 fatigue", "= 5 hits, 5 fatigue", "target: ST 7/12 fat 5"]);
    const helm = roll("damage", swordToHead(12, true), [4]);
    expect(helm.lines.slice(3)).toEqual(["+1 unarmored", "= 5 hits, 0 fatigue", "target: ST 7/12 fat 0"]);
  });

  test("the head's hits stay hits: an edged blow to the head leaves open wounds either way", () => {
    const s = { who: ANY, weapon: "sword", loc: "head", target: "orc" };
    const orc = sheet("orc", { st: 12, hits: 0, fatigue: 0, armor: "none", helmet: 0 });
    const bare = roll("damage", s, [4], [orc]);
    expect(bare.effects[0].data).toEqual({ hits: 5, fatigue: 5, open: 5, limb: "" });
    const helm = roll("damage", s, [4], [sheet("orc", { st: 12, hits: 0, fatigue: 0, armor: "none", helmet: 1 })]);
    expect(helm.effects[0].data).toEqual({ hits: 5, fatigue: 0, open: 5, limb: "" });
  });

  test("a helmet never raises the odds of being slain: DX 12 3d sword on ST 6, against a brute force of the text", () => {
    const bare = oddsOf("attack", swordAttack(6, false));
    const helm = oddsOf("attack", swordAttack(6, true));
    expect(bare.slain).toBeCloseTo(bruteSlain(6, false), 14);
    expect(helm.slain).toBeCloseTo(bruteSlain(6, true), 14);
    expect(helm.slain).toBeLessThan(bare.slain);
  });

  test("for every target ST from 2 to 14, slain with a helmet is at most slain without, and both match the brute force", () => {
    for (let st = 2; st <= 14; st++) {
      const bare = oddsOf("attack", swordAttack(st, false)).slain;
      const helm = oddsOf("attack", swordAttack(st, true)).slain;
      expect(bare, "ST " + st + " bare").toBeCloseTo(bruteSlain(st, false), 14);
      expect(helm, "ST " + st + " helmet").toBeCloseTo(bruteSlain(st, true), 14);
      expect(helm, "ST " + st).toBeLessThanOrEqual(bare);
    }
  });
});
