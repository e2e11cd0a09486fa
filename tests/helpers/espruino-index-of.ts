/**
 * String.prototype.indexOf as the Espruino 2v29 interpreter does it, read from its source
 * (src/jswrap_string.c, jswrap_string_indexOf) and confirmed on the Linux build: a needle
 * longer than the text is -1; otherwise every position from `from` (clamped to 0 and to the
 * last possible one + 1) is tried, and the comparison stops at the end of the text as if the
 * rest matched. So ",diffuse,".indexOf(",area,") is 8, "abc".indexOf("bcx") is 1, and "" holds
 * no "". `withEspruinoIndexOf` runs f with this in place of Node's, to test code for the device.
 */
function espruinoIndexOf(this: string, part: string, from?: number): number {
  const text = String(this);
  if (part.length > text.length) return -1;
  const end = text.length - part.length + 1;
  let i = from === undefined ? 0 : Math.min(Math.max(from, 0), end);
  for (; i < text.length; i++) {
    let k = 0;
    while (k < part.length && i + k < text.length && text.charCodeAt(i + k) === part.charCodeAt(k)) k++;
    if (k === part.length || i + k === text.length) return i;
  }
  return -1;
}

export function withEspruinoIndexOf<T>(f: () => T): T {
  const original = String.prototype.indexOf;
  String.prototype.indexOf = espruinoIndexOf as typeof original;
  try {
    return f();
  } finally {
    String.prototype.indexOf = original;
  }
}
