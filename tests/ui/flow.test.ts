import { describe, expect, test } from "vitest";
import { checkTable } from "../../src/engine/rules/compose";
import { engineError } from "../../src/engine/errors";
import { findCharacter, num, str } from "../../src/engine/rules/inputs";
import { CheckImpl, RulesModule, SheetBase } from "../../src/engine/rules/types";
import { PIXL_LOOK, TextSurface, press } from "../helpers/fake-device";
import { uiWithMainMenu } from "../helpers/ui-features";

/**
 * A tiny rules system for driving the UI: a sheet has "might"; the "push" check rolls a word
 * against it; a loss wounds the pusher; "rest" is its follow-up. Its characters are party
 * inputs (`party: true`), as every shipped system declares them (rules/anyone.ts): the device
 * lists the party for those (a bad sheet too, saying why when chosen), recently used first.
 */
interface Sheet extends SheetBase {
  might: number;
  wounds: number;
  items?: string[];
}
const push: CheckImpl<Sheet, null> = {
  spec: {
    id: "push",
    label: "Push",
    inputs: [
      { id: "who", label: "Who", kind: "character", party: true },
      { id: "how", label: "How", kind: "choice", choices: () => [{ id: "hard", label: "Hard" }, { id: "soft", label: "Soft" }] },
      { id: "tn", label: "TN", kind: "number", min: 0, max: 20, step: 1, initial: 5 },
    ],
  },
  resolve(inputs, party, _pack, rng) {
    const s = findCharacter(party, inputs.who);
    const roll = (rng.next() % 10) + s.might - s.wounds;
    const win = roll > num(inputs, "tn");
    return {
      check: "push",
      table: win ? "SUCCESS" : "FAILURE",
      degree: "",
      lines: [s.name + " " + str(inputs, "how") + " " + roll + " vs " + num(inputs, "tn")],
      summary: s.name + " push " + roll,
      effects: win ? [] : [{ character: s.id, kind: "wound", text: s.name + ": hurt", data: {} }],
      followUps: win ? [] : [{ label: "Rest", check: "rest", inputs: { who: s.id } }],
    };
  },
  odds(inputs) {
    return { check: "push", lines: [{ id: "success", label: "Success", p: num(inputs, "tn") / 20 }] };
  },
};
/** "Use" asks an item from the chosen character's own sheet: a required input that depends on another. */
const use: CheckImpl<Sheet, null> = {
  spec: {
    id: "use",
    label: "Use",
    menu: "opposed",
    inputs: [
      { id: "who", label: "Who", kind: "character", party: true },
      {
        id: "item",
        label: "Item",
        kind: "choice",
        choices: (c) => (findCharacter(c.party, c.inputs.who).items || []).map((x) => ({ id: x, label: x })),
      },
    ],
  },
  resolve(inputs, party) {
    const s = findCharacter(party, inputs.who);
    return { check: "use", table: "USED", degree: "", lines: [s.name + " uses " + str(inputs, "item")], summary: "", effects: [], followUps: [] };
  },
  odds: () => ({ check: "use", lines: [] }),
};
const rest: CheckImpl<Sheet, null> = {
  spec: { id: "rest", label: "Rest", menu: "combat", inputs: [{ id: "who", label: "Who", kind: "character", party: true }] },
  resolve(inputs, party) {
    const s = findCharacter(party, inputs.who);
    return { check: "rest", table: "RESTED", degree: "", lines: [s.name + " rests"], summary: s.name + " rests", effects: [], followUps: [] };
  },
  odds: () => {
    throw engineError("ODDS", "resting has no odds", null);
  },
};
const t = checkTable([push, use, rest]);
const toy: RulesModule<Sheet, null> = {
  id: "toy",
  name: "Toy",
  version: 1,
  pack: null,
  validatePack: () => [],
  fields: [],
  validateSheet: (s) => (typeof (s as Sheet).might === "number" ? [] : [{ path: "might", message: "might is missing" }]),
  blankSheet: (id, name) => ({ system: "toy", id, name, might: 0, wounds: 0 }),
  describe: (s) => ["Might " + s.might, "Wounds " + s.wounds],
  checks: t.checks,
  resolve: t.resolve,
  odds: t.odds,
  applyEffect: (s, e) => (e.kind === "wound" ? { ...s, wounds: s.wounds + 1 } : e.kind === "clearWounds" ? { ...s, wounds: 0 } : s),
};
const party: Sheet[] = [
  { system: "toy", id: "bran", name: "Bran", might: 3, wounds: 0, items: ["rope"] },
  { system: "toy", id: "ysa", name: "Ysa", might: 9, wounds: 1, items: ["lamp", "key"] },
  { system: "toy", id: "bad", name: "Broken", might: "x" as unknown as number, wounds: 0 },
];

function boot() {
  const surface = new TextSurface(128, 64);
  // the main menu opens each feature's screens in-process (tests/helpers/ui-features.ts)
  const ui = uiWithMainMenu(surface, PIXL_LOOK, [toy as unknown as RulesModule], party);
  return { surface, ui, screen: () => surface.lines().join("\n") };
}

describe("the device UI over any rules module", () => {
  test("main menu lists the eight entries under the system's name", () => {
    const d = boot();
    expect(d.surface.lines()[0]).toBe("Toy");
    expect(d.screen()).toContain("Roll");
    press(d.ui, ["up"]); // wraps to the last entry
    expect(d.screen()).toContain("Settings");
  });

  test("roll: required inputs asked in order, then the setup with ROLL first; 4 presses", () => {
    const d = boot();
    const n = press(d.ui, ["select", "select", "select"]); // Roll, Bran, Hard
    expect(d.surface.lines()[0]).toBe("Push");
    expect(d.screen()).toMatch(/ROLL[\s\S]*Odds[\s\S]*Who Bran[\s\S]*How Hard[\s\S]*TN 5/);
    press(d.ui, ["select"]);
    expect(n + 1).toBe(4);
    expect(d.surface.lines()[0]).toMatch(/^(SUCCESS|FAILURE)$/);
    expect(d.screen()).toMatch(/Bran hard \d+ vs 5/);
    expect(d.ui.logged()).toHaveLength(1);
  });

  test("on a result: select rolls again, up shows the table view (no numbers), back returns to the setup", () => {
    const d = boot();
    press(d.ui, ["select", "select", "select", "select"]);
    press(d.ui, ["select"]);
    expect(d.ui.logged()).toHaveLength(2);
    press(d.ui, ["up"]);
    expect(d.screen()).toMatch(/^(SUCCESS|FAILURE)$/);
    expect(d.screen()).not.toMatch(/\d/);
    press(d.ui, ["select"]); // any key leaves the table view
    expect(d.screen()).toMatch(/vs 5/);
    press(d.ui, ["back"]);
    expect(d.screen()).toContain("ROLL");
  });

  test("odds: 2 presses from the setup", () => {
    const d = boot();
    press(d.ui, ["select", "select", "select"]);
    press(d.ui, ["down", "select"]);
    expect(d.screen()).toContain("Success 25.0%");
  });

  test("a failure's wound is applied and saved; its follow-up starts with the inputs filled", () => {
    const d = boot();
    press(d.ui, ["select", "down", "select", "select"]); // Roll, Ysa, Hard
    // TN 20 makes a failure certain: change the TN on the setup (row 3), then roll
    press(d.ui, ["down", "down", "down", "down", "select", ...Array(15).fill("up"), "select"]);
    expect(d.screen()).toContain("TN 20");
    press(d.ui, ["select"]);
    expect(d.surface.lines()[0]).toBe("FAILURE");
    press(d.ui, ["down"]);
    expect(d.screen()).toContain("Apply: Ysa: hurt");
    press(d.ui, ["select"]);
    expect(d.ui.saved.map((s) => (s as Sheet).wounds)).toEqual([2]);
    // the list stays, its row now "Undo: ..." (ui-lcd/flow.ts); the next row is the follow-up
    expect(d.screen()).toContain("Undo: Ysa: hurt");
    press(d.ui, ["down", "select"]); // Next: Rest
    expect(d.screen()).toMatch(/Rest[\s\S]*Who Ysa/);
    press(d.ui, ["select"]);
    expect(d.screen()).toContain("Ysa rests");
  });

  test("a bad sheet says why and the rest of the party still works", () => {
    const d = boot();
    press(d.ui, ["select", "down", "down", "select"]); // Roll, Broken
    // the device's small decoder says it (rules/legacy.ts), from the blank sheet's shape: might is a number
    expect(d.screen().replace(/\n/g, " ")).toContain("might is not a number");
    press(d.ui, ["back", "up", "up", "select", "select"]); // back to Who, Bran, Hard
    expect(d.screen()).toContain("ROLL");
  });

  test("recently used characters come first", () => {
    const d = boot();
    press(d.ui, ["select", "down", "select", "down", "select"]); // Roll, Ysa, Soft
    expect(d.screen()).toMatch(/Who Ysa[\s\S]*How Soft/);
    press(d.ui, ["back"]); // the setup leaves for the main menu
    press(d.ui, ["select"]);
    // the Who list starts with the recent Ysa (ui-lcd/flow.ts lists characters so; since the
    // lean runtime other choices keep their own order, the cursor on the current answer)
    // (a sheet that cannot be used is listed by its id: its name cannot be read)
    expect(d.surface.lines().slice(1, 4)).toEqual(["Ysa", "Bran", "bad"]);
  });

  test("party: inspect is guarded by a confirmation", () => {
    const d = boot();
    press(d.ui, ["up", "up", "select", "select", "select"]); // Party, Bran, Inspect
    expect(d.screen()).toContain("Show Bran's sheet?");
    expect(d.screen()).not.toContain("Might");
    press(d.ui, ["select"]);
    expect(d.screen()).toContain("Might 3");
  });

  test("an engine error is shown, not thrown", () => {
    const d = boot();
    press(d.ui, ["down", "down", "select", "select"]); // Combat: Rest, Bran
    press(d.ui, ["down", "select"]); // Odds
    expect(d.screen()).toContain("resting has no odds");
  });

  test("changing an input re-asks the inputs it made stale or required; the party keeps its order", () => {
    const d = boot();
    press(d.ui, ["down", "select", "select"]); // Opposed: Use, Bran (his only item, the rope, is taken without a question)
    expect(d.screen()).toMatch(/Who Bran[\s\S]*Item rope/);
    press(d.ui, ["down", "down", "select"]); // change Who
    // the recent Bran first, the others in party order (loading Bran's sheet does not reorder them)
    expect(d.surface.lines().slice(1, 4)).toEqual(["Bran", "Ysa", "bad"]);
    press(d.ui, ["down", "select"]); // Ysa: her items are asked, Bran's rope is gone
    expect(d.surface.lines()[0]).toBe("Item");
    expect(d.screen()).toMatch(/lamp[\s\S]*key/);
    press(d.ui, ["select"]);
    expect(d.screen()).toMatch(/Who Ysa[\s\S]*Item lamp/);
    press(d.ui, ["select"]); // the cursor is back on ROLL
    expect(d.screen()).toContain("Ysa uses lamp");
  });
});
