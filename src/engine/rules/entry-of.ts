/**
 * Which entry file of a system holds a method (docs/runtime.md, "Files of a system"). The
 * manifest is " method:entry " words; a method whose code depends on its first argument has
 * words "method.<key>:entry" before its own: resolve, odds and questions by the check's id, choices and
 * holds by the source's or condition's family (the argument up to its first "."). The device's
 * shelf reads it from the system's main file, the desktop from the same string.
 */
import { textIndex } from "../format/text-index";

/** The entry of method m called with first argument a0: "*" for every method when the manifest is "" (a system of one file), "" none. */
export function entryOf(manifest: string, m: string, a0: unknown): string {
  if (manifest === "") return "*";
  let at = -1;
  // only these take the key from a0 (a0 of another method may be a whole pack: a copy of it)
  if (m === "resolve" || m === "odds" || m === "questions" || m === "choices" || m === "holds") {
    const a = String(a0);
    const dot = a.indexOf(".");
    at = textIndex(manifest, " " + m + "." + (dot < 0 ? a : a.substring(0, dot)) + ":");
  }
  if (at < 0) at = textIndex(manifest, " " + m + ":");
  if (at < 0) return "";
  const from = manifest.indexOf(":", at) + 1;
  return manifest.substring(from, manifest.indexOf(" ", from));
}
