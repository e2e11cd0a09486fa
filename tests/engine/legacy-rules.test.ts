/**
 * The legacy systems as the device calls them (rules/legacy.ts): the device's flow gives each
 * condition and choice list the stored pack envelope; the module's own functions get its tables.
 * On the device they come in entries (tools/build/device-modules.mjs): the check list of "d"
 * (src/engine/systems/<id>/device.ts) and each check's entry must be the module's.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { LegacyPack, checkRows, legacyCheck, legacyRules, legacySheets, sheetShape } from "../../src/engine/rules/legacy";
import { sfc32 } from "../../src/engine/random/sfc32";
import { CheckImpl } from "../../src/engine/rules/types";
import { makePack } from "../../src/engine/pack/envelope";
import { packText } from "../../src/engine/pack/stored";
import { DBA_DEVICE, dbaBuiltin, dbaPack } from "../../src/engine/systems/dba/device";
import { SIFRP_DEVICE, sifrpBuiltin, sifrpPack } from "../../src/engine/systems/sifrp/device";
import { STRS_DEVICE, strsBuiltin, strsPack } from "../../src/engine/systems/strs/device";
import { TFT_DEVICE, tftBuiltin, tftPack } from "../../src/engine/systems/tft/device";
import { LEGACY_CHECKS } from "../../tools/build/device-modules.mjs";
import { question } from "../../src/engine/rules/questions";
import { choicesOf } from "../../src/engine/rules/inputs";
import { Inputs, SheetBase } from "../../src/engine/rules/types";
import { storedPack } from "../../src/home/stored";
import { SYSTEMS } from "../../src/home/systems";

const legacy = SYSTEMS.filter((m) => m.id !== "sifni");
/** The example characters, one file each (a party.json holds them again). */
const examples = (id: string) =>
  readdirSync(`examples/${id}`)
    .filter((f) => f !== "party.json")
    .map((f) => JSON.parse(readFileSync(`examples/${id}/${f}`, "utf8")) as SheetBase);

type Answering = Pick<ReturnType<typeof legacyRules>, "questions" | "holds" | "choices">;

/**
 * A check's questions answered in order, as the device asks: each answer the first offered (or
 * the initial, or the least), the n-th character question party member n; every condition a
 * boolean and every source a list. The inputs, and how many questions were asked.
 */
function answer(r: Answering, check: string, party: SheetBase[], pack: unknown, n: number, whole?: SheetBase[]): { inputs: Inputs; asked: number } {
  const inputs: Inputs = {};
  // with `whole`, the party holds brief members until an answer names them, as the device does
  const named = (v: unknown) => {
    if (whole === undefined || typeof v !== "string") return;
    for (const id of v.split(/[,:]/)) for (let i = 0; i < party.length; i++) if (party[i].id === id) party[i] = whole[i];
  };
  const c = { inputs: inputs, party: party, pack: pack as LegacyPack };
  let asked = 0;
  for (const part of r.questions(check).split("\n")) {
    const q = question(part);
    if (q.cond !== "") {
      const holds = r.holds(q.cond, c);
      expect(typeof holds, check + " " + q.id).toBe("boolean");
      if (!holds) continue;
    }
    if (q.kind === "w" || q.kind === "W") inputs[q.id] = party[(n + asked) % party.length].id;
    else if (q.source !== "") {
      const list = r.choices(q.source, c);
      expect(Array.isArray(list), check + " " + q.id).toBe(true);
      if (list.length > 0) inputs[q.id] = q.kind === "m" ? "" : list[0].id;
    } else if (q.initial !== undefined) inputs[q.id] = q.initial;
    else if (q.kind === "n" || q.kind === "h") inputs[q.id] = q.min;
    else if (q.kind === "f") inputs[q.id] = false;
    named(inputs[q.id]);
    asked++;
  }
  return { inputs, asked };
}

describe("legacy rules on the device", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: every condition and choice list of every check answers with the built-in pack", (id, m) => {
    const r = legacyRules(m, crc32);
    const party = examples(id);
    expect(party.length).toBeGreaterThan(1);
    let asked = 0;
    for (const check of r.checkList()) asked += answer(r, check[0], party, r.builtinPack(), asked).asked;
    expect(asked).toBeGreaterThan(0);
  });
});

const DEVICE: { [id: string]: { id: string; name: string; checks: string; shape: string } } = { tft: TFT_DEVICE, sifrp: SIFRP_DEVICE, dba: DBA_DEVICE, strs: STRS_DEVICE };
const TABLE = LEGACY_CHECKS as { [id: string]: [string, string, string][] };
/** Each system's entries dp (a sent pack) and p (the built-in pack) as the device evaluates them. */
const PACK = { tft: tftPack, sifrp: sifrpPack, dba: dbaPack, strs: strsPack } as { [id: string]: typeof tftPack };
const BUILTIN = { tft: tftBuiltin, sifrp: sifrpBuiltin, dba: dbaBuiltin, strs: strsBuiltin } as { [id: string]: typeof tftBuiltin };

describe("the legacy systems' entries on the device", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: the device's check list, and each check's entry, are the module's, with the built-in pack and with it sent", async (id, m) => {
    expect(DEVICE[id].id).toBe(id);
    expect(DEVICE[id].name).toBe(m.name);
    expect(DEVICE[id].checks).toBe(checkRows(m));
    expect(DEVICE[id].shape).toBe(sheetShape(m.blankSheet("x", "X")));
    expect(TABLE[id].map((c) => c[0])).toEqual(m.checks.map((c) => c.id));
    const r = legacyRules(m, crc32);
    const party = examples(id);
    const pack = r.builtinPack();
    // the entries as the device runs them: with the pack its entry d builds in
    const onDevice = BUILTIN[id]().builtinPack();
    // and with the same pack sent in the device form (rules/line-pack.ts), as flash.sh stores it
    const taken = PACK[id](crc32).pack(storedPack(makePack(id, 3, JSON.parse(JSON.stringify(m.pack)), crc32)));
    if (typeof taken === "string") throw new Error(taken);
    const sent = taken.value;
    let rolled = 0;
    for (const [check, file, name] of TABLE[id]) {
      const impl = (await import(`../../src/engine/systems/${id}/${file.replace(/\.ts$/, "")}`))[name] as CheckImpl;
      expect(impl.spec.id, `${id} ${file} ${name}`).toBe(check);
      const one = legacyCheck(impl);
      expect(one.questions(check)).toEqual(r.questions(check));
      // answered through the check's entry
      const inputs = answer(one, check, party, onDevice, 0).inputs;
      expect(inputs, `${id} ${check}`).toEqual(answer(r, check, party, pack, 0).inputs);
      expect(answer(one, check, party, sent, 0).inputs, `${id} ${check} sent`).toEqual(inputs);
      // the same roll, or the same refusal
      const roll = (f: () => unknown) => {
        try {
          return f();
        } catch (e) {
          return (e as Error).message;
        }
      };
      const outcome = roll(() => one.resolve(check, inputs, party, onDevice, sfc32(42)));
      expect(outcome, `${id} ${check}`).toEqual(roll(() => r.resolve(check, inputs, party, pack, sfc32(42))));
      expect(roll(() => one.resolve(check, inputs, party, sent, sfc32(42))), `${id} ${check} sent`).toEqual(outcome);
      if (typeof outcome !== "string") rolled++;
      const odds = roll(() => one.odds(check, inputs, party, onDevice));
      expect(odds, `${id} ${check}`).toEqual(roll(() => r.odds(check, inputs, party, pack)));
      expect(roll(() => one.odds(check, inputs, party, sent)), `${id} ${check} sent`).toEqual(odds);
    }
    console.info(`${id}: ${rolled} of ${TABLE[id].length} checks rolled, the others refused alike`);
    expect(rolled).toBeGreaterThan(0);
  });
});

describe("the legacy systems' packs on the device (not held between the calls that read them)", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: the built-in pack is held, its tables made at each read (SIFRP's a constant); a stored one is parsed at each read; both read as the module's", (id, m) => {
    const d = PACK[id](crc32);
    const built = BUILTIN[id]().builtinPack();
    expect(d.packVersion(built)).toBe(0);
    expect(JSON.parse(JSON.stringify(built.body))).toEqual(JSON.parse(JSON.stringify(m.pack)));
    // held as it is (SIFRP's small constant; the others' numbers, their tables made at each read)
    expect(built.body).toBe(BUILTIN[id]().builtinPack().body);
    if (id !== "sifrp") {
      const tables = built.body as { [k: string]: unknown };
      const getters = Object.keys(tables).filter((k) => Object.getOwnPropertyDescriptor(tables, k)!.get);
      expect(getters.length, id).toBeGreaterThan(0);
      // every table made afresh at each read, and nothing else a getter
      for (const k of getters) expect(tables[k], `${id} ${k}`).not.toBe(tables[k]);
      for (const k of Object.keys(tables)) if (!getters.includes(k)) expect(typeof tables[k], `${id} ${k}`).not.toBe("object");
    }
    // the module's pack (the desktop's, which editors change) has every table made
    expect(Object.values(Object.getOwnPropertyDescriptors(m.pack)).filter((p) => p.get)).toEqual([]);
    const stored = d.pack(packText(makePack(id, 7, m.pack, crc32)));
    if (typeof stored === "string") throw new Error(stored);
    expect(d.packVersion(stored.value)).toBe(7);
    expect(stored.value.body).toEqual(JSON.parse(JSON.stringify(m.pack)));
    // parsed again at each read: nothing of it is kept by the pack
    expect(stored.value.body).not.toBe(stored.value.body);
    // a damaged one is refused with why
    const bad = d.pack(packText(makePack(id, 7, m.pack, crc32)).replace('{"body":{', '{"body":{"x":1,'));
    expect(typeof bad).toBe("string");
  });
});

describe("a party held brief until an answer names a member (DeviceRules.brief; ui-lcd/check.ts named)", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: a member is its envelope (VDP STRS's side too), and every check answers and rolls as with whole sheets", (id, m) => {
    const r = legacyRules(m, crc32);
    const d = legacySheets(DEVICE[id]);
    const whole = examples(id);
    for (const s of whole) {
      const b = d.brief(s) as unknown as { [k: string]: unknown };
      expect(Object.keys(b).sort()).toEqual(id === "strs" ? ["id", "name", "side", "system"] : ["id", "name", "system"]);
      for (const k in b) expect(b[k]).toEqual((s as unknown as { [k: string]: unknown })[k]);
      expect(r.brief(s)).toEqual(b);
    }
    const pack = r.builtinPack();
    let named = 0;
    for (const [check] of r.checkList()) {
      for (let n = 0; n < whole.length; n++) {
        const party = whole.map((s) => r.brief(s));
        const lazy = answer(r, check, party, pack, n, whole).inputs;
        expect(lazy, `${id} ${check} ${n}`).toEqual(answer(r, check, whole.slice(), pack, n).inputs);
        named += party.filter((s, i) => s === whole[i]).length;
        const roll = (f: () => unknown) => {
          try {
            return f();
          } catch (e) {
            return (e as Error).message;
          }
        };
        expect(roll(() => r.resolve(check, lazy, party, pack, sfc32(7))), `${id} ${check} ${n}`).toEqual(roll(() => r.resolve(check, lazy, whole, pack, sfc32(7))));
        expect(roll(() => r.odds(check, lazy, party, pack)), `${id} ${check} ${n}`).toEqual(roll(() => r.odds(check, lazy, whole, pack)));
      }
    }
    // some checks name members (others ask for Anyone's numbers only)
    expect(named).toBeGreaterThan(0);
  });
});

describe("the legacy systems' sheets as the device reads them (the small decoder of the entry d)", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: every sheet the module validates reads as itself; a broken one is refused with why", (id, m) => {
    const d = legacySheets(DEVICE[id]);
    const sheets = [m.blankSheet("blank", "Blank"), ...examples(id)];
    let read = 0;
    for (const sheet of sheets) {
      if (m.validateSheet(sheet, m.pack).length > 0) continue;
      expect(d.sheet(JSON.stringify(sheet), { body: m.pack, version: 0 }), `${id} ${sheet.id}`).toEqual(sheet);
      read++;
    }
    expect(read).toBeGreaterThan(1);
    const good = sheets[0] as unknown as { [k: string]: unknown };
    const field = DEVICE[id].shape.split(" ")[0].split(":")[0];
    const without = { ...good };
    delete without[field];
    const cases: [string, string][] = [
      ["{", "not readable JSON"],
      ["[1]", "not a character sheet"],
      [JSON.stringify({ ...good, system: id === "tft" ? "dba" : "tft" }), "not a " + m.name + " sheet"],
      [JSON.stringify({ ...good, id: "Bad Id" }), "its id is not 1 to 12 characters of a-z, 0-9 and -"],
      [JSON.stringify({ ...good, name: "" }), "its name is not 1 to 24 characters"],
      [JSON.stringify(without), field + " is missing"],
      [JSON.stringify({ ...good, [field]: typeof good[field] === "string" ? 1 : "x" }), field + " is not "],
    ];
    for (const [text, why] of cases) {
      const r = d.sheet(text, { body: m.pack, version: 0 });
      expect(typeof r, text).toBe("string");
      expect(r as string, text).toContain(why);
    }
  });
});

describe("a choice asked for by its id (DeviceRules.choices; requireInputs asks so)", () => {
  test.each(legacy.map((m) => [m.id, m] as const))("%s: every choice of every input, for Anyone and each example, is given for its id; an unknown id is not", (id, m) => {
    const party = examples(id);
    let asked = 0;
    for (const check of m.checks) {
      for (const input of check.inputs) {
        if (input.kind !== "choice" || !input.choices) continue;
        for (const who of [undefined, ...party.map((s) => s.id)]) {
          // every character question answered alike (attacker, defender, who...)
          const inputs: Inputs = {};
          for (const other of check.inputs) if (other.party || other.kind === "character") inputs[other.id] = who === undefined ? other.initial ?? "*" : who;
          const c = { inputs: inputs, party: party, pack: m.pack };
          if (input.when && !input.when(c)) continue;
          const all = choicesOf(input, c);
          for (const a of all) {
            expect(choicesOf(input, c, a.id).map((x) => x.id), `${id} ${check.id} ${input.id} ${a.id}`).toContain(a.id);
            asked++;
          }
          expect(choicesOf(input, c, "nonesuch").map((x) => x.id)).not.toContain("nonesuch");
        }
      }
    }
    expect(asked).toBeGreaterThan(10);
  });
});
