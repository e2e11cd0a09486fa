/**
 * The choices and conditions of S-Ifni's questions that read the party's sheets (the device's
 * entry "qs", entries.ts): stats, skills and specialties of a side or of the workers, the
 * workers. questions.ts gives the format; whether a penalty can be waived is penalty-holds.ts.
 */
import { Choice } from "../rules/types";
import { STATS, STAT_GROUPS, Sheet, condition, findSkill, skills, specialties, statAt, statIndex } from "./data/sheet";
import { NONE, memberOf } from "./checks/context";
import { int, signed } from "./checks/lines";
import { Ctx, answer, answerHolds } from "./questions";

/** The sheet of side `sfx` (input "who" + sfx), or null. */
export function sideSheet(c: Ctx, sfx: string): Sheet | null {
  const m = memberOf(c.party, c.inputs, "who" + sfx);
  return m ? m.text : null;
}

/** The chosen workers' sheets (group work). */
export function workers(c: Ctx): Sheet[] {
  const ids = answer(c, "workers").split(",");
  const out: Sheet[] = [];
  for (let i = 0; i < c.party.length; i++) if (ids.indexOf(c.party[i].id) >= 0) out.push(c.party[i].text);
  return out;
}

/** Distinct names the workers have as skills of the chosen stat (or specialties of the chosen skill). */
function groupNames(c: Ctx, specs: boolean): string[] {
  const out: string[] = [];
  const w = workers(c);
  const si = statIndex(answer(c, "stat"));
  for (let i = 0; i < w.length; i++) {
    const list = skills(w[i], si);
    for (let j = 0; j < list.length; j++) {
      if (!specs) {
        if (out.indexOf(list[j].name) < 0) out.push(list[j].name);
      } else if (list[j].name === answer(c, "skill")) {
        const sp = specialties(list[j]);
        for (let k = 0; k < sp.length; k++) if (out.indexOf(sp[k].name) < 0) out.push(sp[k].name);
      }
    }
  }
  return out;
}

function named(none: string, names: string[]): Choice[] {
  const out: Choice[] = [{ id: NONE, label: none }];
  for (let i = 0; i < names.length; i++) out.push({ id: names[i], label: names[i] });
  return out;
}

/** The choices of a source that reads sheets ("stat.B", "skill.", "gspec", "workers", ...); of the stats, with `id`, that one alone (DeviceRules.choices). */
export function sheetChoices(src: string, c: Ctx, id?: string): Choice[] {
  const p = src.split(".");
  const out: Choice[] = [];
  let s: Sheet | null = null;
  switch (p[0]) {
    case "stat": {
      s = p[1] === "*" ? null : sideSheet(c, p[1]);
      // the names read one at a time, each group's once for its five stats: at this question the
      // 25 choices are most of what the board holds, the lists of names 60 JsVars more
      const names = STATS;
      const groups = STAT_GROUPS;
      let at = 0;
      let ga = 0;
      let group = "";
      for (let i = 0; i < 25; i++) {
        const end = names.indexOf(" ", at);
        const name = names.substring(at, end < 0 ? names.length : end);
        at = end + 1;
        if (i % 5 === 0) {
          const ge = groups.indexOf(" ", ga);
          group = groups.substring(ga, ge < 0 ? groups.length : ge);
          ga = ge + 1;
        }
        if (id === undefined || id === name) out.push({ id: name, label: s ? name + " " + int(statAt(s, i)) : name, group: group });
      }
      return out;
    }
    case "skill":
    case "spec": {
      // "(no skill)" or "(no specialty)" first, then the side's own with their levels
      out.push({ id: NONE, label: p[0] === "skill" ? "(no skill)" : "(no specialty)" });
      s = sideSheet(c, p[1]);
      const si = statIndex(answer(c, "stat" + p[1]));
      const k = s && p[0] === "spec" ? findSkill(s, si, answer(c, "skill" + p[1])) : null;
      const list: { name: string; level: number }[] = !s ? [] : p[0] === "skill" ? skills(s, si) : k ? specialties(k) : [];
      for (let i = 0; i < list.length; i++) out.push({ id: list[i].name, label: list[i].name + " " + signed(list[i].level) });
      return out;
    }
    case "gskill":
      return named("(no skill)", groupNames(c, false));
    case "gspec":
      return named("(no specialty)", groupNames(c, true));
    case "workers":
      for (let i = 0; i < c.party.length; i++) if (condition(c.party[i].text) !== "dead") out.push({ id: c.party[i].id, label: c.party[i].name });
      return out;
  }
  return out;
}

/** Whether one condition that reads sheets holds ("k.B", "p.", "gk", ...); the answers' own as questions.ts reads them. */
export function sheetHolds(cond: string, c: Ctx): boolean {
  const p = cond.split(".");
  const s = sideSheet(c, p[1]);
  switch (p[0]) {
    case "k":
      return s !== null && skills(s, statIndex(answer(c, "stat" + p[1]))).length > 0;
    case "p":
      return sheetChoices("spec." + p[1], c).length > 1;
    case "gk":
      return groupNames(c, false).length > 0;
    case "gp":
      return answer(c, "skill") !== NONE && groupNames(c, true).length > 0;
  }
  return answerHolds(cond, c);
}
