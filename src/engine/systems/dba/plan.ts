/**
 * From an attack's completed inputs to its three stages: each side's stats (the sheet less its
 * injury penalty, plus the weapon; or Anyone's raw numbers), the tactics, the long-range
 * accuracy or the melee range penalty, then the stage rules with their force overrides.
 */
import { engineError } from "../../errors";
import { textIndex } from "../../format/text-index";
import { num, str } from "../../rules/inputs";
import { Inputs } from "../../rules/types";
import { ANYONE, tacticLevel, weaponOf } from "./attack-inputs";
import { injuredStats } from "./injuries";
import { longRangeModifier } from "./long-range";
import { sizeOf, tacticOf } from "./lookup";
import { wholeSheet } from "./party";
import { rangePenalty, reachText, reaches } from "./reach";
import { StagePlan } from "./stage";
import { DbaPack, DbaSheet, TacticRow } from "./types";

export interface AttackPlan {
  attackerName: string;
  defenderName: string;
  /** the defender's sheet, when it is a party member (injuries go there) */
  defender: DbaSheet | null;
  /** injuries dealt on a hit */
  deals: number;
  ranged: boolean;
  /** short notes for the GM: what changed the stats ("Caution 2", "range -2 Qk") */
  notes: string[];
  /** dodge, block, armor in that order */
  stages: StagePlan[];
}

interface Side {
  name: string;
  sheet: DbaSheet | null;
  stats: { [stat: string]: number };
}

function side(inputs: Inputs, party: DbaSheet[], pack: DbaPack, input: string, keys: string[]): Side {
  const id = str(inputs, input);
  if (id === ANYONE) {
    const stats: { [stat: string]: number } = {};
    // input ids are the stat keys in lower case ("blockForce" is asked as "blockforce")
    for (let i = 0; i < keys.length; i++) stats[keys[i]] = num(inputs, keys[i].toLowerCase());
    return { name: "Anyone", sheet: null, stats: stats };
  }
  const sheet = wholeSheet(party, id);
  return { name: sheet.name, sheet: sheet, stats: injuredStats(sheet, pack) as unknown as { [stat: string]: number } };
}

/** Anyone has no sheet to hold a level: any amount the input allows. */
const MAX_LEVEL_ANYONE = 1000;

/**
 * How many points of a tactic apply: none for a free one; the side's level for a "level"
 * tactic; the amount asked, at most the side's level, for an "up to" one.
 */
function tacticPoints(row: TacticRow, s: Side, inputs: Inputs, amountInput: string): number {
  if (row.scale === "free") return 0;
  const level = s.sheet ? tacticLevel(s.sheet, row.id) : MAX_LEVEL_ANYONE;
  if (row.scale === "level" && s.sheet) return level;
  const n = num(inputs, amountInput);
  if (n > level) {
    throw engineError("INPUT", "input '" + amountInput + "' must be at most " + level + " (" + s.name + "'s " + row.name + " level), got " + n, amountInput);
  }
  return n;
}

function applyTactic(row: TacticRow | null, points: number, s: Side, notes: string[]): void {
  if (row === null) return;
  const keys = Object.keys(row.effects);
  for (let i = 0; i < keys.length; i++) s.stats[keys[i]] += row.effects[keys[i]] * points;
  notes.push(s.name + ": " + row.name + (row.scale === "free" ? "" : " " + points));
}

function waives(row: TacticRow | null, what: string): boolean {
  if (row === null || !row.waive) return false;
  for (let i = 0; i < row.waive.length; i++) if (row.waive[i] === what) return true;
  return false;
}

export function planAttack(inputs: Inputs, party: DbaSheet[], pack: DbaPack): AttackPlan {
  const notes: string[] = [];
  const a = side(inputs, party, pack, "attacker", ["quickness", "force", "accuracy"]);
  const d = side(inputs, party, pack, "defender", ["dodge", "block", "blockForce", "coverage", "armorForce"]);
  if (a.sheet !== null && a.sheet === d.sheet) throw engineError("INPUT", "input 'defender': a character cannot attack itself", "defender");

  // the attack's own properties: from the weapon, or Anyone's inputs
  let antiBlock = num(inputs, "antiblock");
  let deals = num(inputs, "deals");
  let ranged = str(inputs, "kind") === "ranged";
  let reach = str(inputs, "reach");
  let weaponName = "weapon";
  const props = "," + str(inputs, "props") + ",";
  let area = textIndex(props, ",area,") >= 0;
  let diffuse = textIndex(props, ",diffuse,") >= 0;
  let halfSword = true;
  if (a.sheet) {
    const w = weaponOf(a.sheet, str(inputs, "weapon"));
    if (w === null) throw engineError("INPUT", "input 'weapon': " + a.name + " has no weapon '" + str(inputs, "weapon") + "'", "weapon");
    a.stats.quickness += w.quickness || 0;
    a.stats.force += w.force || 0;
    a.stats.accuracy += w.accuracy || 0;
    antiBlock = w.antiBlock || 0;
    deals = w.injuries;
    ranged = w.ranged === true;
    reach = w.reach || "";
    weaponName = w.name;
    area = w.area === true;
    diffuse = w.diffuse === true;
    halfSword = w.halfSword === true;
  }

  const at = tacticOf(pack, str(inputs, "tactic"));
  if (at && at.needs === "halfSword" && !halfSword) {
    throw engineError("INPUT", "input 'tactic': " + at.name + " needs a longsword with mailed gauntlets, not " + weaponName, "tactic");
  }
  applyTactic(at, at ? tacticPoints(at, a, inputs, "amount") : 0, a, notes);
  if (at && at.reach) reach = at.reach;
  const dt = tacticOf(pack, str(inputs, "dtactic"));
  applyTactic(dt, dt ? tacticPoints(dt, d, inputs, "damount") : 0, d, notes);

  if (ranged) {
    const m = longRangeModifier(pack.longRange, num(inputs, "distance"));
    a.stats.accuracy += m;
    if (m !== 0) notes.push(num(inputs, "distance") + " m: Accuracy " + (m > 0 ? "+" : "") + m);
  } else {
    const fightAt = str(inputs, "at");
    if (fightAt !== "any" && !reaches(pack, reach, fightAt)) {
      throw engineError(
        "INPUT",
        "input 'at': " + a.name + "'s " + weaponName + " (" + reach + " range) reaches " + reachText(pack, reach) + " range, not " + fightAt + " range",
        "at"
      );
    }
    const pen = rangePenalty(pack, reach, str(inputs, "dreach"), fightAt);
    a.stats.quickness -= pen;
    if (pen > 0) notes.push("Shorter weapon: Qk -" + pen);
  }

  const minCoverage = sizeOf(pack, d.sheet ? d.sheet.size : str(inputs, "size")).minCoverage;
  const q = a.stats.quickness;
  const force = a.stats.force;
  const ds = d.stats;
  const pierced = ranged && force > ds.armorForce;
  const stages: StagePlan[] = [
    { id: "dodge", attacker: q, defender: ds.dodge, auto: waives(dt, "dodge") ? "waived" : area ? "area" : "", note: "" },
    {
      id: "block",
      attacker: q + antiBlock,
      defender: ds.block,
      auto: waives(dt, "block") ? "waived" : diffuse ? "diffuse" : force > ds.blockForce ? "force" : "",
      note: "",
    },
    {
      id: "armor",
      attacker: a.stats.accuracy,
      defender: pierced && ds.coverage > minCoverage ? minCoverage : ds.coverage,
      auto: !ranged && force > ds.armorForce ? "force" : "",
      note: pierced ? "pierced" : "",
    },
  ];
  return { attackerName: a.name, defenderName: d.name, defender: d.sheet, deals: deals, ranged: ranged, notes: notes, stages: stages };
}
