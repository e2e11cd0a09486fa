import { describe, expect, test } from "vitest";
import { AIM_PENALTY, enduranceTn, locationText, parseLocation, rollLocation, woundSteps, worstSteps } from "../../src/engine/sifni/combat/location";
import { ScriptedRng } from "../helpers/scripted-rng";
import { face } from "./fixtures";

const torso = { section: 2, down: 3, across: 0 };

describe("hit location dice", () => {
  test("a random hit: section die (1 head .. 6 left leg), then the sixth from the top", () => {
    const rng = new ScriptedRng([face(2), face(5)]);
    const l = rollLocation(rng, 0, torso, false);
    expect(l).toEqual({ section: 1, down: 5, across: 0 });
    expect(locationText(l)).toBe("right arm, 5/6 down");
    expect(rng.used).toBe(2);
  });

  test("the optional third die, right to left", () => {
    const rng = new ScriptedRng([face(1), face(6), face(3)]);
    expect(locationText(rollLocation(rng, 0, torso, true))).toBe("head, 6/6 down, 3/6 from right");
  });

  test("choosing a target replaces dice: section keeps the section, location the sixth too, point everything", () => {
    const chosen = { section: 5, down: 2, across: 4 };
    let rng = new ScriptedRng([face(4)]);
    expect(rollLocation(rng, 1, chosen, false)).toEqual({ section: 5, down: 4, across: 0 });
    rng = new ScriptedRng([]);
    expect(rollLocation(rng, 2, chosen, false)).toEqual({ section: 5, down: 2, across: 0 });
    expect(rollLocation(rng, 3, chosen, false)).toEqual({ section: 5, down: 2, across: 4 });
    // "Choose Target Section -1/5 roll, Location -1/3 roll, Point -1/2 roll"
    // and a random hit costs nothing (no modifier: "")
    expect(AIM_PENALTY.split("|")).toEqual(["", "-1/5", "-1/3", "-1/2"]);
  });

  test("the text reads back; an unknown text is a torso hit", () => {
    for (const t of ["left leg, 4/6 down", "head, 1/6 down, 6/6 from right", "torso, 3/6 down"]) expect(locationText(parseLocation(t))).toBe(t);
    expect(parseLocation("somewhere")).toEqual({ section: 2, down: 3, across: 0 });
  });
});

describe("location adjustments (docs/rules-sifni-combat.md, the table)", () => {
  const w = (band: number, location: string) => ({ dr: 500, band, location });

  test("torso: the penalty is the band in fifths", () => {
    expect(woundSteps(w(1, "torso, 3/6 down"), "")).toBe(1);
    expect(woundSteps(w(4, "torso, 5/6 down"), "")).toBe(4);
  });

  test("head: one step more", () => {
    expect(woundSteps(w(1, "head, 2/6 down"), "")).toBe(2);
    expect(woundSteps(w(5, "head, 2/6 down"), "")).toBe(5);
  });

  test("upper arm: one less in general, one more using that arm", () => {
    // severe wound (2) in the right upper arm: 1 in general, 2 for right-arm actions, 1 for the left arm
    expect(woundSteps(w(2, "right arm, 2/6 down"), "")).toBe(1);
    expect(woundSteps(w(2, "right arm, 2/6 down"), "right arm")).toBe(2);
    expect(woundSteps(w(2, "right arm, 2/6 down"), "left arm")).toBe(1);
    expect(woundSteps(w(1, "left arm, 1/6 down"), "")).toBe(0);
  });

  test("foot: movement penalties", () => {
    expect(woundSteps(w(3, "left leg, 6/6 down"), "")).toBe(2);
    expect(woundSteps(w(3, "left leg, 6/6 down"), "movement")).toBe(3);
  });

  test("a scratch has no penalty anywhere; only the highest wound counts", () => {
    expect(woundSteps(w(0, "head, 1/6 down"), "")).toBe(0);
    expect(worstSteps([w(1, "torso, 3/6 down"), w(2, "head, 1/6 down"), w(3, "left arm, 5/6 down")], "")).toBe(3);
    expect(worstSteps([], "")).toBe(0);
  });

  test("Endurance TN: the DR at the torso, 3/2 of it at the head, half of it at a hand or foot", () => {
    expect(enduranceTn(401, torso)).toBe(401);
    expect(enduranceTn(401, { section: 0, down: 6, across: 0 })).toBe(601); // floor(401 * 3/2)
    expect(enduranceTn(401, { section: 1, down: 6, across: 0 })).toBe(200); // floor(401 / 2)
    expect(enduranceTn(401, { section: 4, down: 2, across: 0 })).toBe(401); // thigh
    expect(enduranceTn(401, { section: 5, down: 4, across: 0 })).toBe(200); // shin
    expect(enduranceTn(-20, torso)).toBe(0);
  });
});
