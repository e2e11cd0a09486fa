/** A main-menu entry's checks (Roll, Opposed, Combat, Odds): straight into the check when there is one. */
import { packOr, rulesOr } from "./active";
import { startCheck } from "./flow";
import { CheckServices } from "./services";
import type { Ui } from "./ui";

export function pickCheck(svc: CheckServices, ui: Ui, entry: string): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const pack = packOr(svc, ui);
  if (pack === null) return;
  const odds = entry === "odds";
  const all = r.checkList();
  const list: string[][] = [];
  for (let i = 0; i < all.length; i++) if (odds || all[i][2] === entry) list.push(all[i]);
  if (list.length === 0) return ui.message(r.name, "No " + entry + " checks in " + r.name + ".");
  if (list.length === 1) return startCheck(svc, ui, r, pack, list[0][0], list[0][1], odds);
  const labels: string[] = [];
  for (let i = 0; i < list.length; i++) labels.push(list[i][1]);
  ui.push(
    ui.menu(odds ? "Odds" : r.name, labels, function (i, u) {
      startCheck(svc, u, r, pack, list[i][0], list[i][1], odds);
    }),
  );
}
