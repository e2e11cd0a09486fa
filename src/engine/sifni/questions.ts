/**
 * S-Ifni's checks as data (rules/questions.ts gives the format): for each check, what the GM
 * is asked, in order, and what its choices and conditions read. The device's check flow and the
 * desktop's input validation both read these rows; the choices and conditions run only when a
 * screen (or a validation) needs them.
 *
 * The sources and conditions come in three families, each in its own device entry so a key
 * holds the code of one (entries.ts): those that read only the answers (here: the entry "q"),
 * those that read sheets (choices-sheet.ts, "qs") and those that read the pack
 * (choices-pack.ts, "qp").
 *
 * A check is `id|label|menu|questions`, menu r (Roll), o (Opposed) or c (Combat). Parameters of
 * sources and conditions follow a ".": "stat.B" is side B's stats.
 */
import { wordIndex } from "../format/words";
import { Choice, InputContext } from "../rules/types";
import { MAX_EXACT } from "../math/exact";
import { ANYONE, NONE, SheetRef } from "./checks/context";
import { AIMS, SECTIONS } from "./combat/location";
import { strategyChoices } from "./combat/strategy";
import { NO_TN } from "./checks/tn";

export type Ctx = InputContext<SheetRef, string>;

const SIDE = "who:w:Who:who;total:n:Skill total:-10,990,0:a.who;stat:c:Stat:stat.:c.who;skill:C:Skill:skill.=-:k.;spec:C:Specialty:spec.=-:p.;";
const SIDE_B = "whoB:w:Against:who;totalB:n:Skill total:-10,990,0:a.whoB;statB:c:Stat:stat.B:c.whoB;skillB:C:Skill:skill.B=-:k.B;specB:C:Specialty:spec.B=-:p.B;";
const PENALTIES = "noWound:f:Waive wound penalty::wp.;noArmor:f:Waive armor penalty::ap.;";
const TN = "tn:t:Target Number:tn.1~13;tnValue:h:TN:0,100000000,1300:e.tn.other;";
/** group work always has a TN */
const TN_SET = "tn:t:Target Number:tn.0~13;tnValue:h:TN:0,100000000,1300:e.tn.other;";
/** what a melee defender is asked after their strategy (input "defense") */
const DEFENSE_FOLLOW = "declared:f:Extra roll vs this:1:e.defense.cautious;extraRolls:n:Extra rolls vs this:0,2,2:e.defense.defense;dodgeSkill:n:Dodge skill:-1000,1000,0:a.defender&e.defense.dodge;";
const AIM = "aim:c:Aim:aim=random;section:c:Target section:sec=torso:ge.aim.1;down:n:Sixth from top:1,6,3:ge.aim.2;across:n:Sixth from right:1,6,3:ge.aim.3;detail:f:Roll right-left die::lt.aim.3";
const ANYONE_BODY = "armor:c:Armor:armor=none:a.defender;endurance:n:Endurance:-10,990,0:a.defender;";

function roundSide(p: string, who: string): string {
  const w = p + "Who";
  return (
    w + ":w:" + who + ":who=anyone;" + p + "Skill:n:MeleeAttack:-10,990,0:a." + w + ";" + p + "Weapon:c:Weapon:mw." + w + ";" + p + "Strategy:c:Strategy:ms=offense;" +
    p + "Mod:c:Attack modifier:frac=0;" + p + "Defense:n:MeleeDefense:-10,990,0:a." + w + ";" + p + "Dodge:n:Dodge skill:-1000,1000,0:a." + w + "&e." + p + "Strategy.dodge;" +
    p + "Parry:c:Parry with:parryR." + w + "=same;" + p + "Armor:c:Armor:armor=none:a." + w + ";" + p + "Endurance:n:Endurance:-10,990,0:a." + w + ";" + p + "DefenseMod:c:Defense modifier:frac=0;"
  );
}

function wrestleSide(p: string, who: string): string {
  const w = p + "Who";
  return w + ":w:" + who + ":who=anyone;" + p + "Skill:n:Wrestling:-10,990,0:a." + w + ";" + p + "Action:c:Action:list.action=hold;" + p + "Mod:c:Modifier:frac=0;" +
    p + "Armor:c:Armor:armor=none:a." + w + ";" + p + "Endurance:n:Endurance:-10,990,0:a." + w;
}

/** The checks, in menu order: `id|label|menu` (menu r Roll, o Opposed, c Combat), one per line. */
const CHECKS =
  "skill|Skill check|r\nopposed|Opposed check|o\ncontest|Extended check|o\ngroup|Group work|r\nmelee|Melee attack|c\nround|Melee round|c\nranged|Ranged attack|c\n" +
  "cover|Take cover|c\ngrab|Grab (wrestling)|c\nwrestle|Wrestle (in a hold)|c\ndisarm|Disarm|c\nendurance|Endurance test|c";

/**
 * A check's questions joined by ";" (rules/questions.ts), "" for no such check. Built when asked
 * for, one check at a time: a string made here is held only while it is read.
 */
function questionsText(check: string): string {
  switch (check) {
    case "skill":
      return SIDE + TN + "half:f:Half credit::s.;mods:m:Modifiers:mods.;" + PENALTIES + "size:n:Target size % human:1,100000,100:z;attempt:n:Attempt (static):1,100,1:n.tn.none";
    case "opposed":
    case "contest":
      // the extended contest's rounds are opposed rolls: the GM sets N (asked, from 3); the marker
      // starts even, changeable in the setup
      return (
        SIDE + "half:f:Half credit::s.;mods:m:Modifiers:mods.x;" + PENALTIES + SIDE_B + "halfB:f:Half credit::s.B;modsB:m:Modifiers:mods.x;noWoundB:f:Waive wound penalty::wp.B;noArmorB:f:Waive armor penalty::ap.B" +
        (check === "contest" ? ";steps:n:Steps to win:1,9~3;lead:n:Lead (+A/-B):-8,8,0" : "")
      );
    case "group":
      return "workers:W:Workers:workers;stat:c:Stat:stat.*;skill:c:Skill:gskill=-:gk;spec:c:Specialty:gspec=-:gp;" + TN_SET + "half:f:Half credit::gs;mods:m:Modifiers:mods.x;noWound:f:Waive wound penalty::gw;noArmor:f:Waive armor penalty::ga";
    case "melee":
      return (
        "attacker:w:Attacker:who=anyone;attackSkill:n:MeleeAttack:-10,990,0:a.attacker;weapon:c:Weapon:mw.attacker;strategy:c:Strategy:msa=offense;attackMod:c:Attack modifier:frac=0;" +
        "defender:w:Defender:who=anyone;defenseSkill:n:MeleeDefense:-10,990,0:a.defender;parry:c:Parry with:parry.defender=carried;defense:c:Defense:ms=offense;" + DEFENSE_FOLLOW + ANYONE_BODY +
        "defenseMod:c:Defense modifier:frac=0;modifiers:m:Modifiers:mods.;size:c:Target size:size=1;" + AIM
      );
    case "round":
      return roundSide("a", "Fighter A") + roundSide("b", "Fighter B") + "order:c:Who strikes first:list.order=together";
    case "ranged":
      return (
        "shooter:w:Shooter:who=anyone;attackSkill:n:RangedAttack:-10,990,0:a.shooter;weapon:c:Weapon:rw.shooter;distance:n:Distance (m):0,10000,0;aimTime:c:Aimed for:list.aimTime=0;attackMod:c:Attack modifier:frac=0;" +
        "target:w:Target:who=anyone;defense:c:Target's action:rs=none;defenseRolls:n:Rolls vs this shot:0,2,2:e.defense.defense;parry:c:Defend with:rparry.target=none:e.defense.defense&c.target;" +
        "defenseSkill:n:RangedDefense:-10,990,0:a.target;dodgeSkill:n:Dodge skill:-1000,1000,0:a.target&e.defense.dodge;cover:h:Cover TN, 0 none:0," + MAX_EXACT + ",0;coverRounds:n:Rounds acting:0,1000,0:n.cover.0;" +
        "armor:c:Armor:armor=none:a.target;endurance:n:Endurance:-10,990,0:a.target;defenseMod:c:Defense modifier:frac=0;modifiers:m:Modifiers:mods.;size:c:Target size:size=1;" + AIM
      );
    case "cover":
      return "character:w:Character:who=anyone;defenseSkill:n:RangedDefense:-10,990,0:a.character;coverSkill:n:Cover skill:-1000,1000,0:a.character;current:h:Current cover TN:0," + MAX_EXACT + ",0;mod:c:Modifier:frac=0";
    case "grab":
      return (
        "attacker:w:Attacker:who=anyone;attackSkill:n:Wrestling:-10,990,0:a.attacker;strategy:c:Strategy:msa=offense;attackMod:c:Attack modifier:frac=0;defender:w:Defender:who=anyone;resist:c:Resist with:list.resist=melee;" +
        "defenseSkill:n:Defense total:-10,990,0:a.defender;parry:c:Parry with:parry.defender=carried:e.resist.melee;defense:c:Defense:ms=offense;" + DEFENSE_FOLLOW + "defenseMod:c:Defense modifier:frac=0;modifiers:m:Modifiers:mods."
      );
    case "wrestle":
      return wrestleSide("a", "Fighter A") + ";" + wrestleSide("b", "Fighter B");
    case "disarm":
      return (
        "attacker:w:Attacker:who=anyone;via:c:Disarm by:list.via=melee;stage:c:Test:list.stage=1;attackSkill:n:Attack total:-10,990,0:a.attacker;weapon:c:Weapon:mw.attacker:e.via.melee;strategy:c:Strategy:msa=offense;attackMod:c:Attack modifier:frac=0;" +
        "defender:w:Defender:who=anyone;defenseSkill:n:MeleeDefense:-10,990,0:a.defender;parry:c:Parry with:parry.defender=carried;defense:c:Defense:ms=offense;" + DEFENSE_FOLLOW + "defenseMod:c:Defense modifier:frac=0;modifiers:m:Modifiers:mods."
      );
    case "endurance":
      return "character:w:Character:who=anyone;endurance:n:Endurance:-10,990,0:a.character;dr:h:DR, -1 every wound:-1," + MAX_EXACT + ",-1?c.character;section:c:Wound section:sec=torso:n.dr.-1;down:n:Sixth from top:1,6,3:n.dr.-1;unconscious:f:Unconscious now::a.character";
  }
  return "";
}

/** Fixed lists: name=id:label,id:label... */
const LISTS =
  "order=together:Together,a-first:A first (B breaks range),b-first:B first (A breaks range)|resist=melee:MeleeDefense,wrestling:Wrestling|" +
  "via=melee:Melee attack,wrestling:Wrestling|stage=1:1 attack or grab,2:2 disarm|action=hold:Hold,escape:Escape,throw:Throw|aimTime=0:No aim,1:1 s,2:2 s|" +
  "size=1/4:1/4 human,1/3:1/3 human,1/2:1/2 human,1:human,2:2x human,3:3x human,4:4x human|aim=random:Random hit,section:Section -1/5,location:Location -1/3,point:Point -1/2|" +
  "frac=-1/2:-1/2,-1/3:-1/3,-1/4:-1/4,-1/5:-1/5,-1/6:-1/6,0:none,+1/6:+1/6,+1/5:+1/5,+1/4:+1/4,+1/3:+1/3,+1/2:+1/2";

function fixedList(name: string): Choice[] {
  const all = LISTS.split("|");
  const out: Choice[] = [];
  for (let i = 0; i < all.length; i++) {
    if (all[i].substring(0, name.length + 1) !== name + "=") continue;
    const items = all[i].substring(name.length + 1).split(",");
    for (let j = 0; j < items.length; j++) {
      const k = items[j].indexOf(":");
      out.push({ id: items[j].substring(0, k), label: items[j].substring(k + 1) });
    }
  }
  return out;
}

/** An answer as text ("" none). */
export function answer(c: Ctx, id: string): string {
  const v = c.inputs[id];
  return typeof v === "string" ? v : v === undefined ? "" : String(v);
}

/** The choices of a source that reads only the answers and the party's names ("who", "list.order", "frac", ...). */
export function answerChoices(src: string, c: Ctx): Choice[] {
  const p = src.split(".");
  const out: Choice[] = [];
  let i = 0;
  switch (p[0]) {
    case "who":
      for (i = 0; i < c.party.length; i++) out.push({ id: c.party[i].id, label: c.party[i].name });
      out.push({ id: ANYONE, label: "Anyone" });
      return out;
    case "ms":
    case "msa":
    case "rs": {
      const l = strategyChoices(p[0] === "rs", p[0] === "msa");
      for (i = 0; i < l.length; i++) out.push({ id: l[i][0], label: l[i][1] });
      return out;
    }
    case "sec":
      const names = SECTIONS.split("|");
      for (i = 0; i < names.length; i++) out.push({ id: names[i], label: names[i] });
      return out;
    case "list":
      return fixedList(p[1]);
    default:
      return fixedList(p[0]);
  }
}

/** Whether one condition on the answers holds ("a.attacker", "e.defense.cautious", "ge.aim.1", ...); false for any other. */
export function answerHolds(cond: string, c: Ctx): boolean {
  const p = cond.split(".");
  switch (p[0]) {
    case "a":
      return answer(c, p[1]) === ANYONE;
    case "c":
      return answer(c, p[1]) !== ANYONE && answer(c, p[1]) !== "";
    case "e":
      return answer(c, p[1]) === p.slice(2).join(".");
    case "n":
      return answer(c, p[1]) !== p.slice(2).join(".");
    case "s":
      return answer(c, "skill" + p[1]) !== NONE && answer(c, "skill" + p[1]) !== "";
    case "z":
      return answer(c, "tn") !== NO_TN && (answer(c, "who") === ANYONE || "MeleeAttack RangedAttack Wrestling".split(" ").indexOf(answer(c, "stat")) >= 0);
    case "ge":
    case "lt": {
      const at = wordIndex(AIMS, answer(c, p[1]));
      return p[0] === "ge" ? at >= parseInt(p[2], 10) : at < parseInt(p[2], 10);
    }
    case "gs":
      return answer(c, "skill") !== NONE && answer(c, "skill") !== "";
  }
  return false;
}

/** Whether a question's conditions ("" always, else joined by "&") all hold, each by `one`. */
export function allHold(conds: string, c: Ctx, one: (cond: string, c: Ctx) => boolean): boolean {
  if (conds === "") return true;
  const list = conds.split("&");
  for (let i = 0; i < list.length; i++) if (!one(list[i], c)) return false;
  return true;
}

/** A check's questions (rules/questions.ts). */
export function questionsOf(check: string): string[] {
  const t = questionsText(check);
  return t === "" ? [] : t.split(";");
}

/** The checks as [id, label, menu] (menu "roll", "opposed" or "combat"), in menu order. */
export function checkList(): string[][] {
  const rows = CHECKS.split("\n");
  const out: string[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const f = rows[i].split("|");
    out.push([f[0], f[1], f[2] === "o" ? "opposed" : f[2] === "c" ? "combat" : "roll"]);
  }
  return out;
}
