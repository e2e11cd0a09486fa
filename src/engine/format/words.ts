/**
 * Short fixed lists written as one text, the items separated by "|" ("head|right arm|torso").
 * On the device a module's array of n strings holds about 2n JsVars for as long as the module
 * is held, its text 2 at most (docs/runtime.md, "Memory"); the list is split when it is read.
 */

/** Item i of the list. */
export function wordAt(words: string, i: number): string {
  return words.split("|")[i];
}

/** Where w is in the list, -1 when it is not. */
export function wordIndex(words: string, w: string): number {
  return words.split("|").indexOf(w);
}
