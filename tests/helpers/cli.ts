/** Runs the CLI (bin/sifni.mjs, on the built bundles) as a user would: a child process. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

export type Obj = { [key: string]: unknown };
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export const BIN = fileURLToPath(new URL("../../bin/sifni.mjs", import.meta.url));

export function sifni(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env: { ...process.env, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The one line of JSON a successful `--json` run prints (nothing on stderr, exit 0). */
export function json(args: string[]): Obj {
  const r = sifni([...args, "--json"]);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  const lines = r.stdout.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as Obj;
}
