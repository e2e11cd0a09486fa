#!/usr/bin/env node
// sifni: the desktop CLI. The code is src/cli, built by `npm run build` into build/cli.mjs.
import { existsSync } from "node:fs";

const cli = new URL("../build/cli.mjs", import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write("sifni: build/cli.mjs is missing: run npm run build first\n");
  process.exit(2);
}
const { main } = await import(cli.href);
process.exitCode = main(process.argv.slice(2));
