/**
 * A copy of a pack whose tables are getters (a system's `*_TABLES`, the device's built-in pack:
 * each table made only while a call reads it), every table made: the pack as the desktop keeps,
 * edits and validates it. Its functions (a table's rows one at a time, as the device reads them)
 * are left out: the copy is data, as a pack read from JSON is.
 */
export function madeWhole<T extends object>(tables: T): T {
  const out = {} as T;
  for (const k in tables) if (typeof tables[k] !== "function") out[k] = tables[k];
  return out;
}
