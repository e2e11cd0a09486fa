// The other rules systems' checks the bench times (bench/run.mjs) and compares (bench/ab-other.mjs).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The other systems' checks with odds, as [system, check, inputs, party]: the example party
 * (examples/<id>/party.json, else its sheets that validate), each input its initial value, a
 * choice its first real one not chosen yet (a character, not "anyone"), several choices the first two.
 */
export function otherChecks(S) {
  const out = [];
  for (const m of S.SYSTEMS) {
    if (m.id === "sifni") continue;
    const dir = join("examples", m.id);
    const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
    const read = (f) => JSON.parse(readFileSync(join(dir, f), "utf8"));
    const party = files.includes("party.json") ? read("party.json") : files.flatMap((f) => [].concat(read(f))).filter((x) => m.validateSheet(x, m.pack).length === 0);
    for (const check of m.checks) {
      // the first character not chosen yet, else the next (one without skills has no skill check)
      let why = "";
      for (let r = 0; r < party.length; r++) {
        const inputs = {};
        const c = { inputs, party, pack: m.pack };
        for (const spec of check.inputs) {
          if (spec.when && !spec.when(c)) continue;
          if (spec.kind === "flag") inputs[spec.id] = spec.initial === true;
          else if (spec.kind === "number") inputs[spec.id] = spec.initial ?? Math.max(spec.min ?? 0, Math.min(spec.max ?? 10, 10 * (spec.unit === "hundredths" ? 100 : 1)));
          else {
            const all = S.choicesOf(spec, c).map((x) => x.id);
            const used = Object.values(inputs);
            const real = all.filter((x) => x !== "*" && x !== "" && !used.includes(x));
            const ids = real.slice(r % Math.max(1, real.length)).concat(real, all);
            if (ids.length) inputs[spec.id] = spec.kind === "choices" ? ids.slice(0, 2).join(",") : ids[0];
          }
        }
        try {
          if (m.odds(check.id, inputs, party, m.pack).lines.length > 0) {
            out.push([m.id, check.id, inputs, party]);
            why = "";
            break;
          }
        } catch (e) {
          why = e.message;
        }
      }
      if (why) console.log(`(${m.id} ${check.id}: no odds for the bench's inputs: ${why})`);
    }
  }
  return out;
}
