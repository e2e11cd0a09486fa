/**
 * The extended contest (s-ifni.txt, "Target Numbers"): "Note that for cases involving extended
 * conflict such as armwrestling, a single success may not mean a 'win', but instead may
 * represent one step toward it." Read as a tug of war (docs/rules-sifni.md, "The extended
 * contest"): each round is an opposed roll, its winner moves the marker a step their way, a
 * deadlock moves nothing, the first side N steps ahead wins.
 * Scripted words as in checks.test.ts: word 0 rolls the normal maximum, total + 10; word 2^31
 * rolls 7.23 for total 0.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { Inputs, Outcome } from "../../src/engine/rules/types";
import { MAX_STEPS, pushChance, resolveContest } from "../../src/engine/sifni/checks/contest";
import { questionsOf } from "../../src/engine/sifni/questions";
import { question } from "../../src/engine/rules/questions";
import { sfc32 } from "../../src/engine/random/sfc32";
import { packText, sifni } from "../../src/home/sifni/module";
import { SifniSheet } from "../../src/home/sifni/types";
import { thrown } from "../helpers/fake-rng";
import { ScriptedRng } from "../helpers/scripted-rng";

const pack = sifni.pack;
const party = JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[];
const HALF = 2 ** 31;
/** Side A and side B, Anyone, both total 0: word 0 rolls 10.00, word 2^31 rolls 7.23. */
const EVEN: Inputs = { who: "anyone", total: 0, whoB: "anyone", totalB: 0 };
const A_WINS = [0, HALF];
const B_WINS = [HALF, 0];
const TIE = [0, 0];

const roll = (inputs: Inputs, words: number[]) => sifni.resolve("contest", inputs, party, pack, new ScriptedRng(words));
const odds = (inputs: Inputs) => Object.fromEntries(sifni.odds("contest", inputs, party, pack).lines.map((l) => [l.id, l.p]));
/** The contest's own lines, before the round's opposed roll. */
const head = (o: Outcome) => o.lines.slice(0, 3);

describe("a round: 'a single success may not mean a win, but instead may represent one step toward it'", () => {
  test("the round's winner takes one step; the contest goes on, its next round carries the marker", () => {
    const o = roll({ ...EVEN, steps: 3 }, A_WINS);
    expect([o.check, o.table, o.degree]).toEqual(["contest", "SIDE A GAINS", ""]);
    // the step and the marker, then the opposed roll's own lines
    expect(o.lines).toEqual(["Step to\tSide A", "Lead\tSide A", "Steps\t1 of 3", "Anyone", "Skill total\t0", "Roll\t10.00", "Anyone", "Skill total\t0", "Roll\t7.23", "Side A by\t+2.77", "Degree\tx1.38"]);
    // the marker first: a device's log record keeps its first 63 characters
    expect(o.summary).toBe("Lead Side A 1 of 3; round: Anyone skill 0 vs Anyone skill 0: SIDE A WINS 10.00 to 7.23 x1.38");
    expect(o.followUps).toMatchObject([{ label: "Next round", check: "contest", inputs: { ...EVEN, steps: 3, lead: 1 }, again: true }]);
  });

  test("a tug of war: a round lost takes a step back ('each person is trying to push the other person's arm')", () => {
    const o = roll({ ...EVEN, steps: 3, lead: 1 }, B_WINS);
    expect(o.table).toBe("SIDE B GAINS");
    expect(head(o)).toEqual(["Step to\tSide B", "Lead\teven", "Steps\t0 of 3"]);
    expect(o.followUps[0].inputs.lead).toBe(0);
  });

  test("'As always, ties result in no change': a deadlock moves nothing", () => {
    const o = roll({ ...EVEN, steps: 3, lead: -2 }, TIE);
    expect(o.table).toBe("DEADLOCK");
    expect(head(o)).toEqual(["No step", "Lead\tSide B", "Steps\t2 of 3"]);
    expect(o.followUps).toMatchObject([{ label: "Next round", check: "contest", inputs: { ...EVEN, steps: 3, lead: -2 } }]);
  });

  test("the step that reaches N wins the contest; the next press starts a new one from even", () => {
    const o = roll({ who: "wrestler", stat: "Strength", whoB: "knight", statB: "Strength", steps: 3, lead: 2 }, [0, 0]);
    // Borin Strength 8: 18.00; Sir Aldric Strength 6 in plate (-1/4): 16.00 x 3/4 = 12.00
    expect(o.table).toBe("BORIN WINS");
    expect(head(o)).toEqual(["Borin wins the contest", "Lead\tBorin", "Steps\t3 of 3"]);
    expect(o.summary).toMatch(/^Borin wins the contest; round: Borin Strength 8 vs Sir Aldric Strength 6: BORIN WINS 18.00 to 12.00/);
    expect(o.followUps[0]).toMatchObject({ label: "New contest", check: "contest", again: true });
    expect(o.followUps[0].inputs.lead).toBe(0);
  });

  test("with N = 1 a single success is the win, as in the opposed check", () => {
    const o = roll({ ...EVEN, steps: 1 }, B_WINS);
    expect(o.table).toBe("SIDE B WINS");
    const op = sifni.resolve("opposed", EVEN, party, pack, new ScriptedRng(B_WINS));
    expect(o.lines.slice(3)).toEqual(op.lines);
  });

  test("an auto-failing side loses the round without rolling", () => {
    const o = roll({ ...EVEN, mods: "missing-tools", steps: 2 }, []);
    expect(o.table).toBe("SIDE B GAINS");
    expect(o.followUps[0].inputs.lead).toBe(-1);
  });

  test("a marker already at N, or N out of range, is refused naming the input", () => {
    expect(thrown(() => roll({ ...EVEN, steps: 3, lead: 3 }, A_WINS)).message).toBe("lead must be a whole number of steps within 2 of even (a lead of 3 has won), got 3");
    expect(thrown(() => resolveContest({ ...EVEN, steps: 10 }, [], packText(pack), new ScriptedRng(A_WINS))).message).toBe("steps must be a whole number from 1 to 9, got 10");
    expect(thrown(() => resolveContest({ ...EVEN, steps: 0 }, [], packText(pack), new ScriptedRng(A_WINS))).message).toBe("steps must be a whole number from 1 to 9, got 0");
  });

  test("the questions: the opposed check's sides, then N (asked) and the marker (even unless changed)", () => {
    const qs = questionsOf("contest").map(question);
    expect(qs.slice(0, qs.length - 2).map((q) => q.id)).toEqual(questionsOf("opposed").map((q) => question(q).id));
    const [steps, lead] = qs.slice(qs.length - 2);
    expect([steps.id, steps.min, steps.max, steps.initial, steps.start]).toEqual(["steps", 1, MAX_STEPS, undefined, "3"]);
    expect([lead.id, lead.min, lead.max, lead.initial]).toEqual(["lead", 1 - MAX_STEPS, MAX_STEPS - 1, 0]);
  });
});

/**
 * The chance that A wins from each marker, by stepping the whole chain (deadlocks included, as
 * rounds that stay) until almost no chance is left unfinished: no formula shared with pushChance.
 */
function chainOdds(a: number, b: number, n: number, lead: number): number {
  let at = new Array(2 * n + 1).fill(0);
  at[n + lead] = 1;
  let won = 0;
  for (let round = 0; round < 200000; round++) {
    const next = new Array(2 * n + 1).fill(0);
    let left = 0;
    for (let i = 1; i < 2 * n; i++) {
      next[i + 1] += at[i] * a;
      next[i - 1] += at[i] * b;
      next[i] += at[i] * (1 - a - b);
    }
    won += next[2 * n];
    next[2 * n] = 0;
    next[0] = 0;
    for (let i = 1; i < 2 * n; i++) left += next[i];
    at = next;
    if (left < 1e-13) break;
  }
  return won;
}

describe("the odds of winning the contest from the current marker", () => {
  test("pushChance agrees with the chain stepped round by round, every N and every marker", () => {
    const rounds: [number, number][] = [[0.5, 0.3], [0.3, 0.3], [0.07, 0.9], [0.45, 0.45], [0.2, 0.01], [0.6, 0.4]];
    for (const [a, b] of rounds) {
      for (let n = 1; n <= MAX_STEPS; n++) {
        for (let lead = 1 - n; lead < n; lead++) {
          const exact = chainOdds(a, b, n, lead);
          const p = pushChance(a, b, n, lead);
          expect(Math.abs(p - exact), `${a} ${b} N ${n} lead ${lead}`).toBeLessThan(1e-9);
          // the sides' chances add to 1: somebody wins in the end
          expect(Math.abs(p + pushChance(b, a, n, -lead) - 1)).toBeLessThan(1e-12);
        }
      }
    }
  });

  test("deadlocks only repeat a round: the chance depends on a / (a + b) alone", () => {
    expect(pushChance(0.2, 0.1, 4, 1)).toBeCloseTo(pushChance(0.6, 0.3, 4, 1), 14);
    // equal sides: the marker's place, (N + lead) / 2N
    expect(pushChance(0.3, 0.3, 3, 1)).toBeCloseTo(4 / 6, 14);
  });

  test("edges: a side that cannot win a round never wins; a contest of deadlocks never ends", () => {
    expect(pushChance(0, 0.4, 3, 2)).toBe(0);
    expect(pushChance(0.4, 0, 3, -2)).toBe(1);
    expect(pushChance(0, 0, 3, 0)).toBe(0);
    // a tiny chance stays a number, not 0 by cancellation: from 4 behind to 5 ahead, about p^9
    const p = 1e-6 / (1 + 1e-6);
    expect(pushChance(1e-6, 1, 5, -4) / p ** 9).toBeCloseTo(1, 4);
  });

  test("the check's odds: each side's chance of the contest, then the next round's (the opposed odds)", () => {
    const inputs = { who: "wrestler", stat: "Wrestling", whoB: "knight", statB: "Wrestling", steps: 3, lead: -1 };
    const o = odds(inputs);
    const r = odds({ ...inputs, lead: 0 });
    const op = Object.fromEntries(sifni.odds("opposed", inputs, party, pack).lines.map((l) => [l.id, l.p]));
    expect(Object.keys(o)).toEqual(["a", "b", "round-a", "round-b", "round-deadlock"]);
    expect([o["round-a"], o["round-b"], o["round-deadlock"]]).toEqual([op.a, op.b, op.deadlock]);
    expect(o.a).toBe(pushChance(op.a, op.b, 3, -1));
    expect(o.a + o.b).toBeCloseTo(1, 12);
    // Borin is the stronger wrestler: from a step behind he still wins more often than a round
    expect(o.a).toBeGreaterThan(0.5);
    expect(r.a).toBeGreaterThan(o.a);
    // every label fits 14 columns: "Sir Aldric wins" would not, so his name alone
    expect(sifni.odds("contest", inputs, party, pack).lines.map((l) => l.label)).toEqual(["Borin wins", "Sir Aldric", "Round: A wins", "Round: B wins", "Round deadlock"]);
  });

  test("contests rolled round by round, each from the last one's follow-up, are won as often as the odds say", () => {
    // close sides (skill 3 against 2) so the contests are long and both sides win some
    const start: Inputs = { who: "anyone", total: 3, whoB: "anyone", totalB: 2, steps: 3, lead: -1 };
    const p = odds(start).a;
    const text = packText(pack);
    const rng = sfc32(2026);
    const N = 2000;
    let wins = 0;
    let rounds = 0;
    for (let c = 0; c < N; c++) {
      let inputs = start;
      for (;;) {
        // the check itself (the module's input checks are tested above; the pack read once)
        const o = resolveContest(inputs, [], text, rng);
        rounds++;
        if (o.followUps[0].label === "New contest") {
          if (o.table === "SIDE A WINS") wins++;
          break;
        }
        inputs = o.followUps[0].inputs;
      }
    }
    // 4.5 standard deviations
    expect(Math.abs(wins / N - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / N));
    expect(rounds).toBeGreaterThan(3 * N);
  });
});
