/**
 * The SIFRP checks resolved with scripted dice (a word w < 6 is the face w + 1), worked by hand,
 * and their odds against brute force.
 */
import { describe, expect, it } from "vitest";
import { sifrp } from "../../src/engine/systems/sifrp/module";
import { SIFRP_PACK } from "../../src/engine/systems/sifrp/tables/pack";
import type { SifrpPack, SifrpSheet } from "../../src/engine/systems/sifrp/types";
import type { Inputs } from "../../src/engine/rules/types";
import { choicesOf } from "../../src/engine/rules/inputs";
import { GROUP, LONG_LIST } from "../../src/engine/rules/device";
import { errorCode, sequenceRng } from "../helpers/fake-rng";
import { bandDegrees, bruteKeepCounts } from "./brute";
import { example } from "./examples";

/** Words giving these faces, in order. */
function dice(...faces: number[]) {
  return sequenceRng(faces.map((f) => f - 1));
}

const hal = example("hal");
const bravo = example("bravo");
const party: SifrpSheet[] = [hal, bravo];

function resolve(check: string, inputs: Inputs, rng: ReturnType<typeof dice>, pack: SifrpPack = SIFRP_PACK, who: SifrpSheet[] = party) {
  const o = sifrp.resolve(check, inputs, who, pack, rng);
  // every die scripted was used, no more
  expect(rng.draws).toBe((rng.getState() as number[])[0]);
  return o;
}

function odds(check: string, inputs: Inputs, who: SifrpSheet[] = party): { [id: string]: number } {
  const out: { [id: string]: number } = {};
  for (const l of sifrp.odds(check, inputs, who, SIFRP_PACK).lines) out[l.id] = l.p;
  return out;
}

describe("test", () => {
  it("Anyone, rank 3 +1B -1D, modifier -5 vs 9: keep the best 2 of 6 6 2 1 = 12, -5 = 7: failure by 2, one degree", () => {
    const o = resolve("test", { rank: 3, bonus: 1, penalty: 1, modifier: -5, difficulty: 9 }, dice(6, 6, 2, 1));
    expect(o.table).toBe("FAILURE");
    expect(o.degree).toBe("1 degree");
    expect(o.lines).toEqual(["Test 3D+1B-1D", "6 6 (2) (1)", "sum 12 -5 = 7 vs 9", "failure, 1 degree"]);
  });

  it("Hal's Agility test takes full plate's -6: 6 6 6 = 18 - 6 = 12 vs 9, one degree", () => {
    const o = resolve("test", { who: "hal", ability: "Agility", difficulty: 9 }, dice(6, 6, 6));
    expect(o.table).toBe("SUCCESS");
    expect(o.lines).toEqual(["Agility 3D", "6 6 6", "armor -6", "sum 18 -6 = 12 vs 9", "success, 1 degree"]);
  });

  it("Hal's Athletics (Strength 1B) vs 9: 4D+1B, 5 4 4 3 (1) = 16, two degrees (margin 7)", () => {
    const o = resolve("test", { who: "hal", ability: "Athletics", specialty: "Strength", difficulty: 9 }, dice(4, 1, 5, 3, 4));
    expect(o.lines).toEqual(["Athletics (Strength) 4D+1B", "5 4 4 3 (1)", "result 16 vs 9", "success, 2 degrees"]);
    expect(o.degree).toBe("2 degrees");
  });

  it("an entangled character takes -5 on all tests", () => {
    const h = { ...hal, status: ["entangled" as const] };
    const o = resolve("test", { who: "hal", ability: "Will", difficulty: 9 }, dice(6, 6, 2), SIFRP_PACK, [h]);
    expect(o.lines.slice(2, 4)).toEqual(["entangled -5", "sum 14 -5 = 9 vs 9"]);
    expect(o.table).toBe("SUCCESS");
  });

  it("offers the sheet's abilities and the chosen ability's specialties", () => {
    const spec = sifrp.checks.find((c) => c.id === "test")!;
    const ctx = { inputs: { who: "hal", ability: "Fighting" }, party, pack: SIFRP_PACK };
    expect(spec.inputs.find((i) => i.id === "ability")!.choices!(ctx).map((c) => c.id)).toContain("Will");
    expect(spec.inputs.find((i) => i.id === "specialty")!.choices!(ctx).map((c) => c.label)).toEqual(["none", "Long Blade 1B", "Shield 1B"]);
  });

  it("refuses bad inputs, naming them", () => {
    expect(() => sifrp.resolve("test", { difficulty: 9 }, party, SIFRP_PACK, dice(1))).toThrow(/input 'rank'/);
    expect(() => sifrp.resolve("test", { rank: 11, difficulty: 9 }, party, SIFRP_PACK, dice(1))).toThrow(/input 'rank' must be at most 10/);
    expect(() => sifrp.resolve("test", { who: "hal", ability: "Flying", difficulty: 9 }, party, SIFRP_PACK, dice(1))).toThrow(/input 'ability' has no choice 'Flying'/);
    expect(errorCode(() => sifrp.odds("test", { rank: 10, bonus: 10, extra: 1, difficulty: 9 }, party, SIFRP_PACK))).toBe("DICE");
    expect(errorCode(() => sifrp.odds("fly", {}, party, SIFRP_PACK))).toBe("CHECK");
  });

  it("odds lines sum to 1 and match brute force: Hal's Fighting (Long Blade) vs 12", () => {
    // 4D+1B: keep 4 of 5
    const o = odds("test", { who: "hal", ability: "Fighting", specialty: "Long Blade", difficulty: 12 });
    const counts = bruteKeepCounts(5, 4);
    const p = (d: number) => counts.reduce((a, c, s) => (bandDegrees(s, 12) === d ? a + c : a), 0) / 6 ** 5;
    expect(o.success1).toBe(p(1));
    expect(o.success2).toBe(p(2));
    expect(o.success3).toBe(p(3));
    expect(o.fail1).toBe(p(-1));
    expect(o.fail2).toBe(p(-2));
    expect(Object.values(o).reduce((a, b) => a + b)).toBeCloseTo(1, 14);
  });
});

describe("attack", () => {
  it("Hal's longsword against Anyone (CD 8, AR 5): 4D+1B, 6 5 4 3 (1) = 18, three degrees, 5 x 3 - 5 = 10 damage", () => {
    const o = resolve("attack", { who: "hal", weapon: "longsword", defense: 8, armor: 5 }, dice(6, 5, 3, 1, 4));
    expect(o.table).toBe("HIT");
    expect(o.degree).toBe("3 degrees");
    expect(o.lines).toEqual(["Longsword 4D+1B", "6 5 4 3 (1)", "result 18 vs CD 8", "hit, 3 degrees", "damage 5x3-5 = 10"]);
    expect(o.effects).toEqual([]);
  });

  it("against the bravo's sheet: CD 10, AR 2, Health 9; 6 6 6 6 6 = 30 - 10 = 20: 4 degrees, 5 x 4 - 2 = 18: defeated", () => {
    const o = resolve("attack", { who: "hal", weapon: "longsword", target: "bravo" }, dice(6, 6, 6, 6, 6));
    expect(o.table).toBe("DEFEATED");
    expect(o.lines.slice(2)).toEqual(["result 24 vs CD 10", "hit, 3 degrees", "damage 5x3-2 = 13", "Braavosi bravo defeated"]);
    expect(o.effects).toEqual([{ character: "bravo", kind: "damage", text: "Braavosi bravo: 13 damage", data: { amount: 13 } }]);
  });

  it("a miss deals nothing: 1 1 1 1 (1) = 4 vs CD 10", () => {
    const o = resolve("attack", { who: "hal", weapon: "longsword", target: "bravo" }, dice(1, 1, 1, 1, 1));
    expect(o.table).toBe("MISS");
    expect(o.degree).toBe("");
    expect(o.lines.slice(2)).toEqual(["result 4 vs CD 10", "miss"]);
    expect(o.effects).toEqual([]);
  });

  it("a helpless target loses Agility from CD (10 - 4 = 6) and the attacker gets +1D", () => {
    const o = resolve("attack", { who: "hal", weapon: "longsword", target: "bravo", helpless: true }, dice(2, 2, 2, 1, 1, 1));
    // 5D+1B: keep 5 of 2 2 2 1 1 1 = 8 vs 6: one degree, 5 - 2 = 3 damage
    expect(o.lines).toEqual(["Longsword 5D+1B", "2 2 2 1 1 (1)", "helpless +1D", "result 8 vs CD 6", "hit, 1 degree", "damage 5x1-2 = 3", "Health left 6"]);
  });

  it("training: a bastard sword (1B) eats Hal's Long Blade die; two hands (Adaptable) add 1 damage", () => {
    const o = resolve("attack", { who: "hal", weapon: "longsword", defense: 0 }, dice(1, 1, 1, 1, 1));
    expect(o.lines[0]).toBe("Longsword 4D+1B");
    const h = { ...hal, weapons: ["bastard-sword"], guard: "" };
    const b = resolve("attack", { who: "hal", weapon: "bastard-sword", hands: true, defense: 0 }, dice(1, 1, 1, 1), SIFRP_PACK, [h]);
    // 4D, 1 1 1 1 = 4 vs 0: one degree; damage Athletics 4 + 1 + 1 = 6
    expect(b.lines).toEqual(["Bastard Sword 4D", "1 1 1 1", "training -1B, two hands +1", "result 4 vs CD 0", "hit, 1 degree", "damage 6x1-0 = 6"]);
  });

  it("the whip (2B) with 1B of Brawling: -1D; Entangling calls for the escape tests", () => {
    // Anyone: Fighting 3, Brawling 1B, Agility 4: 3D, 1 penalty die: keep 2 of 6 1 4 = 10 vs 7, one degree; 4 - 1 = 3 damage
    const o = resolve("attack", { weapon: "whip", rank: 3, bonus: 1, damage: 4, defense: 7 }, dice(6, 1, 4));
    expect(o.lines).toEqual(["Whip 3D-1D", "6 4 (1)", "training -2B", "result 10 vs CD 7", "hit, 1 degree", "damage 3x1-0 = 3", "entangled: move 1, -5", "also Reach"]);
    expect(o.followUps).toEqual([
      { label: "Escape: Athletics (9)", check: "escape", inputs: { who: "*", via: "Athletics" } },
      { label: "Escape: Agility (9)", check: "escape", inputs: { who: "*", via: "Agility" } },
    ]);
  });

  it("a net deals no damage but entangles the bravo (a status effect) at 1B training", () => {
    const h = { ...hal, weapons: ["net"], guard: "" };
    const o = resolve("attack", { who: "hal", weapon: "net", target: "bravo", extra: 1 }, dice(6, 6, 1), SIFRP_PACK, [h, bravo]);
    // Hal: Marksmanship 2 + 1D extra, no Thrown bonus dice: training 1B is a penalty die: keep 2 of 3 = 12 vs 10
    expect(o.lines).toEqual(["Net 3D-1D", "6 6 (1)", "training -1B", "result 12 vs CD 10", "hit, 1 degree", "entangled: move 1, -5"]);
    expect(o.effects).toEqual([{ character: "bravo", kind: "status", text: "Braavosi bravo: entangled (Net)", data: { status: "entangled", set: true } }]);
    expect(o.followUps.map((f) => f.inputs.who)).toEqual(["bravo", "bravo"]);
  });

  it("Close Range: no penalty to 10 yards, -1D for each 10 yards beyond (11 yards is -1D, 25 is -2D)", () => {
    const base = { weapon: "javelin", rank: 2, damage: 3, defense: 5 };
    // 10 yards: 2d6 below 5 is 2, 3 or 4: 1 + 2 + 3 = 6 of 36
    expect(odds("attack", { ...base, range: 10 }).miss).toBe(6 / 36);
    // 11 yards: the higher of 2d6 must reach 5; both at most 4 in 16 of 36
    expect(odds("attack", { ...base, range: 11 }).miss).toBe(16 / 36);
    expect(odds("attack", { ...base, range: 20 }).miss).toBe(16 / 36);
    // 25 yards: -2D leaves no die: result 0, always a miss
    expect(odds("attack", { ...base, range: 25 }).miss).toBe(1);
    const o = resolve("attack", { ...base, range: 25 }, dice(6, 6));
    expect(o.lines.slice(0, 3)).toEqual(["Javelin 2D-2D", "(6) (6)", "range -2D"]);
  });

  it("Fast: +1B on a divided attack, never more bonus dice than test dice", () => {
    const o = resolve("attack", { weapon: "quarterstaff", rank: 2, damage: 3, divided: true, defense: 5 }, dice(3, 4, 5));
    expect(o.lines.slice(0, 3)).toEqual(["Quarterstaff 2D+1B", "5 4 (3)", "fast +1B"]);
    const p = resolve("attack", { weapon: "quarterstaff", rank: 2, bonus: 2, damage: 3, divided: true, defense: 5 }, dice(3, 4, 5, 6));
    expect(p.lines[0]).toBe("Quarterstaff 2D+2B");
    // with a sheet the GM gives this attack's share of the dice
    const h = { ...hal, weapons: ["quarterstaff"], guard: "" };
    const q = resolve("attack", { who: "hal", weapon: "quarterstaff", divided: true, share: 2, defense: 5 }, dice(3, 4, 5), SIFRP_PACK, [h]);
    expect(q.lines[0]).toBe("Quarterstaff 2D+1B");
  });

  it("Off-hand and Defensive: the bravo adds the left-hand dagger's +1 damage and loses its +2 defense till his next turn", () => {
    // Fighting 4, Fencing 2B - 1B training = 1B: keep 4 of 5; Agility 4 + 0 + 1 = 5 damage
    const o = resolve("attack", { who: "bravo", weapon: "braavosi-blade", offhand: "left-hand-dagger", target: "hal" }, dice(4, 4, 4, 4, 1));
    expect(o.lines).toEqual([
      "Braavosi Blade 4D+1B", "4 4 4 4 (1)", "training -1B, off-hand +1", "result 16 vs CD 8", "hit, 2 degrees", "damage 5x2-10 = 0", "guard lost to next turn",
    ]);
    expect(o.effects).toEqual([{ character: "bravo", kind: "status", text: "Braavosi bravo: unguarded (until next turn)", data: { status: "unguarded", set: true } }]);
    // attacking with the guard weapon itself gives up its Defensive bonus too
    const d = resolve("attack", { who: "bravo", weapon: "left-hand-dagger", defense: 5 }, dice(1, 1, 1, 1, 1));
    expect(d.effects.map((e) => e.data.status)).toEqual(["unguarded"]);
  });

  it("Grab: a fist hit that also reaches passive Athletics holds the target", () => {
    const o = resolve("attack", { who: "bravo", weapon: "net", target: "hal" }, dice(1, 1, 1));
    expect(o.table).toBe("MISS");
    const b = { ...bravo, weapons: ["net", "fist"] };
    const g = resolve("attack", { who: "bravo", weapon: "fist", grab: true, passive: 12, target: "hal" }, dice(6, 5, 2, 1, 1), SIFRP_PACK, [hal, b]);
    // 4D+1B (Brawling): 6 5 2 1 = 14 vs CD 8: two degrees; Athletics 2 - 3 = -1 x 2 - 10: 0 damage; 14 >= 12 holds
    expect(g.lines.slice(3)).toEqual(["hit, 2 degrees", "damage -1x2-10 = 0", "grab: holds (vs 12)"]);
    expect(g.effects.map((e) => [e.character, e.data.status])).toEqual([["hal", "grabbed"], ["bravo", "grabbing"]]);
    const f = resolve("attack", { who: "bravo", weapon: "fist", grab: true, passive: 15, target: "hal" }, dice(6, 5, 2, 1, 1), SIFRP_PACK, [hal, b]);
    expect(f.lines[f.lines.length - 1]).toBe("grab: fails (vs 15)");
    expect(f.effects).toEqual([]);
  });

  it("a grabbed attacker may use only Brawling weapons and short blades; an entangled one takes -5", () => {
    const h = { ...hal, status: ["grabbed" as const], weapons: ["longsword", "dagger", "fist"], guard: "" };
    const spec = sifrp.checks.find((c) => c.id === "attack")!;
    const choices = spec.inputs.find((i) => i.id === "weapon")!.choices!({ inputs: { who: "hal" }, party: [h], pack: SIFRP_PACK });
    expect(choices.map((c) => c.id)).toEqual(["dagger", "fist"]);
    expect(() => sifrp.resolve("attack", { who: "hal", weapon: "longsword", defense: 5 }, [h], SIFRP_PACK, dice(1))).toThrow(/input 'weapon' has no choice 'longsword'/);
    const holding = { ...hal, status: ["grabbing" as const], weapons: ["longsword", "dagger", "fist"], guard: "" };
    expect(spec.inputs.find((i) => i.id === "weapon")!.choices!({ inputs: { who: "hal" }, party: [holding], pack: SIFRP_PACK }).map((c) => c.id)).toEqual(["dagger", "fist"]);
    const e = { ...hal, status: ["entangled" as const] };
    const o = resolve("attack", { who: "hal", weapon: "longsword", defense: 5 }, dice(2, 2, 2, 2, 2), SIFRP_PACK, [e]);
    expect(o.lines.slice(2, 4)).toEqual(["entangled -5", "sum 8 -5 = 3 vs CD 5"]);
  });

  it("lists the qualities the text leaves undefined for the GM, wrapped to the screen", () => {
    const o = resolve("attack", { weapon: "crossbow-heavy", rank: 2, damage: 3, defense: 30 }, dice(1, 1));
    // words are whole qualities, wrapped at 21 characters
    expect(o.lines).toEqual(["Crossbow, Heavy 2D", "1 1", "result 2 vs CD 30", "miss", "also Long Range,", "Piercing 2,", "Reload (Greater),", "Slow, Two-handed,", "Vicious"]);
    expect(o.lines.slice(4).join(" ")).toBe("also Long Range, Piercing 2, Reload (Greater), Slow, Two-handed, Vicious");
    expect(o.lines.every((l) => l.length <= 21)).toBe(true);
  });

  it("a Fragile weapon breaks on two or more degrees", () => {
    const pack = { ...SIFRP_PACK, weapons: SIFRP_PACK.weapons.concat(["glass|Glass Sword|Long Blade|-|Athletics+2|Fragile"]) };
    const h = { ...hal, weapons: ["glass"], guard: "" };
    const o = resolve("attack", { who: "hal", weapon: "glass", defense: 5 }, dice(3, 3, 3, 1, 1), pack, [h]);
    // 4D+1B: 3 3 3 1 = 10 vs 5: two degrees
    expect(o.lines.slice(-1)).toEqual(["Glass Sword breaks"]);
    expect(o.effects).toEqual([{ character: "hal", kind: "break", text: "Hal's hedge knight: Glass Sword breaks", data: { weapon: "glass" } }]);
    const one = resolve("attack", { who: "hal", weapon: "glass", defense: 5 }, dice(2, 1, 1, 1, 1), pack, [h]);
    expect(one.effects).toEqual([]);
    expect(sifrp.odds("attack", { who: "hal", weapon: "glass", defense: 5 }, [h], pack).lines.map((l) => l.id)).toEqual(["miss", "hit1", "hit2", "hit3", "hit4", "break"]);
  });

  it("odds: the 4d6-drop-lowest table against CD 9 with damage per degree (Athletics 4 + 1 = 5, AR 2)", () => {
    const o = sifrp.odds("attack", { weapon: "longsword", rank: 3, bonus: 1, damage: 4, defense: 9, armor: 2 }, [], SIFRP_PACK);
    expect(o.lines).toEqual([
      { id: "miss", label: "miss", p: 136 / 1296 },
      { id: "hit1", label: "hit x1, 3 damage", p: 700 / 1296 },
      { id: "hit2", label: "hit x2, 8 damage", p: 460 / 1296 },
      { id: "hit3", label: "hit x3, 13 damage", p: 0 },
      { id: "hit4", label: "hit x4, 18 damage", p: 0 },
    ]);
  });

  it("odds against a sheet add the chance to defeat; a grab adds the chance to hit and hold", () => {
    // Hal on the bravo: CD 10, AR 2, Health 9; 5 x d - 2 >= 9 from 3 degrees (result 20+)
    const o = odds("attack", { who: "hal", weapon: "longsword", target: "bravo" });
    expect(o.defeat).toBe(o.hit3 + o.hit4);
    const counts = bruteKeepCounts(5, 4);
    expect(o.defeat).toBe(counts.reduce((a, c, s) => (s >= 20 ? a + c : a), 0) / 6 ** 5);
    const b = { ...bravo, weapons: ["fist"], guard: "" };
    const g = odds("attack", { who: "bravo", weapon: "fist", grab: true, passive: 12, target: "hal" }, [hal, b]);
    expect(g.grab).toBe(counts.reduce((a, c, s) => (s >= 12 ? a + c : a), 0) / 6 ** 5);
  });
});

describe("escape", () => {
  it("Anyone, Athletics 3 vs 9 with the entangled -5: needs 14 on 3d6, 35 of 216", () => {
    // 3d6 counts 14..18: 15 + 10 + 6 + 3 + 1 = 35, all one degree (margin 0-4)
    const o = odds("escape", { rank: 3 });
    expect(o.success1).toBe(35 / 216);
    expect(o.success2).toBe(0);
  });

  it("the bravo slips the net with Agility (Contortionist 1B): armor -1 and entangled -5, success clears the status", () => {
    const b = { ...bravo, status: ["entangled" as const] };
    const o = resolve("escape", { who: "bravo", via: "Agility" }, dice(6, 5, 4, 3, 1), SIFRP_PACK, [b]);
    expect(o.table).toBe("FREE");
    expect(o.lines).toEqual(["Agility (Contortionist) 4D+1B", "6 5 4 3 (1)", "armor -1, entangled -5", "sum 18 -6 = 12 vs 9", "success, 1 degree", "free of the entangling"]);
    expect(o.effects).toEqual([{ character: "bravo", kind: "status", text: "Braavosi bravo: no longer entangled", data: { status: "entangled", set: false } }]);
    const f = resolve("escape", { who: "bravo", via: "Agility" }, dice(1, 1, 1, 1, 1), SIFRP_PACK, [b]);
    expect(f.table).toBe("STILL HELD");
    expect(f.effects).toEqual([]);
  });
});

describe("break a grab", () => {
  it("must beat the holder: 1d6 against 1d6 frees 15 of 36, ties 6 of 36 hold", () => {
    const o = odds("break", { rank: 1, holderrank: 1 });
    expect(o.free).toBeCloseTo(15 / 36, 15);
    expect(o.tie).toBeCloseTo(6 / 36, 15);
    expect(o.held).toBeCloseTo(15 / 36, 15);
  });

  it("Hal (Fighting 4) breaks the bravo's hold (Fighting 4, Brawling 1B) and both statuses clear", () => {
    const h = { ...hal, status: ["grabbed" as const] };
    const b = { ...bravo, status: ["grabbing" as const] };
    const o = resolve("break", { who: "hal", holder: "bravo" }, dice(5, 5, 5, 5, 1, 1, 1, 1, 6), SIFRP_PACK, [h, b]);
    // Hal 5 5 5 5 = 20; the bravo 4D+1B: 6 1 1 1 (1) = 9
    expect(o.table).toBe("FREE");
    expect(o.lines).toEqual(["Hal's hedge knight 4D", "5 5 5 5", "result 20", "Braavosi bravo 4D+1B", "6 1 1 1 (1)", "result 9", "breaks free"]);
    expect(o.effects.map((e) => [e.character, e.data.status, e.data.set])).toEqual([["hal", "grabbed", false], ["bravo", "grabbing", false]]);
    const t = resolve("break", { rank: 1, holderrank: 1 }, dice(4, 4));
    expect(t.table).toBe("STILL HELD");
    expect(t.lines[t.lines.length - 1]).toBe("tie: still held");
  });
});

describe("attack: the weapon and off-hand choices as the device asks for them (one id alone)", () => {
  const spec = sifrp.checks.find((c) => c.id === "attack")!;
  const input = (id: string) => spec.inputs.find((i) => i.id === id)!;
  const grabbed = { ...hal, id: "grabbed", status: ["grabbed" as const], weapons: ["longsword", "dagger", "fist"], guard: "" };
  const who = [{}, { who: "hal" }, { who: "grabbed" }, { who: "hal", weapon: "dagger" }, { weapon: "longsword" }];

  it("with an id, the choice the list has for it, else none; the off-hand list keeps only Off-hand weapons", () => {
    let offhands = 0;
    for (const inputs of who) {
      const ctx = { inputs: inputs as Inputs, party: [...party, grabbed], pack: SIFRP_PACK };
      for (const id of ["weapon", "offhand"]) {
        const all = choicesOf(input(id), ctx);
        expect(all.length, id).toBeGreaterThan(0);
        for (const c of all) expect(choicesOf(input(id), ctx, c.id), `${id} ${c.id}`).toEqual([c]);
        expect(choicesOf(input(id), ctx, "nonesuch")).toEqual([]);
        // every weapon of the pack not in the list is refused alone too
        for (const row of SIFRP_PACK.weapons) {
          const w = row.split("|")[0];
          if (!all.some((c) => c.id === w)) expect(choicesOf(input(id), ctx, w), `${id} ${w}`).toEqual([]);
        }
        if (id === "offhand") {
          expect(all[0]).toEqual({ id: "-", label: "none" });
          offhands += all.length - 1;
          for (const c of all.slice(1)) expect(SIFRP_PACK.weapons.find((r) => r.startsWith(c.id + "|"))).toMatch(/Off-hand/);
        }
      }
    }
    expect(offhands).toBeGreaterThan(0);
  });

  it("Anyone's weapons by specialty (GROUP): the specialties, then each one's weapons, together the whole list; a character's whole", () => {
    const ctx = { inputs: {} as Inputs, party, pack: SIFRP_PACK };
    const all = choicesOf(input("weapon"), ctx);
    expect(all.length).toBeGreaterThan(LONG_LIST);
    const groups = choicesOf(input("weapon"), ctx, GROUP);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.map((g) => g.id)).toEqual([...new Set(all.map((c) => GROUP + c.group))]);
    const byGroup = groups.flatMap((g) => {
      expect(g.label).toBe(g.id.substring(1));
      const l = choicesOf(input("weapon"), ctx, g.id);
      expect(l.length, g.label).toBeGreaterThan(0);
      for (const c of l) expect(c.group).toBe(g.label);
      return l;
    });
    expect(byGroup.map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
    // a character's few weapons are not given by group: the device lists them whole
    expect(choicesOf(input("weapon"), { ...ctx, inputs: { who: "hal" } }, GROUP)).toEqual([]);
    // a short pack's are not either
    const short = { ...SIFRP_PACK, weapons: SIFRP_PACK.weapons.slice(0, LONG_LIST) };
    expect(choicesOf(input("weapon"), { ...ctx, pack: short }, GROUP)).toEqual([]);
  });
});
