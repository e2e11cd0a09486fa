/**
 * Reading a file a user names on the command line (sheets, packs, a pack's tables, flash.sh's
 * inputs): a regular file only, at most MAX_INPUT_BYTES. readFileSync alone reads /dev/zero until
 * memory runs out and waits forever on a named pipe, so the kind and size are checked with stat
 * before opening, and again with fstat on what was opened, and no more than the cap is read.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";
import { MAX_INPUT_BYTES, tooLargeMessage } from "../home/input-limit";
import { parseStrictJson, type StrictJson } from "../home/strict-json";

/** A file refused or unreadable; the message leaves out the file, which the caller names. */
export class InputFileError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(message);
    this.file = file;
  }
}

function kindOf(s: Stats): string {
  if (s.isDirectory()) return "a directory";
  if (s.isCharacterDevice()) return "a character device";
  if (s.isBlockDevice()) return "a block device";
  if (s.isFIFO()) return "a named pipe";
  if (s.isSocket()) return "a socket";
  return "not a plain file";
}

function check(file: string, s: Stats): void {
  if (!s.isFile()) throw new InputFileError(file, `not a regular file (${kindOf(s)})`);
  if (s.size > MAX_INPUT_BYTES) throw new InputFileError(file, tooLargeMessage(s.size));
}

function reason(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES") return "permission denied";
  return "cannot read the file: " + (e as Error).message;
}

/** The file's text (UTF-8); throws InputFileError for a missing, special or too large file. */
export function readInputFile(file: string): string {
  let s: Stats;
  try {
    s = statSync(file);
  } catch (e) {
    throw new InputFileError(file, reason(e));
  }
  check(file, s);
  let fd: number;
  try {
    // O_NONBLOCK: should the path have become a pipe since stat, opening it does not wait
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new InputFileError(file, reason(e));
  }
  try {
    const opened = fstatSync(fd);
    check(file, opened);
    // room for one byte over the cap, which tells a file that grew since fstat
    const buf = Buffer.alloc(MAX_INPUT_BYTES + 1);
    let got = 0;
    for (;;) {
      const n = readSync(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
      if (got > MAX_INPUT_BYTES) throw new InputFileError(file, tooLargeMessage(-1) + " (it grew while it was read)");
    }
    return buf.toString("utf8", 0, got);
  } catch (e) {
    if (e instanceof InputFileError) throw e;
    throw new InputFileError(file, reason(e));
  } finally {
    closeSync(fd);
  }
}

/** A file read and parsed strictly (strict-json.ts); JSON.parse's SyntaxError is thrown as it is. */
export function readStrictJsonFile(file: string): StrictJson {
  return parseStrictJson(readInputFile(file));
}
