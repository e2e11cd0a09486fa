/**
 * A who-input (rules/anyone.ts) as a check's inputs are validated: asked for one id, it gives
 * that choice alone, or none when the whole list would not offer it; the whole list otherwise.
 */
import { describe, expect, it } from "vitest";
import { ANYONE, whoInput } from "../../src/engine/rules/anyone";
import { choicesOf, requireInputs } from "../../src/engine/rules/inputs";
import { CheckSpec, Inputs, SheetBase } from "../../src/engine/rules/types";

const party: SheetBase[] = ["ann", "bo", "cy"].map((id) => ({ system: "x", id: id, name: id.toUpperCase() }));

describe("who-input choices by id", () => {
  const a = whoInput<SheetBase, null>("a", "A");
  const b = whoInput<SheetBase, null>("b", "B", "a");
  for (const inputs of [{}, { a: ANYONE }, { a: "bo" }] as Inputs[]) {
    it(`each choice of the list alone, others none (a = ${String(inputs.a)})`, () => {
      const c = { inputs, party, pack: null };
      for (const spec of [a, b]) {
        const all = choicesOf(spec, c);
        expect(all[0]).toEqual({ id: ANYONE, label: "Anyone" });
        expect(all.length).toBe(spec === b && inputs.a === "bo" ? 3 : 4);
        for (const x of all) expect(choicesOf(spec, c, x.id)).toEqual([x]);
        for (const id of ["ann", "bo", "cy", "nonesuch", ""]) if (!all.some((x) => x.id === id)) expect(choicesOf(spec, c, id), id).toEqual([]);
      }
    });
  }

  it("a check's inputs refuse the member the other input chose", () => {
    const check: CheckSpec<SheetBase, null> = { id: "t", label: "T", inputs: [a, b] };
    expect(requireInputs(check, { a: "bo", b: "cy" }, party, null)).toEqual({ a: "bo", b: "cy" });
    expect(() => requireInputs(check, { a: "bo", b: "bo" }, party, null)).toThrow(/input 'b' has no choice 'bo'/);
  });
});
