/**
 * A value with the keys of every object sorted: an independent way to the canonical JSON of a
 * pack (JSON.stringify of it is canonical for ASCII text and whole numbers).
 */
export function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (typeof v !== "object" || v === null) return v;
  const o = v as { [k: string]: unknown };
  const out: { [k: string]: unknown } = {};
  for (const k of Object.keys(o).sort()) out[k] = sortedKeys(o[k]);
  return out;
}
