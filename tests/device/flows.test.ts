import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { loadBoard } from "../../src/emulator/emulator";
import { Emu, boot, press, screen } from "../helpers/device";

const golden = JSON.parse(readFileSync("tests/golden/engine.json", "utf8")) as { standard: { checksum: string } };
const S = "select";

/**
 * Every main-menu flow of the app, on the built bundle of each board, asserted on what the GM
 * reads. Key names are abstract (up/down/select/back); the emulator turns them into each board's
 * own buttons or gestures.
 */
/** On a list whose cursor is on its first row, moves to the row starting with `prefix` and selects it. */
function pick(e: Emu, prefix: string): void {
  const rows = e.textLines().slice(1);
  const at = rows.findIndex((r) => r.startsWith(prefix));
  expect(at, `no row "${prefix}" in ${rows.join(" | ")}`).toBeGreaterThanOrEqual(0);
  press(e, Array(at).fill("down").concat(["select"]));
}

describe.each(["banglejs2", "banglejs", "pixljs"])("the device app on %s", (board) => {
  test("boots on the main menu with the active system and the eight entries", () => {
    const e = boot(board);
    expect(e.errors).toEqual([]);
    const t = e.textLines();
    expect(t[0]).toBe("S-Ifni");
    expect(t.slice(1, 9)).toEqual(["Roll", "Opposed", "Combat", "Odds", "Dice", "Log", "Party", "Settings"].slice(0, t.length - 1));
  });

  test("roll: character, stat, skill, TN, then ROLL gives the number, the verdict and the degree", () => {
    const e = boot(board);
    press(e, [S, S]); // Roll, Skill check
    expect(e.textLines()[0]).toBe("Who");
    press(e, [S, S, S]); // Sir Aldric, Active, MeleeAttack
    expect(screen(e)).toMatch(/Skill[\s\S]*Sword \+3/);
    press(e, ["down", S]); // Sword
    expect(screen(e)).toMatch(/^Specialty/); // Sword has specialties: asked, "(no specialty)" first
    press(e, [S]);
    expect(e.textLines()[0]).toBe("Target Number");
    // the TN is a stepper that starts at TN 13 ("basic skill", the TN question's "~13")
    expect(screen(e)).toMatch(/^Target Number\nTN 13 basic/);
    press(e, [S]);
    expect(screen(e)).toMatch(/ROLL[\s\S]*Odds/);
    press(e, [S]);
    expect(e.textLines()[0]).toMatch(/^(SUCCESS|DEADLOCK|FAILURE)/);
    expect(screen(e)).toMatch(/Roll \d+\.\d\d/);
    expect(screen(e)).toMatch(/TN 13\.00/);
  });

  test("the questions are asked on one screen: back asks the one answered before again, then leaves the check", () => {
    const e = boot(board);
    press(e, [S, S, S, S, S]); // Roll, Skill check, Sir Aldric, Active, MeleeAttack
    expect(e.textLines()[0]).toBe("Skill");
    press(e, ["back"]);
    expect(e.textLines()[0]).toBe("Stat"); // its groups, as first asked
    press(e, ["back"]);
    expect(e.textLines()[0]).toBe("Who");
    press(e, ["back"]);
    expect(e.textLines()[0]).not.toMatch(/^(Who|Stat|Skill)$/); // the check list
    // answered again the same way, the check goes on where it was
    press(e, [S, S, S, S, "back", S, S]);
    expect(e.textLines()[0]).toBe("Skill");
    expect(e.errors).toEqual([]);
  });

  test("a character with nothing to choose for the next question, picked twice, is one step back", () => {
    const e = boot(board);
    press(e, ["down", "down", S]); // Combat
    pick(e, "Ranged attack");
    // Sir Aldric has no ranged weapon: the weapon has nothing to choose from
    for (let i = 0; i < 2; i++) {
      expect(e.textLines()[0]).toBe("Shooter");
      pick(e, "Sir Aldric");
      expect(screen(e)).toMatch(/Nothing to\s+choose/);
      press(e, [S]);
    }
    pick(e, "Tamsin");
    expect(e.textLines()[0]).toBe("Weapon");
    press(e, ["back"]);
    expect(e.textLines()[0]).toBe("Shooter");
    press(e, ["back"]);
    expect(e.textLines()[0]).not.toMatch(/^(Shooter|Weapon)$/); // the checks of Combat
    expect(e.errors).toEqual([]);
  });

  // a first roll: Roll, Skill check, Aldric, Active, MeleeAttack, Sword, no specialty, no TN
  // (the TN stepper starts at TN 13; 14 steps down are TN 12..0, then "No TN"), ROLL
  const FIRST = [S, S, S, S, S, "down", S, S].concat(Array(14).fill("down"), [S, S]);

  test("group work: Done with no worker chosen says so and keeps the list; with one it goes on", () => {
    const e = boot(board);
    press(e, [S, "down", S]); // Roll, Group work
    expect(e.textLines()[0]).toBe("Workers");
    press(e, [S]); // Done, nobody chosen
    expect(screen(e).replace(/\n/g, " ")).toMatch(/^Workers None chosen\. Choose one or more, then Done\./);
    press(e, ["back"]);
    expect(e.textLines()[0]).toBe("Workers");
    press(e, ["down", S, "up", S]); // Sir Aldric, Done
    expect(e.textLines()[0]).not.toBe("Workers");
    expect(e.errors).toEqual([]);
  });

  test("few presses: a recent character's skill roll is 4 presses from the main menu", () => {
    const e = boot(board);
    press(e, FIRST);
    press(e, ["back", "back", "back"]); // result -> setup -> check list -> main menu
    expect(e.textLines()[0]).toBe("S-Ifni");
    const n = press(e, [S, S]); // Roll, Skill check
    expect(e.textLines()[1]).toMatch(/^\* Sir Aldric/); // the recent setup heads the Who list (cut to fit)
    press(e, [S]);
    // a label and a value too wide for one row take two (ui-lcd/view.ts): "Stat", then its value
    expect(screen(e)).toMatch(/Stat\s+Melee[\s\S]*Sword/);
    press(e, [S]); // ROLL
    expect(n + 2).toBeLessThanOrEqual(5);
    expect(screen(e)).toMatch(/Roll \d+\.\d\d/);
  });

  test("one press rolls again, one shows the table view (no numbers), odds within 3 presses of the setup", () => {
    const e = boot(board);
    press(e, FIRST);
    expect(screen(e)).toMatch(/Roll \d+\.\d\d/);
    const before = e.printed.length;
    press(e, [S]); // again: a new roll, logged
    expect(screen(e)).toMatch(/Roll \d+\.\d\d/);
    void before;
    press(e, ["up"]); // table view
    const table = screen(e);
    expect(table).toMatch(/ROLLED|SUCCESS|FAILURE|DEADLOCK/);
    expect(table).not.toMatch(/\d/);
    press(e, [S, "back"]); // leave the table view, back to the setup
    const n = press(e, ["down", "down", S]); // the setup's rows: ROLL, the TN, Odds
    expect(n).toBeLessThanOrEqual(3);
    expect(screen(e)).toMatch(/Odds/);
  });

  test("opposed: two characters, both rolls, winner or deadlock", () => {
    const e = boot(board);
    press(e, ["down", S]); // Opposed: its checks
    expect(e.textLines().slice(0, 3)).toEqual(["S-Ifni", "Opposed check", "Extended check"]);
    press(e, [S]);
    expect(e.textLines()[0]).toBe("Who");
    press(e, [S, S, S, S]); // Aldric, Active, MeleeAttack, no skill
    expect(e.textLines()[0]).toBe("Against");
    // Wren first: Aldric, chosen already, is listed after the others
    press(e, [S, S, "down", S, S]); // Wren, Active, MeleeDefense, no skill
    expect(screen(e)).toMatch(/Opposed check[\s\S]*ROLL/);
    press(e, [S]); // ROLL
    expect(e.textLines()[0]).toMatch(/WINS|DEADLOCK/);
    expect(screen(e)).toMatch(/Sir Aldric[\s\S]*Wren/);
  });

  test("extended contest: 'one step toward' a win, one press a round, each round logged", () => {
    const e = boot(board);
    const flat = () => e.textLines().slice(1).join(" ").replace(/\s+/g, " ");
    press(e, ["down", S]); // Opposed: its checks
    expect(e.textLines().slice(0, 3)).toEqual(["S-Ifni", "Opposed check", "Extended check"]);
    press(e, ["down", S]);
    press(e, [S, S, S, S]); // Aldric, Active, MeleeAttack, no skill
    expect(e.textLines()[0]).toBe("Against");
    press(e, [S, S, "down", S, S]); // Wren (first: Aldric is chosen already), Active, MeleeDefense, no skill
    // the GM sets N: asked, from 3
    expect(e.textLines().slice(0, 2)).toEqual(["Steps to win", "3"]);
    press(e, ["down", S]); // 2
    expect(e.textLines().slice(0, 3)).toEqual(["Extended check", "ROLL", "Odds"]);
    // the odds from even: each side's chance of the contest, then the next round's, under "Round:"
    press(e, ["down", S]);
    expect(flat()).toMatch(/^Sir Aldric \d+\.\d% Wren wins \d+\.\d% Round: A wins \d+\.\d% B wins \d+\.\d%/);
    press(e, ["back", "up", S]); // ROLL
    // one press a round: the marker carried from each result to the next, until one side has 2
    let lead = 0;
    let rounds = 0;
    for (; rounds < 200; rounds++) {
      const body = flat();
      const step = /^No step/.test(body) ? 0 : /^(Step to )?Sir Aldric/.test(body) ? 1 : -1;
      lead += step;
      const won = Math.abs(lead) === 2;
      const name = step > 0 ? "Sir Aldric" : "Wren";
      const first = step === 0 ? "No step" : won ? name + " wins the contest" : "Step to " + name;
      const marker = "Lead " + (lead === 0 ? "even" : lead > 0 ? "Sir Aldric" : "Wren") + " Steps " + Math.abs(lead) + " of 2";
      expect(body.startsWith(first + " " + marker + " "), `round ${rounds + 1}: ${body}`).toBe(true);
      // the title is the table's words, cut to the screen ("SIR ALDRIC GA~")
      const table = step === 0 ? "DEADLOCK" : name.toUpperCase() + (won ? " WINS" : " GAINS");
      expect(table.startsWith(e.textLines()[0].replace(/~$/, ""))).toBe(true);
      if (won) break;
      expect(press(e, [S])).toBe(1);
    }
    expect(Math.abs(lead)).toBe(2);
    // the next press starts a new contest from even
    press(e, [S]);
    expect(flat()).toMatch(/Lead (even Steps 0|Sir Aldric Steps 1|Wren Steps 1) of 2/);
    // every round is in the log, newest first
    press(e, ["back", "back", "back", "down", "down", "down", "down", S]);
    expect(e.textLines()[0]).toBe("Log");
    // a record a round (each wraps on two rows, cut to the screen: "Sir Aldric, Wren: Extende~"),
    // as many as the screen shows of the rounds rolled
    const records = e.textLines().slice(1).join(" ").match(/Sir Aldric, Wren: Extende/g) || [];
    expect(records.length).toBeGreaterThanOrEqual(Math.min(rounds + 2, 3));
    press(e, [S]);
    // the newest record, scrolled through: the round's table words, then its summary, the marker
    // first (a record is cut to the board's size; a text wraps inside words where it must:
    // compared without spaces)
    let seen = "";
    for (let i = 0; i < 6; i++, press(e, ["down"])) seen += "|" + e.textLines().slice(1).join("").replace(/\s/g, "");
    expect(seen).toMatch(/SirAldric,Wren(SIRALDRICGAINS|WRENGAINS|DEADLOCK)/);
    expect(seen).toMatch(/Lead(even|SirAldric1of2|Wren1of2);round:SirAldricMeleeAttack\d+vsW/);
    // a board keeping fewer bytes a record (boards/*.json "log") cuts this one, and says so
    if (loadBoard(board).log.bytes >= 160) expect(seen).toMatch(/MeleeAttack\d+vsWren/);
    else expect(seen).toMatch(/~\|/);
    expect(e.errors).toEqual([]);
  });

  test("few presses: a melee attack between two characters used recently, at most 10 presses from the main menu to its result", () => {
    const e = boot(board);
    press(e, ["down", S, S, S, S, S, S, S, S, "down", S, S, S, "back", "back", "back"]); // an opposed check, Aldric against Wren
    expect(e.textLines()[0]).toBe("S-Ifni");
    // the recent choices are written at the main menu and kept; a restart puts the cursor on Roll
    e.restart();
    e.advance(50);
    let n = press(e, ["down", "down", S, S]); // Combat, Melee attack
    expect(e.textLines()[0]).toBe("Attacker");
    n += press(e, ["down", S]); // Aldric: Wren, the last chosen, heads the list
    // the defaults stand (his weapon, Offense, no modifier), up to the defender
    for (let i = 0; i < 6 && e.textLines()[0] !== "Defender"; i++) n += press(e, [S]);
    expect(e.textLines()[0]).toBe("Defender");
    // Wren heads the defenders: Aldric, the attacker, is listed after the others
    expect(e.textLines()[1]).toBe("Wren");
    for (let i = 0; i < 8 && !/ROLL/.test(e.textLines()[1]); i++) n += press(e, [S]);
    n += press(e, [S]); // ROLL
    expect(screen(e)).toMatch(/HITS|HIT|DEADLOCK|MISS|NO OPENING|WOUND|SCRATCH/);
    expect(screen(e)).toMatch(/Sir Aldric on[\s\S]*Wren/);
    expect(n).toBeLessThanOrEqual(10);
  });

  test("combat: a melee attack between two characters; its wound goes onto the sheet and stays", () => {
    const e = boot(board, 11);
    press(e, ["down", "down", S, S]); // Combat, Melee attack
    // the characters are asked first (a "w" question, ui-lcd/flow.ts), each before its own questions
    expect(e.textLines()[0]).toBe("Attacker");
    pick(e, "Sir Aldric");
    for (let i = 0; i < 5 && e.textLines()[0] !== "Defender"; i++) press(e, [S]); // his weapon etc.
    expect(e.textLines()[0]).toBe("Defender");
    pick(e, "Wren");
    for (let i = 0; i < 5 && !/ROLL/.test(e.textLines()[1]); i++) press(e, [S]);
    expect(screen(e)).toMatch(/Sir Al[\s\S]*Wren/); // "Attacker" and "Defender" are cut on the narrow screen
    press(e, [S]); // ROLL
    // roll again until a hit leaves something to apply
    for (let i = 0; i < 40 && !/Down: apply/.test(screen(e)); i++) press(e, [S]);
    expect(screen(e)).toMatch(/Down: apply/);
    // down scrolls the result to its end, then lists what follows (ui-lcd/flow.ts)
    for (let i = 0; i < 30 && e.textLines()[0] !== "Then"; i++) press(e, ["down"]);
    expect(e.textLines()[0]).toBe("Then");
    expect(e.textLines()[1]).toMatch(/^Apply: Wren/);
    const wound = e.textLines()[1];
    press(e, [S]);
    press(e, ["down"]);
    // applied: its row now takes it back
    expect(e.textLines()[1]).toMatch(/^Undo: Wren/);
    e.restart();
    e.advance(50);
    press(e, ["up", "up", S]); // Party
    pick(e, "Wren");
    press(e, [S, S]); // Inspect, confirmed
    expect(screen(e)).toMatch(/^W /m); // the wound line Inspect shows first
    void wound;
  });

  test("odds: the main menu's Odds entry opens a check's setup on Odds", () => {
    const e = boot(board);
    press(e, ["down", "down", "down", S]); // Odds: every check of the system
    expect(screen(e)).toMatch(/Skill check[\s\S]*Melee attack/);
    press(e, [S, S, S, S, "down", S, S, S]); // Skill check: Aldric, Active, MeleeAttack, Sword, no spec, no TN
    expect(screen(e)).toMatch(/ROLL[\s\S]*Odds/);
    press(e, [S]); // the cursor starts on Odds
    expect(e.textLines()[0]).toMatch(/^Odds/);
    expect(screen(e)).toMatch(/\d+\.\d%/);
  });

  test("odds of a melee round: the title whole, each fighter's strike under their name once", () => {
    const e = boot(board);
    // Odds, Melee round: Aldric with his sword, Wren with her rapier, as the round-odds flow does
    press(e, ["down", "down", "down", S, "down", "down", "down", "down", "down", S, S, S, S, S, S]);
    const t = e.textLines();
    expect(t[0]).toBe("Odds: Melee round");
    expect(t[1]).toBe("Sir Aldric:");
    expect(t[2]).toMatch(/^scratch +(\d+\.\d+%|never|1 in [\d,]+|< .*)$/);
    // the name is a row of its own, not the start of each line
    expect(t.slice(2).some((r) => r.startsWith("Sir Aldric"))).toBe(false);
    // Wren's strike below, under her name
    press(e, Array(8).fill("down"));
    expect(e.textLines()).toContain("Wren:");
  });

  test("dice: the common dice and a hit location, each one press", () => {
    const e = boot(board);
    press(e, ["down", "down", "down", "down", S]); // Dice
    // the list scrolled to its end where the screen shows fewer rows (Pixl.js), and back
    let seen = screen(e);
    let steps = 0;
    for (; steps < 12 && !/Location/.test(seen); steps++) {
      press(e, ["down"]);
      seen += "\n" + screen(e);
    }
    expect(seen).toMatch(/d6[\s\S]*md10[\s\S]*Location/);
    press(e, Array(steps).fill("up").concat([S])); // d6
    expect(e.textLines()[1]).toMatch(/^d6 [1-6]$/);
  });

  test("log: the last rolls, newest first, kept across a restart", () => {
    const e = boot(board);
    press(e, ["down", "down", "down", "down", S, S, "down", S]); // Dice: d6, 2d6 (each result stays on its row)
    press(e, ["back", "down", S]); // Log
    const lines = e.textLines();
    // a log row is "who: check: result" (ui-lcd/log.ts); a throw has no who
    expect(lines[1]).toMatch(/^2d6: \d+$/);
    expect(lines[2]).toMatch(/^d6: [1-6]$/);
    e.restart();
    e.advance(50);
    press(e, ["down", "down", "down", "down", "down", S]);
    expect(e.textLines().slice(1, 3)).toEqual(lines.slice(1, 3));
  });

  test("party: inspect only after a confirmation; clearing wounds survives a restart", () => {
    const e = boot(board);
    press(e, ["up", "up", S]); // Party
    expect(screen(e)).toMatch(/Sir Aldric[\s\S]*Grey Hal/);
    press(e, ["up", S, S]); // Grey Hal (the wounded veteran), Inspect
    expect(screen(e).replace(/\n/g, " ")).toMatch(/Show Grey Hal's sheet/);
    expect(screen(e)).not.toMatch(/Endurance|End /);
    press(e, [S]);
    expect(screen(e)).toMatch(/[Ww]ound/);
    press(e, ["back", "down", S, S]); // Clear wounds, confirm
    expect(screen(e)).toMatch(/cleared/);
    e.restart();
    e.advance(50);
    press(e, ["up", "up", S, "up", S, S, S]);
    expect(screen(e)).not.toMatch(/severe|minor|trauma/);
  });

  test("settings: the self-test shows the checksum the desktop gives", () => {
    const e = boot(board);
    press(e, ["up", S]); // Settings
    press(e, ["down", "down", "down", "down"]); // System, Table first, Table words only, Buzz
    expect(e.textLines().join("\n")).toMatch(/Self-test/);
    press(e, [S]); // Self-test
    e.advance(2000); // virtual time; the computation itself runs at once in the emulator
    expect(screen(e)).toContain(golden.standard.checksum);
  });

  // a board holding one rules system takes another with flash.sh --system, not in Settings
  // (tests/bluetooth/switch.test.ts)
  test.skipIf(loadBoard(board).systems !== undefined)("another system's check for Anyone asks its raw numbers before ROLL (TFT-hack's attribute roll)", () => {
    const e = boot(board);
    press(e, Array(7).fill("down").concat([S, S, "back"])); // Settings, System: S-Ifni -> TFT-hack
    expect(e.textLines()[0]).toBe("TFT-hack");
    press(e, Array(7).fill("up").concat([S, S])); // Roll, Attribute roll
    // the demo party first, Anyone last (one up): then the attribute is asked, from a usual 10
    expect(e.textLines().join(" ")).toMatch(/^Who rolls Bran Mira Orc raider Anyone/);
    press(e, ["up", S]);
    expect(e.textLines().slice(0, 2)).toEqual(["Attribute", "10"]);
    press(e, ["up", "up", S]);
    expect(screen(e)).toMatch(/ROLL[\s\S]*Attribute 12/);
    press(e, [S]);
    expect(screen(e)).toMatch(/^(SUCCESS|FAILURE|CRITICAL|AUTOMATIC)[\s\S]*attr 12 \(4d\)/);
    expect(screen(e)).not.toMatch(/Cannot roll/);
    expect(e.errors).toEqual([]);
  });

  test("a bad or missing sheet file says why, and the rest of the party still rolls", () => {
    const e = boot(board);
    // the demo party is written the first time a party is listed, and only when it has none
    // (src/device/store.ts): list it, then back on Roll (the main menu keeps its cursor)
    press(e, ["up", "up", S, "back", "down", "down"]);
    expect(e.storage.list()).toContain("sifni.c.sifni.rogue");
    e.realm().evaluate('require("Storage").write("sifni.c.sifni.rogue", "{\\"system\\":\\"sifni\\",\\"id\\":\\"rogue\\"")', "break");
    e.realm().evaluate('require("Storage").erase("sifni.c.sifni.archer")', "break");
    press(e, [S, S]); // Roll, Skill check
    // the party is its sheet files: a bad one is listed by its id (its name is in the file), a
    // missing one (Tamsin) is not listed
    expect(e.textLines()[0]).toBe("Who");
    expect(e.textLines()).not.toContain("Tamsin");
    expect(e.textLines()).not.toContain("Wren");
    pick(e, "rogue");
    // the message wraps at spaces and inside the long file name: compare without the breaks
    expect(screen(e).replace(/\s/g, "")).toContain("rogue:filesifni.c.sifni.rogueisnot");
    press(e, ["back", "back", S, S, S, S]); // the check list, Skill check, Sir Aldric, who still works
    expect(e.textLines()[0]).toBe("Skill");
    expect(e.errors).toEqual([]);
  });
});
