/**
 * The five-phase round as follow-ups: each phase's outcome offers the next phase with the
 * declarations carried; phase 4 orders the attacks by decreasing Quickness (ties: declared
 * first) and offers each as an attack check; phase 5 lists slow actions in declared order.
 */
import { describe, expect, test } from "vitest";
import { dba } from "../../src/engine/systems/dba/module";
import type { Inputs, Outcome } from "../../src/engine/rules/types";
import type { DbaPack, DbaSheet } from "../../src/engine/systems/dba/types";
import { DBA_TABLES } from "../../src/engine/systems/dba/tables/pack";
import { choicesOf } from "../../src/engine/rules/inputs";
import { sfc32 } from "../../src/engine/random/sfc32";
import { example, party } from "./helpers";

const pack = dba.pack;
const ALL = { fighters: "rogue,knight,giant", slow: "", attacks: "", tactics: "" };
/** A phase with everything not given declared empty (as the device asks each phase's input). */
const round = (inputs: Inputs, p: DbaSheet[] = party()): Outcome => dba.resolve("round", { ...ALL, ...inputs }, p, pack, sfc32(1));
const next = (o: Outcome) => o.followUps[o.followUps.length - 1];

describe("the guided round", () => {
  test("phase 1 to 5 and back to 1, carrying the declarations", () => {
    const p1 = dba.resolve("round", { phase: 1, fighters: "rogue,knight,giant", slow: "knight,rogue" }, party(), pack, sfc32(1));
    expect(p1.table).toBe("PHASE 1");
    expect(p1.lines[0]).toBe("Phase 1/5: Slow actions");
    // Move 4 (Knight): run 4, back up half, 2; Move 6 (Rogue): 6 and 3
    expect(p1.lines.slice(-2)).toEqual(["Knight: run 4 m, back 2 m", "Rogue: run 6 m, back 3 m"]);
    expect(next(p1)).toEqual({ label: "Phase 2: Declare attacks", check: "round", inputs: { phase: 2, fighters: "rogue,knight,giant", slow: "knight,rogue" } });

    const p2 = dba.resolve("round", { ...next(p1).inputs, attacks: "rogue:dagger:knight,giant:club:knight" }, party(), pack, sfc32(1));
    expect(p2.lines.slice(-2)).toEqual(["Rogue>Knight: Dagger (knife)", "Giant>Knight: Club (halberd)"]);
    expect(next(p2).inputs).toEqual({ phase: 3, fighters: "rogue,knight,giant", slow: "knight,rogue", attacks: "rogue:dagger:knight,giant:club:knight" });

    const p3 = dba.resolve("round", { ...next(p2).inputs, tactics: "knight:nododge:0" }, party(), pack, sfc32(1));
    expect(p3.lines[p3.lines.length - 1]).toBe("Knight: No dodge");
    expect(next(p3).inputs).toMatchObject({ phase: 4, tactics: "knight:nododge:0" });

    // from here on the follow-ups carry every input the phases ask
    const p4 = dba.resolve("round", next(p3).inputs, party(), pack, sfc32(1));
    const p5 = dba.resolve("round", next(p4).inputs, party(), pack, sfc32(1));
    expect(p5.lines.slice(-2)).toEqual(["1. Knight", "2. Rogue"]);
    expect(next(p5)).toEqual({ label: "Next round", check: "round", inputs: { phase: 1, fighters: "rogue,knight,giant" } });
  });

  test("phase 4: decreasing Quickness, shorter weapons pay, ties go to the one declared first", () => {
    // Rogue's dagger against the Knight's broadsword: 11 - 2 = 9; Knight on the Rogue, who holds
    // the dagger she declared: 10; Giant's club against the sword: 5
    const o = round({ phase: 4, attacks: "rogue:dagger:knight,knight:broadsword:rogue,giant:club:knight" });
    expect(o.lines.slice(-3)).toEqual(["1. Knight>Rogue Qk 10", "2. Rogue>Knight Qk 9", "3. Giant>Knight Qk 5"]);
    expect(o.followUps.map((f) => f.label)).toEqual(["Knight attacks Rogue", "Rogue attacks Knight", "Giant attacks Knight", "Phase 5: Slow actions resolve"]);
    expect(o.followUps[0]).toEqual({
      label: "Knight attacks Rogue",
      check: "attack",
      inputs: { attacker: "knight", weapon: "broadsword", defender: "rogue", dreach: "knife", tactic: "none", dtactic: "none" },
    });
    // with her sword the Rogue is first: 11 against 10
    const s = round({ phase: 4, attacks: "knight:broadsword:rogue,rogue:sword:knight" });
    expect(s.lines.slice(-2)).toEqual(["1. Rogue>Knight Qk 11", "2. Knight>Rogue Qk 10"]);
    // a tie: the Knight with Caution 1 is 9, as the dagger Rogue; the one declared first goes first
    const p = party();
    p[1].tactics = [{ id: "caution", level: 2 }];
    const t1 = round({ phase: 4, attacks: "knight:broadsword:rogue,rogue:dagger:knight", tactics: "knight:caution:1" }, p);
    expect(t1.lines.slice(-2)).toEqual(["1. Knight>Rogue Qk 9", "2. Rogue>Knight Qk 9"]);
    const t2 = round({ phase: 4, attacks: "rogue:dagger:knight,knight:broadsword:rogue", tactics: "knight:caution:1" }, p);
    expect(t2.lines.slice(-2)).toEqual(["1. Rogue>Knight Qk 9", "2. Knight>Rogue Qk 9"]);
    // the tactic goes into the follow-up for the Knight's attack and as the defender's tactic for the Rogue's
    expect(t2.followUps[0].inputs).toMatchObject({ attacker: "rogue", dtactic: "caution", damount: 1 });
    expect(t2.followUps[1].inputs).toMatchObject({ attacker: "knight", tactic: "caution", amount: 1 });
  });

  test("every phase-4 follow-up is an attack check that runs as given", () => {
    const o = round({ phase: 4, attacks: "rogue:dagger:knight,knight:broadsword:rogue,giant:club:knight", tactics: "knight:nodefense:0" });
    const hits = o.followUps.filter((f) => f.check === "attack").map((f) => dba.odds("attack", f.inputs, party(), pack).lines[0].p);
    // Knight on Rogue 0.35 (the Rogue holds her dagger: no penalty for the longer sword);
    // Rogue's dagger on the Knight, who neither dodges nor blocks: armor 14 - 10 = 4 -> 0.1;
    // Giant on the Knight: nothing stops the club -> 1
    expect(hits).toEqual([0.35, 0.1, 1]);
  });

  test("the rules of a round are enforced: one tactic and one attack each", () => {
    expect(() => round({ phase: 3, tactics: "knight:nododge:0,knight:noblock:0" })).toThrow("input 'tactics': only one tactic per round, knight has two");
    expect(() => round({ phase: 4, attacks: "rogue:dagger:knight,rogue:sword:giant" })).toThrow("input 'attacks': one attack per character a round, rogue has two");
    expect(() => round({ phase: 2, attacks: "rogue:axe:knight" })).toThrow("input 'attacks' has no choice 'rogue:axe:knight'");
    expect(() => round({ phase: 3, tactics: "rogue:caution:1" })).toThrow("input 'tactics' has no choice 'rogue:caution:1'");
    const p = party();
    p[1].tactics = [{ id: "halfsword", level: 2 }];
    expect(() => round({ phase: 4, attacks: "knight:broadsword:rogue", tactics: "knight:halfsword:2" }, p)).toThrow(
      "input 'tactics': Half-sword Thrust needs a longsword with mailed gauntlets, Knight attacks with Broadsword"
    );
  });

  test("tactic choices: every amount up to the level; Half-sword only at the level; free ones for all", () => {
    const p = [example("knight")];
    p[0].tactics = [{ id: "caution", level: 2 }, { id: "halfsword", level: 3 }];
    const spec = dba.checks.find((c) => c.id === "round")!.inputs.find((i) => i.id === "tactics")!;
    const ids = spec.choices!({ inputs: { phase: 3, fighters: "knight" }, party: p, pack }).map((c) => c.id);
    expect(ids).toEqual(["knight:caution:1", "knight:caution:2", "knight:halfsword:3", "knight:nododge:0", "knight:noblock:0", "knight:nodefense:0"]);
  });

  test("without sheets each phase still guides, and phase 4 offers an Anyone attack", () => {
    const o = round({ phase: 4, fighters: "" }, []);
    expect(o.lines).toContain("Highest Quickness first,");
    expect(o.followUps.map((f) => [f.check, f.label])).toEqual([["attack", "Attack (Anyone)"], ["round", "Phase 5: Slow actions resolve"]]);
    expect(dba.odds("round", { phase: 2, fighters: "", slow: "", attacks: "" }, [], pack).lines).toEqual([{ id: "phase2", label: "Phase 2: Declare attacks", p: 1 }]);
  });

  test("an injured character runs less far (Move is physical)", () => {
    const p = party();
    p[0].injuries = 1;
    expect(round({ phase: 1, slow: "rogue" }, p).lines.pop()).toBe("Rogue: run 5 m, back 2 m");
  });

  test("the fighters come first; the later lists offer only them, and each phase asks its own input", () => {
    const inputs = dba.checks.find((c) => c.id === "round")!.inputs;
    // the later lists are asked in their phase (ask), and none is an answer (a round without slow actions)
    expect(inputs.map((i) => [i.id, i.initial, i.ask])).toEqual([
      ["phase", 1, undefined],
      ["fighters", undefined, undefined],
      ["slow", "", true],
      ["attacks", "", true],
      ["tactics", "", true],
    ]);
    expect(() => dba.resolve("round", { phase: 1 }, party(), pack, sfc32(1))).toThrow("input 'fighters' (Fighters) is required");
    const none = dba.resolve("round", { phase: 1, fighters: "rogue,knight" }, party(), pack, sfc32(1));
    expect(none.lines.join("\n")).not.toMatch(/Rogue:|Knight:/);
    // the Giant is not fighting: nobody can attack him or declare for him
    expect(() => round({ phase: 2, fighters: "rogue,knight", attacks: "rogue:dagger:giant" })).toThrow("input 'attacks' has no choice 'rogue:dagger:giant'");
    expect(() => round({ phase: 1, fighters: "rogue,knight", slow: "giant" })).toThrow("input 'slow' has no choice 'giant'");
  });

  test("members the device has not loaded (id and name only) are not offered, and never read", () => {
    const p: DbaSheet[] = [party()[0], { system: "dba", id: "knight", name: "Knight" } as DbaSheet];
    const spec = dba.checks.find((c) => c.id === "round")!.inputs.find((i) => i.id === "attacks")!;
    expect(spec.choices!({ inputs: { phase: 2, fighters: "rogue,knight" }, party: p, pack })).toEqual([]);
    expect(() => dba.odds("attack", { attacker: "knight", weapon: "broadsword", defender: "rogue" }, p, pack)).toThrow(
      "input 'weapon' has no choice 'broadsword'"
    );
    expect(() => dba.odds("attack", { attacker: "rogue", weapon: "dagger", defender: "knight" }, p, pack)).toThrow("the sheet of 'knight' is not loaded");
  });
});

describe("the guided round's lists as the device asks them", () => {
  const spec = dba.checks.find((c) => c.id === "round")!;
  // the Rogue trained in two tactics: Caution up to 2, Half-sword Thrust (at its level only) 2
  const trained = (): DbaSheet[] => {
    const p = party();
    p[0].tactics = [
      { id: "caution", level: 2 },
      { id: "halfsword", level: 2 },
    ];
    return p;
  };
  const ctx = (p: DbaPack) => ({ inputs: { phase: 4, fighters: "rogue,knight,giant" }, party: trained(), pack: p });

  test("each list's choices the same from the built-in pack (rows made one at a time) and the desktop's; each alone by its id", () => {
    for (const id of ["slow", "attacks", "tactics"]) {
      const input = spec.inputs.find((i) => i.id === id)!;
      const all = choicesOf(input, ctx(pack));
      expect(all.length).toBeGreaterThan(2);
      expect(choicesOf(input, ctx(DBA_TABLES))).toEqual(all);
      for (const c of all) expect(choicesOf(input, ctx(DBA_TABLES), c.id)).toEqual([c]);
    }
  });

  test("the phases: the built-in pack makes one at a time, the same as its table's; the desktop's copy is data only", () => {
    const rows = DBA_TABLES.phases;
    expect(rows.length).toBe(5);
    for (let i = 0; i < rows.length; i++) expect(DBA_TABLES.phase!(i)).toEqual(rows[i]);
    expect(DBA_TABLES.phase!(5)).toBeUndefined();
    expect("phase" in pack).toBe(false);
    expect(pack.phases).toEqual(rows);
    // the desktop's copy is data: its lines are a list to edit, not made again at each read
    expect(Object.getOwnPropertyDescriptor(pack.phases[0], "lines")!.value).toEqual(rows[0].lines);
    // the whole table is data too (Espruino's JSON.stringify leaves a getter out)
    for (const row of rows) expect(Object.getOwnPropertyDescriptor(row, "lines")!.value).toBeDefined();
    for (let phase = 1; phase <= 5; phase++) {
      expect(dba.resolve("round", { ...ALL, phase: phase }, party(), DBA_TABLES, sfc32(1))).toEqual(round({ phase: phase }));
    }
  });

  test("an id the list lacks gives none: a tactic at an amount the sheet has not, an attack on oneself, a part too many", () => {
    const tactics = spec.inputs.find((i) => i.id === "tactics")!;
    const attacks = spec.inputs.find((i) => i.id === "attacks")!;
    expect(choicesOf(tactics, ctx(pack), "rogue:caution:1")).toEqual([{ id: "rogue:caution:1", label: "Rogue: Caution 1", group: "Rogue" }]);
    expect(choicesOf(tactics, ctx(pack), "rogue:caution:3")).toEqual([]);
    expect(choicesOf(tactics, ctx(pack), "rogue:halfsword:1")).toEqual([]);
    expect(choicesOf(tactics, ctx(pack), "knight:caution:1")).toEqual([]);
    expect(choicesOf(tactics, ctx(pack), "rogue:nododge:1")).toEqual([]);
    expect(choicesOf(tactics, ctx(pack), "rogue:nododge:0:x")).toEqual([]);
    expect(choicesOf(attacks, ctx(pack), "rogue:dagger:rogue")).toEqual([]);
    expect(choicesOf(attacks, ctx(pack), "rogue:dagger")).toEqual([]);
    expect(choicesOf(attacks, ctx(pack), "rogue:dagger:knight:x")).toEqual([]);
    // a roll checks each part of its answer so
    expect(() => round({ phase: 3, tactics: "rogue:nododge:1" })).toThrow("input 'tactics' has no choice 'rogue:nododge:1'");
  });
});

