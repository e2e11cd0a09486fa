/**
 * A desktop RulesModule as DeviceRules, for the rules systems that have not moved to the device
 * runtime yet (TFT-hack, SIFRP, Dodge-Block-Armor, VDP STRS: issue 13). They ship whole, their
 * sheets are JSON files and their pack the stored envelope (pack/stored.ts); only the Bangles,
 * whose memory holds them, install them. S-Ifni's rules are sifni/rules.ts.
 */
import { readStoredPack } from "../pack/stored";
import { selfTest } from "../selftest";
import { choicesOf, findCheck } from "./inputs";
import { DeviceRules } from "./device";
import { InputContext, InputSpec, RulesModule, SheetBase } from "./types";

/** A pack as the legacy rules use it: its tables and the version it was sent as (0: built in). */
export interface LegacyPack {
  body: unknown;
  version: number;
}

/** An input spec as a question (rules/questions.ts); its choices and condition are spec i's own. */
function questionOf(spec: InputSpec, i: number): string {
  const label = spec.label.split(":").join(" ");
  const ref = "#" + i;
  const cond = spec.when ? ref : "";
  const init = spec.initial === undefined ? "" : "=" + String(spec.initial);
  if (spec.kind === "number") {
    const arg = [spec.min, spec.max].join(",") + (spec.initial === undefined ? "" : "," + spec.initial) + (spec.typical === undefined ? "" : "~" + spec.typical);
    return [spec.id, spec.unit === "hundredths" ? "h" : "n", label, arg, cond].join(":");
  }
  if (spec.kind === "flag") return [spec.id, "f", label, spec.initial ? "1" : "", cond].join(":");
  // several choices with no initial value must be given: asked (W), not left empty (m)
  const kind = spec.party ? "w" : spec.kind === "choices" ? (spec.initial === undefined ? "W" : "m") : spec.ask ? "C" : "c";
  return [spec.id, kind, label, ref + init, cond].join(":");
}

/** The context a module's own functions expect: its pack's tables, not the stored envelope. */
function bodyOf(c: InputContext<SheetBase, LegacyPack>): InputContext {
  return { inputs: c.inputs, party: c.party, pack: c.pack.body };
}

export function legacyRules(m: RulesModule, crc: (s: string) => number): DeviceRules<SheetBase, LegacyPack> & { builtinPack(): LegacyPack } {
  // the specs of the check whose questions were asked for last (its choices and conditions refer to them)
  let specs: InputSpec[] = [];
  return {
    id: m.id,
    name: m.name,
    checkList: function () {
      const out: string[][] = [];
      for (let i = 0; i < m.checks.length; i++) out.push([m.checks[i].id, m.checks[i].label, m.checks[i].menu || "roll"]);
      return out;
    },
    questions: function (check) {
      specs = findCheck(m.checks, check).inputs;
      const out: string[] = [];
      for (let i = 0; i < specs.length; i++) out.push(questionOf(specs[i], i));
      return out;
    },
    choices: function (source, c) {
      return choicesOf(specs[parseInt(source.substring(1), 10)], bodyOf(c));
    },
    holds: function (cond, c) {
      const w = specs[parseInt(cond.substring(1), 10)].when;
      return !w || w(bodyOf(c));
    },
    resolve: function (check, inputs, party, pack, rng) {
      return m.resolve(check, inputs, party, pack.body, rng);
    },
    odds: function (check, inputs, party, pack) {
      return m.odds(check, inputs, party, pack.body);
    },
    inspect: function (sheet, pack) {
      return m.describe(sheet, pack.body);
    },
    apply: function (sheet, effect, pack) {
      return m.applyEffect(sheet, effect, pack.body);
    },
    sheet: function (text, pack) {
      let x: unknown;
      try {
        x = JSON.parse(text);
      } catch (e) {
        return "not readable JSON";
      }
      const problems = m.validateSheet(x, pack.body);
      return problems.length > 0 ? problems[0].path + ": " + problems[0].message : (x as SheetBase);
    },
    stored: function (sheet) {
      return JSON.stringify(sheet);
    },
    pack: function (text) {
      const r = readStoredPack(text, [m], crc);
      if (!r.pack) return (r.problems[0].path === "" ? "" : r.problems[0].path + ": ") + r.problems[0].message;
      return { value: { body: r.pack.body, version: r.pack.version } };
    },
    packVersion: function (pack) {
      return pack.version;
    },
    selfTest: selfTest,
    builtinPack: function () {
      return { body: m.pack, version: 0 };
    },
  };
}
