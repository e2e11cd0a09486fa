/**
 * An attack: a DX roll with the hand-weapon or ranged adjustments; when it succeeds, 1d for
 * the location (a covered one stops a missile), the damage and its effect on the target.
 * A disabled (or mortally wounded) target may be slain without a roll.
 */
import { engineError } from "../../../errors";
import { RandomGenerator } from "../../../random/generator";
import { list, num, str } from "../../../rules/inputs";
import { CheckImpl, Choice, Inputs } from "../../../rules/types";
import { die } from "../../../random/dice";
import { facesText, outcomes, rollDice, succeeds, successWays } from "../dice";
import { int, line, odds, outcome, signed } from "../lines";
import { TftPack, TftSheet, WeaponRow } from "../types";
import { Ctx, chosenSheet, MAX_ATTR, MIN_ATTR, Spec, Target, nameOf, rawAttr, rawNumber, sheetOf, statInput, statTarget, whoInput } from "../who";
import {
  TargetState,
  attackerStInput,
  blowSetup,
  conditionTable,
  conditionWays,
  handsInput,
  hthInput,
  land,
  landedEffects,
  landedLines,
  targetInput,
  targetOf,
  weaponInput,
  weaponOf,
} from "./blow";
import { indexedSpec } from "../../../rules/lazy-spec";
import { listOf } from "../../../rules/line-pack";

function weapon(c: Ctx): WeaponRow | null {
  return weaponOf(c.pack, str(c.inputs, "weapon"));
}

/** Hand weapons and unarmed blows use the hand adjustments; ranged weapons range and shots. */
function isRanged(c: Ctx): boolean {
  const w = weapon(c);
  return w !== null && w.kind === "ranged";
}

function isHandWeapon(c: Ctx): boolean {
  const w = weapon(c);
  return w !== null && w.kind === "hand";
}

function isMelee(c: Ctx): boolean {
  return str(c.inputs, "weapon") !== "" && !isRanged(c);
}

function flagWhen(id: string, label: string, when: (c: Ctx) => boolean): Spec {
  return { id: id, label: label, kind: "flag", initial: false, when: when };
}

function choiceWhen(id: string, label: string, initial: string, options: Choice[], when: (c: Ctx) => boolean): Spec {
  return {
    id: id,
    label: label,
    kind: "choice",
    initial: initial,
    choices: function (): Choice[] {
      return options;
    },
    when: when,
  };
}

/** The target is down (current ST 1 or 0): a foe may slay them without a roll. */
function targetDown(c: Ctx): boolean {
  const s = chosenSheet(c, "target");
  const cur = s ? s.st - s.hits : num(c.inputs, "tst") - num(c.inputs, "thits");
  return cur === 0 || cur === 1;
}

/** The attacker's and the attack's sixteen inputs. */
function ownInput(i: number): Spec | undefined {
  switch (i) {
    case 0:
      return whoInput("who", "Attacker");
    case 1:
      return rawAttr("dx", "Attacker DX", "who", MIN_ATTR, MAX_ATTR);
    case 2:
      return rawNumber("dice", "Dice (4 untrained, 3 skilled)", "who", 3, 4, 4);
    case 3:
      return statInput("skill", "who", "DX");
    case 4:
      return weaponInput();
    case 5:
      return attackerStInput();
    case 6:
      return handsInput();
    case 7:
      return hthInput();
    case 8:
      return flagWhen("longer", "Weapon longer", isHandWeapon);
    case 9:
      return flagWhen("set", "Set vs charge", function (c: Ctx): boolean {
        const w = weapon(c);
        return w !== null && w.kind === "hand" && w.pointed;
      });
    case 10:
      return choiceWhen(
        "facing",
        "From",
        "front",
        [
          { id: "front", label: "front" },
          { id: "side", label: "side" },
          { id: "behind", label: "behind" },
        ],
        isMelee
      );
    case 11:
      return choiceWhen(
        "kit",
        "Attacker kit",
        "light",
        [
          { id: "light", label: "light" },
          { id: "heavy", label: "heavy kit" },
          { id: "burdened", label: "burdened" },
        ],
        isMelee
      );
    case 12:
      return { id: "distance", label: "Distance (spaces)", kind: "number", min: 0, max: 10000, initial: 0, when: isRanged };
    case 13:
      return {
        id: "shots",
        label: "Shots fired",
        kind: "number",
        min: 1,
        max: 20,
        initial: 1,
        when: function (c: Ctx): boolean {
          const w = weapon(c);
          return w !== null && w.shots > 1;
        },
      };
    case 14:
      return {
        id: "cover",
        label: "Covered parts",
        kind: "choices",
        initial: "",
        choices: function (c: Ctx): Choice[] {
          const out: Choice[] = [];
          const locations = listOf(c.pack, "locations");
          for (let i = 0; i < locations.length; i++) out.push({ id: locations[i].id, label: locations[i].name });
          return out;
        },
        when: isRanged,
      };
    case 15:
      return { id: "adj", label: "Other adjustment", kind: "number", min: MIN_ATTR, max: MAX_ATTR, initial: 0 };
  }
  return undefined;
}

/** Input i of the check: the attacker's and the attack's sixteen, the target's six, Slay. */
function attackInput(i: number): Spec | undefined {
  if (i < 16) return ownInput(i);
  if (i < 22) return targetInput(i - 16);
  return i === 22 ? flagWhen("slay", "Slay (no roll)", targetDown) : undefined;
}

/** The attacker's dice and DX before adjustments. */
function attackerBase(inputs: Inputs, party: TftSheet[], pack: TftPack): Target {
  const s = sheetOf(inputs, party, "who");
  if (!s) return { dice: num(inputs, "dice"), target: num(inputs, "dx"), stat: "DX" };
  return statTarget(s, str(inputs, "skill"), pack);
}

/** Every adjustment that applies, as [label, value] pairs, in the text's order. */
export function adjustments(inputs: Inputs, pack: TftPack): { total: number; notes: string[] } {
  const w = weaponOf(pack, str(inputs, "weapon"));
  const notes: string[] = [];
  let total = 0;
  function add(label: string, v: number): void {
    if (v === 0) return;
    total += v;
    notes.push(signed(v) + " " + label);
  }
  if (w !== null && w.kind === "ranged") {
    const shots = num(inputs, "shots", 1);
    if (shots > w.shots) throw engineError("INPUT", "input 'shots' must be at most " + w.shots + " for the " + w.name + ", got " + shots, "shots");
    add("range", Math.floor(num(inputs, "distance") / w.increment) * pack.ranged.increment);
    add("shots", (shots - 1) * pack.ranged.shot);
  } else {
    if (inputs.longer === true) add("longer", pack.hand.longer);
    const facing = str(inputs, "facing");
    add(facing, facing === "side" ? pack.hand.side : facing === "behind" ? pack.hand.behind : 0);
    if (inputs.set === true) add("set", pack.hand.set);
    if (w !== null) {
      const hands = str(inputs, "hands");
      add(hands === "main" ? "dominant hand" : "off hand", hands === "main" ? pack.hand.dominant : hands === "off" ? pack.hand.off : 0);
    }
    const kit = str(inputs, "kit");
    add(kit, kit === "heavy" ? pack.hand.heavy : kit === "burdened" ? pack.hand.burdened : 0);
  }
  add("other", num(inputs, "adj"));
  return { total: total, notes: notes };
}

/** Covered locations stop missiles only. */
function covered(inputs: Inputs, pack: TftPack): string[] {
  const w = weaponOf(pack, str(inputs, "weapon"));
  return w !== null && w.kind === "ranged" ? list(inputs, "cover") : [];
}

function slayOutcome(t: TargetState) {
  const effects = t.sheet ? [{ character: t.sheet.id, kind: "slay", text: t.sheet.name + ": slain", data: {} }] : [];
  return outcome("attack", "SLAIN", [t.name + " is down: slain without a roll"], effects);
}

export const attack: CheckImpl<TftSheet, TftPack> = {
  spec: indexedSpec("attack", "Attack", attackInput),
  resolve: function (inputs: Inputs, party: TftSheet[], pack: TftPack, rng: RandomGenerator) {
    const t = targetOf(inputs, party, pack);
    if (inputs.slay === true) return slayOutcome(t);
    const base = attackerBase(inputs, party, pack);
    const adj = adjustments(inputs, pack);
    const target = base.target + adj.total;
    const lines: string[] = [nameOf(inputs, party, "who", "attacker") + " " + base.stat + " " + int(base.target) + " (" + base.dice + "d)"];
    if (adj.notes.length > 0) lines.push(adj.notes.join(" ") + " = " + int(target));
    const r = rollDice(rng, base.dice);
    const hit = succeeds(r.total, target, pack.dice.automatic);
    lines.push(facesText(r) + (hit ? " hits" : " misses"));
    if (!hit) return outcome("attack", "MISS", lines);
    const loc = die(rng, 6) - 1;
    const place = listOf(pack, "locations")[loc];
    const cover = covered(inputs, pack);
    for (let i = 0; i < cover.length; i++) {
      if (cover[i] === place.id) {
        lines.push("loc " + (loc + 1) + " " + place.name + ": covered");
        return outcome("attack", "COVER", lines);
      }
    }
    const b = blowSetup(inputs, party, pack, t);
    const l = land(rng, pack, b, t, loc);
    const e = landedEffects(pack, t, l);
    const o = outcome("attack", conditionTable(l.condition), lines.concat(landedLines(pack, b, t, l)), e.effects, e.followUps);
    o.degree = place.name.toUpperCase();
    return o;
  },
  odds: function (inputs: Inputs, party: TftSheet[], pack: TftPack) {
    const t = targetOf(inputs, party, pack);
    if (inputs.slay === true) return odds("attack", [line("slain", "slain", 1)]);
    const base = attackerBase(inputs, party, pack);
    const target = base.target + adjustments(inputs, pack).total;
    const all = outcomes(base.dice);
    const hitWays = successWays(base.dice, target, pack.dice.automatic);
    const w = conditionWays(pack, blowSetup(inputs, party, pack, t), t, covered(inputs, pack), -1);
    // P(hit) x P(condition | landed location and damage); a covered location is a miss
    const scale = all * w.total;
    return odds("attack", [
      line("miss", "miss", ((all - hitWays) * w.total + hitWays * w.covered) / scale),
      line("fit", "hit, still fit", (hitWays * w.fit) / scale),
      line("disabled", "disabled", (hitWays * w.disabled) / scale),
      line("mortal", "mortally wounded", (hitWays * w.mortal) / scale),
      line("slain", "slain", (hitWays * w.slain) / scale),
    ]);
  },
};

