/** Settings: the active rules system, table view first, buzz, the self-test, about, the GM lock. */
import { STANDARD_SELFTEST, selfTest } from "../../engine/selftest";
import { VERSION } from "../../engine/version";
import { Services } from "../services";
import { ListScreen, TextScreen, Ui } from "../ui";
import { wrap } from "../view";
import { lockScreen } from "./lock";

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

/** Where the rules come from: a pack sent to the device, or the one built in (and why). */
function packLines(svc: Services, ui: Ui): string[] {
  const info = svc.packInfo ? svc.packInfo() : { version: 0, uploaded: false, problem: "" };
  const out = ["Pack: " + (info.uploaded ? "v" + info.version + " sent" : "built-in")];
  return info.problem === "" ? out : out.concat(wrap(ui.view, "Sent pack not used: " + info.problem));
}

function about(svc: Services, ui: Ui): void {
  const mem = svc.memory();
  const lines = ["S-Ifni pocket " + VERSION, svc.boardName, "Rules: " + systemName(svc)].concat(packLines(svc, ui));
  lines.push("Party: " + svc.party().length);
  lines.push(mem.total > 0 ? "Memory: " + (mem.total - mem.free) + "/" + mem.total : "");
  ui.push(new TextScreen("About", lines));
}

export function settingsScreen(svc: Services): ListScreen {
  // the GM lock comes last: the entries above keep their places
  const labels = ["System", "Table first", "Buzz", "Self-test", "About"];
  const lock = svc.lock;
  if (lock) labels.push("GM lock");
  return new ListScreen("Settings", {
    count: function () {
      return labels.length;
    },
    label: function (i) {
      return labels[i];
    },
    right: function (i) {
      const s = svc.settings;
      if (i === 5 && lock) return lock.isOn() ? "on" : "off";
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
      else if (i === 4) return about(svc, ui);
      else if (lock) return lockScreen(lock, ui);
      svc.saveSettings();
      ui.render();
    },
  });
}
