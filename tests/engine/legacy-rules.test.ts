/**
 * The legacy systems as the device calls them (rules/legacy.ts): the device's flow gives each
 * condition and choice list the stored pack envelope; the module's own functions get its tables.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { legacyRules } from "../../src/engine/rules/legacy";
import { question } from "../../src/engine/rules/questions";
import { Inputs, SheetBase } from "../../src/engine/rules/types";
import { SYSTEMS } from "../../src/home/systems";

const legacy = SYSTEMS.filter((m) => m.id !== "sifni");

describe("legacy rules on the device", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: every condition and choice list of every check answers with the built-in pack", (id, m) => {
    const r = legacyRules(m, crc32);
    // the example characters, one file each (a party.json holds them again)
    const party = readdirSync(`examples/${id}`)
      .filter((f) => f !== "party.json")
      .map((f) => JSON.parse(readFileSync(`examples/${id}/${f}`, "utf8")) as SheetBase);
    expect(party.length).toBeGreaterThan(1);
    let asked = 0;
    for (const check of r.checkList()) {
      // answered in order, as the device asks: each answer the first offered (or the initial, or the least)
      const inputs: Inputs = {};
      const c = { inputs: inputs, party: party, pack: r.builtinPack() };
      for (const part of r.questions(check[0])) {
        const q = question(part);
        if (q.cond !== "") {
          const holds = r.holds(q.cond, c);
          expect(typeof holds, check[0] + " " + q.id).toBe("boolean");
          if (!holds) continue;
        }
        if (q.kind === "w" || q.kind === "W") inputs[q.id] = party[asked % party.length].id;
        else if (q.source !== "") {
          const list = r.choices(q.source, c);
          expect(Array.isArray(list), check[0] + " " + q.id).toBe(true);
          if (list.length > 0) inputs[q.id] = q.kind === "m" ? "" : list[0].id;
        } else if (q.initial !== undefined) inputs[q.id] = q.initial;
        else if (q.kind === "n" || q.kind === "h") inputs[q.id] = q.min;
        else if (q.kind === "f") inputs[q.id] = false;
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(0);
  });
});
