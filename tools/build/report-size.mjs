// Prints the size of every shipped bundle, raw and gzipped (bytes).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (p.endsWith(".js")) out.push(p);
  }
  return out;
}

for (const file of walk("dist").sort()) {
  const buf = readFileSync(file);
  console.log(`${file}: ${buf.length} bytes, ${gzipSync(buf, { level: 9 }).length} gzipped`);
}
