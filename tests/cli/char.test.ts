/**
 * `sifni char validate|show`, end to end: spawns bin/sifni.mjs (built by pretest) on the demo
 * party, the broken example and files written here.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FS } from "../../src/engine/sifni/data/codes";
import { compilePack, decodeSheet } from "../../src/home/sifni/compile";
import { defaultPack } from "../../src/home/sifni/pack";
import { json, sifni } from "../helpers/cli";

const PARTY = "examples/sifni/party.json";
const BROKEN = "examples/sifni/broken.json";
const dir = mkdtempSync(join(tmpdir(), "sifni-char-"));

function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

const party = JSON.parse(readFileSync(PARTY, "utf8")) as { id: string; stats: { [k: string]: number } }[];

describe("sifni char validate", () => {
  it("passes the demo party: exit 0", () => {
    const r = sifni(["char", "validate", PARTY]);
    expect(r).toEqual({ code: 0, stdout: `${PARTY}: ok, 6 sheets\n`, stderr: "" });
  });

  it("prints FILE: path: message for every problem of the broken sheet, exit 2", () => {
    const r = sifni(["char", "validate", BROKEN]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(16);
    expect(lines).toContain(`${BROKEN}: stats.Strength: Strength must be at least -10, got -11`);
    expect(lines).toContain(`${BROKEN}: stats.Scene: Scene is missing`);
    expect(lines).toContain(`${BROKEN}: skills.0.stat: 'Physical' is a stat group, not a stat (its stats: Agility, Dexterity, Endurance, Resistance, Strength)`);
    expect(lines).toContain(`${BROKEN}: skills.2.name: duplicate skill 'rapier' under MeleeAttack (also skills.1)`);
    expect(lines).toContain(`${BROKEN}: armor.0: no armor 'mithril' in the rules pack`);
    expect(lines).toContain(`${BROKEN}: wounds.0.band: must be at most 5, got 7`);
    for (const l of lines) expect(l.startsWith(`${BROKEN}: `)).toBe(true);
  });

  it("prefixes the sheet's index in a list and refuses the same id twice", () => {
    const twice = [party[0], { ...party[1], id: "knight", stats: { ...party[1].stats, Will: -12 } }];
    const p = file("twice.json", twice);
    const r = sifni(["char", "validate", p]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(`${p}: 1.stats.Will: Will must be at least -10, got -12\n${p}: 1.id: duplicate id "knight" (also sheet 0)\n`);
  });

  it("checks several files, one sheet per file allowed", () => {
    const one = file("one.json", party[2]);
    const r = sifni(["char", "validate", one, PARTY]);
    expect(r).toEqual({ code: 0, stdout: `${one}: ok, 1 sheet\n${PARTY}: ok, 6 sheets\n`, stderr: "" });
    expect(sifni(["char", "validate", one, BROKEN]).code).toBe(2);
  });

  it("reports unreadable files and bad JSON as problems of that file", () => {
    const bad = file("bad.json", "{ not json");
    const r = sifni(["char", "validate", bad, join(dir, "missing.json")]);
    expect(r.code).toBe(2);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(new RegExp(`^${bad.replace(/[.\\]/g, "\\$&")}: not JSON: `));
    expect(lines[1]).toMatch(/missing\.json: no such file$/);
    expect(sifni(["char", "validate", file("empty.json", [])]).stdout).toMatch(/: an empty list: no sheets\n$/);
  });

  it("--json: one object with every file's problems", () => {
    const r = sifni(["char", "validate", BROKEN, PARTY, "--json"]);
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.valid).toBe(false);
    expect(out.files[0]).toMatchObject({ file: BROKEN, sheets: 1, valid: false });
    expect(out.files[0].problems[0]).toEqual({ path: "id", message: 'must be 1 to 12 characters of a-z, 0-9 and -, got "Bad Id!"' });
    expect(out.files[1]).toEqual({ file: PARTY, sheets: 6, valid: true, problems: [] });
  });

  it("usage errors exit 2 on stderr", () => {
    expect(sifni(["char"])).toMatchObject({ code: 2, stdout: "" });
    expect(sifni(["char", "fix", PARTY]).stderr).toBe('sifni: char needs an action, validate or show, got "fix" (see "sifni help char")\n');
    expect(sifni(["char", "validate"]).stderr).toBe("sifni: char validate needs a FILE\n");
    expect(sifni(["char", "show", PARTY, PARTY]).stderr).toBe("sifni: char show takes one FILE, got 2\n");
    expect(sifni(["roll", "extra", "--skill", "5"]).stderr).toMatch(/^sifni: unexpected argument "extra" for roll/);
  });
});

describe("sifni char show", () => {
  it("shows stats, skill totals, penalties in force, weapons, measured stats and the device form", () => {
    const r = sifni(["char", "show", PARTY]);
    expect(r.code).toBe(0);
    const out = r.stdout;
    // the veteran: MeleeDefense 6 + Spear 2 = 8, + vsSpears 1 = 9
    expect(out).toContain("Grey Hal (veteran) \"Weariness\"");
    expect(out).toContain("  MeleeDefense 6 +2 Spear = 8\n    +1 vsSpears = 9");
    // wounds: left leg band 3, one step less in general for a leg (docs/rules-sifni-combat.md,
    // "The location table", the rule every check applies) = 2; torso band 1 = 1; the worst: -2/5.
    // Padding -1/20 + chain mail -1/8 = -7/40, together -16/40 - 7/40 = -23/40
    expect(out).toContain("  wounds -2/5 (worst: moderate trauma)");
    expect(out).toContain("  armor -7/40 (Padding -1/20, Chain Mail -1/8)");
    expect(out).toContain("  together -23/40 of the roll");
    expect(out).toContain("protection: blunt 1, slash 5, pierce 5");
    expect(out).toContain("  left leg: moderate trauma (band 3, DR 2.50)");
    // Strength 3: 13^4 = 28 561 g
    expect(out).toContain("  Lift   28.5 kg  (Strength = 3)");
    // the archer's Long Bow: RangedAttack 7 + Longbow 1 = 8, 2 below 10
    expect(out).toContain("  Long Bow: RangedAttack total 8, 2 below the minimum 10");
    expect(out).toContain("  Rapier: melee, pierce, +1/5A, +1/5D, x2 armor, 1 hand");
    expect(out).toMatch(/device form: \d+ characters \(JSON \d+\)/);
  });

  it("--json: each sheet with its report and compact form", () => {
    const r = sifni(["char", "show", PARTY, "--json"]);
    const out = JSON.parse(r.stdout);
    expect(out.sheets).toHaveLength(6);
    const vet = out.sheets[5];
    // the worst band is 3 (left leg), its penalty a leg's: 2 steps (see above)
    expect(vet.report).toMatchObject({ woundBand: 3, woundPenalty: "-2/5", armorPenalty: "-7/40", penalty: "-23/40" });
    // the device form (src/engine/sifni/data/sheet.ts): tag, id, name, concept, ... split by FS
    expect(vet.compact.text.startsWith(["S2", "veteran", "Grey Hal", "Weariness", ""].join(FS))).toBe(true);
    // and it reads back as the sheet, against the default pack in its device form
    const pack = defaultPack();
    expect(decodeSheet(vet.compact.text, compilePack(pack, 1), pack)).toEqual(vet.sheet);
    expect(vet.compact.length).toBe(vet.compact.text.length);
    expect(vet.compact.jsonLength).toBe(JSON.stringify(vet.sheet).length);
  });

  it("an invalid file is reported as validate does, exit 2", () => {
    const r = sifni(["char", "show", BROKEN]);
    expect(r.code).toBe(2);
    expect(r.stdout.split("\n")[0]).toBe(`${BROKEN}: id: must be 1 to 12 characters of a-z, 0-9 and -, got "Bad Id!"`);
  });
});
