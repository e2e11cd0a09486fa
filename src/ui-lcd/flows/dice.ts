/**
 * The Dice screen: the common dice and a hit location, one press each; the result stays on the
 * row (select again rolls again) and goes to the log.
 */
import { die, diceTotal, md10 } from "../../engine/random/dice";
import { RandomGenerator } from "../../engine/random/generator";
import { Services } from "../services";
import { ListScreen } from "../ui";

/** S-Ifni's sections in die order (s-ifni.txt, Damage), and a second die for 1/6 top to bottom. */
const SECTIONS = ["Head", "R.Arm", "Torso", "L.Arm", "R.Leg", "L.Leg"];

interface DiceRow {
  label: string;
  roll(rng: RandomGenerator): string;
}

function pool(count: number, sides: number): DiceRow {
  return {
    label: (count > 1 ? count : "") + "d" + sides,
    roll: function (rng) {
      return String(count > 1 ? diceTotal(rng, count, sides) : die(rng, sides));
    },
  };
}

export const DICE: DiceRow[] = [
  pool(1, 6),
  pool(2, 6),
  pool(3, 6),
  pool(4, 6),
  pool(1, 10),
  {
    label: "md10",
    roll: function (rng) {
      const v = md10(rng);
      return v > 0 ? "+" + v : String(v);
    },
  },
  pool(1, 12),
  pool(1, 20),
  pool(1, 100),
  {
    label: "Location",
    roll: function (rng) {
      return SECTIONS[die(rng, 6) - 1] + " " + die(rng, 6) + "/6";
    },
  },
];

export function diceScreen(svc: Services): ListScreen {
  const last: string[] = [];
  return new ListScreen("Dice", {
    count: function () {
      return DICE.length;
    },
    label: function (i) {
      return DICE[i].label;
    },
    right: function (i) {
      return last[i] || "";
    },
    pick: function (i, ui) {
      last[i] = DICE[i].roll(svc.rng);
      svc.addLog(DICE[i].label + ": " + last[i]);
      svc.buzz();
      ui.render();
    },
  });
}
