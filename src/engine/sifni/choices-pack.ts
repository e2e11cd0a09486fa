/**
 * The choices of S-Ifni's questions that read the pack (the device's entry "qp", entries.ts):
 * modifiers, TNs with the ladder's words, weapons (a character's own, or the pack's for
 * anyone), parries and armors. questions.ts gives the format.
 */
import { formatHundredths } from "../format/number";
import { Choice } from "../rules/types";
import { F_WEAPONS, Sheet, ids } from "./data/sheet";
import { modifier, packIds, packRow } from "./data/pack";
import { memberOf } from "./checks/context";
import { int } from "./checks/lines";
import { meleeRow, unarmedRow } from "./combat/fighter";
import { NO_TN, OTHER_TN, TOP_TN } from "./checks/tn";
import { Ctx } from "./questions";

/** The sheet of the character input `input` names, or null (anyone). */
function who(c: Ctx, input: string): Sheet | null {
  const m = memberOf(c.party, c.inputs, input);
  return m ? m.text : null;
}

/** Melee weapons: the character's own and bare hands; for anyone every row of the pack. */
function meleeChoices(c: Ctx, input: string): Choice[] {
  const out: Choice[] = [];
  const s = who(c, input);
  const bare = unarmedRow(c.pack);
  const list = s ? ids(s, F_WEAPONS).concat([bare[0]]) : packIds(c.pack, "W");
  for (let i = 0; i < list.length; i++) {
    const w = meleeRow(c.pack, list[i]) || (list[i] === bare[0] ? bare : null);
    if (w && (i === list.length - 1 || !s || w[0] !== bare[0])) out.push({ id: w[0], label: w[1] });
  }
  return out;
}

function ladderWords(pack: string, tn: number): string {
  const r = packRow(pack, "T", String(tn));
  return r ? " " + r[1] : "";
}

/** TN choices: "none" (to just roll), TN 0 to TOP_TN with the ladder's words, "other"; with `id`, that one alone. */
export function tnChoices(pack: string, withNone: boolean, id?: string): Choice[] {
  const out: Choice[] = [];
  /** a TN's entry, unless only another's is asked for */
  const add = function (tn: string, label: string, h: number): void {
    if (id === undefined || id === tn) out.push({ id: tn, label: h < 0 ? label : label + tn + ladderWords(pack, h) });
  };
  if (withNone) add(NO_TN, "No TN, just roll", -1);
  const steps = packIds(pack, "T");
  for (let t = 0; t <= TOP_TN; t++) {
    // described steps between whole TNs get their own entries
    for (let i = 0; i < steps.length; i++) {
      const h = parseInt(steps[i], 10);
      if (h > (t - 1) * 100 && h < t * 100 && t > 0) add(formatHundredths(h), "TN ", h);
    }
    add(int(t), "TN ", t * 100);
  }
  add(OTHER_TN, "Other TN", -1);
  return out;
}

/** The choices of a source that reads the pack ("mods.x", "tn.1", "mw.attacker", "armor", ...); of the TNs, with `id`, that one alone (DeviceRules.choices). */
export function packChoices(src: string, c: Ctx, id?: string): Choice[] {
  const p = src.split(".");
  const out: Choice[] = [];
  let i = 0;
  switch (p[0]) {
    case "mods": {
      const rows = packIds(c.pack, "M");
      for (i = 0; i < rows.length; i++) {
        const m = modifier(c.pack, rows[i]);
        if (!m || (p[1] === "x" && m.tn >= 0)) continue;
        out.push({ id: m.id, label: m.label + " " + (m.autoFail ? "fail" : m.tn >= 0 ? "TN " + formatHundredths(m.tn) : m.roll), group: m.group });
      }
      return out;
    }
    case "tn":
      return tnChoices(c.pack, p[1] === "1", id);
    case "mw":
      return meleeChoices(c, p[1]);
    case "parry":
    case "parryR":
      return [{ id: p[0] === "parry" ? "carried" : "same", label: p[0] === "parry" ? "Their weapon" : "Same weapon" }, { id: "none", label: "No modifier" }].concat(meleeChoices(c, p[1]));
    case "rparry":
      return [{ id: "none", label: "No skill" } as Choice].concat(meleeChoices(c, p[1]));
    case "rw": {
      const s = who(c, p[1]);
      const carried = s ? ids(s, F_WEAPONS) : packIds(c.pack, "R");
      for (i = 0; i < carried.length; i++) {
        const r = packRow(c.pack, "R", carried[i]);
        if (r) out.push({ id: r[0], label: r[1] });
      }
      return out;
    }
    case "armor": {
      out.push({ id: "none", label: "None" });
      const rows = packIds(c.pack, "A");
      for (i = 0; i < rows.length; i++) out.push({ id: rows[i], label: (packRow(c.pack, "A", rows[i]) as string[])[1] });
      return out;
    }
  }
  return out;
}
