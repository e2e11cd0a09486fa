import { describe, expect, test } from "vitest";
import { recoveryWays } from "../../src/engine/systems/tft/checks/recovery";
import { eachFaces, rollUnderOk, sum } from "./brute";
import { oddsOf, roll, sheet } from "./fixtures";

const ANY = "*";

describe("staying conscious (3d against current ST)", () => {
  test("a roll at or under current ST holds: 3+3+4 = 10 under 10", () => {
    const o = roll("conscious", { who: ANY, st: 10 }, [3, 3, 4]);
    expect(o.table).toBe("CONSCIOUS");
    expect(o.used).toBe(3);
    expect(o.lines).toEqual(["roll 3d vs ST 10", "3+3+4=10 holds"]);
  });

  test("over ST: out for at least that many minutes; a second failure: half the second roll in hours", () => {
    const short = roll("conscious", { who: ANY, st: 10 }, [6, 5, 1, 2, 2, 2]);
    expect(short.table).toBe("UNCONSCIOUS");
    expect(short.lines.slice(1)).toEqual(["6+5+1=12 unconscious", "2+2+2=6 holds", "unconscious 12 min or more"]);
    // 18 / 2 = 9 hours; 17 / 2 = 8 h 30 min
    expect(roll("conscious", { who: ANY, st: 10 }, [6, 5, 1, 6, 6, 6]).lines[3]).toBe("unconscious 9 h");
    expect(roll("conscious", { who: ANY, st: 10 }, [6, 5, 1, 6, 6, 5]).lines[3]).toBe("unconscious 8 h 30 min");
  });

  test("4 or less always holds, even at current ST 0", () => {
    expect(roll("conscious", { who: ANY, st: 0 }, [1, 1, 2]).table).toBe("CONSCIOUS");
    expect(roll("conscious", { who: ANY, st: 0 }, [1, 2, 2, 1, 1, 1]).table).toBe("UNCONSCIOUS");
  });

  test("a character rolls only when fatigue is over current ST; the effect sets the status", () => {
    const fine = roll("conscious", { who: "bran" }, [], [sheet("bran", { fatigue: 5 })]);
    expect(fine.table).toBe("CONSCIOUS");
    expect(fine.used).toBe(0);
    expect(fine.lines).toEqual(["Bran: fatigue 5 not over ST 11, no roll"]);
    expect(oddsOf("conscious", { who: "bran" }, [sheet("bran", { fatigue: 5 })])).toEqual({ clear: 1 });
    // ST 11 with 8 hits: current 3, fatigue 5 > 3; 5 fails, then 8 fails: 8 / 2 = 4 hours
    const out = roll("conscious", { who: "bran" }, [2, 1, 2, 5, 2, 1], [sheet("bran", { hits: 8, fatigue: 5 })]);
    expect(out.table).toBe("UNCONSCIOUS");
    expect(out.effects).toEqual([{ character: "bran", kind: "status", text: "Bran: unconscious 4 h", data: { status: "unconscious", on: true, minutes: 240 } }]);
  });

  test("odds: ST 10 holds with 108/216 = 1/2, then minutes 1/4, hours 1/4", () => {
    expect(oddsOf("conscious", { who: ANY, st: 10 })).toEqual({ clear: 1 / 2, short: 1 / 4, long: 1 / 4 });
  });
});

describe("confusion after a blow to the head (2d against current ST)", () => {
  test("over ST: confused that many hours, or half the second roll in days", () => {
    const hours = roll("confusion", { who: ANY, st: 7 }, [6, 3, 4, 1]);
    expect(hours.table).toBe("CONFUSED");
    expect(hours.lines[3]).toBe("confused 9 h or more");
    // 10 / 2 = 5 days; 11 / 2 = 5 days 12 hours
    expect(roll("confusion", { who: ANY, st: 7 }, [6, 3, 5, 5]).lines[3]).toBe("confused 5 d");
    expect(roll("confusion", { who: ANY, st: 7 }, [6, 3, 5, 6]).lines[3]).toBe("confused 5 d 12 h");
    expect(roll("confusion", { who: ANY, st: 7 }, [4, 3]).table).toBe("CLEAR");
  });

  test("4 or less always clears: 2+2 at current ST 1", () => {
    expect(roll("confusion", { who: ANY, st: 1 }, [2, 2]).table).toBe("CLEAR");
    expect(roll("confusion", { who: ANY, st: 1 }, [2, 3, 1, 1]).lines[3]).toBe("confused 5 h or more");
  });

  test("odds: ST 7 clears with 21/36, hours 15/36 x 21/36, days (15/36)^2", () => {
    expect(oddsOf("confusion", { who: ANY, st: 7 })).toEqual({ clear: 21 / 36, short: (15 * 21) / 1296, long: 225 / 1296 });
  });

  test("odds of both procedures equal the brute force over both rolls' faces", () => {
    for (const [check, n] of [["conscious", 3], ["confusion", 2]] as [string, number][]) {
      for (const st of [-1, 3, 6, 9, 12]) {
        const c = { clear: 0, short: 0, long: 0 };
        eachFaces(2 * n, (f) => {
          const first = sum(f.slice(0, n));
          const second = sum(f.slice(n));
          if (rollUnderOk(first, st)) c.clear++;
          else if (rollUnderOk(second, st)) c.short++;
          else c.long++;
        });
        const all = Math.pow(6, 2 * n);
        const o = oddsOf(check, { who: ANY, st });
        expect(o.clear * all, check + " " + st).toBeCloseTo(c.clear, 6);
        expect(o.short * all).toBeCloseTo(c.short, 6);
        expect(o.long * all).toBeCloseTo(c.long, 6);
      }
    }
  });
});

describe("binding wounds (a WT roll)", () => {
  test("Mira's Medicine (WT 13 +2 = 15, 3d): 6+5+3 = 14 binds Bran, +14 on his recovery rolls", () => {
    const party = [sheet("mira"), sheet("bran")];
    const o = roll("bind", { who: "mira", stat: "Medicine", patient: "bran" }, [6, 5, 3], party);
    expect(o.table).toBe("BOUND");
    expect(o.lines).toEqual(["Mira Medicine 15 (3d)", "6+5+3=14 bound", "Bran: recovery rolls +14"]);
    expect(o.effects).toEqual([{ character: "bran", kind: "bound", text: "Bran: bound, recovery +14", data: { bonus: 14 } }]);
    expect(roll("bind", { who: "mira", stat: "Medicine", patient: "bran" }, [6, 6, 4], party).table).toBe("FAILURE");
  });

  test("untrained is 4d under WT; odds are the roll-under's", () => {
    expect(roll("bind", { who: ANY, attr: 10, patient: ANY }, [3, 3, 3, 1]).table).toBe("BOUND");
    // 4d under 10: 206/1296
    expect(oddsOf("bind", { who: ANY, attr: 10, patient: ANY }).success).toBe(206 / 1296);
  });
});

describe("recovery rolls", () => {
  test("first roll: 3d at or under current ST restores 1 ST; inflamed for days equal to the roll", () => {
    const o = roll("recovery", { who: ANY, st: 6 }, [1, 2, 3]);
    expect(o.table).toBe("RECOVERS");
    expect(o.lines).toEqual(["patient 3d vs 6", "after 6 h", "1+2+3=6 success", "inflamed 6 d (DX -3), then +1 ST"]);
    expect(roll("recovery", { who: ANY, st: 6 }, [1, 2, 4]).table).toBe("FAILURE");
  });

  test("binding adds its number to ST; splints and cleaning make it 2d", () => {
    expect(roll("recovery", { who: ANY, st: 6, bonus: 5 }, [6, 4, 1]).table).toBe("RECOVERS");
    const two = roll("recovery", { who: ANY, st: 6, treated: true }, [3, 3]);
    expect(two.used).toBe(2);
    expect(two.table).toBe("RECOVERS");
  });

  test("two or more 6s with an open wound: infection, whether the roll succeeds or not", () => {
    const fail = roll("recovery", { who: ANY, st: 6, open: 3 }, [6, 6, 1]);
    expect([fail.table, fail.degree]).toEqual(["FAILURE", "INFECTION"]);
    const ok = roll("recovery", { who: ANY, st: 6, bonus: 6, treated: true, open: 1 }, [6, 6]);
    expect([ok.table, ok.degree]).toEqual(["RECOVERS", "INFECTION"]);
    expect(roll("recovery", { who: ANY, st: 6 }, [6, 6, 1]).degree).toBe("");
  });

  test("next roll: 1 ST comes back first, then the roll is for 1 more; next after days equal to the roll", () => {
    const o = roll("recovery", { who: ANY, st: 6, stage: "next" }, [3, 3, 1]);
    expect(o.lines).toEqual(["patient +1 ST, 3d vs 7", "3+3+1=7 success", "next in 7 days"]);
  });

  test("blood loss: a failure takes half again the open-wound hits (5 -> 3), after ST minutes", () => {
    const o = roll("recovery", { who: ANY, st: 6, stage: "blood", open: 5 }, [6, 6, 6]);
    expect(o.table).toBe("BLOOD LOSS");
    expect(o.lines).toEqual(["patient 3d vs 6", "after 6 min", "6+6+6=18 failure, infection", "blood loss: 3 hits"]);
    expect(roll("recovery", { who: ANY, st: 6, stage: "blood", open: 0 }, []).table).toBe("NO ROLL");
  });

  test("a character: current ST, binding, treatment and open wounds from the sheet; the effect", () => {
    // Bran ST 11 with 5 hits: current 6, bound +4 -> 3d under 10
    const bran = sheet("bran", { hits: 5, open: 3, bound: 4, failed: 1 });
    const o = roll("recovery", { who: "bran" }, [3, 3, 4], [bran]);
    expect(o.table).toBe("RECOVERS");
    expect(o.effects).toEqual([{ character: "bran", kind: "recover", text: "Bran: +1 ST, inflamed 10 d", data: { restore: 1, failed: 0, infected: false, inflamed: 10 } }]);
    const bleed = roll("recovery", { who: "bran", stage: "blood" }, [6, 6, 1], [bran]);
    expect(bleed.effects[0]).toMatchObject({ kind: "bleed", data: { hits: 2, failed: 1, infected: true } });
    // one wound hit left: the next stage's point heals it without a roll
    const last = roll("recovery", { who: "bran", stage: "next" }, [], [sheet("bran", { hits: 1 })]);
    expect(last.table).toBe("HEALED");
    expect(last.effects[0].data).toEqual({ restore: 1, failed: 0, infected: false, inflamed: 0 });
    expect(roll("recovery", { who: "bran" }, [], [sheet("bran")]).table).toBe("NO ROLL");
  });

  test("odds, hand-worked: 3d under 6 with an open wound", () => {
    // success: totals 3..6 = 1 + 3 + 6 + 10 = 20, none with two 6s;
    // two or more 6s: exactly two 3 x 5 = 15, three 1 -> 16, all failures; the rest 180 fail
    expect(oddsOf("recovery", { who: ANY, st: 6, open: 2 })).toEqual({ success: 20 / 216, failure: 180 / 216, "success-infection": 0, "failure-infection": 16 / 216 });
    // with +14 binding every roll succeeds: 16 of them infect
    expect(oddsOf("recovery", { who: ANY, st: 6, bonus: 14, open: 2 })).toEqual({ success: 200 / 216, failure: 0, "success-infection": 16 / 216, "failure-infection": 0 });
    expect(oddsOf("recovery", { who: ANY, st: 6 })).toEqual({ success: 20 / 216, failure: 196 / 216 });
  });

  test("counts by success and infection equal the brute force over the faces", () => {
    for (const n of [2, 3]) {
      for (const target of [-2, 2, 5, 9, 12, 15, 20]) {
        const c = [0, 0, 0, 0];
        eachFaces(n, (f) => {
          const ok = rollUnderOk(sum(f), target) ? 2 : 0;
          c[ok + (f.filter((x) => x === 6).length >= 2 ? 1 : 0)]++;
        });
        expect(recoveryWays(n, target, 4, true), n + "d " + target).toEqual(c);
      }
    }
  });
});

describe("moving into hand-to-hand", () => {
  const close = (st: number, tst: number, response: string) => ({ who: ANY, st, target: ANY, tst, response });

  test("a weaker mover is repulsed 3 in 6, or a close weapon drawn 5 in 6", () => {
    expect(roll("close", close(10, 12, "repulse"), [3]).table).toBe("REPULSED");
    expect(roll("close", close(10, 12, "repulse"), [4]).table).toBe("HAND-TO-HAND");
    expect(roll("close", close(10, 12, "draw"), [5]).table).toBe("WEAPON DRAWN");
    expect(roll("close", close(10, 12, "draw"), [6]).lines).toEqual(["mover (weaker) moves in", "target draws: 5 in 6", "d6 6: in hand-to-hand"]);
  });

  test("odds by relative strength: weaker 3/6 and 5/6, equal 2/6 and 4/6, stronger 1/6 and 3/6", () => {
    expect(oddsOf("close", close(10, 12, "repulse"))).toEqual({ repulsed: 3 / 6, hth: 3 / 6 });
    expect(oddsOf("close", close(10, 12, "draw"))).toEqual({ drawn: 5 / 6, hth: 1 / 6 });
    expect(oddsOf("close", close(12, 12, "repulse")).repulsed).toBe(2 / 6);
    expect(oddsOf("close", close(12, 12, "draw")).drawn).toBe(4 / 6);
    expect(oddsOf("close", close(13, 12, "repulse")).repulsed).toBe(1 / 6);
    expect(oddsOf("close", close(13, 12, "draw")).drawn).toBe(3 / 6);
  });

  test("characters compare current ST: the orc (12) hurt to 9 is weaker than Bran (11)", () => {
    const party = [sheet("bran"), sheet("orc", { hits: 3 })];
    expect(oddsOf("close", { who: "orc", target: "bran", response: "repulse" }, party).repulsed).toBe(3 / 6);
  });
});
