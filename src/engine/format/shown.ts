/**
 * A value quoted in a message ("got 3", "got \"x\""). JSON.stringify(undefined) is undefined on
 * Node, so a missing field reads "got undefined" there, but it is the text "null" on Espruino
 * (which would read "got null" on the device); a missing value is named the same on both.
 */
export function shown(v: unknown): string {
  return v === undefined ? "undefined" : JSON.stringify(v);
}
