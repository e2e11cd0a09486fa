/**
 * `sifni odds --system tft` and `sifni roll --system tft`: a roll-under of one adjusted
 * attribute (--attr, --dice 4 untrained or 3 skilled), or two opposed ones (--a-attr/--a-dice,
 * --b-attr/--b-dice). Both go through the shipped module's odds() and resolve().
 */
import type { Engine } from "../../desktop/load-engine";
import type { RulesModule } from "../../home/index";
import { Args, UsageError } from "../args";
import type { OptionSpec, Output } from "../spec";
import { parseInteger } from "../values";
import type { SystemCli } from "./types";

/** The range the module's inputs accept for an adjusted attribute. */
const MIN_ATTR = -40;
const MAX_ATTR = 60;

const SINGLE = ["attr", "dice"];
const PAIR = ["a-attr", "a-dice", "b-attr", "b-dice"];

function option(name: string, help: string): OptionSpec {
  return { name, kind: "value", arg: "N", help };
}

function moduleOf(E: Engine): RulesModule {
  const m = E.moduleById(E.SYSTEMS, "tft");
  if (!m) throw new Error("the engine bundle has no tft module");
  return m;
}

interface Side {
  attr: number;
  dice: number;
}

function side(args: Args, attr: string, dice: string): Side {
  const a = parseInteger(args.need(attr), attr, MIN_ATTR, MAX_ATTR);
  const t = args.value(dice);
  const d = t === undefined ? 4 : parseInteger(t, dice, 3, 4);
  return { attr: a, dice: d };
}

/** "single" for --attr, "pair" for --a-attr/--b-attr; refuses a mix and neither. */
function mode(args: Args): "single" | "pair" {
  const single = SINGLE.some((n) => args.has(n));
  const pair = PAIR.some((n) => args.has(n));
  if (single && pair) {
    const a = SINGLE.find((n) => args.has(n)) as string;
    const b = PAIR.find((n) => args.has(n)) as string;
    throw new UsageError(`--${a} does not go with --${b} (one roll uses --attr/--dice, opposed rolls --a-attr/--b-attr)`);
  }
  if (!single && !pair) throw new UsageError('--system tft needs --attr, or --a-attr and --b-attr (see "sifni help odds --system tft")');
  return single ? "single" : "pair";
}

function p(odds: { lines: { id: string; p: number }[] }, id: string): number {
  const l = odds.lines.find((x) => x.id === id);
  if (!l) throw new Error("the tft odds have no line " + id);
  return l.p;
}

const VERDICTS: { [table: string]: string } = { SUCCESS: "success", FAILURE: "failure", "A WINS": "a", "B WINS": "b", DEADLOCK: "deadlock" };

export const tftCli: SystemCli = {
  id: "tft",
  options: [
    option("attr", "the adjusted attribute (or skill level) rolled under, " + MIN_ATTR + " to " + MAX_ATTR),
    option("dice", "4 (untrained, the default) or 3 (skilled)"),
    option("a-attr", "side a's adjusted attribute"),
    option("a-dice", "side a's dice, 4 or 3"),
    option("b-attr", "side b's adjusted attribute"),
    option("b-dice", "side b's dice, 4 or 3"),
  ],
  usage: [
    "odds --system tft --attr N [--dice 4|3] [--json]",
    "odds --system tft --a-attr N [--a-dice 4|3] --b-attr N [--b-dice 4|3] [--json]",
    "roll --system tft --attr N [--dice 4|3] [--seed N] [--json]",
    "roll --system tft --a-attr N [--a-dice 4|3] --b-attr N [--b-dice 4|3] [--seed N] [--json]",
  ],
  notes: [
    "A roll succeeds when the dice total at most the attribute; a total of 4 or less always succeeds.",
    "Opposed: both succeed -> the higher total wins; equal totals or both failing -> deadlock.",
    "Odds are exact (counted over all 6^n dice outcomes). JSON:",
    '  odds: {"attr", "dice", "success":p, "failure":p}  or',
    '        {"a":p, "b":p, "deadlock":p, "setup":{"a":{"attr","dice"}, "b":{...}}}',
    '  roll: {"seed", "attr", "dice":[faces], "total", "verdict":"success"|"failure"}  or',
    '        {"seed", "a":{"attr","dice":[faces],"total"}, "b":{...}, "verdict":"a"|"b"|"deadlock"}',
  ],
  odds(args: Args, E: Engine): Output {
    const m = moduleOf(E);
    const pct = E.formatPercent;
    if (mode(args) === "single") {
      const s = side(args, "attr", "dice");
      const o = m.odds("check", { who: "*", attr: s.attr, dice: s.dice }, [], m.pack);
      const success = p(o, "success");
      const failure = p(o, "failure");
      return {
        json: { attr: s.attr, dice: s.dice, success, failure, text: { success: pct(success), failure: pct(failure) } },
        text: `${s.dice}d under ${s.attr}: success ${pct(success)}, failure ${pct(failure)}`,
      };
    }
    const a = side(args, "a-attr", "a-dice");
    const b = side(args, "b-attr", "b-dice");
    const o = m.odds("opposed", { "a-who": "*", "a-attr": a.attr, "a-dice": a.dice, "b-who": "*", "b-attr": b.attr, "b-dice": b.dice }, [], m.pack);
    const pa = p(o, "a");
    const pb = p(o, "b");
    const pd = p(o, "deadlock");
    return {
      json: { a: pa, b: pb, deadlock: pd, setup: { a: { attr: a.attr, dice: a.dice }, b: { attr: b.attr, dice: b.dice } }, text: { a: pct(pa), b: pct(pb), deadlock: pct(pd) } },
      text: `a ${a.dice}d under ${a.attr} vs b ${b.dice}d under ${b.attr}: a wins ${pct(pa)}, b wins ${pct(pb)}, deadlock ${pct(pd)}`,
    };
  },
  roll(args: Args, E: Engine, seed: number): Output {
    const m = moduleOf(E);
    const rng = E.sfc32(seed);
    // the module rolls each side's pool in turn; a copy of the generator replays them for the faces
    const replay = rng.clone();
    if (mode(args) === "single") {
      const s = side(args, "attr", "dice");
      const out = m.resolve("check", { who: "*", attr: s.attr, dice: s.dice }, [], m.pack, rng);
      const pool = E.rollPool(replay, s.dice, 6);
      const verdict = VERDICTS[out.table];
      return {
        json: { seed, attr: s.attr, dice: pool.faces, total: pool.total, verdict, lines: out.lines },
        text: `${out.lines.join("\n")}\n${out.table}\nseed ${seed}`,
      };
    }
    const a = side(args, "a-attr", "a-dice");
    const b = side(args, "b-attr", "b-dice");
    const out = m.resolve("opposed", { "a-who": "*", "a-attr": a.attr, "a-dice": a.dice, "b-who": "*", "b-attr": b.attr, "b-dice": b.dice }, [], m.pack, rng);
    const pa = E.rollPool(replay, a.dice, 6);
    const pb = E.rollPool(replay, b.dice, 6);
    return {
      json: {
        seed,
        a: { attr: a.attr, dice: pa.faces, total: pa.total },
        b: { attr: b.attr, dice: pb.faces, total: pb.total },
        verdict: VERDICTS[out.table],
        lines: out.lines,
      },
      text: `${out.lines.join("\n")}\n${out.table}\nseed ${seed}`,
    };
  },
};
