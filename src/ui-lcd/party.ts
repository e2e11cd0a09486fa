/** The party: Inspect behind a confirmation (the only place a sheet is shown), clearing wounds. */
import { packOr, rulesOr } from "./active";
import { Active, PartyAccess } from "./services";
import type { Ui } from "./ui";

export function partyScreen(svc: Active & PartyAccess, ui: Ui): void {
  const r = rulesOr(svc, ui);
  if (!r) return;
  const pack = packOr(svc, ui);
  if (pack === null) return;
  const members = svc.party();
  if (members.length === 0) return ui.message("Party", "No characters for " + r.name + ". Send sheets from the companion page or flash.sh.");
  const names: string[] = [];
  for (let i = 0; i < members.length; i++) names.push(members[i].name);
  ui.push(
    ui.menu("Party", names, function (i, u) {
      const m = members[i];
      u.push(
        u.menu(m.name, ["Inspect", "Clear wounds"], function (j, u2) {
          const s = svc.sheet(m.id);
          if (typeof s === "string") return u2.message(m.name, s);
          if (j === 0) {
            return u2.confirm("Inspect", "Show " + m.name + "'s sheet? Turn the screen away from the players.", function (u3) {
              u3.push(u3.text(m.name, r.inspect(s, pack)));
            });
          }
          u2.confirm("Clear wounds", "Clear every wound of " + m.name + "?", function (u3) {
            let why: string;
            try {
              why = svc.save(r.apply(s, { character: m.id, kind: "clearWounds", text: "", data: {} }, pack));
            } catch (e) {
              why = String((e as Error).message || e);
            }
            u3.message(m.name, why === "" ? "Wounds cleared." : why);
          });
        }),
      );
    }),
  );
}
