import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { carryGrams, formatMass, formatSpeed, liftGrams, measures, speedCm } from "../../src/home/sifni/measured";
import { blankSheet } from "../../src/home/sifni/sheet";
import { SifniSheet } from "../../src/home/sifni/types";

const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
const texts = (s: SifniSheet) => Object.fromEntries(measures(s).map((m) => [m.id, m.text]));

describe("measured stats (s-ifni.txt, Skills)", () => {
  test('"a Strength: 0 can typically only lift 10kg": (0 + 10)^4 g = 10 000 g', () => {
    expect(liftGrams(0)).toBe(10000);
    expect(formatMass(liftGrams(0))).toBe("10.0 kg");
    expect(texts(blankSheet("x", "X")).lift).toBe("10.0 kg");
  });

  test('"a Strength: -10 cannot lift even a single gram", "an Athletics: -10 can\'t move"', () => {
    expect(liftGrams(-10)).toBe(0);
    expect(carryGrams(-10)).toBe(0);
    const s = blankSheet("x", "X");
    s.stats.Strength = -10;
    s.stats.Agility = -10;
    expect(texts(s)).toEqual({ lift: "nothing", carry: "nothing", run: "can't move", walk: "can't move", swim: "can't move", climb: "can't move" });
  });

  test("lift and carry by hand: (x+10)^4 g and half of it, rounded down", () => {
    // x = 4: 14^4 = 38 416 g; carry 19 208 g
    expect([liftGrams(4), carryGrams(4)]).toEqual([38416, 19208]);
    expect([formatMass(38416), formatMass(19208)]).toEqual(["38.4 kg", "19.2 kg"]);
    // x = -5: 5^4 = 625 g, carry 312.5 -> 312 g
    expect([formatMass(liftGrams(-5)), formatMass(carryGrams(-5))]).toEqual(["625 g", "312 g"]);
    // x = -9: 1 g, carry half a gram -> nothing
    expect([formatMass(liftGrams(-9)), formatMass(carryGrams(-9))]).toEqual(["1 g", "nothing"]);
    // x = 30: 40^4 = 2 560 000 g = 2.56 t -> "2.5 t"; x = 990: 1000^4 g = 10^12 g = 10^6 t, exact
    expect(formatMass(liftGrams(30))).toBe("2.5 t");
    expect(liftGrams(990)).toBe(1e12);
    expect(formatMass(liftGrams(990))).toBe("1000000.0 t");
    expect(formatMass(999999)).toBe("999.9 kg");
  });

  test("speeds by hand: 3, 1, 1/2 and 1/10 x (x/10 + 1) m/s, exact in hundredths", () => {
    // x = 0: run 3, walk 1, swim 0.5, climb 0.1 m/s
    expect(["run", "walk", "swim", "climb"].map((g) => speedCm(0, g as "run"))).toEqual([300, 100, 50, 10]);
    // x = 2: walk 1 x 1.2 = 1.20 m/s; run 3 x 1.2 = 3.60; swim 0.60; climb 0.12
    expect(["run", "walk", "swim", "climb"].map((g) => formatSpeed(speedCm(2, g as "run")))).toEqual(["3.60 m/s", "1.20 m/s", "0.60 m/s", "0.12 m/s"]);
    // x = -5: swim 1/2 x 0.5 = 0.25; climb 1/10 x 0.5 = 0.05
    expect([formatSpeed(speedCm(-5, "swim")), formatSpeed(speedCm(-5, "climb"))]).toEqual(["0.25 m/s", "0.05 m/s"]);
    // x = 990: run 3 x 100 = 300 m/s
    expect(formatSpeed(speedCm(990, "run"))).toBe("300.00 m/s");
  });

  test("each measure reads its stat plus the skill of its name; Athletics is Agility", () => {
    const wrestler = party.find((s) => s.id === "wrestler")!;
    // Strength 8 + Lifting 2 = 10: 20^4 = 160 000 g; + Carrying 1 = 9: 19^4 / 2 = 130 321 / 2 = 65 160 g
    // Agility 4 and no Running skill: run 3 x 1.4 = 4.20 m/s
    expect(texts(wrestler)).toMatchObject({ lift: "160.0 kg", carry: "65.1 kg", run: "4.20 m/s", walk: "1.40 m/s" });
    const m = measures(wrestler);
    expect(m[0]).toMatchObject({ stat: "Strength", skill: "Lifting", total: 10, value: 160000 });
    expect(m[2]).toMatchObject({ stat: "Agility", skill: "", total: 4, value: 420 });
    const rogue = party.find((s) => s.id === "rogue")!;
    // Agility 5 + Climbing 2 = 7: 1/10 x 1.7 = 0.17 m/s; + Running 1 = 6: 3 x 1.6 = 4.80 m/s
    expect(texts(rogue)).toMatchObject({ climb: "0.17 m/s", run: "4.80 m/s", walk: "1.50 m/s" });
  });
});
