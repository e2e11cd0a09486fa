/** Settings: the active rules system, table view first, buzz, the self-test, about. */
import { STANDARD_SELFTEST, selfTest } from "../../engine/selftest";
import { VERSION } from "../../engine/version";
import { Services } from "../services";
import { ListScreen, TextScreen, Ui } from "../ui";

function systemName(svc: Services): string {
  for (let i = 0; i < svc.systems.length; i++) if (svc.systems[i].id === svc.settings.system) return svc.systems[i].name;
  return "?";
}

function runSelfTest(svc: Services, ui: Ui): void {
  const wait = new TextScreen("Self-test", ["Working..."]);
  ui.push(wait);
  svc.later(function () {
    const sum = selfTest(STANDARD_SELFTEST.seed, STANDARD_SELFTEST.count);
    if (ui.top() !== wait) return;
    ui.replace(
      new TextScreen("Self-test", [
        "seed " + STANDARD_SELFTEST.seed + ", " + STANDARD_SELFTEST.count + " rounds:",
        sum,
        "Compare with:",
        "sifni selftest",
      ])
    );
  });
}

function about(svc: Services, ui: Ui): void {
  const mem = svc.memory();
  ui.push(
    new TextScreen("About", [
      "S-Ifni pocket " + VERSION,
      svc.boardName,
      "Rules: " + systemName(svc),
      "Party: " + svc.party().length,
      mem.total > 0 ? "Memory: " + (mem.total - mem.free) + "/" + mem.total : "",
    ])
  );
}

export function settingsScreen(svc: Services): ListScreen {
  const labels = ["System", "Table first", "Buzz", "Self-test", "About"];
  return new ListScreen("Settings", {
    count: function () {
      return labels.length;
    },
    label: function (i) {
      return labels[i];
    },
    right: function (i) {
      const s = svc.settings;
      return i === 0 ? systemName(svc) : i === 1 ? (s.tableFirst ? "on" : "off") : i === 2 ? (s.buzz ? "on" : "off") : ">";
    },
    pick: function (i, ui) {
      const s = svc.settings;
      if (i === 0) {
        let at = 0;
        for (let j = 0; j < svc.systems.length; j++) if (svc.systems[j].id === s.system) at = j;
        // the party, the pack and the checks follow settings.system
        s.system = svc.systems[(at + 1) % svc.systems.length].id;
      } else if (i === 1) s.tableFirst = !s.tableFirst;
      else if (i === 2) s.buzz = !s.buzz;
      else if (i === 3) return runSelfTest(svc, ui);
      else return about(svc, ui);
      svc.saveSettings();
      ui.render();
    },
  });
}
