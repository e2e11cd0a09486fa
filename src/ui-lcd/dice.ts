/**
 * The Dice screen: the common dice and a hit location, one press each; the result stays on its
 * row (select again rolls again) and goes to the log.
 */
import { die, diceTotal, md10 } from "../engine/random/dice";
import { Journal, Table } from "./services";
import type { Ui } from "./ui";

const NAMES = ["d6", "2d6", "3d6", "4d6", "d10", "md10", "d12", "d20", "d100", "Location"];
/** S-Ifni's sections in die order (s-ifni.txt, Damage); a second die gives the sixth, top to bottom. */
const SECTIONS = ["Head", "R.Arm", "Torso", "L.Arm", "R.Leg", "L.Leg"];

export function diceScreen(svc: Table & Journal, ui: Ui): void {
  const last: string[] = [];
  ui.push(
    ui.menu(
      "Dice",
      NAMES,
      function (i, u) {
        const rng = svc.rng;
        let text: string;
        if (i === 5) {
          const v = md10(rng);
          text = v > 0 ? "+" + v : String(v);
        } else if (i === 9) text = SECTIONS[die(rng, 6) - 1] + " " + die(rng, 6) + "/6";
        else {
          // d6 to 4d6, then d10 d12 d20 d100 (5 is md10)
          const sides = i <= 3 ? 6 : [10, 0, 12, 20, 100][i - 4];
          text = String(i <= 3 ? diceTotal(rng, i + 1, sides) : die(rng, sides));
        }
        last[i] = text;
        const warning = svc.addLog("", NAMES[i], text, NAMES[i] + ": " + text);
        svc.buzz();
        if (warning !== "") u.message("Not logged", warning);
        else u.render();
      },
      function (i) {
        return last[i] || "";
      },
    ),
  );
}
