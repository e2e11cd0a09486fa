/**
 * `sifni odds --system dba` and `sifni roll --system dba`: one attack from raw numbers
 * (the attack check's "Anyone" inputs), exact odds of where it ends, or one roll of it.
 */
import type { Engine } from "../../desktop/load-engine";
import type { AttackOdds, AttackOutcome } from "../../engine/systems/dba/attack";
import type { DbaPack } from "../../engine/systems/dba/types";
import type { Inputs, RulesModule } from "../../home/index";
import { Args, UsageError, quote } from "../args";
import type { Json, OptionSpec, Output } from "../spec";
import type { SystemCli } from "./types";

/** Bounds of the attack check's raw-number inputs (src/engine/systems/dba/attack-inputs.ts). */
const STAT = { lo: -100, hi: 200 };
const MOD = { lo: -99, hi: 99 };
const INJURIES = { lo: 0, hi: 99 };
const DISTANCE = { lo: 0, hi: 1000 };
const AMOUNT = { lo: 0, hi: 20 };

interface Key {
  /** the key on the command line */
  key: string;
  /** the attack check's input it fills */
  input: string;
  lo: number;
  hi: number;
  /** the input's value when the key is left out; required when absent */
  initial?: number;
  /** what the number means, when the key's name alone could mislead */
  note?: string;
}

const ATTACKER_KEYS: Key[] = [
  { key: "quickness", input: "quickness", ...STAT },
  { key: "force", input: "force", ...STAT },
  { key: "accuracy", input: "accuracy", ...STAT },
  { key: "antiblock", input: "antiblock", ...MOD, initial: 0 },
  { key: "deals", input: "deals", ...INJURIES, initial: 1, note: "injuries the attack deals on a hit" },
];

/** Keys renamed: the old name is refused with the new one, so no run silently means another thing. */
const RENAMED: { [old: string]: { key: string; why: string } } = {
  // "injuries" read as the injuries the attacker has taken; it always set those the attack deals
  injuries: { key: "deals", why: "the injuries the attack deals on a hit" },
};

const DEFENDER_KEYS: Key[] = [
  { key: "dodge", input: "dodge", ...STAT },
  { key: "block", input: "block", ...STAT },
  { key: "blockforce", input: "blockforce", ...STAT },
  { key: "coverage", input: "coverage", ...STAT },
  { key: "armorforce", input: "armorforce", ...STAT },
];

function keyList(keys: Key[]): string {
  return keys.map((k) => k.key + "=N" + (k.initial === undefined ? "" : ` (${k.note ? k.note + ", " : ""}default ${k.initial})`)).join(", ");
}

/** A whole number in [lo, hi], strictly: digits with an optional sign, nothing else. */
function integer(text: string, what: string, lo: number, hi: number): number {
  const ok = /^[+-]?\d{1,9}$/.test(text);
  const v = ok ? Number(text) : NaN;
  if (!ok || v < lo || v > hi) throw new UsageError(`${what} must be an integer from ${lo} to ${hi}, got ${quote(text)}`);
  return v;
}

/** "quickness=10,force=12,accuracy=10" into the inputs; unknown, repeated, missing or bad keys refused. */
function keyValues(text: string, option: string, keys: Key[], into: Inputs): void {
  const seen = new Set<string>();
  for (const part of text.split(",")) {
    const eq = part.indexOf("=");
    if (eq <= 0) throw new UsageError(`--${option} takes key=value pairs separated by commas (${keyList(keys)}), got ${quote(part)}`);
    const name = part.slice(0, eq);
    const k = keys.find((x) => x.key === name);
    const renamed = !k && Object.prototype.hasOwnProperty.call(RENAMED, name) ? RENAMED[name] : undefined;
    if (renamed && keys.some((x) => x.key === renamed.key)) {
      throw new UsageError(`--${option} ${name}=N is now ${renamed.key}=N: ${renamed.why}`);
    }
    if (!k) throw new UsageError(`--${option} has no key ${quote(name)} (keys: ${keyList(keys)})`);
    if (seen.has(name)) throw new UsageError(`--${option} gives ${name} more than once`);
    seen.add(name);
    into[k.input] = integer(part.slice(eq + 1), `--${option} ${name}`, k.lo, k.hi);
  }
  for (const k of keys) {
    if (seen.has(k.key)) continue;
    if (k.initial === undefined) throw new UsageError(`--${option} is missing ${k.key}=N (keys: ${keyList(keys)})`);
    into[k.input] = k.initial;
  }
}

function oneOf(text: string, option: string, ids: string[]): string {
  if (!ids.includes(text)) throw new UsageError(`--${option} must be one of ${ids.join(", ")}, got ${quote(text)}`);
  return text;
}

/** "caution:2", "halfsword:1", "nododge": the tactic and, unless it is free, its amount. */
function tactic(text: string, option: string, pack: DbaPack, into: Inputs, tacticInput: string, amountInput: string): void {
  const [id, amount, ...rest] = text.split(":");
  const row = pack.tactics.find((t) => t.id === id);
  if (!row || rest.length > 0) {
    throw new UsageError(`--${option} must be TACTIC or TACTIC:N with TACTIC one of ${pack.tactics.map((t) => t.id).join(", ")}, got ${quote(text)}`);
  }
  into[tacticInput] = row.id;
  if (row.scale === "free") {
    if (amount !== undefined) throw new UsageError(`--${option} ${row.id} takes no amount, got ${quote(text)}`);
    return;
  }
  if (amount === undefined) throw new UsageError(`--${option} ${row.id} needs ${row.scale === "level" ? "its level" : "an amount"}: ${row.id}:N`);
  into[amountInput] = integer(amount, `--${option} ${row.id}'s amount`, AMOUNT.lo, AMOUNT.hi);
}

function dbaModule(E: Engine): RulesModule & { pack: DbaPack } {
  const m = E.moduleById(E.SYSTEMS, "dba");
  if (!m) throw new Error("the engine bundle has no dba module");
  return m as RulesModule & { pack: DbaPack };
}

/** The attack check's inputs from the command line: both sides "Anyone" (raw numbers). */
function inputsOf(args: Args, pack: DbaPack): Inputs {
  const inputs: Inputs = { attacker: "*", defender: "*" };
  keyValues(args.need("attacker"), "attacker", ATTACKER_KEYS, inputs);
  keyValues(args.need("defender"), "defender", DEFENDER_KEYS, inputs);
  const ranges = pack.ranges.map((r) => r.id);
  const ranged = args.value("ranged");
  if (ranged !== undefined) {
    for (const o of ["reach", "defender-reach", "at"]) if (args.has(o)) throw new UsageError(`--${o} is for melee attacks; it does not go with --ranged`);
    inputs.kind = "ranged";
    inputs.distance = integer(ranged, "--ranged", DISTANCE.lo, DISTANCE.hi);
  } else {
    inputs.kind = "melee";
    const reach = args.value("reach");
    const dreach = args.value("defender-reach");
    const at = args.value("at");
    if (reach !== undefined) inputs.reach = oneOf(reach, "reach", ranges);
    if (dreach !== undefined) inputs.dreach = oneOf(dreach, "defender-reach", ["none"].concat(ranges));
    if (at !== undefined) inputs.at = oneOf(at, "at", ranges);
  }
  const props: string[] = [];
  if (args.flag("area")) props.push("area");
  if (args.flag("diffuse")) props.push("diffuse");
  inputs.props = props.join(",");
  const size = args.value("size");
  if (size !== undefined) inputs.size = oneOf(size, "size", pack.sizes.map((s) => s.id));
  const t = args.value("tactic");
  if (t !== undefined) tactic(t, "tactic", pack, inputs, "tactic", "amount");
  const dt = args.value("defender-tactic");
  if (dt !== undefined) tactic(dt, "defender-tactic", pack, inputs, "dtactic", "damount");
  return inputs;
}

const OPTIONS: OptionSpec[] = [
  { name: "attacker", kind: "value", arg: "K=N,...", help: `the attacker: ${keyList(ATTACKER_KEYS)}`, required: true },
  { name: "defender", kind: "value", arg: "K=N,...", help: `the defender: ${keyList(DEFENDER_KEYS)}`, required: true },
  { name: "size", kind: "value", arg: "ID", help: "the defender's body size: small, human (default), ogre" },
  { name: "ranged", kind: "value", arg: "METRES", help: "a ranged attack at this distance (long-range accuracy, Anti-Block, piercing)" },
  { name: "reach", kind: "value", arg: "RANGE", help: "melee: the attacker's weapon range, knife|sword (default)|halberd|pike" },
  { name: "defender-reach", kind: "value", arg: "RANGE", help: "melee: the defender's weapon range (none by default); longer costs Quickness 2 a step" },
  { name: "at", kind: "value", arg: "RANGE", help: "melee: the range the fight is at (must be in reach; at or inside the attacker's range, no penalty)" },
  { name: "tactic", kind: "value", arg: "ID[:N]", help: "the attacker's tactic: caution:N, lunge:N, careful:N, fast:N, brutal:N, halfsword:LEVEL" },
  { name: "defender-tactic", kind: "value", arg: "ID[:N]", help: "the defender's tactic, also nododge, noblock, nodefense" },
  { name: "area", kind: "flag", help: "the attack covers an area: it cannot be dodged" },
  { name: "diffuse", kind: "flag", help: "the attack is diffuse (mist, buckshot): it cannot be blocked" },
];

const STAGES = ["dodge", "block", "armor"];
const RESULTS = ["hit", "dodge", "block", "armor"];

function stageText(s: { id: string; attacker: number; defender: number; auto: string; note: string }): string {
  if (s.auto !== "") return `${s.id}: passes (${s.auto})`;
  return `${s.id}: ${s.attacker} vs ${s.defender}${s.note ? " (" + s.note + ")" : ""}, md10 needs ${s.defender - s.attacker}`;
}

export const DBA_CLI: SystemCli = {
  id: "dba",
  options: OPTIONS,
  usage: [
    "odds --system dba --attacker quickness=N,force=N,accuracy=N --defender dodge=N,block=N,blockforce=N,coverage=N,armorforce=N [options] [--json]",
    "roll --system dba --attacker ... --defender ... [options] [--seed N] [--json]",
  ],
  notes: [
    "Dodge-Block-Armor: the attack passes dodge (Quickness vs Dodge), block (Quickness + Anti-Block vs Block;",
    "automatic if Attack Force > Block Force) and armor (Accuracy vs Armor Coverage; automatic if Attack Force >",
    "Armor Force, or for a ranged attack the coverage drops to the body's minimum). Each rolled stage passes",
    "when md10 (-5..+4) >= defender stat - attacker stat. It hits only if it passes all three.",
    "odds JSON: {\"hit\":p, \"dodge\":p, \"block\":p, \"armor\":p, \"counts\":{... of 1000}, \"stages\":[...], \"text\":{...}}",
    "  the probability the attack ends at each stage (dodged, blocked, stopped by armor) or hits; they sum to 1.",
    "roll JSON: {\"seed\", \"result\":\"hit\"|\"dodge\"|\"block\"|\"armor\", \"hit\", \"injuries\", \"stages\":[{\"stage\",",
    "  \"attacker\", \"defender\", \"difficulty\", \"auto\", \"note\", \"md10\", \"total\", \"pass\"}], \"table\", \"lines\"}",
    "  md10/total/pass are null for a stage not rolled; total = attacker + md10, which must reach defender.",
  ],
  odds(args: Args, E: Engine): Output {
    const m = dbaModule(E);
    const o = m.odds("attack", inputsOf(args, m.pack), [], m.pack) as AttackOdds;
    const p: { [id: string]: number } = {};
    for (const l of o.lines) p[l.id] = l.p;
    const text: { [id: string]: Json } = {};
    for (const id of RESULTS) text[id] = E.formatPercent(p[id]);
    const json: { [key: string]: Json } = { hit: p.hit, dodge: p.dodge, block: p.block, armor: p.armor };
    json.counts = { hit: o.counts.hit, dodge: o.counts.dodge, block: o.counts.block, armor: o.counts.armor, of: 1000 };
    json.stages = o.stages.map((s) => ({
      stage: s.id,
      attacker: s.attacker,
      defender: s.defender,
      difficulty: s.defender - s.attacker,
      auto: s.auto,
      note: s.note,
    }));
    json.text = text;
    return {
      json,
      text: [
        `hit ${text.hit}, dodged ${text.dodge}, blocked ${text.block}, stopped by armor ${text.armor}`,
        ...o.stages.map(stageText),
      ].join("\n"),
    };
  },
  roll(args: Args, E: Engine, seed: number): Output {
    const m = dbaModule(E);
    const inputs = inputsOf(args, m.pack);
    const o = m.resolve("attack", inputs, [], m.pack, E.sfc32(seed)) as AttackOutcome;
    const stages = o.stages.map((s) => ({
      stage: s.id,
      attacker: s.attacker,
      defender: s.defender,
      difficulty: s.difficulty,
      auto: s.auto,
      note: s.note,
      md10: s.md10,
      total: s.total,
      pass: s.pass,
    }));
    if (stages.length !== STAGES.length) throw new Error("the dba attack returned " + stages.length + " stages");
    return {
      json: { seed, result: o.result, hit: o.result === "hit", injuries: o.injuries, stages, table: o.table, lines: o.lines },
      text: o.lines.join("\n") + `\nseed ${seed}`,
    };
  },
};
