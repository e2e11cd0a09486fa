/**
 * A pack of the other systems in the device form (src/engine/rules/line-pack.ts), compiled at
 * home (src/home/line-pack.ts) and read by each system's entry dp as the device reads it: the
 * tables the module's, a row at a time, a damaged file refused with why. The expected tables
 * are the module's pack through JSON; the rows of a listed table are read back one by one.
 */
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { makePack } from "../../src/engine/pack/envelope";
import { LegacyPack } from "../../src/engine/rules/legacy";
import { LINE_TAG, linePackProblem, lineRow, listOf } from "../../src/engine/rules/line-pack";
import { FS, RS, US, seal } from "../../src/engine/sifni/data/codes";
import { dbaPack } from "../../src/engine/systems/dba/device";
import { sifrpPack } from "../../src/engine/systems/sifrp/device";
import { eachWeaponRow, weaponById } from "../../src/engine/systems/sifrp/tables/rows";
import { SifrpPack } from "../../src/engine/systems/sifrp/types";
import { strsPack } from "../../src/engine/systems/strs/device";
import { tftPack } from "../../src/engine/systems/tft/device";
import { linePack } from "../../src/home/line-pack";
import { storedPack } from "../../src/home/stored";
import { SYSTEMS } from "../../src/home/systems";

const legacy = SYSTEMS.filter((m) => m.id !== "sifni");
const PACK = { tft: tftPack, sifrp: sifrpPack, dba: dbaPack, strs: strsPack } as { [id: string]: typeof tftPack };
type Tables = { [table: string]: unknown };

/** The pack through JSON, every list's rows in reverse: a pack unlike the built-in one, so a reading of the built-in tables shows. */
function reversed(pack: unknown): Tables {
  const out = JSON.parse(JSON.stringify(pack)) as Tables;
  for (const k in out) if (Array.isArray(out[k])) (out[k] as unknown[]).reverse();
  return out;
}

function taken(id: string, text: string): LegacyPack {
  const r = PACK[id](crc32).pack(text);
  if (typeof r === "string") throw new Error(r);
  return r.value;
}

describe.each(legacy.map((m) => [m.id, m] as const))("a %s pack in the device form", (id, m) => {
  const body = reversed(m.pack);
  const text = storedPack(makePack(id, 7, body, crc32));

  test("is what flash.sh, the CLI and the companion store: a header naming every table, a line per table or per row, the CRC", () => {
    const lines = text.split("\n");
    const head = lines[0].split(FS);
    expect(head.slice(0, 3)).toEqual([LINE_TAG, id, "7"]);
    expect(head[3].split(RS)).toEqual(Object.keys(body).sort());
    const rows = (k: string) => (Array.isArray(body[k]) && (body[k] as unknown[]).length > 0 ? (body[k] as unknown[]).length : 1);
    expect(lines.length).toBe(1 + Object.keys(body).reduce((n, k) => n + rows(k), 0) + 1);
    expect(lines[lines.length - 1]).toMatch(/^#[0-9a-f]{8}$/);
  });

  test("read by the entry dp: the version sent, every table as the rules read it; held, the text and the tables that are not lists, each list made at each read (listOf)", () => {
    const p = taken(id, text);
    expect(PACK[id](crc32).packVersion(p)).toBe(7);
    expect(p.body).toBe(p.body);
    const tables = p.body as Tables & { lines?: string };
    expect(tables.lines).toBe(text);
    const held = ["lines"];
    let lists = 0;
    for (const k of Object.keys(body)) {
      if (Array.isArray(body[k])) expect(listOf(tables, k), k).toEqual(body[k]);
      if (Array.isArray(body[k]) && (body[k] as unknown[]).length > 0) {
        expect(listOf(tables, k)).not.toBe(listOf(tables, k));
        lists++;
      } else {
        expect(tables[k], k).toEqual(body[k]);
        held.push(k);
      }
    }
    expect(Object.keys(tables).sort()).toEqual(held.sort());
    expect(Object.keys(tables).every((k) => Object.getOwnPropertyDescriptor(tables, k)!.get === undefined)).toBe(true);
    expect(lists).toBeGreaterThan(2);
  });

  test("every row of every list read alone, in order; none past the last", () => {
    let read = 0;
    for (const k of Object.keys(body)) {
      if (!Array.isArray(body[k])) {
        expect(lineRow(text, k, 0), k).toBeUndefined();
        continue;
      }
      const rows = body[k] as unknown[];
      for (let i = 0; i < rows.length; i++, read++) expect(lineRow(text, k, i), `${k} ${i}`).toEqual(rows[i]);
      expect(lineRow(text, k, rows.length)).toBeUndefined();
    }
    expect(lineRow(text, "nonesuch", 0)).toBeUndefined();
    expect(read).toBeGreaterThan(10);
  });

  test("cut short at any line, or changed in any byte, it is refused with why and nothing read", () => {
    const d = PACK[id](crc32);
    let at = text.indexOf("\n");
    for (; at >= 0; at = text.indexOf("\n", at + 1)) {
      for (const cut of [at, at + 1, at + 2]) {
        if (cut >= text.length) continue;
        const r = d.pack(text.substring(0, cut));
        expect(typeof r, `cut at ${cut}`).toBe("string");
      }
    }
    for (let i = 0; i < text.length; i += 37) {
      const c = text.charCodeAt(i) === 0x41 ? "B" : "A";
      const r = d.pack(text.substring(0, i) + c + text.substring(i + 1));
      expect(typeof r, `byte ${i}`).toBe("string");
    }
    expect(d.pack(text.substring(0, text.length - 3))).toBe("its checksum does not match: cut short or changed");
  });

  test("a sealed file whose lines do not read is refused, naming the line; another system's, naming it", () => {
    const d = PACK[id](crc32);
    const lines = text.split("\n").slice(0, -1);
    const resealed = (ls: string[]) => seal(ls.join("\n") + "\n", "#", crc32);
    expect(resealed(lines)).toBe(text);
    const broken = lines.slice();
    const json = broken.findIndex((l, i) => i > 0 && (l.indexOf(FS) > 0 || l.indexOf(RS) > 0));
    broken[json] += "x";
    expect(d.pack(resealed(broken))).toBe("line " + (json + 1) + " is unreadable");
    const unsplit = lines.slice();
    unsplit[1] = unsplit[1].split(FS).join("\x01").split(RS).join("\x01").split(US).join("\x01");
    expect(d.pack(resealed(unsplit))).toBe("line 2 is unreadable");
    const stray = lines.concat(["nonesuch" + RS + "1"]);
    expect(d.pack(resealed(stray))).toBe("line " + stray.length + " is unreadable");
    const other = lines.slice();
    other[0] = other[0].replace(FS + id + FS, FS + "sifni" + FS);
    expect(d.pack(resealed(other))).toBe("for rules system 'sifni', not " + m.name);
    // a name is written into the getters' code: only letters and digits pass
    const named = lines.slice();
    named[0] = named[0].split(FS).slice(0, 3).concat([named[0].split(FS)[3].replace(/^[a-z]+/, 'x")+("')]).join(FS);
    expect(d.pack(resealed(named))).toBe("table 1 of its header is not named in letters and digits");
    expect(d.pack("{")).not.toBe("");
  });
});

describe("SIFRP's weapons in a sent pack", () => {
  const m = SYSTEMS.filter((x) => x.id === "sifrp")[0];
  const list = JSON.parse(JSON.stringify(m.pack)) as SifrpPack;

  test("are lines of text as they are, read by id with one search and in order as the list", () => {
    const text = linePack(makePack("sifrp", 1, list, crc32));
    expect(text).toContain("\nweapons" + US + list.weapons[0] + "\n");
    const sent = taken("sifrp", text).body as SifrpPack;
    const rows: string[] = [];
    eachWeaponRow(sent, (r) => {
      rows.push(r);
    });
    expect(rows).toEqual(list.weapons);
    for (const row of list.weapons) {
      const wid = row.split("|")[0];
      expect(weaponById(sent, wid), wid).toEqual(weaponById(list, wid));
    }
    expect(weaponById(sent, "nonesuch")).toBeNull();
  });

  test("a row with a character that is not printable (a tab) makes the table JSON rows, read from its list", () => {
    const odd = JSON.parse(JSON.stringify(list)) as SifrpPack;
    odd.weapons[0] = odd.weapons[0].replace("|", "|\t");
    const text = linePack(makePack("sifrp", 1, odd, crc32));
    expect(text).not.toContain("\nweapons" + US);
    expect(text).toContain("\nweapons" + RS + JSON.stringify(odd.weapons[0]) + "\n");
    expect(linePackProblem(text, "sifrp", "SIFRP", crc32)).toBe("");
    const sent = taken("sifrp", text).body as SifrpPack;
    const wid = odd.weapons[0].split("|")[0];
    expect(weaponById(sent, wid)).not.toBeNull();
    expect(weaponById(sent, wid)).toEqual(weaponById(odd, wid));
    const rows: string[] = [];
    eachWeaponRow(sent, (r) => {
      rows.push(r);
    });
    expect(rows).toEqual(odd.weapons);
  });
});

test("a table the row lines could not name is refused at home", () => {
  for (const name of ["lines", "rows", "two words", "x" + FS]) {
    expect(() => linePack(makePack("tft", 1, { ...JSON.parse(JSON.stringify(legacy[0].pack)), [name]: [1] }, crc32)), name).toThrow(/cannot be named/);
  }
});

test("an empty list is a table line of its own, read as an empty list", () => {
  const m = SYSTEMS.filter((x) => x.id === "sifrp")[0];
  const odd = JSON.parse(JSON.stringify(m.pack)) as SifrpPack;
  odd.marksmanship = [];
  const text = linePack(makePack("sifrp", 1, odd, crc32));
  expect(text).toContain("\nmarksmanship" + FS + "[]\n");
  const sent = taken("sifrp", text).body as SifrpPack;
  expect(listOf(sent, "marksmanship")).toEqual([]);
  expect(listOf(sent, "armor")).toEqual(odd.armor);
});
