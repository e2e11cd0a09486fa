/** The dice, one press each; every throw goes to the log. */
import { die } from "../engine/random/dice";
import { Journal, Table } from "./services";
import type { Ui } from "./ui";

const NAMES = ["d6", "2d6", "3d6", "4d6", "d10", "md10", "d12", "d20", "d100", "Location"];

export function diceScreen(svc: Table & Journal, ui: Ui): void {
  ui.push(
    ui.menu("Dice", NAMES, function (i, u) {
      const rng = svc.rng;
      let text: string;
      if (i === 5) text = String(die(rng, 10) - 6);
      else if (i === 9) {
        // the hit location dice (s-ifni.txt, "Damage"): a section, then the sixth of it from the top
        const sections = "head,right arm,torso,left arm,right leg,left leg".split(",");
        text = sections[die(rng, 6) - 1] + ", " + die(rng, 6) + "/6 down";
      } else {
        const n = i >= 1 && i <= 3 ? i + 1 : 1;
        const sides = i <= 3 ? 6 : [10, 0, 12, 20, 100][i - 4];
        let sum = 0;
        for (let k = 0; k < n; k++) sum += die(rng, sides);
        text = String(sum);
      }
      const warning = svc.addLog("", NAMES[i], text, NAMES[i] + ": " + text);
      svc.buzz();
      u.push(u.text("Dice", [NAMES[i] + " " + text].concat(warning === "" ? [] : ["Not logged: " + warning])));
    }),
  );
}
