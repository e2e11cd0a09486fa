import type { CommandSpec } from "../spec";
import { parseInteger, parseSeed } from "../values";

export const selftest: CommandSpec = {
  name: "selftest",
  summary: "engine self-test checksum, to compare with the device's",
  usage: ["selftest [--seed N] [--count N] [--json]"],
  options: [
    { name: "seed", kind: "value", arg: "N", help: "seed, 0 to 2^53-1 (default 1, as the device's self-test screen)" },
    { name: "count", kind: "value", arg: "N", help: "rounds, 1 to 100000 (default 51, as the device: every skill -10..40 once)" },
  ],
  notes: [
    "A checksum over rolls, checks, opposed rolls, dice and odds for a seed; equal checksums",
    "mean the desktop and the device compute the same numbers.",
    'JSON: {"seed":N, "count":N, "checksum":"8 hex digits", "engine":"version"}',
  ],
  run(args, ctx) {
    const E = ctx.engine();
    const seedText = args.value("seed");
    const countText = args.value("count");
    const seed = seedText === undefined ? E.STANDARD_SELFTEST.seed : parseSeed(E, seedText, "seed");
    const count =
      countText === undefined ? E.STANDARD_SELFTEST.count : parseInteger(countText, "count", 1, E.MAX_SELFTEST_COUNT);
    const checksum = E.selfTest(seed, count);
    return {
      json: { seed, count, checksum, engine: E.VERSION },
      text: `self-test seed ${seed}, count ${count}: ${checksum} (engine ${E.VERSION})`,
    };
  },
};
