/**
 * The pack's tables against the text, pack and sheet validation, effects, and the checks
 * that roll nothing: sequence, start of turn (allocation), charge, after the fight.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { strs } from "../../src/engine/systems/strs/module";
import { STRS_TABLES, strsPack, validatePack } from "../../src/engine/systems/strs/pack";
import { GROUP } from "../../src/engine/rules/device";
import { choicesOf, findCheck } from "../../src/engine/rules/inputs";
import { allocationOf, poolOf } from "../../src/engine/systems/strs/sheet";
import { Inputs } from "../../src/engine/rules/types";
import { StrsPack, StrsSheet } from "../../src/engine/systems/strs/types";
import { sfc32 } from "../../src/engine/random/sfc32";
import kaitoJson from "../../examples/strs/kaito.json";
import thugJson from "../../examples/strs/thug.json";

const PACK = strsPack();

const P = strs.pack;
const kaito = kaitoJson as StrsSheet;
const thug = thugJson as StrsSheet;
const resolve = (check: string, inputs: Inputs, party: StrsSheet[] = []) => strs.resolve(check, inputs, party, P, sfc32(1));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe("the pack holds the text's tables", () => {
  test("it validates", () => expect(validatePack(PACK)).toEqual([]));

  test("wounds before KO by character type: 1 (pests) to 7 (great monsters)", () => {
    expect(P.types.map((t) => [t.id, t.ko])).toEqual([
      ["pest", 1], ["civilian", 2], ["trained", 3], ["veteran", 4], ["elite", 5], ["fearless", 6], ["monster", 7],
    ]);
  });

  test("dice: a wound costs 1 on d6 and 2 on d12; 4 dice, 2/2 before a first turn", () => {
    expect(P.dice).toEqual([{ sides: 6, woundPenalty: 1 }, { sides: 12, woundPenalty: 2 }]);
    expect([P.pool, P.defaultAttack, P.simpleDice, P.panicDefense]).toEqual([4, 2, 2, 2]);
  });

  test("cover: light 2/6, medium 4/6, full always; the human shield 75%", () => {
    expect(P.cover.map((c) => [c.id, c.avoid])).toEqual([["none", 0], ["light", 2], ["medium", 4], ["full", 6]]);
    expect(P.shieldQuarters).toBe(3);
  });

  test("the allocation table's five rows and narratives", () => {
    expect(P.allocations.map((a) => [a.atk, a.def, a.melee])).toEqual([
      [4, 0, "All-out finishing blow, or desperation move"], [3, 1, "Fencing style lunge"], [2, 2, "Thrust and parry"],
      [1, 3, "Close guard, or biding time"], [0, 4, "Fighting defensively"],
    ]);
  });

  test("the charge cost table: every action of the text with its cost", () => {
    const costs: { [name: string]: number } = {};
    for (const r of P.charge) costs[r.name] = r.cost;
    expect(costs).toEqual({
      Grapple: 1, "Break off": 1, "Entangle/Shock": 1, Shove: 1, "Change Focus": 1, Disarm: 1, Suppression: 1, "Armor Pierce": 1,
      Surge: 2, "Human shield": 2, "Probe Defense": 2, "Call Bullshit": 2, Channeling: 3, "Stunning Blow": 3, "Second Wind": 3,
      "Other: no harm": 1, "Other: harm": 2, "Other: take out": 3,
    });
  });

  test("a bad pack gets one problem per bad field, naming it", () => {
    const bad = clone(PACK) as unknown as { [k: string]: unknown };
    bad.maxDice = 9;
    (bad.types as { ko: unknown }[])[2].ko = 0;
    (bad.statuses as unknown[]).splice(0, 1);
    (bad.charge as { target: string }[])[0].target = "status:asleep";
    (bad.cover as { id: string }[])[0].id = "open";
    const problems = validatePack(bad);
    // removing "entangled" also breaks the charge rows that set or clear it
    expect(problems.map((p) => p.path).sort()).toEqual(["charge.0.target", "charge.1.self", "charge.2.target", "cover.0.id", "maxDice", "statuses", "types.2.ko"]);
    expect(problems.find((p) => p.path === "maxDice")!.message).toBe("must be a whole number from 1 to 7, got 9");
    expect(validatePack([])).toEqual([{ path: "", message: "a rules pack must be a JSON object" }]);
  });

  test("a pack whose dice could overflow exact counts is refused", () => {
    const big = clone(PACK);
    big.dice.push({ sides: 20, woundPenalty: 3 });
    big.maxDice = 7;
    // 7 dice a side: 12^14 * 24 = 3.1e16 and 20^14 * 24 are above 2^53 = 9.007e15; 6^14 * 24 = 1.9e12 is fine
    expect(validatePack(big)).toEqual([
      { path: "dice.1.sides", message: "d12 with maxDice 7 a side is too many outcomes to count exactly" },
      { path: "dice.2.sides", message: "d20 with maxDice 7 a side is too many outcomes to count exactly" },
    ]);
    big.maxDice = 6;
    // 12^12 * 24 = 2.1e14 is fine; 20^12 * 24 = 9.8e16 is not
    expect(validatePack(big).map((p) => p.path)).toEqual(["dice.2.sides"]);
  });
});

describe("sheets", () => {
  test("every example sheet validates", () => {
    const files = readdirSync("examples/strs").filter((f) => f.endsWith(".json") && f !== "party.json");
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(strs.validateSheet(JSON.parse(readFileSync("examples/strs/" + f, "utf8")), P), f).toEqual([]);
    // the demo party the app installs is those sheets, each valid
    const party = JSON.parse(readFileSync("examples/strs/party.json", "utf8")) as StrsSheet[];
    expect(party.map((s) => s.id).sort()).toEqual(files.map((f) => f.replace(".json", "")).sort());
    for (const s of party) expect(strs.validateSheet(s, P), s.id).toEqual([]);
  });

  test("a blank sheet validates", () => expect(strs.validateSheet(strs.blankSheet("x1", "New"), P)).toEqual([]));

  test("each bad field is named", () => {
    const s = clone(kaito) as unknown as { [k: string]: unknown };
    s.side = "ally";
    s.type = "boss";
    s.threshold = 0;
    (s.attacks as { ranged: unknown }[])[1].ranged = "yes";
    s.status = ["entangled", "sleepy", "entangled"];
    s.atkDice = 2;
    delete s.notes;
    expect(strs.validateSheet(s, P)).toEqual([
      { path: "threshold", message: "Threshold must be at least 1, got 0" },
      { path: "notes", message: "Notes is missing" },
      { path: "side", message: "must be \"pc\" or \"npc\", got \"ally\"" },
      { path: "type", message: "is not a character type of the pack: \"boss\"" },
      { path: "attacks.1.ranged", message: "must be true or false, got \"yes\"" },
      { path: "status.1", message: "is not a status of the pack: \"sleepy\"" },
      { path: "status.2", message: "repeats \"entangled\"" },
      { path: "defDice", message: "an allocation needs both Attack dice and Defense dice, or neither" },
    ]);
  });

  test("describe gives short Inspect lines", () => {
    expect(strs.describe(kaito, P).slice(0, 6)).toEqual([
      "Kaito (PC, KO at 3)", "Timing 3  Thr 3", "Def +2 sh 0 ar +1", "Wounds 0", "Charge 1/3", "Dice 2/2 (default)",
    ]);
  });
});

describe("effects", () => {
  const apply = (s: StrsSheet, kind: string, data: Inputs) => strs.applyEffect(s, { character: s.id, kind, text: "", data }, P);

  test("wounds, charge (never below 0), statuses on and off, a new sheet each time", () => {
    const w = apply(kaito, "wound", { n: 2 });
    expect(w.wounds).toBe(2);
    expect(kaito.wounds).toBe(0);
    expect(apply(kaito, "charge", { n: -5 }).charge).toBe(0);
    const e = apply(kaito, "status", { status: "entangled", on: true });
    expect(e.status).toEqual(["entangled"]);
    expect(apply(e, "status", { status: "entangled", on: false }).status).toEqual([]);
    expect(() => apply(kaito, "status", { status: "sleepy" })).toThrow(expect.objectContaining({ code: "EFFECT" }));
    expect(() => apply(kaito, "heal", {})).toThrow(expect.objectContaining({ code: "EFFECT" }));
  });

  test("allocating consumes surges and ends Armor Pierce and the human shield", () => {
    const s = apply({ ...kaito, surge: 1, status: ["pierced", "shielded", "panicked"] }, "allocate", { atk: 2, def: 3 });
    expect([s.atkDice, s.defDice, s.surge, s.status]).toEqual([2, 3, 0, ["panicked"]]);
  });

  test("rest: charge kept up to Attunement, -1 a day; eased wounds and the allocation end; sleep ends Fatigue", () => {
    const s = apply({ ...kaito, charge: 7, eased: 1, wounds: 2, atkDice: 3, defDice: 1, status: ["fatigued", "entangled"] }, "rest", { days: 1 });
    expect([s.charge, s.eased, s.wounds, s.atkDice, s.defDice, s.status]).toEqual([2, 0, 2, undefined, undefined, ["entangled"]]);
  });
});

describe("sequence", () => {
  const party = [kaito, thug, { ...thug, id: "boss", name: "Boss", timing: 3 }, { ...kaito, id: "mia", name: "Mia", timing: 1 }];

  test("first round: the surprising side first, then by Timing, PCs first at equal Timing", () => {
    const o = resolve("sequence", { who: "kaito,thug,boss,mia", first: true, surprise: "npc" }, party);
    expect(o.lines).toEqual(["1 Boss (NPC T3)", "2 Dock thug (NPC T1)", "3 Kaito (PC T3)", "4 Mia (PC T1)"]);
    expect(o.table).toBe("NPCS FIRST");
  });

  test("both or neither alert, and later rounds: best Timing, PCs win ties", () => {
    const later = resolve("sequence", { who: "thug,boss,mia,kaito", first: false }, party);
    expect(later.lines).toEqual(["1 Kaito (PC T3)", "2 Boss (NPC T3)", "3 Mia (PC T1)", "4 Dock thug (NPC T1)"]);
    expect(resolve("sequence", { who: "thug,boss,mia,kaito", surprise: "both" }, party).lines).toEqual(later.lines);
  });

  test("Anyone: the two sides' best Timings", () => {
    expect(resolve("sequence", { "pc-timing": 2, "npc-timing": 4 }).table).toBe("NPCS FIRST");
    expect(resolve("sequence", { "pc-timing": 4, "npc-timing": 4 }).table).toBe("PCS FIRST");
    expect(resolve("sequence", { "pc-timing": 0, "npc-timing": 4, surprise: "pc" }).table).toBe("PCS FIRST");
    expect(strs.odds("sequence", { "pc-timing": 2, "npc-timing": 4 }, [], P).lines.map((l) => l.p)).toEqual([0, 1]);
  });
});

describe("pool and default allocation of a sheet", () => {
  const alloc = (s: Partial<StrsSheet>) => {
    const sheet = { ...kaito, ...s };
    return [poolOf(sheet, P), allocationOf(sheet, P).atk, allocationOf(sheet, P).def];
  };

  test("4 dice, 2/2 before a first turn; Surge adds a die; Weakened halves (down)", () => {
    expect(alloc({})).toEqual([4, 2, 2]);
    expect(alloc({ surge: 1 })).toEqual([5, 2, 3]); // 2/2 scaled to 5: floor(5 * 2 / 4) = 2 on attack
    expect(alloc({ status: ["weakened"] })).toEqual([2, 1, 1]);
    expect(alloc({ status: ["weakened"], surge: 1 })).toEqual([2, 1, 1]); // 5 halved down
    expect(alloc({ status: ["weakened", "panicked"] })).toEqual([2, 0, 2]);
    expect(alloc({ atkDice: 3, defDice: 1, status: ["weakened"] })).toEqual([2, 3, 1]); // declared before: kept until the next turn
  });

  test("the defender's dice in an attack come from its allocation", () => {
    const weak = { ...thug, status: ["weakened"] };
    // the thug has 1 defense die when Weakened: 1d6 against Kaito's 2d6 +3
    expect(strs.odds("attack", { attacker: "kaito", weapon: "staff", defender: "thug" }, [kaito, weak], P).lines[0].p)
      .toBeCloseTo(strs.odds("attack", { attacker: "*", "atk-bonus": 3, defender: "*", "def-bonus": -1, "def-dice": 1, threshold: 2, "def-type": "civilian" }, [], P).lines[0].p, 15);
  });
});

describe("start of turn: the dice allocation", () => {
  test("3/1 is the text's fencing lunge; the effect writes it", () => {
    const o = resolve("turn", { who: "kaito", atk: 3 }, [kaito]);
    expect(o.table).toBe("DICE 3/1");
    expect(o.lines).toEqual(["Kaito: 3/1 of 4 dice", "Melee: Fencing style lunge", "Ranged: Stand up launcher blazing, or aimed shot"]);
    expect(o.effects).toEqual([{ character: "kaito", kind: "allocate", text: "Kaito: dice 3/1", data: { atk: 3, def: 1 } }]);
  });

  test("Surge adds a die; Weakened halves the pool; Panicked keeps 2 on defense", () => {
    expect(resolve("turn", { who: "*", surge: 1, atk: 5 }).table).toBe("DICE 5/0");
    expect(() => resolve("turn", { who: "*", weakened: true, atk: 3 })).toThrow(expect.objectContaining({ message: "input 'atk' must be at most the pool of 2 dice, got 3" }));
    expect(() => resolve("turn", { who: "*", panicked: true, atk: 3 })).toThrow(expect.objectContaining({ message: "input 'atk' Panicked: at least 2 dice on defense, so at most 2 on attack" }));
    expect(resolve("turn", { who: "*", panicked: true, weakened: true, atk: 0 }).table).toBe("DICE 0/2");
  });

  test("a Stunned character skips the turn", () => {
    const o = resolve("turn", { who: "kaito", atk: 4 }, [{ ...kaito, status: ["stunned"] }]);
    expect(o.table).toBe("STUNNED");
    expect(o.effects[0].kind).toBe("skip");
    expect(strs.applyEffect({ ...kaito, status: ["stunned", "pierced"] }, o.effects[0], P).status).toEqual([]);
  });
});

describe("charge", () => {
  test("Grapple costs 1 and entangles the target", () => {
    const o = resolve("spend", { who: "kaito", action: "grapple", target: "thug" }, [kaito, thug]);
    expect(o.table).toBe("GRAPPLE");
    expect(o.effects).toEqual([
      { character: "kaito", kind: "charge", text: "Kaito: -1 charge (Grapple)", data: { n: -1 } },
      { character: "thug", kind: "status", text: "Dock thug: entangled (Grapple)", data: { status: "entangled", on: true } },
    ]);
  });

  test("not enough charge: nothing happens", () => {
    const o = resolve("spend", { who: "kaito", action: "stun", target: "thug" }, [kaito, thug]);
    expect(o.table).toBe("NOT ENOUGH CHARGE");
    expect(o.effects).toEqual([]);
    expect(strs.odds("spend", { who: "*", held: 3, action: "stun" }, [], P).lines[0].p).toBe(1);
  });

  test("Surge, Second Wind and Break off act on the spender", () => {
    const rich = { ...kaito, charge: 9 };
    expect(resolve("spend", { who: "kaito", action: "surge" }, [rich]).effects[1]).toMatchObject({ kind: "surge", data: { n: 1 } });
    expect(resolve("spend", { who: "kaito", action: "secondwind" }, [rich]).effects[1]).toMatchObject({ kind: "eased", data: { n: 1 } });
    expect(resolve("spend", { who: "kaito", action: "breakoff" }, [rich]).effects[1]).toMatchObject({ kind: "status", data: { status: "entangled", on: false } });
  });

  test("gain: a success given up", () => {
    const o = resolve("gain", { who: "kaito", amount: 2 }, [kaito]);
    expect(o.effects).toEqual([{ character: "kaito", kind: "charge", text: "Kaito: +2 charge", data: { n: 2 } }]);
    expect(o.lines[1]).toBe("Charge 1 -> 3");
  });

  test("after the fight: charge above Attunement is lost, then 1 a day", () => {
    expect(resolve("rest", { who: "*", held: 5, attunement: 3, days: 1 }).lines[0]).toBe("Anyone: charge 5 -> 2");
    expect(resolve("rest", { who: "*", held: 2, attunement: 3, days: 4 }).lines[0]).toBe("Anyone: charge 2 -> 0");
  });
});

describe("charge: the cost table's rows as the device reads them (one at a time from the built-in pack)", () => {
  const action = findCheck(strs.checks, "spend").inputs.find((i) => i.id === "action")!;
  const ctx = (pack: StrsPack) => ({ inputs: { who: "*" }, party: [], pack: pack });

  test("the built-in pack gives row i alone, the same as its table's, and nothing past the last; the desktop's copy is data only", () => {
    const rows = STRS_TABLES.charge;
    expect(rows.length).toBe(18);
    for (let i = 0; i < rows.length; i++) expect(STRS_TABLES.chargeRow!(i)).toEqual(rows[i]);
    expect(STRS_TABLES.chargeRow!(rows.length)).toBeUndefined();
    expect("chargeRow" in P).toBe(false);
    expect(P.charge).toEqual(rows);
  });

  test("the actions: the same from either pack; by id alone; by cost where the table is long", () => {
    const all = choicesOf(action, ctx(P));
    expect(all.length).toBe(18);
    expect(choicesOf(action, ctx(STRS_TABLES))).toEqual(all);
    for (const c of all) expect(choicesOf(action, ctx(STRS_TABLES), c.id)).toEqual([c]);
    expect(choicesOf(action, ctx(P), "nonesuch")).toEqual([]);
    expect(choicesOf(action, ctx(STRS_TABLES), GROUP).map((c) => c.label)).toEqual(["Cost 1", "Cost 2", "Cost 3"]);
    const costs = [1, 2, 3].map((n) => choicesOf(action, ctx(STRS_TABLES), GROUP + "Cost " + n));
    expect(costs.map((l) => l.length)).toEqual([9, 5, 4]);
    expect(costs[0].concat(costs[1], costs[2]).map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
    expect(costs[1][0]).toEqual({ id: "surge", label: "Surge (2)", group: "Cost 2" });
    // a short table of the GM's own is listed whole, and its costs need not come in order
    const short = { ...PACK, charge: [PACK.charge[14], PACK.charge[0]] };
    expect(choicesOf(action, ctx(short), GROUP)).toEqual([]);
    expect(choicesOf(action, ctx(short)).map((c) => c.group)).toEqual(["Cost 3", "Cost 1"]);
    const mixed = { ...PACK, charge: PACK.charge.slice().reverse() };
    expect(choicesOf(action, ctx(mixed), GROUP).map((c) => c.label)).toEqual(["Cost 3", "Cost 2", "Cost 1"]);
  });

  test("a sheet's skills and attacks, the types and the cover, asked for by id, give that one alone or none", () => {
    const kaito = kaitoJson as unknown as StrsSheet;
    const c = { inputs: { a: "kaito", attacker: "kaito" }, party: [kaito], pack: P };
    const inputsOf = (check: string) => findCheck(strs.checks, check).inputs;
    const skill = inputsOf("opposed").find((x) => x.id === "a-atk")!;
    const weapon = inputsOf("attack").find((x) => x.id === "weapon")!;
    const cover = inputsOf("attack").find((x) => x.id === "cover")!;
    const type = inputsOf("attack").find((x) => x.kind === "choice" && x.initial === "trained")!;
    for (const spec of [skill, weapon, cover, type]) {
      const all = choicesOf(spec, c);
      expect(all.length, spec.id).toBeGreaterThan(1);
      for (const one of all) expect(choicesOf(spec, c, one.id), spec.id).toEqual([one]);
      expect(choicesOf(spec, c, "nonesuch"), spec.id).toEqual([]);
    }
  });

  test("a roll reads its action by id from either pack", () => {
    for (const pack of [P, STRS_TABLES]) {
      expect(strs.resolve("spend", { who: "*", held: 3, action: "stun" }, [], pack, sfc32(1)).table).toBe("STUNNING BLOW");
      expect(() => strs.resolve("spend", { who: "*", held: 3, action: "nonesuch" }, [], pack, sfc32(1))).toThrow("has no choice 'nonesuch'");
    }
  });
});

describe("the module", () => {
  test("its checks, in menu order", () => {
    expect(strs.checks.map((c) => c.id)).toEqual(["attack", "exchange", "sequence", "turn", "spend", "gain", "rest", "simple", "opposed", "extended"]);
  });
});
