/** Entry of build/flash.mjs (run by flash.sh): the flash command line on this process. */
import { main } from "./main";

process.exitCode = await main(process.argv.slice(2), {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  env: process.env,
  stdin: process.stdin,
});
