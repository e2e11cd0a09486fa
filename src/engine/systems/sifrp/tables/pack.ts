/**
 * The default SIFRP rules pack: Tables 9-1 (Run bonus), 9-2 (armor) and 9-3 (weapons) of
 * sifrp-combat.txt, every row as printed (the text's U+2013 minus is written "-"), and the
 * pack validator. Rows are "id|..." text (types.ts explains why).
 *
 * Table 9-3 rows that the text's layout ran together (Longaxe/Mattock, Ball and Chain/Cudgel,
 * Warhammer/Fist, Knife/Whip/Braavosi Blade/Left-hand Dagger, Arakh/Bastard Sword,
 * Halberd/Peasant Tool, Pole-axe/Buckler, Shield Large/Tower, the bows and crossbows) are split
 * where one weapon's qualities end and the next name begins. Weapons listed twice (Frog Spear,
 * Hand Axe, Knife, Spear, Trident: once in melee, once under Thrown) get a "-thrown" id.
 */
import { shown } from "../../../format/shown";
import { isInt } from "../../../math/exact";
import { Problem } from "../../../rules/types";
import { madeWhole } from "../../../rules/made-whole";
import { isList } from "../../../validate";
import { SifrpPack } from "../types";
import { readArmor, readWeapon, rowHead } from "./rows";

export const PACK_VERSION = 1;

/**
 * Table 9-3, one row a line with "\n" before each: one text, which the device reads from flash a
 * row at a time (as a list, its 58 rows were ~117 JsVars held on a Bangle.js 1).
 */
const WEAPON_TEXT =
  "\nbattleaxe|Battleaxe|Axes|-|Athletics|Adaptable" +
  "\ncrowbill|Crowbill|Axes|-|Athletics-1|Shattering 1" +
  "\nhand-axe|Hand Axe|Axes|-|Athletics-1|Defensive +1, Off-hand +1" +
  "\nlongaxe|Longaxe|Axes|1B|Athletics+3|Bulk 1, Powerful, Reach, Two-handed, Vicious" +
  "\nmattock|Mattock|Axes|-|Athletics+1|Powerful, Slow, Two-handed" +
  "\nwoodsmans-axe|Woodsman's Axe|Axes|-|Athletics+1|Two-handed" +
  "\nball-and-chain|Ball and Chain|Bludgeon|1B|Athletics|Powerful, Shattering 1" +
  "\ncudgel|Cudgel/Club|Bludgeon|-|Athletics-1|Off-hand +1" +
  "\nflail|Flail|Bludgeon|2B|Athletics+3|Powerful, Shattering 1, Two-handed" +
  "\nmace|Mace|Bludgeon|-|Athletics|-" +
  "\nmaul|Maul|Bludgeon|-|Athletics+1|Bulk 1, Shattering 1, Slow, Staggering, Two-handed" +
  "\nmorningstar|Morningstar|Bludgeon|-|Athletics|Shattering 1, Vicious" +
  "\nquarterstaff|Quarterstaff|Bludgeon|-|Athletics|Fast, Two-handed" +
  "\nwarhammer|Warhammer|Bludgeon|-|Athletics|Bulk 1, Powerful, Shattering 2, Slow, Two-handed" +
  "\nfist|Fist|Brawling|-|Athletics-3|Grab, Off-hand +1" +
  "\ngauntlet|Gauntlet|Brawling|-|Athletics-2|Grab, Off-hand +1" +
  "\nimprovised|Improvised|Brawling|-|Athletics-1|Slow" +
  "\nknife|Knife|Brawling|-|Athletics-2|Fast, Off-hand +1" +
  "\nwhip|Whip|Brawling|2B|Agility-1|Entangling, Reach" +
  "\nbraavosi-blade|Braavosi Blade|Fencing|1B|Agility|Defensive +1, Fast" +
  "\nleft-hand-dagger|Left-hand Dagger|Fencing|1B|Agility-1|Defensive +2, Off-hand +1" +
  "\nsmall-sword|Small Sword|Fencing|-|Agility-1|Fast" +
  "\narakh|Arakh|Long Blade|1B|Athletics|Adaptable, Fast" +
  "\nbastard-sword|Bastard Sword|Long Blade|1B|Athletics+1|Adaptable" +
  "\ngreatsword|Greatsword|Long Blade|-|Athletics+3|Powerful, Slow, Two-handed, Unwieldy, Vicious" +
  "\nlongsword|Longsword|Long Blade|-|Athletics+1|-" +
  "\nhalberd|Halberd|Pole-arm|1B|Athletics+3|Bulk 1, Powerful, Two-handed" +
  "\npeasant-tool|Peasant Tool|Pole-arm|-|Athletics+2|Two-handed, Unwieldy" +
  "\npole-axe|Pole-axe|Pole-arm|1B|Athletics+3|Bulk 1, Powerful, Reach, Two-handed, Unwieldy" +
  "\nbuckler|Buckler|Shield|-|Athletics-2|Defensive +1, Off-hand +1" +
  "\nshield|Shield|Shield|-|Athletics-2|Defensive +2" +
  "\nshield-large|Shield, Large|Shield|1B|Athletics-2|Bulk 1, Defensive +4" +
  "\nshield-tower|Shield, Tower|Shield|2B|Athletics-2|Bulk 2, Defensive +6" +
  "\ndagger|Dagger|Short Blade|-|Agility-2|Defensive +1, Off-hand +1" +
  "\ndirk|Dirk|Short Blade|-|Agility-2|Off-hand +2" +
  "\nstiletto|Stiletto|Short Blade|1B|Agility|Piercing 2" +
  "\nboar-spear|Boar Spear|Spear|1B|Athletics+1|Impale, Powerful, Slow, Two-handed" +
  "\nfrog-spear|Frog Spear|Spear|1B|Agility+1|Adaptable" +
  "\npike|Pike|Spear|-|Athletics+2|Impale, Set for Charge, Slow, Two-handed, Unwieldy" +
  "\nspear|Spear|Spear|-|Athletics|Fast, Two-handed" +
  "\ntourney-lance|Tourney Lance|Spear|1B|Animal Handling+3|Bulk 1, Mounted, Powerful, Reach, Slow" +
  "\ntrident|Trident|Spear|-|Athletics|Adaptable, Slow" +
  "\nwar-lance|War Lance|Spear|1B|Animal Handling+4|Bulk 2, Impale, Mounted, Powerful, Slow, Vicious" +
  "\nbow-double|Bow, Double-curved|Bow|1B|Agility+1|Long Range, Powerful, Two-handed" +
  "\nbow-hunting|Bow, Hunting|Bow|-|Agility|Long Range, Two-handed" +
  "\nlongbow|Longbow|Bow|1B|Agility+2|Long Range, Piercing 1, Two-handed, Unwieldy" +
  "\ncrossbow-heavy|Crossbow, Heavy|Crossbow|-|Agility+2|Long Range, Piercing 2, Reload (Greater), Slow, Two-handed, Vicious" +
  "\ncrossbow-light|Crossbow, Light|Crossbow|-|Agility+1|Long Range, Reload (Lesser), Slow" +
  "\ncrossbow-medium|Crossbow, Medium|Crossbow|-|Agility+1|Long Range, Piercing 1, Reload (Lesser), Slow, Two-handed" +
  "\ncrossbow-myrish|Crossbow, Myrish|Crossbow|1B|Agility+1|Long Range, Piercing 1, Two-handed" +
  "\nfrog-spear-thrown|Frog Spear (thrown)|Thrown|1B|Agility+1|Close Range" +
  "\nhand-axe-thrown|Hand Axe (thrown)|Thrown|-|Athletics|Close Range" +
  "\njavelin|Javelin|Thrown|-|Athletics|Close Range" +
  "\nknife-thrown|Knife (thrown)|Thrown|-|Agility-1|Close Range, Fast" +
  "\nnet|Net|Thrown|1B|None|Close Range, Entangling" +
  "\nsling|Sling|Thrown|-|Athletics-1|Long Range" +
  "\nspear-thrown|Spear (thrown)|Thrown|-|Athletics|Close Range" +
  "\ntrident-thrown|Trident (thrown)|Thrown|-|Athletics|Close Range";

/**
 * The default pack as the device holds it (its entry "p"): the weapons are `weaponText`, their
 * list is made only when read. `SIFRP_PACK` is the same pack made whole, as the desktop keeps it.
 */
export const SIFRP_TABLES: SifrpPack = {
  system: "sifrp",
  version: PACK_VERSION,
  armor: [
    "clothing|Clothing|0|0|0",
    "robes|Robes, Vestments|1|0|1",
    "padded|Padded|1|0|0",
    "leather-soft|Leather, Soft|2|-1|0",
    "leather-hard|Leather, Hard|3|-2|0",
    "bone-wood|Bone or Wood|4|-3|1",
    "ring|Ring|4|-2|1",
    "hide|Hide|5|-2|2",
    "mail|Mail|5|-3|2",
    "breastplate|Breastplate|5|-2|3",
    "scale|Scale|6|-3|2",
    "splint|Splint|7|-3|3",
    "brigandine|Brigandine|8|-4|3",
    "half-plate|Half Plate|9|-5|3",
    "full-plate|Full Plate|10|-6|3",
  ],
  get weapons(): string[] {
    return WEAPON_TEXT.substring(1).split("\n");
  },
  weaponText: function (): string {
    return WEAPON_TEXT;
  },
  marksmanship: ["Bow", "Crossbow", "Thrown"],
  // Table 9-1: 0B-1B +0 yd, 2B-3B +1 yd, 4B-5B +2 yd, 6B-7B +3 yd
  run: [0, 2, 4, 6],
};

/** The default pack, every table made (rules/made-whole.ts). */
export const SIFRP_PACK: SifrpPack = /*#__PURE__*/ madeWhole(SIFRP_TABLES);

function checkIds(rows: unknown[], path: string, problems: Problem[]): void {
  const seen: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (typeof rows[i] !== "string") continue;
    const id = rowHead(rows[i] as string)[0];
    for (let j = 0; j < seen.length; j++) if (seen[j] === id) problems.push({ path: path + "[" + i + "].id", message: "repeats id " + shown(id) });
    seen.push(id);
  }
}

function checkTextList(v: unknown, path: string, min: number, problems: Problem[]): v is unknown[] {
  if (!isList(v)) {
    problems.push({ path: path, message: "must be a list" });
    return false;
  }
  if (v.length < min) problems.push({ path: path, message: "needs at least " + min + " rows" });
  return true;
}

function checkMarksmanship(v: unknown, problems: Problem[]): string[] {
  if (!checkTextList(v, "marksmanship", 0, problems)) return [];
  const m = v as unknown[];
  for (let i = 0; i < m.length; i++) if (typeof m[i] !== "string") problems.push({ path: "marksmanship[" + i + "]", message: "must be a specialty name" });
  return m as string[];
}

function checkRun(v: unknown, problems: Problem[]): void {
  if (!checkTextList(v, "run", 1, problems)) return;
  const r = v as unknown[];
  for (let i = 0; i < r.length; i++) {
    const x = r[i];
    const prev = i === 0 ? -1 : (r[i - 1] as number);
    if (!isInt(x) || (i === 0 ? x !== 0 : x <= prev) || x > 30) {
      problems.push({ path: "run[" + i + "]", message: "must be whole numbers of bonus dice rising from 0 (at most 30), got " + shown(x) });
    }
  }
}

export function validatePack(pack: unknown): Problem[] {
  const problems: Problem[] = [];
  if (typeof pack !== "object" || pack === null || isList(pack)) return [{ path: "", message: "a rules pack must be a JSON object" }];
  const p = pack as { [k: string]: unknown };
  if (p.system !== "sifrp") problems.push({ path: "system", message: "must be \"sifrp\", got " + shown(p.system) });
  if (!isInt(p.version) || p.version < 1) problems.push({ path: "version", message: "must be a whole number from 1, got " + shown(p.version) });
  const marks = checkMarksmanship(p.marksmanship, problems);
  const armor = checkTextList(p.armor, "armor", 1, problems) ? (p.armor as unknown[]) : [];
  for (let i = 0; i < armor.length; i++) readArmor(armor[i], "armor[" + i + "]", problems);
  checkIds(armor, "armor", problems);
  const weapons = checkTextList(p.weapons, "weapons", 1, problems) ? (p.weapons as unknown[]) : [];
  for (let i = 0; i < weapons.length; i++) readWeapon(weapons[i], marks, "weapons[" + i + "]", problems);
  checkIds(weapons, "weapons", problems);
  checkRun(p.run, problems);
  return problems;
}
