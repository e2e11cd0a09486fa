import type { Engine } from "../../desktop/load-engine";
import type { Roll } from "../../home/index";
import type { CommandSpec, Json } from "../spec";
import { SEED } from "./common";
import { ATTACK_OPTIONS, meleeCase } from "./combat-options";
import { points, seedOf } from "../values";

function rollJson(E: Engine, r: Roll): { [k: string]: Json } {
  return { skill: r.skill, base: points(r.base), value: points(r.value), exceptional: r.exceptional, text: { base: E.formatHundredths(r.base), value: E.formatHundredths(r.value) } };
}

export const attack: CommandSpec = {
  name: "attack",
  summary: "one melee attack: the attack roll against the defense, then DR, band and hit location",
  usage: ["attack --attack N --defense N [--weapon W] [--strategy S] [--d-strategy S] [--armor A] [--endurance N] [...] [--seed N] [--json]"],
  options: [...ATTACK_OPTIONS, SEED],
  notes: [
    "The engine's \"melee\" check with anyone attacking anyone: the same code and generator words as the device.",
    "Words: the attack roll, each defense roll (base, then extra rolls), then on a hit the location dice.",
    "DR = 10 (attack - defense) / defense - armor, rounded up to the hundredth; bands against Endurance + 10:",
    "  DR > 1/5 minor wound, > 2/5 severe wound, > 3/5 moderate trauma, > 4/5 severe trauma, > 1 die already.",
    "A failure under 3/4 of the attack's maximum is a miss, any other a failure to find an opening.",
    "JSON (numbers in points; \"text\" holds them exactly, to the hundredth):",
    '  {"seed":N, "inputs":{...}, "attack":ROLL|null, "defense":[ROLL...], "tn":P,',
    '   "result":"hit"|"deadlock"|"miss"|"held", "dr":P|null, "band":0-5|null, "bandName":S|null, "location":S|null,',
    '   "table":S, "degree":S, "lines":[S...], "summary":S, "text":{"tn", "dr"}}',
    '  ROLL = {"skill", "base", "value", "exceptional", "text":{"base","value"}}',
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const c = meleeCase(E, args);
    const check = E.moduleById(E.SYSTEMS, "sifni")?.checks.find((x) => x.id === "melee");
    if (!check) throw new Error("the engine has no melee check");
    const inputs = E.requireInputs(check, c.inputs, [], c.pack);
    const seed = seedOf(E, args, ctx.randomSeed);
    const m = E.resolveMelee(inputs, [], E.sifniPackText(c.pack), E.sfc32(seed));
    const r = m.roll;
    const hit = r.result === "hit";
    const location = hit && r.location ? E.locationText(r.location) : null;
    const head = m.outcome.table + (m.outcome.degree ? ` (${m.outcome.degree})` : "");
    return {
      json: {
        seed,
        inputs: inputs as { [k: string]: Json },
        attack: r.attack ? rollJson(E, r.attack) : null,
        defense: r.defense.map((d) => rollJson(E, d)),
        tn: points(r.tn),
        result: r.result,
        dr: hit ? points(r.dr) : null,
        band: hit ? r.band : null,
        bandName: hit ? E.BAND_NAMES[r.band] : null,
        location,
        table: m.outcome.table,
        degree: m.outcome.degree,
        lines: m.outcome.lines,
        summary: m.outcome.summary,
        text: { tn: E.formatHundredths(r.tn), dr: hit ? E.formatHundredths(r.dr) : null },
      },
      text: [head, ...m.outcome.lines, `seed ${seed}`].join("\n"),
    };
  },
};
