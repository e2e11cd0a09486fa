/**
 * Dodge-Block-Armor on the device UI (src/ui-lcd over the fake device): the attack asks the
 * attacker, a character's weapon and the defender, then rolls; a hit's injury is applied to the
 * sheet; the round steps from phase to phase through its follow-ups.
 */
import { describe, expect, test } from "vitest";
import type { RulesModule } from "../../src/engine/rules/types";
import { dba } from "../../src/engine/systems/dba/module";
import type { DbaSheet } from "../../src/engine/systems/dba/types";
import { mainMenu } from "../../src/ui-lcd/app";
import { Ui } from "../../src/ui-lcd/ui";
import { PIXL_LOOK, TextSurface, fakeServices, press } from "../helpers/fake-device";
import { party } from "./helpers";

function boot() {
  const surface = new TextSurface(128, 64);
  const svc = fakeServices([dba as unknown as RulesModule], party());
  const ui = new Ui(surface, PIXL_LOOK);
  ui.push(mainMenu(svc, () => {}));
  return { surface, svc, ui, screen: () => surface.lines().join("\n") };
}

describe("dba on the device", () => {
  test("Combat lists the attack and the round", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select"]); // Combat
    expect(d.screen()).toMatch(/Attack[\s\S]*Combat round/);
  });

  test("attack: Knight, Broadsword, Rogue, ROLL; odds from the setup are the text's", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select", "select"]); // Combat, Attack
    expect(d.surface.lines()[0]).toBe("Attacker");
    press(d.ui, ["down", "down", "select"]); // Anyone, Rogue, [Knight]
    expect(d.surface.lines()[0]).toBe("Weapon");
    press(d.ui, ["select"]); // Broadsword
    expect(d.surface.lines()[0]).toBe("Defender");
    // the party in its own order: Anyone, [Rogue], Knight, Giant
    press(d.ui, ["down", "select"]);
    expect(d.surface.lines()[0]).toBe("Attack");
    press(d.ui, ["down", "select"]); // Odds
    expect(d.screen()).toMatch(/Hit 35\.0%[\s\S]*Dodged 30\.0%[\s\S]*Blocked 35\.0%/);
    press(d.ui, ["back", "up", "select"]); // ROLL
    expect(d.surface.lines()[0]).toMatch(/^(HIT 1 INJURY|DODGED|BLOCKED)$/);
    expect(d.screen()).toContain("Knight > Rogue");
  });

  test("a hit's injury is applied to the defender's sheet", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select", "select"]);
    press(d.ui, ["down", "down", "down", "select", "select"]); // Giant, Club
    press(d.ui, ["down", "down", "select"]); // the party in its own order: Anyone, Rogue, [Knight], Giant
    // roll until the club lands (0.4 a roll); select on a result rolls again
    press(d.ui, ["select"]);
    for (let i = 0; i < 50 && !d.surface.lines()[0].startsWith("HIT"); i++) press(d.ui, ["select"]);
    expect(d.surface.lines()[0]).toBe("HIT 2 INJURIES");
    press(d.ui, ["down"]);
    expect(d.screen()).toContain("Apply: Knight +2 inj~"); // the rest is cut at the screen's edge
    press(d.ui, ["select"]);
    expect((d.svc.saved[0] as DbaSheet).injuries).toBe(2);
  });

  test("round: fighters, then each phase asks its declarations and leads to the next", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select", "down", "select"]); // Combat, Combat round
    expect(d.surface.lines()[0]).toBe("Fighters");
    press(d.ui, ["down", "select", "down", "select", "up", "up", "select"]); // Rogue, Knight, Done
    expect(d.surface.lines()[0]).toBe("Slow actions by");
    press(d.ui, ["down", "select", "up", "select"]); // Rogue, Done
    expect(d.surface.lines()[0]).toBe("Combat round");
    press(d.ui, ["select"]); // ROLL
    expect(d.surface.lines()[0]).toBe("PHASE 1");
    expect(d.screen()).toContain("Phase 1/5: Slow");
    press(d.ui, ["down"]);
    expect(d.screen()).toContain("Next: Phase 2: Decla");
    press(d.ui, ["select"]);
    expect(d.surface.lines()[0]).toBe("Attacks declared");
  });
});
