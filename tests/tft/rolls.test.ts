import { describe, expect, test } from "vitest";
import { bruteOpposed, eachFaces, rollUnderOk, sum } from "./brute";
import { errorOf, oddsOf, roll, sheet } from "./fixtures";

const ANY = "*";

describe("attribute roll (check)", () => {
  test("Anyone, 12 with 3d: 6+5+1 = 12 succeeds, 6+6+1 = 13 fails", () => {
    const ok = roll("check", { who: ANY, attr: 12, dice: 3 }, [6, 5, 1]);
    expect(ok.table).toBe("SUCCESS");
    expect(ok.lines).toEqual(["attr 12 (3d)", "6+5+1=12 success"]);
    expect(ok.used).toBe(3);
    expect(roll("check", { who: ANY, attr: 12, dice: 3 }, [6, 6, 1]).table).toBe("FAILURE");
  });

  test("4d is the default; a total of 4 always succeeds, even under 2", () => {
    const o = roll("check", { who: ANY, attr: 2 }, [1, 1, 1, 1]);
    expect(o.table).toBe("SUCCESS");
    expect(o.used).toBe(4);
    expect(o.lines[2]).toBe("4 or less always succeeds");
    expect(roll("check", { who: ANY, attr: 2 }, [1, 1, 1, 2]).table).toBe("FAILURE");
  });

  test("the adjustment adds to the attribute: 10 - 3 = 7, so 2+2+3 = 7 succeeds and 2+3+3 fails", () => {
    expect(roll("check", { who: ANY, attr: 10, dice: 3, adj: -3 }, [2, 2, 3]).table).toBe("SUCCESS");
    expect(roll("check", { who: ANY, attr: 10, dice: 3, adj: -3 }, [2, 3, 3]).table).toBe("FAILURE");
  });

  test("a character's attribute is 4d, a skill 3d under attribute + increases (Bran: DX 12, Sword +1)", () => {
    const bran = sheet("bran");
    const dx = roll("check", { who: "bran", stat: "DX" }, [3, 3, 3, 3], [bran]);
    expect(dx.used).toBe(4);
    expect(dx.table).toBe("SUCCESS");
    expect(dx.lines[0]).toBe("Bran DX 12 (4d)");
    expect(roll("check", { who: "bran", stat: "DX" }, [3, 3, 3, 4], [bran]).table).toBe("FAILURE");
    const sword = roll("check", { who: "bran", stat: "Sword" }, [6, 6, 1], [bran]);
    expect(sword.used).toBe(3);
    expect(sword.lines[0]).toBe("Bran Sword 13 (3d)");
    expect(sword.table).toBe("SUCCESS");
  });

  test("statuses: confused is DX and WT -2, inflamed DX -3 on all rolls; ST rolls use current ST", () => {
    // Bran DX 12 confused and inflamed: 12 - 2 - 3 = 7; Sword 7 + 1 = 8; WT 9 - 2 = 7; ST 11 - 4 hits = 7
    const bran = sheet("bran", { status: ["confused", "inflamed"], hits: 4 });
    expect(roll("check", { who: "bran", stat: "DX" }, [2, 2, 2, 1], [bran]).lines[0]).toBe("Bran DX 7 (4d)");
    expect(roll("check", { who: "bran", stat: "Sword" }, [2, 2, 2], [bran]).lines[0]).toBe("Bran Sword 8 (3d)");
    expect(roll("check", { who: "bran", stat: "WT" }, [2, 2, 2, 1], [bran]).lines[0]).toBe("Bran WT 7 (4d)");
    expect(roll("check", { who: "bran", stat: "ST" }, [2, 2, 2, 1], [bran]).lines[0]).toBe("Bran ST 7 (4d)");
  });

  test("odds: DX 12 with 3d is 160/216; with a sheet they follow its stat", () => {
    expect(oddsOf("check", { who: ANY, attr: 12, dice: 3 })).toEqual({ success: 160 / 216, failure: 56 / 216 });
    // Bran's Sword is 13 with 3d: 216 - (15 + 10 + 6 + 3 + 1) = 181
    expect(oddsOf("check", { who: "bran", stat: "Sword" }, [sheet("bran")]).success).toBe(181 / 216);
    expect(oddsOf("check", { who: ANY, attr: -3, dice: 4 }).success).toBe(1 / 1296);
  });

  test("odds equal the brute force over all faces for 4d under 11", () => {
    let ok = 0;
    eachFaces(4, (f) => {
      if (rollUnderOk(sum(f), 11)) ok++;
    });
    expect(oddsOf("check", { who: ANY, attr: 11, dice: 4 }).success).toBe(ok / 1296);
  });

  test("bad inputs name the input: attr missing, dice 5, an unknown character or skill", () => {
    expect(errorOf(() => oddsOf("check", { who: ANY }))).toMatchObject({ code: "INPUT", value: "attr" });
    expect(errorOf(() => oddsOf("check", { who: ANY, attr: 10, dice: 5 }))).toMatchObject({ code: "INPUT", value: "dice" });
    expect(errorOf(() => oddsOf("check", { who: ANY, attr: 10.5 }))).toMatchObject({ code: "INPUT", value: "attr" });
    expect(errorOf(() => oddsOf("check", { who: "nobody" }, [sheet("bran")]))).toMatchObject({ code: "INPUT", value: "who" });
    expect(errorOf(() => oddsOf("check", { who: "bran", stat: "Axe" }, [sheet("bran")]))).toMatchObject({ code: "INPUT", value: "stat" });
  });
});

describe("opposed rolls", () => {
  const inputs = (a: number, ad: number, b: number, bd: number) => ({ "a-who": ANY, "a-attr": a, "a-dice": ad, "b-who": ANY, "b-attr": b, "b-dice": bd });

  test("only one succeeds: that one wins (a 4+4+4 = 12 under 12, b 3+3+3+3 = 12 over 10)", () => {
    const o = roll("opposed", inputs(12, 3, 10, 4), [4, 4, 4, 3, 3, 3, 3]);
    expect(o.table).toBe("A WINS");
    expect(o.used).toBe(7);
    expect(o.lines).toEqual(["A attr 12 (3d): 4+4+4=12 ok", "B attr 10 (4d): 3+3+3+3=12 fail", "A wins"]);
    expect(roll("opposed", inputs(8, 3, 10, 4), [4, 4, 4, 3, 3, 2, 1]).table).toBe("B WINS");
  });

  test("both succeed: the higher roll wins; an exact tie is a deadlock", () => {
    // a 2+2+2 = 6, b 3+3+2+1 = 9, both under: b is higher
    expect(roll("opposed", inputs(12, 3, 10, 4), [2, 2, 2, 3, 3, 2, 1]).table).toBe("B WINS");
    const tie = roll("opposed", inputs(12, 3, 10, 4), [3, 3, 3, 3, 3, 2, 1]);
    expect(tie.table).toBe("DEADLOCK");
    expect(tie.lines[2]).toBe("tie: deadlock");
  });

  test("both fail: deadlock, even with different totals", () => {
    const o = roll("opposed", inputs(5, 3, 5, 4), [6, 6, 6, 2, 2, 2, 2]);
    expect(o.table).toBe("DEADLOCK");
    expect(o.lines[2]).toBe("both fail: deadlock");
  });

  test("odds of the issue's example and of characters equal the brute force", () => {
    const r = bruteOpposed(3, 12, 4, 10);
    const all = 216 * 1296;
    expect(oddsOf("opposed", inputs(12, 3, 10, 4))).toEqual({ a: r.a / all, b: r.b / all, deadlock: r.deadlock / all });
    // Bran's Sword (13, 3d) against the orc's Axe (10, 3d)
    const party = [sheet("bran"), sheet("orc")];
    const s = bruteOpposed(3, 13, 3, 10);
    const o = oddsOf("opposed", { "a-who": "bran", "a-stat": "Sword", "b-who": "orc", "b-stat": "Axe" }, party);
    expect(o).toEqual({ a: s.a / 46656, b: s.b / 46656, deadlock: s.deadlock / 46656 });
  });
});
