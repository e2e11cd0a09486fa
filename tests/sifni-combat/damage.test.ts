import { describe, expect, test } from "vitest";
import { MAX_EXACT } from "../../src/engine/math/exact";
import { bandOf, bandRatios, drOf } from "../../src/engine/sifni/combat/damage";
import { armorAgainst } from "../../src/engine/sifni/combat/fighter";
import { armorFactorText, damageBonus } from "../../src/home/sifni/compile";
import { thrown } from "../helpers/fake-rng";

describe("DR = 10 (attack - defense) / defense - armor, in hundredths rounded up", () => {
  test("the plain formula", () => {
    // 10 * (17.00 - 10.00) / 10.00 = 7.00
    expect(drOf(1700, 1000, 0)).toBe(700);
    // 10 * (15 - 12) / 12 = 2.5, less 0.5 armor = 2.00
    expect(drOf(1500, 1200, 50)).toBe(200);
    // armor larger than the ratio: negative DR, a scratch
    expect(drOf(1100, 1000, 400)).toBe(-300);
  });

  test("rounded up, so the slightest hit is at least 0.01", () => {
    // 10 * 1/2000 = 0.005 -> 0.01; 10 * 1/3000 = 0.0033 -> 0.01
    expect(drOf(2001, 2000, 0)).toBe(1);
    expect(drOf(3001, 3000, 0)).toBe(1);
    // 10 * 100 / 1400 = 0.714... -> 0.72
    expect(drOf(1500, 1400, 0)).toBe(72);
    // exact hundredths stay: 10 * 3 / 1000 = 0.03
    expect(drOf(1003, 1000, 0)).toBe(3);
  });

  test("a defense of 0.00 (a result under 0.005) is read as 0.005: the ratio stays finite", () => {
    // 10 * (5.00 - 0.005) / 0.005 = 9990 points; against 0.01: 10 * 4.99 / 0.01 = 4990
    expect(drOf(500, 0, 0)).toBe(999000);
    expect(drOf(500, 1, 0)).toBe(499000);
    // the least hit on nothing: 10 * (0.01 - 0.005) / 0.005 = 10.00, less 10.00 of armor: 0.00
    expect(drOf(1, 0, 0)).toBe(1000);
    expect(drOf(1, 0, 1000)).toBe(0);
  });

  test("exact for huge rolls, saturating at 2^53 - 1", () => {
    expect(drOf(MAX_EXACT, 1, 0)).toBe(MAX_EXACT);
    // a defense past 2^43 takes the long way round: check against BigInt
    const cases: [number, number, number][] = [
      [3 * 2 ** 44 + 5, 2 ** 44 + 1, 0],
      [2 ** 50 + 12345, 2 ** 50 - 777, 250],
      [MAX_EXACT, 2 ** 52 + 3, 0],
    ];
    for (const [a, d, armor] of cases) {
      const num = 1000n * (BigInt(a) - BigInt(d));
      const ceil = (num + BigInt(d) - 1n) / BigInt(d);
      expect(drOf(a, d, armor), `${a} ${d}`).toBe(Number(ceil) - armor);
    }
  });
});

describe("bands against End + 10: DR > k/5 (End+10), equality stays in the lower band", () => {
  test("End 0 (End+10 = 10): 2.00, 4.00, 6.00, 8.00, 10.00 are the boundaries", () => {
    expect([0, 200, 201, 400, 401, 600, 601, 800, 801, 1000, 1001, 99999].map((dr) => bandOf(dr, 10))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(bandOf(-50, 10)).toBe(0);
  });

  test("a hit of 12.00 on 10.00 gives DR 2.00: exactly 1/5 of 10, still a scratch; 12.01 is a minor wound", () => {
    expect(bandOf(drOf(1200, 1000, 0), 10)).toBe(0);
    expect(drOf(1201, 1000, 0)).toBe(201);
    expect(bandOf(drOf(1201, 1000, 0), 10)).toBe(1);
  });

  test("Endurance -10 (End+10 = 0) dies from the slightest scratch: any DR above 0 is 'die already'", () => {
    expect(bandOf(drOf(2001, 2000, 0), 0)).toBe(5);
    expect(bandOf(1, 0)).toBe(5);
    // armor that takes all of it leaves no damage at all
    expect(bandOf(drOf(2001, 2000, 100), 0)).toBe(0);
    expect(bandOf(0, 0)).toBe(0);
  });

  test("the band ratios: band j or worse exactly when 1000 a > m_j d (2000 a > m_j for d = 0)", () => {
    // m_j = 1000 + armor + 20 j (End+10): armor 8.00, End 0
    expect(bandRatios(800, 10)).toEqual([2000, 2200, 2400, 2600, 2800]);
    for (const [armor, e] of [[0, 10], [800, 10], [250, 3], [0, 0], [-100, 12], [650, 25]]) {
      const m = bandRatios(armor, e);
      for (let d = 0; d <= 60; d += 7) {
        for (let a = d + 1; a <= 400; a++) {
          const band = bandOf(drOf(a, d, armor), e);
          for (let j = 1; j <= 5; j++) {
            const byRatio = d === 0 ? 2000 * a > m[j - 1] : 1000 * a > m[j - 1] * d;
            expect(band >= j, `a ${a} d ${d} armor ${armor} e ${e} j ${j}`).toBe(byRatio);
          }
        }
      }
    }
  });
});

describe("armor against a weapon", () => {
  // the pack's device rows as compilePack writes them: A id name blunt slash pierce penalty
  const PLATE = ["plate-armor", "Plate Armor", "5", "6", "4", "-1/4"];
  const CHAIN = ["chain-mail", "Chain Mail", "0", "5", "5", "-1/8"];
  const PADDING = ["padding", "Padding", "1", "0", "0", "-1/20"];

  test("the text's armor modifiers: x2, +1/2, -1/2 as the factor armor is multiplied by", () => {
    expect(armorFactorText("x2")).toBe("2");
    expect(armorFactorText("+1/2")).toBe("3/2");
    expect(armorFactorText("-1/2")).toBe("1/2");
    expect(armorFactorText("x2 armor")).toBe("2");
    expect(armorFactorText("+1/2 armor")).toBe("3/2");
    expect(armorFactorText("")).toBe("1");
    const e = thrown(() => armorFactorText("double"));
    expect([e.code, e.message]).toEqual(["COMPACT", "device form: unreadable armor modifier 'double'"]);
    // more than all the armor taken away
    expect(thrown(() => armorFactorText("-3/2")).message).toBe("device form: armor modifier '-3/2' takes away more than all armor");
  });

  test("Plate Armor (5 blunt, 6 slash, 4 pierce) against Rapier, Saber, Warhammer", () => {
    // Rapier P x2: 4 * 2 = 8; Saber S +1/2: 6 * 3/2 = 9; Warhammer P -1/2: 4 / 2 = 2
    expect(armorAgainst([PLATE], "p", "2", "0")).toBe(800);
    expect(armorAgainst([PLATE], "s", "3/2", "0")).toBe(900);
    expect(armorAgainst([PLATE], "p", "1/2", "0")).toBe(200);
    // a blunt weapon with no modifier meets the blunt column: 5
    expect(armorAgainst([PLATE], "b", "1", "0")).toBe(500);
    // halves are exact: Chain Mail's 5 halved is 2.50
    expect(armorAgainst([CHAIN], "p", "1/2", "0")).toBe(250);
    // no armor at all
    expect(armorAgainst([], "s", "2", "0")).toBe(0);
  });

  test("several sets: only the highest single bonus for the damage type", () => {
    // padding (1, 0, 0) and chain mail (0, 5, 5): blunt 1, slash 5, pierce 5, never 1 + 5
    expect(armorAgainst([PADDING, CHAIN], "b", "1", "0")).toBe(100);
    expect(armorAgainst([PADDING, CHAIN], "s", "1", "0")).toBe(500);
    expect(armorAgainst([CHAIN, PADDING], "p", "2", "0")).toBe(1000);
  });

  test("the Unarmed row's -1pt damage: one more point against the hit, armor or not", () => {
    expect(damageBonus("-1pt damage, unarmed")).toBe(-1);
    expect(damageBonus("+2pts damage")).toBe(2);
    expect(damageBonus("long, 2-hands")).toBe(0);
    // DR = ... - armor: a damage bonus of -1 is 1.00 more armor; +2 is 2.00 less
    expect(armorAgainst([], "b", "1", "-1")).toBe(100);
    expect(armorAgainst([PADDING], "b", "1", "-1")).toBe(200);
    expect(armorAgainst([PLATE], "s", "1", "2")).toBe(400);
  });
});
