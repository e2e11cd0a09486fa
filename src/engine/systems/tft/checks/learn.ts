/**
 * Lookups without dice: learning time and experience from readiness, earning experience, and
 * the movement limits. Their odds are a single certain line.
 */
import { num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Effect, Inputs } from "../../../rules/types";
import { digits } from "../../../format/number";
import { int, line, odds, outcome } from "../lines";
import { learningDays, readiness, readinessItems, xpNeeded } from "../readiness";
import { TftPack, TftSheet } from "../types";
import { Ctx, Spec, chosenSheet, findSkill, hasStatus, nameOf, rawAttr, rawNumber, sheetOf, whoInput } from "../who";

function scoreOf(inputs: Inputs, party: TftSheet[], pack: TftPack): number {
  const s = sheetOf(inputs, party, "who");
  return s ? readiness(s, pack) : num(inputs, "readiness");
}

function skillInput(): Spec {
  return {
    id: "skill",
    label: "Skill",
    kind: "choice",
    choices: function (c: Ctx): Choice[] {
      const s = chosenSheet(c, "who");
      const out: Choice[] = [];
      if (s) for (let i = 0; i < s.skills.length; i++) out.push({ id: s.skills[i].name, label: s.skills[i].name });
      return out;
    },
    when: function (c: Ctx): boolean {
      return chosenSheet(c, "who") !== null;
    },
  };
}

/** A lookup's result: the table word, the lines, effects; odds are certain. */
function lookup(id: string, label: string, inputs: Spec[], run: (inputs: Inputs, party: TftSheet[], pack: TftPack) => { table: string; lines: string[]; effects: Effect[] }): CheckImpl<TftSheet, TftPack> {
  return {
    spec: { id: id, label: label, inputs: inputs },
    // no dice: the generator is not taken
    resolve: function (i: Inputs, party: TftSheet[], pack: TftPack) {
      const r = run(i, party, pack);
      return outcome(id, r.table, r.lines, r.effects);
    },
    odds: function (i: Inputs, party: TftSheet[], pack: TftPack) {
      const r = run(i, party, pack);
      return odds(id, [line("result", r.lines[r.lines.length - 1], 1)]);
    },
  };
}

export const learn = lookup(
  "learn",
  "Learning time",
  [
    whoInput("who", "Who learns"),
    rawNumber("readiness", "Readiness", "who", -100, 500),
    { id: "extra", label: "Extraordinary skill", kind: "flag", initial: false },
  ],
  function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const s = sheetOf(inputs, party, "who");
    const score = scoreOf(inputs, party, pack);
    const lines: string[] = [];
    if (s) {
      const items = readinessItems(s, pack);
      for (let i = 0; i < items.length; i++) lines.push(items[i].label + " " + (items[i].points < 0 ? int(items[i].points) : "+" + items[i].points));
    }
    lines.push((s ? s.name + " r" : "R") + "eadiness " + int(score));
    const extra = inputs.extra === true;
    const days = learningDays(score, extra);
    lines.push(xpNeeded(score, pack) + " XP per increase by adventuring");
    lines.push(days + " days (or weeks if infrequent)" + (extra ? ", teacher" : ""));
    return { table: "LEARNING", lines: lines, effects: [] };
  }
);

export const experience = lookup(
  "experience",
  "Earn experience",
  [
    whoInput("who", "Who"),
    skillInput(),
    rawNumber("readiness", "Readiness", "who", -100, 500),
    rawNumber("xp", "XP so far", "who", 0, 100, 0),
    {
      id: "event",
      label: "Skill used when",
      kind: "choice",
      initial: "fight",
      choices: function (): Choice[] {
        return [
          { id: "fight", label: "surviving a fight" },
          { id: "journey", label: "a dangerous journey" },
          { id: "trust", label: "winning a stranger's trust" },
        ];
      },
    },
  ],
  function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const s = sheetOf(inputs, party, "who");
    const score = scoreOf(inputs, party, pack);
    const need = xpNeeded(score, pack);
    const skill = s ? findSkill(s, str(inputs, "skill")) : null;
    const had = skill ? skill.xp || 0 : num(inputs, "xp");
    const up = had + 1 >= need;
    const name = skill ? skill.name : "skill";
    const effects: Effect[] = [];
    if (s && skill) {
      effects.push({ character: s.id, kind: "xp", text: s.name + ": " + name + (up ? " +1" : " XP " + (had + 1) + "/" + need), data: { skill: skill.name, need: need } });
    }
    const lines = [nameOf(inputs, party, "who", "Anyone") + " " + name + ": XP " + (had + 1) + " of " + need];
    lines.push(up ? name + " increases by 1" : digits(need - had - 1) + " more XP to increase");
    return { table: up ? "SKILL UP" : "EXPERIENCE", lines: lines, effects: effects };
  }
);

export const move = lookup(
  "move",
  "Movement",
  [
    whoInput("who", "Who moves"),
    rawAttr("dx", "DX", "who", -40, 60),
    { id: "spaces", label: "Spaces to move", kind: "number", min: 0, max: 100, initial: 0 },
    { id: "engaged", label: "In front of an enemy", kind: "flag", initial: false },
  ],
  function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const s = sheetOf(inputs, party, "who");
    // confusion adjusts DX; inflammation only adjusts rolls, and moving is not a roll
    const dx = s ? s.dx + (hasStatus(s, "confused") ? pack.status.confused : 0) : num(inputs, "dx");
    const half = dx > 0 ? Math.floor(dx / 2) : 0;
    const quarter = dx > 0 ? Math.floor(dx / 4) : 0;
    const max = inputs.engaged === true && half > 1 ? 1 : half;
    const spaces = num(inputs, "spaces");
    const lines = [nameOf(inputs, party, "who", "Anyone") + " DX " + int(dx) + ": up to " + max + (inputs.engaged === true ? " (engaged)" : "") + ", act after " + (quarter < max ? quarter : max)];
    const table = spaces > max ? "TOO FAR" : spaces > quarter ? "MOVE ONLY" : "MOVE AND ACT";
    lines.push(spaces + " spaces: " + (table === "TOO FAR" ? "too far" : table === "MOVE ONLY" ? "no other action" : "may act"));
    return { table: table, lines: lines, effects: [] };
  }
);

export const rest = lookup(
  "rest",
  "Restore blood",
  [
    whoInput("who", "Who"),
    rawNumber("lost", "ST lost to blood", "who", 0, 99),
    {
      id: "how",
      label: "By",
      kind: "choice",
      initial: "eat",
      choices: function (): Choice[] {
        return [
          { id: "eat", label: "2 days eating" },
          { id: "transfusion", label: "transfusion" },
        ];
      },
    },
  ],
  function (inputs: Inputs, party: TftSheet[]) {
    const s = sheetOf(inputs, party, "who");
    const lost = s ? s.bloodLoss : num(inputs, "lost");
    const back = lost === 0 ? 0 : str(inputs, "how") === "eat" ? 1 : lost;
    const effects: Effect[] = [];
    if (s && back > 0) effects.push({ character: s.id, kind: "blood", text: s.name + ": +" + back + " ST", data: { restore: back } });
    const lines = [nameOf(inputs, party, "who", "Anyone") + " lost " + lost + " ST to blood"];
    lines.push(back === 0 ? "nothing to restore" : "+" + back + " ST" + (lost - back > 0 ? ", " + (lost - back) * 2 + " more days" : ""));
    return { table: back === 0 ? "NOTHING LOST" : "RESTORED", lines: lines, effects: effects };
  }
);
