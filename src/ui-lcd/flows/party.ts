/**
 * The Party screen. A sheet is shown only on the guarded Inspect screen (confirm first: the
 * players may see it). Wounds can be cleared. A member whose file is bad says why; the others
 * keep working.
 */
import { RulesModule } from "../../engine/rules/types";
import { Services } from "../services";
import { ListScreen, TextScreen, Ui, menu } from "../ui";
import { confirm, message } from "./message";

function memberMenu(m: RulesModule, svc: Services, id: string, name: string): ListScreen {
  return menu(name, ["Inspect sheet", "Clear wounds"], function (i, ui) {
    const l = svc.load(id);
    if (!l.sheet) return message(ui, name + ": bad file", l.error);
    const sheet = l.sheet;
    if (i === 0) {
      confirm(ui, "Inspect", "Show " + name + "'s sheet? Turn the screen away from the players.", function (u) {
        u.push(new TextScreen(name, m.describe(sheet, svc.pack())));
      });
    } else {
      confirm(ui, "Clear wounds", "Clear all of " + name + "'s wounds?", function (u) {
        try {
          const healed = m.applyEffect(sheet, { character: id, kind: "clearWounds", text: name + ": wounds cleared", data: {} }, svc.pack());
          if (!svc.save(healed)) return message(u, "Not saved", "Storage is full: the sheet is unchanged");
          svc.addLog(name + ": wounds cleared");
          message(u, "Done", name + "'s wounds are cleared.");
        } catch (e) {
          message(u, "Not cleared", String((e as Error).message || e));
        }
      });
    }
  });
}

export function partyScreen(m: RulesModule, svc: Services, ui: Ui): void {
  const members = svc.party();
  if (members.length === 0) return message(ui, "Party", "No characters for " + m.name + ". Send sheets from the companion page or flash.sh.");
  ui.push(
    new ListScreen("Party: " + m.name, {
      count: function () {
        return members.length;
      },
      label: function (i) {
        return members[i].name;
      },
      right: function () {
        return ">";
      },
      pick: function (i, u) {
        u.push(memberMenu(m, svc, members[i].id, members[i].name));
      },
    })
  );
}
