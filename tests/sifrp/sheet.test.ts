/**
 * The SIFRP sheet: the examples validate, every bad field is named, the Inspect lines, effects.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sifrp } from "../../src/engine/systems/sifrp/module";
import { SIFRP_PACK } from "../../src/engine/systems/sifrp/tables/pack";
import { errorCode } from "../helpers/fake-rng";
import { example } from "./examples";


function problems(change: (s: Record<string, unknown>) => void): { path: string; message: string }[] {
  const s = JSON.parse(JSON.stringify(example("hal"))) as Record<string, unknown>;
  change(s);
  return sifrp.validateSheet(s, SIFRP_PACK);
}

describe("example sheets", () => {
  it("validate", () => {
    for (const id of ["hal", "bravo"]) expect([id, sifrp.validateSheet(example(id), SIFRP_PACK)]).toEqual([id, []]);
  });

  it("the demo party the app installs (examples/sifrp/party.json) is the bravo and Hal, as their files", () => {
    const party = JSON.parse(readFileSync(new URL("../../examples/sifrp/party.json", import.meta.url), "utf8")) as unknown[];
    expect(party).toEqual([example("bravo"), example("hal")]);
  });

  it("a blank sheet validates", () => {
    expect(sifrp.validateSheet(sifrp.blankSheet("new-one", "Newcomer"), SIFRP_PACK)).toEqual([]);
  });

  it("Hal's Inspect lines: CD 8 (3+4+3 +4 shield -6 plate), Health 12, Bulk 3 plate + 1 shield", () => {
    // Movement: 4 yards less half of Bulk 4 = 2; sprint 16 - 4 = 12
    expect(sifrp.describe(example("hal"), SIFRP_PACK)).toEqual([
      "Hal's hedge knight",
      "CD 8  Health 12/12",
      "Move 2  Sprint 12",
      "AR 10  Bulk 4",
      "Full Plate",
      "Longsword",
      "Shield, Large (guard)",
    ]);
  });

  it("the bravo: CD 4+2+3 +2 dagger -1 leather = 10, Health 9, Run 2B: 5 yards", () => {
    const d = sifrp.describe(example("bravo"), SIFRP_PACK);
    expect(d.slice(1, 4)).toEqual(["CD 10  Health 9/9", "Move 5  Sprint 20", "AR 2  Bulk 0"]);
  });
});

describe("bad sheets name the field", () => {
  const cases: [string, (s: Record<string, unknown>) => void, string, RegExp][] = [
    ["system", (s) => (s.system = "tft"), "system", /"sifrp"/],
    ["id", (s) => (s.id = "Hal Knight"), "id", /a-z/],
    ["missing ability", (s) => delete (s.abilities as Record<string, unknown>).Awareness, "abilities.Awareness", /missing/],
    ["rank 0", (s) => ((s.abilities as Record<string, unknown>).Agility = 0), "abilities.Agility", /at least 1/],
    ["rank 11", (s) => ((s.abilities as Record<string, unknown>).Fighting = 11), "abilities.Fighting", /at most 10/],
    ["extra ability", (s) => ((s.abilities as Record<string, unknown>).Will = 2.5), "abilities.Will", /whole number/],
    ["specialty under no ability", (s) => ((s.specialties as Record<string, unknown>).Cunning = { Plot: 1 }), "specialties.Cunning", /no ability/],
    ["specialty dice", (s) => ((s.specialties as Record<string, Record<string, unknown>>).Fighting["Long Blade"] = -1), "specialties.Fighting.Long Blade", /0 to 10/],
    ["armor", (s) => (s.armor = "mithril"), "armor", /no armor "mithril"/],
    ["weapon", (s) => (s.weapons = ["lightsaber", "shield-large"]), "weapons[0]", /no weapon "lightsaber"/],
    ["guard not carried", (s) => (s.guard = "buckler"), "guard", /one of the sheet's weapons/],
    ["guard not Defensive", (s) => (s.guard = "longsword"), "guard", /not a Defensive weapon/],
    ["size", (s) => (s.size = "huge"), "size", /small, normal or large/],
    ["damage over Health", (s) => (s.damage = 13), "damage", /more than Health 12/],
    ["status", (s) => (s.status = ["asleep"]), "status[0]", /entangled/],
    ["status twice", (s) => (s.status = ["helpless", "helpless"]), "status[1]", /repeats/],
  ];
  it.each(cases)("%s", (_name, change, path, message) => {
    const p = problems(change);
    expect(p.map((x) => x.path)).toEqual([path]);
    expect(p[0].message).toMatch(message);
  });

  it("not an object", () => {
    expect(sifrp.validateSheet([], SIFRP_PACK)[0].path).toBe("");
  });
});

describe("effects on a sheet", () => {
  const hal = example("hal");

  it("damage adds to damage taken, at most Health, on a new sheet", () => {
    const a = sifrp.applyEffect(hal, { character: "hal", kind: "damage", text: "", data: { amount: 5 } }, SIFRP_PACK);
    expect(a.damage).toBe(5);
    expect(hal.damage).toBe(0);
    const b = sifrp.applyEffect(a, { character: "hal", kind: "damage", text: "", data: { amount: 30 } }, SIFRP_PACK);
    expect(b.damage).toBe(12);
    expect(sifrp.describe(b, SIFRP_PACK)[1]).toBe("CD 8  Health 0/12");
  });

  it("status set and cleared; a grabbed knight's defense drops by 5 and he cannot move", () => {
    const g = sifrp.applyEffect(hal, { character: "hal", kind: "status", text: "", data: { status: "grabbed", set: true } }, SIFRP_PACK);
    expect(g.status).toEqual(["grabbed"]);
    expect(sifrp.describe(g, SIFRP_PACK).slice(1, 3)).toEqual(["CD 3  Health 12/12", "Move 0  Sprint 0"]);
    const f = sifrp.applyEffect(g, { character: "hal", kind: "status", text: "", data: { status: "grabbed", set: false } }, SIFRP_PACK);
    expect(f.status).toEqual([]);
  });

  it("entangled: Movement 1; unguarded: the shield's +4 is gone (CD 4)", () => {
    const e = sifrp.applyEffect(hal, { character: "hal", kind: "status", text: "", data: { status: "entangled", set: true } }, SIFRP_PACK);
    expect(sifrp.describe(e, SIFRP_PACK)[2]).toBe("Move 1  Sprint 4");
    const u = sifrp.applyEffect(hal, { character: "hal", kind: "status", text: "", data: { status: "unguarded", set: true } }, SIFRP_PACK);
    expect(sifrp.describe(u, SIFRP_PACK)[1]).toBe("CD 4  Health 12/12");
  });

  it("a broken weapon leaves the sheet, and the guard with it", () => {
    const b = sifrp.applyEffect(hal, { character: "hal", kind: "break", text: "", data: { weapon: "shield-large" } }, SIFRP_PACK);
    expect(b.weapons).toEqual(["longsword"]);
    expect(b.guard).toBe("");
    expect(sifrp.validateSheet(b, SIFRP_PACK)).toEqual([]);
  });

  it("refuses effects it does not know, naming them", () => {
    expect(errorCode(() => sifrp.applyEffect(hal, { character: "hal", kind: "wound", text: "", data: {} }, SIFRP_PACK))).toBe("EFFECT");
    expect(errorCode(() => sifrp.applyEffect(hal, { character: "hal", kind: "damage", text: "", data: { amount: -1 } }, SIFRP_PACK))).toBe("EFFECT");
    expect(errorCode(() => sifrp.applyEffect(hal, { character: "hal", kind: "status", text: "", data: { status: "asleep", set: true } }, SIFRP_PACK))).toBe("EFFECT");
    expect(errorCode(() => sifrp.applyEffect(hal, { character: "hal", kind: "break", text: "", data: { weapon: "mace" } }, SIFRP_PACK))).toBe("EFFECT");
  });
});
