/**
 * The extended contest (s-ifni.txt, "Target Numbers": "for cases involving extended conflict
 * such as armwrestling, a single success may not mean a 'win', but instead may represent one
 * step toward it"). Each round is one opposed roll (opposed.ts). Read as a tug of war, as the
 * text's arm wrestling is ("each person is trying to push the other person's arm"): the round's
 * winner moves the marker one step their way, a deadlock leaves it ("as always, ties result in
 * no change"), and the contest is won at N steps ahead. Input `steps` is N (1 to MAX_STEPS),
 * `lead` the marker before the round: side A's steps ahead, negative when B is ahead.
 *
 * One press rolls one round: the outcome's follow-up is this check again with the marker carried
 * (after a win, a new contest from even), which the device rolls on the next press (ui-lcd/roll.ts).
 */
import { engineError } from "../../errors";
import { Inputs, Odds, Outcome } from "../../rules/types";
import { RandomGenerator } from "../../random/generator";
import { SheetRef, num } from "./context";
import { int, pair, shout } from "./lines";
import { opposedPair, opposedRoll } from "./opposed";

/** The most steps a contest is run to: 9 is already a long arm wrestle (about 81 rounds between equals), and one digit on the screen. */
export const MAX_STEPS = 9;

/**
 * The chance that A, at `lead` steps ahead (|lead| < n), is first to n steps ahead, when A wins
 * a round with chance a and B with chance b (the rest deadlocks, which only repeats the round).
 * The gambler's ruin on 0..2n from i = n + lead with p = a / (a + b), q = 1 - p:
 *   W(i) = sum_{k<i} (q/p)^k / sum_{k<2n} (q/p)^k = p^(2n-i) S(i) / S(2n),  S(L) = sum_{k<L} q^k p^(L-1-k).
 * The second form is a ratio of sums of positive terms none above 1 (no cancellation, no
 * overflow, p = q and p or q = 0 included); S is built by Horner's rule, S(L+1) = p S(L) + q^L.
 * 0 when neither side can win a round (the contest never ends).
 */
export function pushChance(a: number, b: number, n: number, lead: number): number {
  if (a + b <= 0) return 0;
  const p = a / (a + b);
  const q = 1 - p;
  const i = n + lead;
  let s = 0;
  let qk = 1;
  let at = 0;
  let pk = 1;
  for (let l = 0; l < 2 * n; l++) {
    if (l === i) at = s;
    s = s * p + qk;
    qk *= q;
    if (l >= i) pk *= p;
  }
  return (pk * at) / s;
}

/** N and the marker, refused with a message naming the input when the contest cannot go on. */
function markerOf(inputs: Inputs): number[] {
  const n = num(inputs, "steps", 3);
  const lead = num(inputs, "lead");
  if (n !== Math.floor(n) || n < 1 || n > MAX_STEPS) throw engineError("INPUT", "steps must be a whole number from 1 to " + MAX_STEPS + ", got " + n, n);
  if (lead !== Math.floor(lead) || lead <= -n || lead >= n) throw engineError("INPUT", "lead must be a whole number of steps within " + (n - 1) + " of even (a lead of " + n + " has won), got " + lead, lead);
  return [n, lead];
}

/** The marker in words: "even", "Wren 2 of 3". */
function leadText(na: string, nb: string, lead: number, n: number): string {
  return lead === 0 ? "even" : (lead > 0 ? na : nb) + " " + steps(lead, n);
}

/** "2 of 3": the leader's steps of the N to win. */
function steps(lead: number, n: number): string {
  return int(lead > 0 ? lead : -lead) + " of " + int(n);
}

/** A label for a line of 14 columns (Bangle.js 2), or `short` where it would be cut. */
function fit(label: string, short: string): string {
  return label.length > 14 ? short : label;
}

export function resolveContest(inputs: Inputs, party: SheetRef[], pack: string, rng: RandomGenerator): Outcome {
  const m = markerOf(inputs);
  const n = m[0];
  const out: Outcome = { check: "contest", table: "", degree: "", lines: [], summary: "", effects: [], followUps: [] };
  const r = opposedRoll(inputs, party, pack, rng, out);
  const w = r[0];
  const lead = m[1] + (w === "a" ? 1 : w === "b" ? -1 : 0);
  const won = lead === n || lead === -n;
  const winner = w === "a" ? r[1] : r[2];
  // the round's winner takes a step; a step is not a degree, so the table view shows none
  out.degree = "";
  out.table = w === "" ? "DEADLOCK" : shout(winner, 12) + (won ? " WINS" : " GAINS");
  // what the round did to the contest first, where the GM reads it without scrolling; the
  // leader and the steps on lines of their own, so a name of 14 columns is never cut
  const head = [won ? winner + " wins the contest" : w === "" ? "No step" : pair("Step to", winner), pair("Lead", lead === 0 ? "even" : lead > 0 ? r[1] : r[2]), pair("Steps", steps(lead, n))];
  out.lines = head.concat(out.lines);
  // the marker first: a device's log record is cut to its board's size (Pixl.js 128 bytes),
  // a third of them the time, the names and the check (device/log-ring.ts)
  out.summary = (won ? winner + " wins the contest" : "Lead " + leadText(r[1], r[2], lead, n)) + "; round: " + out.summary;
  const next: Inputs = {};
  for (const k in inputs) next[k] = inputs[k];
  next.lead = won ? 0 : lead;
  out.followUps.push({ label: won ? "New contest" : "Next round", check: "contest", inputs: next, again: true });
  return out;
}

export function contestOdds(inputs: Inputs, party: SheetRef[], pack: string): Odds {
  const m = markerOf(inputs);
  const o = opposedPair(inputs, party, pack);
  return {
    check: "contest",
    lines: [
      // the contest by name (alone where "wins" would not fit), the next round by side (A is Who)
      { id: "a", label: fit(o.na + " wins", o.na), p: pushChance(o.a, o.b, m[0], m[1]) },
      { id: "b", label: fit(o.nb + " wins", o.nb), p: pushChance(o.b, o.a, m[0], -m[1]) },
      { id: "round-a", label: "Round: A wins", p: o.a },
      { id: "round-b", label: "Round: B wins", p: o.b },
      { id: "round-deadlock", label: "Round deadlock", p: o.deadlock },
    ],
  };
}
