/**
 * Dodge-Block-Armor on the device UI (src/ui-lcd over the fake device): the attack asks the
 * attacker, a character's weapon and the defender, then rolls; a hit's injury is applied to the
 * sheet; the round steps from phase to phase through its follow-ups.
 */
import { describe, expect, test } from "vitest";
import type { RulesModule } from "../../src/engine/rules/types";
import { dba } from "../../src/engine/systems/dba/module";
import type { DbaSheet } from "../../src/engine/systems/dba/types";
import { PIXL_LOOK, TextSurface, press } from "../helpers/fake-device";
import { uiWithMainMenu } from "../helpers/ui-features";
import { party } from "./helpers";

function boot() {
  const surface = new TextSurface(128, 64);
  // the main menu opens each feature's screens in-process (tests/helpers/ui-features.ts)
  const ui = uiWithMainMenu(surface, PIXL_LOOK, [dba as unknown as RulesModule], party());
  return { surface, ui, screen: () => surface.lines().join("\n") };
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
    // the Knight's only weapon, the Broadsword, is taken without a question (a single choice)
    expect(d.surface.lines()[0]).toBe("Defender");
    // the party in its own order: Anyone, [Rogue], Knight, Giant
    press(d.ui, ["down", "select"]);
    expect(d.surface.lines()[0]).toBe("Attack");
    expect(d.screen()).toContain("Weapon Broadsword");
    press(d.ui, ["down", "select"]); // Odds
    expect(d.screen()).toMatch(/Hit 35\.0%[\s\S]*Dodged 30\.0%[\s\S]*Blocked 35\.0%/);
    press(d.ui, ["back", "up", "select"]); // ROLL
    // the title is the table text; the lines say the injuries of a hit
    const title = d.surface.lines()[0];
    expect(title).toMatch(/^(HIT|DODGED|BLOCKED)$/);
    expect(d.screen()).toContain("Knight > Rogue");
    expect(d.screen()).toContain(title === "HIT" ? "HIT: 1 injury" : title);
  });

  test("a hit's injury is applied to the defender's sheet", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select", "select"]);
    press(d.ui, ["down", "down", "down", "select"]); // Giant; his only weapon, the Club, is taken
    press(d.ui, ["down", "down", "select"]); // the party in its own order: Anyone, Rogue, [Knight], Giant
    expect(d.screen()).toContain("Weapon Club");
    // roll until the club lands (0.4 a roll); select on a result rolls again
    press(d.ui, ["select"]);
    for (let i = 0; i < 50 && !d.surface.lines()[0].startsWith("HIT"); i++) press(d.ui, ["select"]);
    expect(d.surface.lines()[0]).toBe("HIT");
    expect(d.screen()).toContain("HIT: 2 injuries");
    // down scrolls the result to its end, then lists what follows
    for (let i = 0; i < 10 && d.surface.lines()[0] !== "Then"; i++) press(d.ui, ["down"]);
    expect(d.surface.lines()[0]).toBe("Then");
    // the effect's whole text (attack.ts: "+2 inj", now 2 of the 5 that kill), over two rows
    expect(d.surface.lines().slice(1, 3)).toEqual(["Apply: Knight +2", "inj, 2/5"]);
    press(d.ui, ["select"]);
    expect((d.ui.saved[0] as DbaSheet).injuries).toBe(2);
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
    // down scrolls the phase's text to its end, then lists what follows
    for (let i = 0; i < 20 && d.surface.lines()[0] !== "Then"; i++) press(d.ui, ["down"]);
    expect(d.surface.lines()[0]).toBe("Then");
    // the follow-up's whole label over two rows
    expect(d.surface.lines().slice(1, 3)).toEqual(["Next: Phase 2:", "Declare attacks"]);
    press(d.ui, ["select"]);
    expect(d.surface.lines()[0]).toBe("Attacks declared");
  });
});
