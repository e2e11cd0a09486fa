/**
 * JSON the GM gives the page (an imported party or pack, a value typed into a field), read by the
 * desktop's strict reader (src/home/strict-json.ts): no duplicate keys, no __proto__,
 * constructor or prototype keys, no number beyond a double. Text only: files are read by dom.ts.
 */
import { parseStrictJson } from "../../home/strict-json";

/** syntax: the text is not JSON at all (else it is JSON with refused keys or numbers) */
export type JsonText = { ok: true; value: unknown } | { ok: false; error: string; syntax: boolean };

/** The value, or one line saying why the text is refused (every problem, by path). */
export function readJsonText(text: string): JsonText {
  try {
    const r = parseStrictJson(text);
    if (r.problems.length === 0) return { ok: true, value: r.value };
    return { ok: false, error: r.problems.map((p) => (p.path === "" ? "" : p.path + ": ") + p.message).join("; "), syntax: false };
  } catch (e) {
    return { ok: false, error: "not JSON: " + (e as Error).message, syntax: true };
  }
}
