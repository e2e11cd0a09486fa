/**
 * The update protocol on the emulated device (docs/updates.md), with the built app of each
 * Bangle: flash.sh's upload script typed into the device's console stages the files and calls
 * SIFNI_UPDATE; the app prints its verdict, shows it, and the new rules and sheets are in use
 * (the new pack's TN 5 name is on the Target Number list, the newcomer in the party) or, when
 * refused, nothing changed.
 */
import { describe, expect, test } from "vitest";
import { crc32, hex8 } from "../../src/engine/pack/crc32";
import { makePack } from "../../src/engine/pack/envelope";
import { compilePack } from "../../src/home/sifni/compile";
import { storedPack, storedSheet } from "../../src/home/stored";
import { sifni } from "../../src/home/sifni/module";
import {
  about, boot, choose, dataLines, fresh, home, markedPack, newcomer, packFile, plan, screen, send, sheetFile, stored, storeRaw, tnRows, type, verdictIn, paragraph, wire,
} from "./helpers";

describe.each(["banglejs2", "banglejs", "pixljs"])("an update on %s", (board) => {
  test("a pack and a new sheet: verdict printed and shown, the new rules and the newcomer in use, staging gone", () => {
    const { emu } = fresh(board);
    expect(tnRows(emu)).toMatch(/TN 5 very easy/);
    // the pack the app brought, installed at the first start
    expect(about(emu)).toMatch(/Pack v1/);
    const p = markedPack(2);
    const out = send(emu, dataLines(plan(board, [packFile(p), sheetFile(newcomer())])));
    expect(verdictIn(out)).toEqual({ ok: true, pack: { system: "sifni", version: 2 }, sheets: ["zed"] });
    // the verdict on the screen: "Updated", then what is in use
    expect(emu.textLines()[0]).toBe("Updated");
    expect(paragraph(emu)).toBe("Rules: S-Ifni pack v2. Sheets: zed. Now in use.");
    expect(tnRows(emu)).toMatch(/TN 5 UPLOADED/);
    expect(about(emu)).toMatch(/Pack v2/);
    home(emu);
    choose(emu, /^Party$/);
    expect(screen(emu)).toMatch(/Zed Newcomer/);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
    expect(stored(emu, "sifni.p.sifni")).toBe(storedPack(p));
    expect(emu.errors).toEqual([]);
  });

  test("the new rules stay after a restart; the log says what came in", () => {
    const { emu } = fresh(board);
    send(emu, dataLines(plan(board, [packFile(markedPack(3))])));
    emu.restart();
    emu.advance(100);
    expect(emu.textLines()[0]).toBe("S-Ifni");
    expect(tnRows(emu)).toMatch(/TN 5 UPLOADED/);
    choose(emu, /^Log$/);
    // the newest line first ("check: result", two lines where the screen is narrow); opened, what came in
    expect(emu.textLines().slice(1, 3).join(" ")).toMatch(/^Update: applied( |$)/);
    choose(emu, /^Update:/);
    expect(screen(emu)).toMatch(/sifni v3, 0\ssheets/);
  });

  test("files staged but never applied (the connection ended before SIFNI_UPDATE) are thrown away at the next start, which says so", () => {
    const { emu } = fresh(board);
    const lines = dataLines(plan(board, [packFile(markedPack(2)), sheetFile(newcomer())]));
    send(emu, lines.slice(0, -1)); // everything but SIFNI_UPDATE
    expect(emu.storage.list()).toContain("sifni.s.pack");
    expect(tnRows(emu)).toMatch(/TN 5 very easy/); // staged is not in use
    emu.restart();
    emu.advance(100);
    expect(emu.textLines()[0]).toBe("Update refused");
    expect(emu.printed.join("\n")).toMatch(/\{"ok":false,"file":"sifni\.s\.pack","problem":"an upload that did not finish/);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
    expect(tnRows(emu)).toMatch(/TN 5 very easy/);
  });
});

describe("refusals: nothing changes, the staging files go, the screen names the file and why", () => {
  /** An update refused: the verdict, with the device's rules and party checked unchanged. */
  function refused(files: Parameters<typeof plan>[1], tamper?: (emu: ReturnType<typeof boot>) => void, board = "banglejs2") {
    const { emu } = fresh(board);
    const partyBefore = emu.storage.list().filter((n) => n.startsWith("sifni.c.")).map((n) => [n, stored(emu, n)]);
    // the pack installed at the first start
    const packBefore = stored(emu, "sifni.p.sifni");
    expect(packBefore).toBeDefined();
    const lines = dataLines(plan(board, files));
    send(emu, lines.slice(0, -1));
    tamper?.(emu);
    const v = verdictIn(send(emu, lines.slice(-1)));
    expect(v.ok).toBe(false);
    expect(emu.textLines()[0]).toBe("Update refused");
    expect(paragraph(emu)).toMatch(/ Nothing was changed: the previous rules and sheets are in use\.$/);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.s."))).toEqual([]);
    expect(stored(emu, "sifni.p.sifni")).toBe(packBefore);
    expect(emu.storage.list().filter((n) => n.startsWith("sifni.c.")).map((n) => [n, stored(emu, n)])).toEqual(partyBefore);
    expect(tnRows(emu)).toMatch(/TN 5 very easy/);
    expect(emu.errors).toEqual([]);
    return v;
  }

  test("a sheet invalid for its rules refuses the whole upload, the good pack too", () => {
    // in the device form every number is in range: what the device checks against the rules is the pack
    const bad = { ...newcomer(), weapons: ["laser"] };
    const v = refused([packFile(markedPack(2)), sheetFile(bad)]);
    expect(v).toEqual({ ok: false, file: "sifni.s.c.sifni.zed", problem: "weapon 'laser' is not in the rules pack" });
  });

  test("a byte changed on the way: the CRC the uploader sent does not match", () => {
    const v = refused([packFile(markedPack(2))], (emu) => {
      const t = stored(emu, "sifni.s.pack") as string;
      // the version digit in the header ("SP", "sifni", "2", ...)
      const at = t.indexOf("\x1f2\x1f") + 1;
      expect(at).toBeGreaterThan(0);
      emu.storage.erase("sifni.s.pack");
      storeRaw(emu, "sifni.s.pack", t.slice(0, at) + "3" + t.slice(at + 1));
    });
    expect(v).toMatchObject({ file: "sifni.s.pack", problem: expect.stringMatching(/^damaged on the way: its CRC-32 is [0-9a-f]{8}, the uploader sent [0-9a-f]{8}$/) });
  });

  test("a file the uploader sent did not arrive", () => {
    const v = refused([packFile(markedPack(2)), sheetFile(newcomer())], (emu) => emu.storage.erase("sifni.s.c.sifni.zed"));
    expect(v).toEqual({ ok: false, file: "sifni.s.c.sifni.zed", problem: "did not arrive: the upload stopped before it" });
  });

  test("a staged file that was not part of this upload", () => {
    const v = refused([packFile(markedPack(2))], (emu) => storeRaw(emu, "sifni.s.c.sifni.old", storedSheet(newcomer("old"))));
    expect(v).toEqual({ ok: false, file: "sifni.s.c.sifni.old", problem: "was not part of this upload" });
  });

  test("a sheet whose content is not the one its name says", () => {
    const s = newcomer();
    const v = refused([{ name: "sifni.s.c.sifni.other", data: storedSheet(s) }]);
    expect(v.problem).toBe('holds sheet "sifni"/"zed", not the sifni/other its name says');
  });

  test("a sheet for rules this device does not have", () => {
    const v = refused([{ name: "sifni.s.c.gurps.zed", data: JSON.stringify({ ...newcomer(), system: "gurps" }) }]);
    expect(v.problem).toBe('unknown rules system "gurps" (this device has sifni, tft, sifrp, dba, strs)');
  });

  test("a pack for an unknown system", () => {
    const v = refused([packFile(makePack("gurps", 1, { x: 1 }))]);
    expect(v.problem).toBe('system: unknown rules system "gurps" (this device has sifni, tft, sifrp, dba, strs)');
  });

  test("a pack whose tables break the module's rules names the field", () => {
    const body = JSON.parse(JSON.stringify(sifni.pack));
    body.armor[2].slash = -4;
    // the home tools refuse to compile it, naming the field
    expect(() => packFile(makePack("sifni", 2, body))).toThrow(/^body\.armor\.2\.slash: /);
    // staged anyway, compiled without the check: the device must refuse it too
    const v = refused([{ name: "sifni.s.pack", data: compilePack(body, 2) }]);
    expect(v.problem).toMatch(/^armor 'leather': /);
  });

  test("a name under sifni.s. that is no update file", () => {
    const v = refused([{ name: "sifni.s.banana", data: "{}" }]);
    expect(v.problem).toMatch(/^is not an update file/);
  });
});

describe("packs in other layouts and damaged active packs", () => {
  test("a pack file as `sifni pack build` writes it, staged as it is, is refused with what to do (the home tools compile it)", () => {
    const { emu } = fresh();
    const before = stored(emu, "sifni.p.sifni");
    const p = markedPack(4);
    const v = verdictIn(send(emu, dataLines(plan("banglejs2", [{ name: "sifni.s.pack", data: JSON.stringify(p, null, 1) }]))));
    expect(v).toEqual({
      ok: false,
      file: "sifni.s.pack",
      problem: "not a rules pack in the device form: this is a pack file as `sifni pack build` writes it; flash.sh and the companion page compile it for the device",
    });
    expect(stored(emu, "sifni.p.sifni")).toBe(before);
  });

  test("an active pack damaged in Storage: the built-in pack is used and About says why", () => {
    const { emu, dir } = fresh();
    const t = storedPack(markedPack(2));
    // a byte of a row changed (the header line is shorter than 100 bytes)
    storeRaw(emu, "sifni.p.sifni", t.slice(0, 100) + (t[100] === "a" ? "b" : "a") + t.slice(101));
    const again = boot("banglejs2", 1, dir);
    expect(tnRows(again)).toMatch(/TN 5 very easy/);
    expect(about(again)).toMatch(/Pack v0[\s\S]*Sent pack not[\s\S]*used:[\s\S]*sifni\.p\.sifni:[\s\S]*checksum/);
  });

  test("SIFNI_UPDATE with nothing staged answers ok and changes nothing on the screen", () => {
    const { emu } = fresh();
    const before = screen(emu);
    expect(verdictIn(type(emu, wire(["SIFNI_UPDATE();"])))).toEqual({ ok: true, pack: null, sheets: [] });
    expect(screen(emu)).toBe(before);
  });

  test("the uploader's CRCs are the files' CRC-32 as zlib computes it", () => {
    const lines = dataLines(plan("banglejs2", [packFile(markedPack(2))]));
    const call = lines[lines.length - 1];
    expect(call).toBe(`SIFNI_GO&&SIFNI_UPDATE({"sifni.s.pack":"${hex8(crc32(storedPack(markedPack(2))))}"});`);
  });
});
