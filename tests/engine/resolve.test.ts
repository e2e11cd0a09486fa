import { describe, expect, test } from "vitest";
import { formatHundredths, formatPercent } from "../../src/engine/format/number";
import { parseFraction } from "../../src/engine/math/fraction";
import { MAX_EXACT } from "../../src/engine/math/exact";
import { applyFactor, factorOf } from "../../src/engine/sifni/modifiers";
import { groupWork } from "../../src/engine/sifni/group";
import { check, opposed } from "../../src/engine/sifni/resolve";
import { retryTn, retryUntilSuccess } from "../../src/engine/sifni/retry";
import { roll, setup } from "../../src/engine/sifni/roll";
import { ScriptedRng } from "../helpers/scripted-rng";

/*
 * Hand-worked rolls for skill 0: M = 10, k = (0/10 + 1)^4 + 1 = 2, r = (w / 2^32) * 20/19.
 *   w = 2^31 (u = 1/2):  r = 10/19, r^2 = 100/361, 10 * 261/361 = 7.2299 -> 7.23 (723)
 *   w = 2^30 (u = 1/4):  r = 5/19,  r^2 = 25/361,  10 * 336/361 = 9.3075 -> 9.31 (931)
 *   w = 0:               r = 0,                    10                   -> 10.00 (1000)
 */
const HALF = 2 ** 31;
const QUARTER = 2 ** 30;
const mods = (t: string) => factorOf(t.split(" ").map(parseFraction));

describe("fraction-of-roll modifiers add, then round the total down", () => {
  test("parse and sum exactly", () => {
    expect(parseFraction("+1/3")).toEqual({ n: 1, d: 3 });
    expect(parseFraction("-1/6")).toEqual({ n: -1, d: 6 });
    expect(parseFraction(" 2/4 ")).toEqual({ n: 1, d: 2 });
    expect(mods("+1/3 -1/6")).toEqual({ num: 7, den: 6 }); // 1 + 1/3 - 1/6 = 7/6
    expect(mods("-1/2 -1/2")).toEqual({ num: 0, den: 1 }); // the sum -1 is reduced
    expect(mods("-1 -1/3")).toEqual({ num: 0, den: 3 }); // never below nothing
  });

  test("refuse what is not a fraction, naming it", () => {
    for (const bad of ["1/0", "abc", "+", "1/3/4", "1.5", "+-1/3", "1/", "/3", "99999999/1"]) {
      expect(() => parseFraction(bad), bad).toThrow(expect.objectContaining({ code: "FRACTION" }));
    }
  });

  test("apply to 7.23: +1/3 -> 9.64, -1/6 -> 6.02, +1/3 -1/6 -> 8.43, -1/3 of 10.01 -> 6.67", () => {
    expect(applyFactor(723, mods("+1/3"))).toBe(964); // 723 * 4/3 = 964
    expect(applyFactor(723, mods("-1/6"))).toBe(602); // 723 * 5/6 = 602.5
    expect(applyFactor(723, mods("+1/3 -1/6"))).toBe(843); // 723 * 7/6 = 843.5
    expect(applyFactor(1001, mods("-1/3"))).toBe(667); // 1001 * 2/3 = 667.33
    expect(applyFactor(MAX_EXACT, mods("+1/2"))).toBe(MAX_EXACT); // saturates, stays exact
    expect(applyFactor(MAX_EXACT - 1, mods("-1/2"))).toBe((MAX_EXACT - 1) / 2);
  });
});

describe("rolls and checks", () => {
  test("a roll draws one word; modifiers act on the base", () => {
    const rng = new ScriptedRng([HALF, QUARTER]);
    const r = roll(rng, setup(0, mods("+1/3")));
    expect(r).toEqual({ skill: 0, base: 723, value: 964, exceptional: false });
    expect(rng.used).toBe(1);
  });

  test("against a TN: success, deadlock on equal hundredths, failure; margin and degree", () => {
    const win = check(new ScriptedRng([HALF]), setup(0), 700);
    expect(win).toMatchObject({ tn: 700, verdict: "success", margin: 23, degree: 103 }); // 7.23 / 7 = 1.03
    expect(check(new ScriptedRng([HALF]), setup(0), 723).verdict).toBe("deadlock");
    const lose = check(new ScriptedRng([HALF]), setup(0), 1300);
    expect(lose).toMatchObject({ verdict: "failure", margin: -577, degree: 55 }); // 7.23 / 13 = 0.556
    expect(check(new ScriptedRng([HALF]), setup(0), 0).degree).toBeNull(); // TN 0: no ratio
  });

  test("opposed: the opposing roll is the TN; a tie is a deadlock", () => {
    const o = opposed(new ScriptedRng([HALF, QUARTER]), setup(0), setup(0));
    expect(o).toMatchObject({ winner: "b", margin: 208 }); // 9.31 - 7.23
    expect(opposed(new ScriptedRng([HALF, HALF]), setup(0), setup(0))).toMatchObject({ winner: null, margin: 0 });
  });

  test("bad skills and TNs are refused with the value named", () => {
    expect(() => setup(-11)).toThrow(/skill must be an integer from -10 to 990, got -11/);
    expect(() => setup(2.5)).toThrow(expect.objectContaining({ code: "SKILL", value: 2.5 }));
    expect(() => check(new ScriptedRng([HALF]), setup(0), -1)).toThrow(expect.objectContaining({ code: "TN" }));
    expect(() => check(new ScriptedRng([HALF]), setup(0), 13.5)).toThrow(expect.objectContaining({ code: "TN" }));
  });
});

describe("trying again and working together", () => {
  test("static retries: +1 TN for each attempt after the first", () => {
    expect(retryTn(1300, 1)).toBe(1300);
    expect(retryTn(1300, 3)).toBe(1500);
    expect(retryTn(1300, 3, 50)).toBe(1400);
    // 7.23 vs TN 9, 9.31 vs TN 10, 10.00 vs TN 11: three failures, then the GM's limit
    const r = retryUntilSuccess(new ScriptedRng([HALF, QUARTER, 0]), setup(0), 900, 3);
    expect(r.attempts).toBe(3);
    expect(r.last).toMatchObject({ tn: 1100, verdict: "failure" });
    // 7.23 vs TN 8 fails, 10.00 vs TN 9 succeeds on the second attempt
    const ok = retryUntilSuccess(new ScriptedRng([HALF, 0]), setup(0), 800, 5);
    expect(ok.attempts).toBe(2);
    expect(ok.last).toMatchObject({ tn: 900, verdict: "success" });
  });

  test("group work counts each verdict; quality is the mean roll/TN", () => {
    const g = groupWork(new ScriptedRng([HALF, QUARTER, 0]), [setup(0), setup(0), setup(0)], 900);
    // 7.23, 9.31, 10.00 against 9: one failure, two successes; degrees 80, 103, 111 -> mean 98
    expect(g).toEqual({ successes: 2, deadlocks: 0, failures: 1, quality: 98 });
    expect(() => groupWork(new ScriptedRng([]), [], 900)).toThrow(expect.objectContaining({ code: "GROUP" }));
  });
});

describe("numbers for the screen, integer arithmetic only", () => {
  test("hundredths and percentages", () => {
    expect(formatHundredths(723)).toBe("7.23");
    expect(formatHundredths(5)).toBe("0.05");
    expect(formatHundredths(-577)).toBe("-5.77");
    expect(formatHundredths(100)).toBe("1.00");
    expect(formatHundredths(MAX_EXACT)).toBe("90071992547409.91");
    expect(formatPercent(0.6425)).toBe("64.3%");
    expect(formatPercent(1)).toBe("100.0%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(0.00049)).toBe("0.0%");
  });
});
