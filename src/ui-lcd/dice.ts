/**
 * The Dice screen: the common dice and a hit location, one press each; the result stays on its
 * row (select again rolls again) and goes to the log.
 */
import { die, diceTotal, md10 } from "../engine/random/dice";
import { logRoll } from "../device/log-ring";
import { Ev, Scr, list } from "./screen";
import { Kit } from "./services";

const NAMES = ["d6", "2d6", "3d6", "4d6", "d10", "md10", "d12", "d20", "d100", "Location"];
/** S-Ifni's sections in die order (s-ifni.txt, Damage); a second die gives the sixth, top to bottom. */
const SECTIONS = ["Head", "R.Arm", "Torso", "L.Arm", "R.Leg", "L.Leg"];

export function diceScreen(k: Kit): void {
  k.push(list("Dice", "dice", "d", NAMES.slice(), []));
}

export function diceKey(k: Kit, s: Scr, ev: Ev): boolean {
  if (ev !== "select") return false;
  const i = s.c;
  const rng = k.rng;
  let t: string;
  if (i === 5) {
    const v = md10(rng);
    t = v > 0 ? "+" + v : String(v);
  } else if (i === 9) t = SECTIONS[die(rng, 6) - 1] + " " + die(rng, 6) + "/6";
  else {
    // d6 to 4d6, then d10 d12 d20 d100 (5 is md10)
    const sides = i <= 3 ? 6 : [10, 0, 12, 20, 100][i - 4];
    t = String(i <= 3 ? diceTotal(rng, i + 1, sides) : die(rng, sides));
  }
  (s.r as string[])[i] = t;
  const warning = logRoll(k.f, k.b, "", NAMES[i], t, NAMES[i] + ": " + t);
  k.buzz();
  if (warning !== "") k.msg("Not logged", warning);
  else k.draw();
  return true;
}
