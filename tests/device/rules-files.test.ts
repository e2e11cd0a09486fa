/**
 * RAM on the Bangles (docs/device.md, "RAM, measured in the interpreter"): the app carries the
 * shell only, each rules system is a file of its own ("sifni.sys.<id>.js") that the app
 * evaluates when the system becomes active (src/device/shelf.ts). Its main file is a
 * manifest naming the entry file of each method ("sifni.sys.<id>.<entry>.js"), evaluated one at
 * a time when a method needs it (S-Ifni's entries: src/engine/sifni/entries.ts; the other
 * systems': tools/build/device-modules.mjs legacyManifest). Long literals stay in flash: a file reads them from itself
 * (tools/build/flash-literals.mjs), so a file is read more often than it is evaluated. The
 * interpreter is not part of the project, so these tests guard the arrangement that keeps one
 * system (S-Ifni: one entry) in RAM at a time; the top-level functions count (about 7 JsVars
 * each, measured) is the CI proxy for what loads.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as acorn from "acorn";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { FolderStorage } from "../../src/emulator/storage";
import { createSandbox, runInSandbox } from "../../src/emulator/sandbox";
import { systemFileName } from "../../src/device/protocol";
import { SIFNI_ENTRIES } from "../../src/engine/sifni/entries";
import { bundleStats } from "../../tools/build/bundle-stats.mjs";
import { legacyManifest, systemFileName as builtName } from "../../tools/build/device-modules.mjs";
import { loadEngineBundle } from "../helpers/bundle";
import { legacyRules } from "../../src/engine/rules/legacy";
import { crc32 } from "../../src/engine/pack/crc32";
import { SYSTEMS } from "../../src/home/systems";
import { Emu, boot, press } from "../helpers/device";

const E = loadEngineBundle();
const S = "select";
const DIR = "dist/banglejs2";
const app = readFileSync(`${DIR}/sifni.app.js`, "latin1");
const read = (name: string) => readFileSync(`${DIR}/${name}`, "latin1");
const fileOf = (id: string) => read(systemFileName(id));
/** Every check label of a system: text only its rules code holds. */
const labels = (id: string) => E.SYSTEMS.filter((m) => m.id === id)[0].checks.map((c) => c.label);
const ids: string[] = Array.from(E.SYSTEMS, (m) => m.id);
/** A system's manifest, as its main file exports it: "method:entry" words. */
const manifestText = (id: string): string => (id === "sifni" ? SIFNI_ENTRIES : legacyManifest(id));
/** The manifest read: method (or method.key) -> entry. */
function manifestOf(id: string): { [method: string]: string } {
  const out: { [method: string]: string } = {};
  for (const w of manifestText(id).trim().split(" ")) out[w.split(":")[0]] = w.split(":")[1];
  return out;
}
const entriesOf = (id: string) => [...new Set(Object.values(manifestOf(id)))];
/** A system's files: its main file and its entries. */
const filesOf = (id: string) => [systemFileName(id), ...entriesOf(id).map((e) => systemFileName(id, e))];

/** The function declarations at the top of a system file: the body of its function of `exports`. */
function topLevelFunctions(code: string): number {
  const ast = acorn.parse("(function(exports){" + code + "\n})", { ecmaVersion: 5 }) as unknown as { body: { type: string; expression?: { type: string; body: { body: { type: string }[] } } }[] };
  return ast.body[0].expression!.body.body.filter((st) => st.type === "FunctionDeclaration").length;
}

type Exports = { default?: unknown };
/**
 * Evaluates a system file as the app does (src/device/files.ts: the body of a function of
 * `exports`, called with an exports object) in an Espruino-shaped context whose Storage holds the
 * board's files: the file reads its long literals from itself.
 */
function evaluate(ctx: ReturnType<typeof createSandbox>, name: string): Exports {
  const exports: Exports = {};
  ctx.__text = read(name);
  (runInSandbox(ctx, "new Function('exports', __text)", name) as (e: Exports) => void)(exports);
  delete ctx.__text;
  return exports;
}
function deviceSandbox() {
  const storage = { read: (n: string, o?: number, l?: number) => { const t = read(n); return o === undefined ? t : t.substr(o, l); } };
  const ctx = createSandbox({ require: (m: string) => (m === "Storage" ? storage : undefined) });
  return { ctx, before: Object.keys(ctx).length };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the other systems' checks' questions are written into their files, read from flash", () => {
  test.each(ids.filter((id) => id !== "sifni"))("%s: each check's entry gives the questions its rules make, from its head comment", (id) => {
    const m = SYSTEMS.filter((s) => s.id === id)[0];
    const rules = legacyRules(m, crc32);
    const manifest = manifestOf(id);
    const { ctx } = deviceSandbox();
    for (const c of m.checks) {
      const file = systemFileName(id, manifest["questions." + c.id]);
      const built = (evaluate(ctx, file).default as (crc: (s: string) => number) => { questions(check: string): string })(crc32);
      const text = rules.questions(c.id);
      expect(built.questions(c.id), `${id} ${c.id}`).toBe(text);
      expect(text.split("\n").length, `${id} ${c.id}`).toBe(m.checks.filter((k) => k.id === c.id)[0].inputs.length);
      // one literal left in flash: the file's head comment, which the file reads itself
      expect(read(file).substring(0, read(file).indexOf("*/")), file).toContain(text);
    }
  });
});

describe("the Bangle.js 2 app keeps no rules code; each system is its own file", () => {
  test("the build and the app name the files alike", () => {
    for (const id of ids) expect(builtName(id)).toBe(systemFileName(id));
    for (const id of ids) for (const e of entriesOf(id)) expect(builtName(id, e)).toBe(systemFileName(id, e));
    expect(systemFileName("sifrp")).toBe("sifni.sys.sifrp.js"); // 18 of the 28 characters Storage keeps
    for (const id of ids) for (const f of filesOf(id)) expect(f.length).toBeLessThanOrEqual(28);
  });

  test("no system's check appears in the app; each system's files hold its own checks", () => {
    for (const id of ids) {
      const files = filesOf(id).map(read).join("\n");
      for (const l of labels(id)) {
        // a legacy system's check label is a literal; S-Ifni's is in its check rows, "id|label|menu|questions"
        expect(app, `${id}: "${l}" in the app`).not.toContain(JSON.stringify(l));
        expect(app, `${id}: "|${l}|" in the app`).not.toContain("|" + l + "|");
        expect(files.includes(JSON.stringify(l)) || files.includes("|" + l + "|"), `${id}: "${l}"`).toBe(true);
      }
    }
  });

  test("the app's top-level functions stay the shell's (a system built into it would add 60 to 231)", () => {
    const shell = bundleStats(app).topLevelFunctions;
    // 106 before the lean runtime; 15 since (issue 12): the main menu, the lock, input and the
    // kit, the screens being in the feature files; 9 once short functions called from a few
    // places were written at their calls (inline-once.mjs FEW). A system built in would add 60 or more.
    expect(shell).toBeLessThanOrEqual(40);
    expect(shell).toBeGreaterThan(5);
    const perFile = ids.flatMap((id) => filesOf(id).map((f) => [f, topLevelFunctions(read(f))] as const));
    console.info(`top-level functions: app ${shell}; ${perFile.map(([f, n]) => `${f} ${n}`).join(", ")}`);
    for (const [f, n] of perFile) {
      // a system's main file is its manifest only (and $T, the reader of its literal from flash);
      // each of its entries is rules code (the smallest, S-Ifni's questions' families q, qs, qw
      // and qp, the sheets' decoders d and Inspect's and the effects' de, have 5 to 18 functions;
      // an S-Ifni check's 10 or more, short ones being written at their calls: inline-once.mjs;
      // the other systems' checks' entries c0, o0, r0, c1 ... 2 to 28, more than the reader $T;
      // their check list and sheets' d 3, a sent pack's decoder dp 12; their built-in pack's p,
      // its factory)
      if (ids.some((id) => f === systemFileName(id))) {
        expect(n, f).toBe(1);
        expect(read(f), f).toMatch(/^\/\*[^*]*\*\/function \$T\(/);
      }
      else expect(n, f).toBeGreaterThan(/\.p\.js$/.test(f) ? 0 : /\.[cor]\d+\.js$/.test(f) || /\.sys\.(tft|sifrp|dba|strs)\.d\.js$/.test(f) ? 1 : /\.(q\w?|d|de)\.js$/.test(f) ? 4 : 8);
    }
  });

  test("a system file evaluates to its manifest, each entry to its methods, and defines no global", () => {
    for (const id of ids) {
      const { ctx, before } = deviceSandbox();
      const manifest = manifestOf(id);
      expect(evaluate(ctx, systemFileName(id)).default).toBe(manifestText(id));
      expect(Object.keys(ctx).length).toBe(before);
      for (const e of entriesOf(id)) {
        const factory = evaluate(ctx, systemFileName(id, e)).default as (crc: (s: string) => number) => { [m: string]: unknown };
        expect(typeof factory, e).toBe("function");
        const methods = factory(E.crc32);
        for (const m of Object.keys(manifest)) if (manifest[m] === e) expect(typeof methods[m.split(".")[0]], `${id} ${e}: ${m}`).toBe("function");
        expect(Object.keys(ctx).length).toBe(before);
      }
      // the entry of the check list names the system and lists its checks
      const rules = (evaluate(ctx, systemFileName(id, manifest.checkList)).default as (crc: (s: string) => number) => { id: string; name: string; checkList(): string[][] })(E.crc32);
      expect(rules.id).toBe(id);
      expect(rules.name).toBe(E.SYSTEMS.filter((m) => m.id === id)[0].name);
      expect(rules.checkList().map((c) => c[1])).toEqual(labels(id));
    }
  });

  test("a demo party installed with the app reads as its system's sheets through the system's own file", () => {
    const { ctx } = deviceSandbox();
    const demos = ids.filter((id) => existsSync(`${DIR}/sifni.d.${id}`));
    expect(demos).toContain("sifni");
    expect(demos).toContain("dba");
    for (const id of demos) {
      type Sheets = { sheet(text: string, pack: unknown): { system: string; id: string } | string; pack(text: string): { value: unknown } | string };
      const r = (evaluate(ctx, systemFileName(id, "d")).default as (crc: (s: string) => number) => Sheets)(E.crc32);
      // each system's default pack comes with the app; the others decode it in their entry "dp"
      const decoder = id === "sifni" ? r : (evaluate(ctx, systemFileName(id, "dp")).default as (crc: (s: string) => number) => Sheets)(E.crc32);
      const p = decoder.pack(read(`sifni.dp.${id}`));
      expect(typeof p, `${id}: ${String(p)}`).toBe("object");
      const lines = read(`sifni.d.${id}`).split("\n");
      expect(lines.length).toBe(JSON.parse(readFileSync(`examples/${id}/party.json`, "utf8")).length);
      for (const line of lines) {
        const s = r.sheet(line, (p as { value: unknown }).value);
        expect(typeof s, `${id}: ${String(s)}`).toBe("object");
        expect((s as { system: string }).system).toBe(id);
      }
    }
  });
});

describe("the app evaluates a system's file only when that system is active", () => {
  const proto = FolderStorage.prototype as unknown as { readBytes: (n: string) => Uint8Array | undefined };
  const readBytes = proto.readBytes;
  afterEach(() => {
    proto.readBytes = readBytes;
  });

  /**
   * The system files the app reads while `fn` runs, each once, in the order first read (a file
   * reads its long literals from itself, so one evaluation is many reads), and how often each
   * was read. systemReads: the files only.
   */
  function reads(fn: () => void): { files: string[]; count: { [name: string]: number } } {
    const files: string[] = [];
    const count: { [name: string]: number } = {};
    proto.readBytes = function (this: unknown, n: string) {
      if (/^sifni\.sys\./.test(n)) {
        if (!count[n]) files.push(n);
        count[n] = (count[n] || 0) + 1;
      }
      return readBytes.call(this, n);
    };
    try {
      fn();
    } finally {
      proto.readBytes = readBytes;
    }
    return { files, count };
  }
  const systemReads = (fn: () => void) => reads(fn).files;

  function storage(): string {
    const d = mkdtempSync(join(tmpdir(), "sifni-rules-files-"));
    dirs.push(d);
    return d;
  }

  test("no boot reads a system file; the active one is read when its rules are needed, S-Ifni's manifest once", () => {
    const dir = storage();
    // the demo parties wait in sifni.d.<id> until a party is first listed: no rules at boot
    expect(systemReads(() => boot("banglejs2", 1, dir))).toEqual([]);
    let e: Emu = boot("banglejs2", 1, dir);
    expect(systemReads(() => (e = boot("banglejs2", 1, dir)))).toEqual([]);
    // the Dice, the Log and Settings need no rules
    expect(systemReads(() => press(e, ["down", "down", "down", "down", S, "back"]))).toEqual([]);
    // Roll: the active system (S-Ifni): its manifest, then the entries of the methods called
    // (the pack is read with "d", the check list with "q"), nothing of another system
    const roll = reads(() => press(e, ["up", "up", "up", "up", S, S, "back", "back", "back"]));
    expect(roll.files[0]).toBe("sifni.sys.sifni.js");
    // evaluated once; the manifest is a long literal the file reads from itself (one more read
    // per literal, tools/build/flash-literals.mjs)
    const literals = (read("sifni.sys.sifni.js").match(/\$T\(\d/g) || []).length;
    expect(literals).toBe(1);
    expect(roll.count["sifni.sys.sifni.js"]).toBe(1 + literals);
    expect([...roll.files].sort()).toEqual(["sifni.sys.sifni.d.js", "sifni.sys.sifni.js", "sifni.sys.sifni.q.js"]);
    // listing the party for the first time wrote the demo party into sheet files
    const sheets = e.storage.list().filter((n) => n.startsWith("sifni.c.sifni."));
    expect(sheets).toHaveLength(JSON.parse(readFileSync("examples/sifni/party.json", "utf8")).length);
    expect(e.storage.list()).not.toContain("sifni.d.sifni");
    // back home nothing of the system is kept (the shelf is the check feature's, docs/runtime.md):
    // the next Roll reads the manifest again, once, then entries only
    const again = reads(() => press(e, [S, "back"]));
    expect(again.files[0]).toBe("sifni.sys.sifni.js");
    expect(again.count["sifni.sys.sifni.js"]).toBe(1 + literals);
    expect(again.files.length).toBeGreaterThan(1);
    for (const n of again.files.slice(1)) expect(n).toMatch(/^sifni\.sys\.sifni\.[a-z]+\.js$/);
    expect(e.errors).toEqual([]);
  });

  test("switching the system reads the new one when it is used; a missing file says so on the screen", () => {
    const dir = storage();
    boot("banglejs2", 1, dir);
    const e = boot("banglejs2", 1, dir);
    e.storage.erase("sifni.sys.tft.js");
    // Settings, System: S-Ifni -> TFT-hack; nothing is read until a rules entry is chosen
    expect(systemReads(() => press(e, Array(7).fill("down").concat([S, S, "back"])))).toEqual([]);
    expect(e.textLines()[0]).toBe("TFT-hack");
    expect(systemReads(() => press(e, Array(7).fill("up").concat([S])))).toEqual(["sifni.sys.tft.js"]);
    expect(e.textLines()[0]).toBe("TFT-hack");
    expect(e.textLines().slice(1).join("")).toMatch(/sifni\.sys\.tft\.js is missing/);
    expect(e.errors).toEqual([]);
    // the next system works: SIFRP's Roll opens its one check, at its first question, who tests
    // (its demo party; its pack, the default one the app brought, decoded by "dp", its check
    // list from "d", its questions from the check's entry "c0")
    expect(systemReads(() => press(e, ["back"].concat(Array(7).fill("down"), [S, S, "back"], Array(7).fill("up"), [S])))).toEqual(["sifni.sys.sifrp.js", "sifni.sys.sifrp.dp.js", "sifni.sys.sifrp.d.js", "sifni.sys.sifrp.c0.js"]);
    expect(e.errors).toEqual([]);
    expect(e.textLines().join(" ")).toMatch(/^Who tests Braavosi bravo Hal's hedge knight Anyone/);
  });
});

describe("S-Ifni's check inputs are built when read, from the questions the device asks", () => {
  test("every S-Ifni check's inputs are a getter over its questions; the module keeps no list", () => {
    const m = E.SYSTEMS.filter((x) => x.id === "sifni")[0];
    expect(m.checks.map((c) => c.id)).toEqual(E.sifniCheckList().map((r) => r[0]));
    for (const c of m.checks) {
      expect(typeof Object.getOwnPropertyDescriptor(c, "inputs")?.get, c.id).toBe("function");
      // the device's questions (src/engine/sifni/questions.ts), one input each, in their order
      const qs = E.sifniQuestions(c.id).map((q) => E.question(q));
      const a = c.inputs;
      expect(a.map((i) => i.id), c.id).toEqual(qs.map((q) => q.id));
      expect(a.map((i) => i.label), c.id).toEqual(qs.map((q) => q.label));
      // built again on each read: no check's list stays with the module
      const again = c.inputs;
      expect(again).not.toBe(a);
      expect(again.map((i) => i.id)).toEqual(a.map((i) => i.id));
    }
  });
});
