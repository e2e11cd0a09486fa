/**
 * "attack": a Fighting or Marksmanship test with a weapon against the target's Combat Defense;
 * a hit deals base damage x degrees of success - Armor Rating (sifrp-combat.txt, "Damage &
 * Defeat", "Weapons", "Qualities"). The weapon's specialty gives its bonus dice, its training
 * takes them away (then adds penalty dice), and the qualities the text defines act here:
 * Adaptable, Close Range, Defensive, Entangling, Fast, Fragile, Grab, Off-hand.
 */
import { GROUP, LONG_LIST } from "../../../rules/device";
import { findCharacter, flag, num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Effect, FollowUp, Inputs, Odds, OddsLine, Outcome } from "../../../rules/types";
import { digits } from "../../../format/number";
import { textIndex } from "../../../format/text-index";
import { MAX_RANK, MIN_RANK } from "../abilities";
import { damageOf, health } from "../derived";
import { afterTraining, Pool, poolOf } from "../pool";
import { armorRatingOf, bonusOf, hasStatus, rankOf, sheetDefense } from "../sheet-stats";
import { atLeast, testOdds } from "../test-odds";
import { degreeCount, diceLines, poolText, resultLine, rollTest, signed, wrap } from "../test-roll";
import { eachWeaponRow, quality, rating, rowHead, weaponById, weaponRow } from "../tables/rows";
import { SifrpPack, SifrpSheet, Weapon } from "../types";
import { Ctx, ENTANGLED_PENALTY, Spec, anyone, extras, number, rawDice, sheetOf, whoInput } from "./common";
import { indexedSpec } from "../../../rules/lazy-spec";
import { listOf } from "../../../rules/line-pack";

/** Close Range: no penalty within 10 yards, -1D for every 10 yards (or part) beyond. */
export const CLOSE_RANGE = 10;
/** Fragile: two or more degrees of success break the weapon. */
export const FRAGILE_DEGREES = 2;
/**
 * The qualities this module acts on; the text names the others in Table 9-3 without defining
 * them (or, for Impale, breaks off mid-sentence), so an attack lists them for the GM to rule.
 */
export const ACTED_ON = ["Adaptable", "Bulk", "Close Range", "Defensive", "Entangling", "Fast", "Fragile", "Grab", "Off-hand"];

/** "also Powerful, Reach," / "Vicious": the weapon's qualities left to the GM, wrapped. */
export function otherQualities(w: Weapon): string[] {
  const words: string[] = [];
  for (let i = 0; i < w.qualities.length; i++) {
    const q = w.qualities[i];
    if (ACTED_ON.indexOf(q.name) >= 0) continue;
    words.push((words.length === 0 ? "also " : "") + q.name + (q.value ? " " + q.value : "") + (q.note ? " (" + q.note + ")" : ""));
  }
  for (let i = 0; i + 1 < words.length; i++) words[i] += ",";
  return wrap(words, 21);
}

/** The "no off-hand weapon" choice. */
export const NO_OFFHAND = "-";

/** Penalty dice for attacking at `yards` with a Close Range weapon: 11 yards is -1D, 21 is -2D. */
export function rangePenalty(yards: number): number {
  return yards > CLOSE_RANGE ? Math.floor((yards - CLOSE_RANGE + CLOSE_RANGE - 1) / CLOSE_RANGE) : 0;
}

/**
 * Weapons a character may attack with now: a grabbed one only Brawling weapons and short blades,
 * one holding a grab only Grab or Off-hand weapons (the text's Grab).
 */
export function usable(w: Weapon, s: SifrpSheet | null): boolean {
  if (s === null) return true;
  if (hasStatus(s, "grabbed") && w.specialty !== "Brawling" && w.specialty !== "Short Blade") return false;
  if (hasStatus(s, "grabbing") && quality(w, "Grab") === null && quality(w, "Off-hand") === null) return false;
  return true;
}

function weaponOf(c: Ctx): Weapon | null {
  return typeof c.inputs.weapon === "string" ? weaponById(c.pack, c.inputs.weapon) : null;
}

function weaponHas(name: string): (c: Ctx) => boolean {
  return function (c: Ctx): boolean {
    const w = weaponOf(c);
    return w !== null && quality(w, name) !== null;
  };
}

/**
 * The weapons the attacker may use, under their specialty. With `id`, that one alone or none (one
 * row read); for Anyone, with GROUP the pack's specialties when it has more than LONG_LIST
 * weapons, with GROUP + a specialty its weapons (DeviceRules.choices): the pack's 47 made ~330
 * JsVars on a Bangle.js 1 each time its list was made.
 */
function weaponChoices(c: Ctx, id?: string): Choice[] {
  const s = anyone(c.inputs, "who") ? null : findCharacter(c.party, c.inputs.who);
  const out: Choice[] = [];
  const group = id !== undefined && id.charAt(0) === GROUP ? id.substring(1) : null;
  if (id !== undefined && group === null) {
    const w = s === null || s.weapons.indexOf(id) >= 0 ? weaponById(c.pack, id) : null;
    if (w !== null && usable(w, s)) out.push({ id: w.id, label: w.name, group: w.specialty });
    return out;
  }
  if (s !== null) {
    // a character's few weapons are listed whole (none by group: DeviceRules.choices)
    for (let i = 0; i < s.weapons.length && group === null; i++) {
      const w = weaponById(c.pack, s.weapons[i]);
      if (w !== null && usable(w, s)) out.push({ id: w.id, label: w.name, group: w.specialty });
    }
    return out;
  }
  if (group === "") {
    // by specialty only when the pack's list is long
    let n = 0;
    eachWeaponRow(c.pack, function () {
      return ++n > LONG_LIST;
    });
    if (n <= LONG_LIST) return out;
  }
  // every weapon of the pack, without reading whole rows; the specialties listed so far
  const seen: string[] = [];
  eachWeaponRow(c.pack, function (row) {
    const head = rowHead(row);
    if (group === "") {
      if (seen.indexOf(head[2]) < 0) {
        seen.push(head[2]);
        out.push({ id: GROUP + head[2], label: head[2] });
      }
    } else if (group === null || group === head[2]) out.push({ id: head[0], label: head[1], group: head[2] });
  });
  return out;
}

/**
 * Off-hand weapons that could add their bonus: the sheet's (or, for Anyone, the pack's), not the
 * attacking one; with `id`, that one alone or none. A named weapon and a character's few are read
 * through weaponById's cache, which their other questions fill anyway (each found by a scan of
 * the rows, ~0.6 ms in the interpreter, was most of an attack's odds); the pack's, for Anyone,
 * only rows with the word and not through the cache: its Off-hand weapons filled it (~130
 * JsVars on a Bangle.js 1) while the attack's questions were asked.
 */
function offhandChoices(c: Ctx, id?: string): Choice[] {
  const out: Choice[] = [];
  if (id === undefined || id === NO_OFFHAND) out.push({ id: NO_OFFHAND, label: "none" });
  if (id === NO_OFFHAND) return out;
  const s = anyone(c.inputs, "who") ? null : findCharacter(c.party, c.inputs.who);
  function add(w: Weapon | null): void {
    if (w === null || w.id === c.inputs.weapon || (s !== null && s.weapons.indexOf(w.id) < 0)) return;
    if (quality(w, "Off-hand") !== null) out.push({ id: w.id, label: w.name + " +" + digits(rating(w, "Off-hand")) });
  }
  if (id !== undefined) add(weaponById(c.pack, id));
  else if (s !== null) for (let i = 0; i < s.weapons.length; i++) add(weaponById(c.pack, s.weapons[i]));
  else {
    eachWeaponRow(c.pack, function (row) {
      if (textIndex(row, "Off-hand") >= 0) add(weaponRow(row, listOf(c.pack, "marksmanship")));
    });
  }
  return out;
}

function raw(who: string): (c: Ctx) => boolean {
  return function (c: Ctx): boolean {
    return anyone(c.inputs, who);
  };
}

/** The damage's seven inputs. */
function damageInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return number("damage", "damage ability rank", MIN_RANK, MAX_RANK, undefined, function (c) {
        const w = weaponOf(c);
        return anyone(c.inputs, "who") && w !== null && w.damageAbility !== "";
      });
    case 1:
      return { id: "hands", label: "two hands", kind: "flag", initial: false, when: weaponHas("Adaptable") };
    case 2:
      return {
        id: "offhand",
        label: "off-hand bonus",
        kind: "choice",
        initial: NO_OFFHAND,
        choices: offhandChoices,
        when: function (c) {
          return offhandChoices(c).length > 1;
        },
      };
    case 3:
      return { id: "divided", label: "divided attack", kind: "flag", initial: false, when: weaponHas("Fast") };
    case 4:
      return number("share", "test dice (share)", 1, MAX_RANK, undefined, function (c) {
        return c.inputs.divided === true && !anyone(c.inputs, "who");
      });
    case 5:
      return number("shareBonus", "bonus dice (share)", 0, MAX_RANK, 0, function (c) {
        return c.inputs.divided === true && !anyone(c.inputs, "who");
      });
    case 6:
      return number("range", "range (yards)", 0, 1000, 0, weaponHas("Close Range"));
  }
  return undefined;
}

/** The target's seven inputs. */
function targetInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("target", "Target");
    case 1:
      return number("defense", "Combat Defense", -30, 60, undefined, raw("target"));
    case 2:
      return number("armor", "Armor Rating", 0, 30, 0, raw("target"));
    case 3:
      return { id: "helpless", label: "target helpless", kind: "flag", initial: false };
    case 4:
      return number("targetAgility", "target Agility", 0, MAX_RANK, 0, function (c) {
        return anyone(c.inputs, "target") && c.inputs.helpless === true;
      });
    case 5:
      return { id: "grab", label: "try to grab", kind: "flag", initial: false, when: weaponHas("Grab") };
    case 6:
      return number("passive", "passive Athletics", 0, 60, undefined, function (c) {
        return c.inputs.grab === true;
      });
  }
  return undefined;
}

/** Input i of the attack: the attacker, the weapon, the raw dice, the damage's seven, the target's seven, the extras. */
function attackInput(i: number): Spec | undefined {
  if (i === 0) return whoInput("who", "Attacker");
  if (i === 1) return { id: "weapon", label: "Weapon", kind: "choice", choices: weaponChoices };
  if (i < 4) return rawDice("who", "", "Fighting/Marks. rank", "specialty bonus dice")[i - 2];
  if (i < 11) return damageInput(i - 4);
  if (i < 18) return targetInput(i - 11);
  return i < 21 ? extras("")[i - 18] : undefined;
}

export interface AttackSetup {
  attacker: SifrpSheet | null;
  target: SifrpSheet | null;
  weapon: Weapon;
  test: number;
  bonus: number;
  penalty: number;
  modifier: number;
  pool: Pool;
  defense: number;
  armor: number;
  /** the weapon deals damage (a Net deals none) */
  deals: boolean;
  /** base damage before degrees: the ability's rank + the weapon's modifier (+ Adaptable, Off-hand) */
  base: number;
  /** the passive Athletics a grab must reach, -1 when not grabbing */
  grabAt: number;
  /** the attacker gives up its guard weapon's Defensive bonus by this attack */
  unguard: boolean;
  /** the target's Health left, -1 without a sheet */
  healthLeft: number;
  /** how the numbers came about, for the GM */
  notes: string[];
}

function dicePart(inputs: Inputs, s: SifrpSheet | null, w: Weapon): number[] {
  if (s === null) return [num(inputs, "rank"), num(inputs, "bonus")];
  if (inputs.divided === true) return [num(inputs, "share"), num(inputs, "shareBonus")];
  return [rankOf(s, w.ability), bonusOf(s, w.ability, w.specialty)];
}

export function attackSetup(inputs: Inputs, party: SifrpSheet[], pack: SifrpPack): AttackSetup {
  const s = sheetOf(party, inputs, "who");
  const t = sheetOf(party, inputs, "target");
  const w = weaponById(pack, str(inputs, "weapon")) as Weapon;
  const notes: string[] = [];
  const dice = dicePart(inputs, s, w);
  const helpless = flag(inputs, "helpless") || (t !== null && hasStatus(t, "helpless"));
  let test = dice[0] + num(inputs, "extra");
  let bonus = dice[1];
  let penalty = num(inputs, "penalty");
  if (helpless) {
    test += 1;
    notes.push("helpless +1D");
  }
  // Fast: +1B on each test of a divided attack, never more bonus dice than test dice
  if (flag(inputs, "divided") && quality(w, "Fast") !== null && bonus + 1 <= test) {
    bonus += 1;
    notes.push("fast +1B");
  }
  if (w.training > 0) {
    const after = afterTraining(bonus, penalty, w.training);
    notes.push("training -" + w.training + "B");
    bonus = after[0];
    penalty = after[1];
  }
  const range = quality(w, "Close Range") !== null ? rangePenalty(num(inputs, "range")) : 0;
  if (range > 0) {
    penalty += range;
    notes.push("range -" + range + "D");
  }
  let modifier = num(inputs, "modifier");
  if (s !== null && hasStatus(s, "entangled")) {
    modifier += ENTANGLED_PENALTY;
    notes.push("entangled " + signed(ENTANGLED_PENALTY));
  }
  const offhand = str(inputs, "offhand");
  const off = offhand === "" || offhand === NO_OFFHAND ? null : weaponById(pack, offhand);
  let base = 0;
  if (w.damageAbility !== "") {
    base = (s === null ? num(inputs, "damage") : rankOf(s, w.damageAbility)) + w.damageMod;
    if (flag(inputs, "hands") && quality(w, "Adaptable") !== null) {
      base += 1;
      notes.push("two hands +1");
    }
    if (off !== null) {
      base += rating(off, "Off-hand");
      notes.push("off-hand +" + rating(off, "Off-hand"));
    }
  }
  const defense = t === null ? num(inputs, "defense") - (helpless ? num(inputs, "targetAgility") : 0) : sheetDefense(t, pack, helpless);
  return {
    attacker: s,
    target: t,
    weapon: w,
    test: test,
    bonus: bonus,
    penalty: penalty,
    modifier: modifier,
    pool: poolOf(test, bonus, penalty, s === null ? "rank" : "extra"),
    defense: defense,
    armor: t === null ? num(inputs, "armor") : armorRatingOf(t, pack),
    deals: w.damageAbility !== "",
    base: base,
    grabAt: flag(inputs, "grab") ? num(inputs, "passive") : -1,
    unguard: s !== null && s.guard !== "" && !hasStatus(s, "unguarded") && (s.guard === w.id || (off !== null && s.guard === off.id)),
    healthLeft: t === null ? -1 : health(rankOf(t, "Endurance")) - t.damage,
    notes: notes,
  };
}

function status(s: SifrpSheet, name: string, set: boolean, why: string): Effect {
  return { character: s.id, kind: "status", text: s.name + ": " + (set ? "" : "no longer ") + name + " (" + why + ")", data: { status: name, set: set } };
}

/** The followUps an Entangling hit calls for: the target's two ways out. */
export function escapeFollowUps(target: SifrpSheet | null): FollowUp[] {
  const who = target === null ? "*" : target.id;
  return [
    { label: "Escape: Athletics (9)", check: "escape", inputs: { who: who, via: "Athletics" } },
    { label: "Escape: Agility (9)", check: "escape", inputs: { who: who, via: "Agility" } },
  ];
}

export const attack: CheckImpl<SifrpSheet, SifrpPack> = {
  spec: indexedSpec("attack", "Attack", attackInput, "combat"),
  resolve: function (inputs, party, pack, rng): Outcome {
    const a = attackSetup(inputs, party, pack);
    const w = a.weapon;
    const r = rollTest(rng, a.pool, a.modifier, a.defense);
    const hit = r.degrees > 0;
    let lines = [w.name + " " + poolText(a.test, a.bonus, a.penalty)].concat(diceLines(r));
    if (a.notes.length > 0) lines.push(a.notes.join(", "));
    lines.push(resultLine(r, "CD " + a.defense));
    lines.push(hit ? "hit, " + degreeCount(r.degrees) : "miss");
    const effects: Effect[] = [];
    let followUps: FollowUp[] = [];
    let table = hit ? "HIT" : "MISS";
    let dmg = 0;
    if (hit && a.deals) {
      dmg = damageOf(a.base, r.degrees, a.armor);
      lines.push("damage " + a.base + "x" + r.degrees + "-" + a.armor + " = " + dmg);
      if (a.target !== null && dmg > 0) {
        const left = a.healthLeft - dmg;
        effects.push({ character: a.target.id, kind: "damage", text: a.target.name + ": " + dmg + " damage", data: { amount: dmg } });
        if (left <= 0) {
          table = "DEFEATED";
          lines.push(a.target.name + " defeated");
        } else lines.push("Health left " + left);
      }
    }
    if (hit && quality(w, "Entangling") !== null) {
      lines.push("entangled: move 1, -5");
      if (a.target !== null) effects.push(status(a.target, "entangled", true, w.name));
      followUps = followUps.concat(escapeFollowUps(a.target));
    }
    if (a.grabAt >= 0) {
      const held = hit && r.result >= a.grabAt;
      lines.push(held ? "grab: holds (vs " + a.grabAt + ")" : "grab: fails (vs " + a.grabAt + ")");
      if (held && a.target !== null) effects.push(status(a.target, "grabbed", true, "grab"));
      if (held && a.attacker !== null) effects.push(status(a.attacker, "grabbing", true, "grab"));
    }
    if (hit && r.degrees >= FRAGILE_DEGREES && quality(w, "Fragile") !== null) {
      lines.push(w.name + " breaks");
      if (a.attacker !== null) effects.push({ character: a.attacker.id, kind: "break", text: a.attacker.name + ": " + w.name + " breaks", data: { weapon: w.id } });
    }
    if (a.unguard && a.attacker !== null) {
      lines.push("guard lost to next turn");
      effects.push(status(a.attacker, "unguarded", true, "until next turn"));
    }
    lines = lines.concat(otherQualities(w));
    const n = r.degrees;
    return {
      check: "attack",
      table: table,
      degree: hit ? degreeCount(n) : "",
      lines: lines,
      summary: w.name + " " + poolText(a.test, a.bonus, a.penalty) + ": " + r.result + " vs CD " + a.defense + (hit ? ", hit x" + n + (a.deals ? ", " + dmg + " damage" : "") : ", miss"),
      effects: effects,
      followUps: followUps,
    };
  },
  odds: function (inputs, party, pack): Odds {
    const a = attackSetup(inputs, party, pack);
    const o = testOdds(a.pool, a.modifier, a.defense);
    const lines: OddsLine[] = [{ id: "miss", label: "miss", p: o.failure }];
    let defeat = 0;
    for (let d = 1; d <= 4; d++) {
      const dmg = a.deals ? damageOf(a.base, d, a.armor) : -1;
      lines.push({ id: "hit" + d, label: "hit x" + d + (dmg >= 0 ? ", " + dmg + " damage" : ""), p: o.degrees[d - 1] });
      if (a.healthLeft > 0 && dmg >= a.healthLeft) defeat += o.degrees[d - 1];
    }
    if (a.healthLeft > 0 && a.deals) lines.push({ id: "defeat", label: "target defeated", p: defeat });
    if (a.grabAt >= 0) lines.push({ id: "grab", label: "hit and grab", p: atLeast(a.pool, a.modifier, a.grabAt > a.defense ? a.grabAt : a.defense) });
    if (quality(a.weapon, "Fragile") !== null) lines.push({ id: "break", label: "weapon breaks", p: o.degrees[1] + o.degrees[2] + o.degrees[3] });
    return { check: "attack", lines: lines };
  },
};
