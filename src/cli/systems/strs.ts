/**
 * `sifni odds --system strs` and `sifni roll --system strs`: one VDP STRS attack from raw
 * numbers (the "Anyone" inputs of the module's attack check), exact odds or a seeded roll.
 */
import type { Engine } from "../../desktop/load-engine";
import type { Inputs } from "../../home/index";
import type { OneAttack, SideRoll } from "../../engine/systems/strs/attack-roll";
import type { StrsModule } from "../../engine/systems/strs/module";
import { Args, UsageError, quote } from "../args";
import type { Json, OptionSpec, Output } from "../spec";
import { parseInteger } from "../values";
import type { SystemCli } from "./types";

function value(name: string, arg: string, help: string): OptionSpec {
  return { name, kind: "value", arg, help };
}

const OPTIONS: OptionSpec[] = [
  value("atk-dice", "N", "attacker's attack dice, 0 to 6 (default 2: the 2/2 allocation)"),
  value("def-dice", "N", "defender's defense dice, 0 to 6 (default 2)"),
  value("atk-bonus", "N", "attack skill bonus: skill + weapon, -20 to 40 (default 0)"),
  value("def-bonus", "N", "defense skill bonus: skill + shield + armor, -20 to 40 (default 0)"),
  { ...value("threshold", "N", "defender's Threshold, 1 to 99"), required: true },
  value("pierce", "N", "the weapon's armor piercing: points of armor negated, Threshold first, 0 to 99 (default 0)"),
  value("armor-def", "N", "the armor's part of --def-bonus, -20 to 40 (default 0; counts with --pierce)"),
  value("armor-thr", "N", "the armor's part of --threshold, 0 to 98 (default 0; counts with --pierce)"),
  value("die", "SIDES", "6 or 12 (default 6); on d12 each wound costs 2"),
  value("atk-wounds", "N", "attacker's wounds, 0 to 20 (default 0): -1 each on d6, -2 on d12"),
  value("def-wounds", "N", "defender's wounds, 0 to 20 (default 0)"),
  { name: "entangled", kind: "flag", help: "the defender is Entangled: Threshold halved (exactly, no rounding)" },
  value("cover", "LEVEL", "a ranged attack at a target in cover: none, light (2/6 avoid), medium (4/6), full"),
  { name: "stepped-out", kind: "flag", help: "the target stepped out of cover this turn: cover one level lower" },
  value("attacks", "N", "1, or 2 when both actions are FIGHT on this target (default 1)"),
  value("def-type", "ID", "defender's character type for KO: pest, civilian, trained (default), veteran, elite, fearless, monster"),
];

function moduleOf(E: Engine): StrsModule {
  const m = E.moduleById(E.SYSTEMS, "strs");
  if (!m) throw new Error("the engine bundle has no strs module");
  return m as unknown as StrsModule;
}

function int(args: Args, name: string, lo: number, hi: number, initial: number): number {
  const t = args.value(name);
  return t === undefined ? initial : parseInteger(t, name, lo, hi);
}

function oneOf(args: Args, name: string, ids: string[], initial: string): string {
  const t = args.value(name);
  if (t === undefined) return initial;
  if (ids.indexOf(t) < 0) throw new UsageError(`--${name} must be one of ${ids.join(", ")}, got ${quote(t)}`);
  return t;
}

/** The module's attack inputs for an Anyone attacker and defender. */
function inputsOf(args: Args, m: StrsModule): Inputs {
  const p = m.pack;
  const die = oneOf(args, "die", p.dice.map((d) => String(d.sides)), String(p.dice[0].sides));
  const cover = oneOf(args, "cover", p.cover.map((c) => c.id), "none");
  if (args.flag("stepped-out") && !args.has("cover")) throw new UsageError("--stepped-out needs --cover");
  return {
    attacker: "*",
    "atk-bonus": int(args, "atk-bonus", -20, 40, 0),
    "atk-wounds": int(args, "atk-wounds", 0, 20, 0),
    "atk-dice": int(args, "atk-dice", 0, p.maxDice, 2),
    ranged: args.has("cover"),
    pierce: int(args, "pierce", 0, 99, 0),
    defender: "*",
    "def-bonus": int(args, "def-bonus", -20, 40, 0),
    "def-wounds": int(args, "def-wounds", 0, 20, 0),
    "def-dice": int(args, "def-dice", 0, p.maxDice, 2),
    threshold: parseInteger(args.need("threshold"), "threshold", 1, 99),
    "armor-def": int(args, "armor-def", -20, 40, 0),
    "armor-thr": int(args, "armor-thr", 0, 98, 0),
    entangled: args.flag("entangled"),
    "def-type": oneOf(args, "def-type", p.types.map((t) => t.id), "trained"),
    die,
    attacks: int(args, "attacks", 1, 2, 1),
    cover,
    "stepped-out": args.flag("stepped-out"),
    hshield: false,
  };
}

const WOUND_WORDS = ["1 wound", "2 wounds", "3 wounds", "4+ wounds"];

function odds(args: Args, E: Engine): Output {
  const m = moduleOf(E);
  const o = m.odds("attack", inputsOf(args, m), [], m.pack);
  const p = (id: string): number => {
    const l = o.lines.find((x) => x.id === id);
    if (!l) throw new Error(`strs attack odds have no line ${id}`);
    return l.p;
  };
  const wounds = [p("w1"), p("w2"), p("w3"), p("w4")];
  const pct = E.formatPercent;
  return {
    json: {
      none: p("none"),
      glancing: p("glancing"),
      wounds,
      text: { none: pct(p("none")), glancing: pct(p("glancing")), wounds: wounds.map(pct) },
    },
    text: `no hit ${pct(p("none"))}, glancing ${pct(p("glancing"))}, ` + wounds.map((w, i) => `${WOUND_WORDS[i]} ${pct(w)}`).join(", "),
  };
}

function sideJson(r: SideRoll | null): Json {
  return r === null ? null : { dice: r.dice, sum: r.sum, bonus: r.bonus, penalty: r.penalty, total: r.total };
}

function outcomeOf(w: number): string {
  return w < 0 ? "none" : w === 0 ? "glancing" : "wounds";
}

function attackJson(a: OneAttack, cover: string): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  if (cover !== "none") out.cover = { level: cover, roll: a.coverRoll === 0 ? null : a.coverRoll, avoided: a.avoided };
  out.atk = sideJson(a.atk);
  out.def = sideJson(a.def);
  out.result = a.atk === null ? null : a.result;
  out.outcome = outcomeOf(a.wounds);
  out.wounds = a.wounds > 0 ? a.wounds : 0;
  return out;
}

function roll(args: Args, E: Engine, seed: number): Output {
  const m = moduleOf(E);
  const inputs = inputsOf(args, m);
  const r = m.attackRoll(inputs, [], m.pack, E.sfc32(seed));
  const shown = m.resolve("attack", inputs, [], m.pack, E.sfc32(seed));
  const first = attackJson(r.turn.attacks[0], r.setup.cover);
  const json: { [key: string]: Json } = { seed, die: r.setup.sides, threshold: r.setup.threshold, entangled: r.setup.halved };
  Object.assign(json, first, { outcome: r.turn.outcome, wounds: r.turn.wounds, ko: r.turn.ko, table: shown.table });
  if (r.setup.attacks > 1) json.attacks = r.turn.attacks.map((a) => attackJson(a, r.setup.cover));
  return { json, text: [...shown.lines, shown.table + (shown.degree ? " (" + shown.degree + ")" : ""), `seed ${seed}`].join("\n") };
}

export const STRS_CLI: SystemCli = {
  id: "strs",
  options: OPTIONS,
  usage: [
    "odds --system strs --threshold N [--atk-dice N] [--def-dice N] [--atk-bonus N] [--def-bonus N] [--pierce N --armor-thr N --armor-def N] [--die 12] [--json]",
    "roll --system strs --threshold N [--atk-dice N] [--def-dice N] [--atk-bonus N] [--def-bonus N] [--pierce N --armor-thr N --armor-def N] [--die 12] [--seed N] [--json]",
  ],
  notes: [
    "VDP STRS attack: attack score = sum of the attack dice + atk-bonus - wounds x (1 on d6, 2 on d12);",
    "defense score likewise; result = attack - defense. Negative: nothing; 0 to Threshold: glancing hit;",
    "above k x Threshold: k wounds. Odds are exact (counted over every die face).",
    "--pierce N negates N points of the armor given by --armor-thr and --armor-def (Threshold first);",
    "  the roll JSON's threshold is the one the attack met.",
    "odds JSON: {\"none\":p, \"glancing\":p, \"wounds\":[p1, p2, p3, p4plus], \"text\":{the same as percentages}}",
    "  with --attacks 2 the classes are for the turn's total wounds (a KO stops the second attack).",
    "roll JSON: {\"seed\", \"die\", \"threshold\", \"entangled\", [\"cover\":{\"level\",\"roll\",\"avoided\"}], \"atk\":{\"dice\",\"sum\",\"bonus\",\"penalty\",\"total\"},",
    "  \"def\":{...}, \"result\", \"outcome\":\"none\"|\"glancing\"|\"wounds\", \"wounds\", \"ko\", \"table\", [\"attacks\":[...]]}",
    "  atk/def/result are the first attack's (null when cover avoided it); outcome and wounds are the turn's.",
  ],
  odds,
  roll,
};
