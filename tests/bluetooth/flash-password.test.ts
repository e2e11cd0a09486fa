/**
 * flash.sh and the GM lock's code (issue 14, point 6): never from the command line (every user
 * sees a process's arguments), but from a file, a prompt with nothing shown, or SIFNI_LOCK_CODE;
 * the upload scripts, which hold the code, readable by this user only and removed after every
 * run, a failed one too (--dry-run keeps them, and says so). Runs build/flash.mjs with its own
 * TMPDIR and a port nothing listens on.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { askHidden, HiddenInput } from "../../src/flash/password";

const dir = mkdtempSync(join(tmpdir(), "sifni-flash-code-"));
const PARTY = "examples/sifni/party.json";

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

/** build/flash.mjs sending sheets to a port nothing listens on, with a TMPDIR of its own. */
function flash(args: string[], env: { [k: string]: string } = {}) {
  const tmp = mkdtempSync(join(dir, "tmp-"));
  const r = spawnSync(process.execPath, ["build/flash.mjs", "--board", "banglejs2", "--port", "tcp://127.0.0.1:9", "--chars", PARTY, ...args], {
    encoding: "utf8",
    timeout: 30000,
    env: { ...process.env, TMPDIR: tmp, SIFNI_LOCK_CODE: "", ...env },
    input: "",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, tmp };
}

describe("flash.sh takes the GM lock's code from a file, a prompt or the environment, never its command line", () => {
  test("--password CODE is refused, and the message says the ways that work", () => {
    for (const a of [["--password", "120406"], ["--password=120406"]]) {
      const r = flash([...a, "--dry-run"]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^flash: --password CODE is not taken: a code on the command line can be read by every user of this machine in the process list/);
      expect(r.stderr).toMatch(/--password-file FILE \(the file's first line\), --ask-password \(typed, not shown\) or the SIFNI_LOCK_CODE environment variable\n$/);
      expect(r.stdout).toBe("");
    }
  });

  test("--password-file: a missing, special or wrong file is refused clearly, nothing sent", () => {
    mkdirSync(join(dir, "a-dir"), { recursive: true });
    const cases: [string, RegExp][] = [
      [join(dir, "none"), /^flash: --password-file \S+none: no such file\nflash: nothing was sent\n$/],
      [join(dir, "a-dir"), /^flash: --password-file \S+a-dir: not a regular file \(a directory\)\n/],
      ["/dev/zero", /^flash: --password-file \/dev\/zero: not a regular file \(a character device\)\n/],
      [file("short", "12345\n"), /^flash: the first line of --password-file \S+short must be the GM lock's code: 6 digits\n/],
    ];
    for (const [f, msg] of cases) {
      const r = flash(["--password-file", f, "--dry-run"]);
      expect(r.code, f).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(r.stdout).toBe("");
    }
  });

  test("--password-file: the first line is the code (CR LF too); --dry-run keeps the scripts, readable by this user only, and says they hold the code", () => {
    const r = flash(["--password-file", file("code", "120406\r\nanything else\n"), "--dry-run"]);
    expect(r.code).toBe(0);
    const m = /The upload scripts are kept in (\S+) \(they contain the GM lock's code: delete them when done\)\.\n$/.exec(r.stdout);
    expect(m, r.stdout).not.toBeNull();
    const kept = (m as RegExpExecArray)[1];
    expect(statSync(kept).mode & 0o777).toBe(0o700);
    expect(statSync(join(kept, "upload-1.js")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(kept, "upload-1.js"), "latin1").split("\n")[0]).toBe("\r120406");
    expect(r.stdout).not.toContain("120406");
  });

  test("SIFNI_LOCK_CODE: taken when set, refused when not 6 digits", () => {
    const r = flash(["--dry-run"], { SIFNI_LOCK_CODE: "654321" });
    expect(r.code).toBe(0);
    const kept = /kept in (\S+) /.exec(r.stdout) as RegExpExecArray;
    expect(readFileSync(join(kept[1], "upload-1.js"), "latin1").split("\n")[0]).toBe("\r654321");
    const bad = flash(["--dry-run"], { SIFNI_LOCK_CODE: "12a456" });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("flash: SIFNI_LOCK_CODE must be the GM lock's code: 6 digits\nflash: nothing was sent\n");
  });

  test("--ask-password without a terminal: refused, pointing to --password-file", () => {
    const r = flash(["--ask-password", "--dry-run"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("flash: --ask-password needs a terminal (stdin is not one): give the code with --password-file FILE\nflash: nothing was sent\n");
  });

  test("a run that fails (no device) leaves no upload script behind", () => {
    const r = flash(["--password-file", file("code2", "120406\n")]);
    expect(r.code).toBe(6);
    expect(readdirSync(r.tmp)).toEqual([]);
  });
});

describe("the prompt", () => {
  /** A terminal that types `keys` once read from, and records the raw mode asked. */
  function terminal(keys: string[]): HiddenInput & { modes: boolean[] } {
    let fn: ((c: Buffer | string) => void) | undefined;
    const t = {
      isTTY: true,
      modes: [] as boolean[],
      setRawMode(raw: boolean) {
        t.modes.push(raw);
      },
      on(_e: "data", f: (c: Buffer | string) => void) {
        fn = f;
      },
      removeListener() {
        fn = undefined;
      },
      resume() {
        for (const k of keys) fn?.(Buffer.from(k));
      },
      pause() {},
    };
    return t;
  }

  test("nothing typed is shown; Backspace takes back a character; raw mode is left afterwards", async () => {
    const t = terminal(["12", "04x\x7f", "06\r"]);
    let shown = "";
    const code = await askHidden(t, (s) => (shown += s), "code: ");
    expect(code).toBe("120406");
    expect(shown).toBe("code: \n");
    expect(t.modes).toEqual([true, false]);
  });

  test("Ctrl-C gives up", async () => {
    const t = terminal(["12\x03"]);
    await expect(askHidden(t, () => undefined, "code: ")).rejects.toThrow("no code typed: nothing was sent");
    expect(t.modes).toEqual([true, false]);
  });
});
