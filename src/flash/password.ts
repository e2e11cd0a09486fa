/**
 * Where flash.sh takes the GM lock's code from (docs/updates.md, "The GM lock"): never its
 * command line, which every user of the machine can read in the process list (`ps`) and the
 * shell keeps in its history. Instead:
 * - `--password-file FILE`: the file's first line (a regular file, read as the CLI reads inputs);
 * - `--ask-password`: typed at a prompt with nothing shown, when stdin is a terminal;
 * - `SIFNI_LOCK_CODE`: the environment, for scripts. Other users cannot read a process's
 *   environment, but the same user can (/proc/PID/environ), and `SIFNI_LOCK_CODE=... ./flash.sh`
 *   typed at a shell lands in its history: a file or the prompt is better.
 */
import { InputFileError, readInputFile } from "../desktop/input-file";
import { isCode } from "../device/protocol";

/** The environment variable flash.sh reads the code from. */
export const CODE_ENV = "SIFNI_LOCK_CODE";

/** What flash.sh says when given `--password CODE`. */
export const PASSWORD_REFUSED =
  "--password CODE is not taken: a code on the command line can be read by every user of this machine in the process list and stays in the shell's history. " +
  `Give it with --password-file FILE (the file's first line), --ask-password (typed, not shown) or the ${CODE_ENV} environment variable`;

/** A code that cannot be had; the message says why. */
export class CodeError extends Error {}

function checked(code: string, where: string): string {
  if (!isCode(code)) throw new CodeError(`${where} must be the GM lock's code: 6 digits`);
  return code;
}

/** The first line of `file`, which must be the code (a trailing CR or spaces are dropped). */
export function codeFromFile(file: string): string {
  let text: string;
  try {
    text = readInputFile(file);
  } catch (e) {
    if (e instanceof InputFileError) throw new CodeError(`--password-file ${file}: ${e.message}`);
    throw e;
  }
  return checked(text.split("\n")[0].replace(/[\r \t]+$/, ""), `the first line of --password-file ${file}`);
}

/** The code from the environment, or undefined when the variable is not set. */
export function codeFromEnv(env: { [name: string]: string | undefined }): string | undefined {
  const v = env[CODE_ENV];
  return v === undefined || v === "" ? undefined : checked(v, CODE_ENV);
}

/** A terminal to read from: stdin when it is one. */
export interface HiddenInput {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  on(event: "data", fn: (chunk: Buffer | string) => void): unknown;
  removeListener(event: "data", fn: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/**
 * Reads a line from a terminal without showing it (raw mode: no echo), for --ask-password:
 * Enter ends it, Backspace takes back a character, Ctrl-C or Ctrl-D gives up.
 */
export function askHidden(input: HiddenInput | undefined, say: (text: string) => void, prompt: string): Promise<string> {
  if (!input || !input.isTTY || !input.setRawMode) return Promise.reject(new CodeError("--ask-password needs a terminal (stdin is not one): give the code with --password-file FILE"));
  const tty = input;
  const raw = input.setRawMode.bind(input);
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = (error: Error | undefined): void => {
      tty.removeListener("data", onData);
      raw(false);
      tty.pause();
      say("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string): void => {
      for (const ch of chunk.toString()) {
        if (ch === "\r" || ch === "\n") return done(undefined);
        if (ch === "\x03" || ch === "\x04") return done(new CodeError("no code typed: nothing was sent"));
        if (ch === "\x7f" || ch === "\b") typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    say(prompt);
    raw(true);
    tty.on("data", onData);
    tty.resume();
  });
}

/** The code as typed at the prompt, checked. */
export async function codeFromPrompt(input: HiddenInput | undefined, say: (text: string) => void): Promise<string> {
  return checked(await askHidden(input, say, "GM lock code (not shown): "), "the code typed");
}
