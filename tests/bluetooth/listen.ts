/**
 * The emulator serving its console on a free TCP port (`node build/emulator.mjs --listen
 * 127.0.0.1:0`), and commands run beside it, for the tests that drive flash.sh and the real
 * espruino tool against it. flash.sh keeps its copies of a device's sheets in a state folder:
 * here a temporary one, never the user's.
 */
import { ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Listening {
  port: number;
  proc: ChildProcess;
  out: () => string;
  err: () => string;
  stop: () => Promise<void>;
}

const running: Listening[] = [];

/** Stops every emulator started (call it after each test). */
export async function stopAll(): Promise<void> {
  for (const l of running.splice(0)) await l.stop();
}

/** The emulator with its console on a free port; resolves once it says where. */
export function listen(storage: string, extra: string[] = []): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["build/emulator.mjs", "--listen", "127.0.0.1:0", "--storage", storage, "--seed", "1", ...extra], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error("the emulator did not say where it listens:\n" + err)), 30000);
    proc.stdout.on("data", (d) => (out += d));
    proc.stderr.on("data", (d) => {
      err += d;
      const m = /listening on tcp:\/\/127\.0\.0\.1:(\d+)/.exec(err);
      if (!m) return;
      clearTimeout(timer);
      const l: Listening = {
        port: Number(m[1]),
        proc,
        out: () => out,
        err: () => err,
        stop: () =>
          new Promise((done) => {
            // exited, or killed by a test (a power cut)
            if (proc.exitCode !== null || proc.signalCode !== null) return done();
            proc.once("exit", () => done());
            proc.kill("SIGTERM");
          }),
      };
      running.push(l);
      resolve(l);
    });
  });
}

/** This test run's flash.sh state folder (the copies of a device's sheets last sent or read). */
export const STATE_DIR = mkdtempSync(join(tmpdir(), "sifni-state-"));

/** A command's exit code and output, waiting for it (the emulator runs alongside). */
export function run(cmd: string, args: string[], env: { [k: string]: string } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, SIFNI_STATE_DIR: STATE_DIR, ...env } });
    let stdout = "";
    let stderr = "";
    p.stdout.on("data", (d) => (stdout += d));
    p.stderr.on("data", (d) => (stderr += d));
    p.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
