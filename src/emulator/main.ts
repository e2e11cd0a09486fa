/**
 * Entry of build/emulator.mjs (`npm run emulator`): runs the command line on this process.
 * The library (createEmulator) lives in emulator.ts; tests import it from the sources.
 */
import { main } from "./cli";
import type { ColourMode } from "./terminal";

function terminalColour(): ColourMode {
  if (!process.stdout.isTTY) return "none";
  if (process.stdout.hasColors(2 ** 24)) return "truecolor";
  return process.stdout.hasColors(256) ? "256" : "none";
}

// output piped into `head` and closed early is not an error
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  // read on every frame, so a resized terminal is followed
  tty: process.stdout.isTTY
    ? {
        get columns(): number {
          return process.stdout.columns;
        },
        get rows(): number {
          return process.stdout.rows;
        },
        colour: terminalColour(),
      }
    : undefined,
  stdinTty: process.stdin.isTTY === true,
});
