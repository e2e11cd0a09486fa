/**
 * Where `part` first occurs in `text` at or after `from`, or -1: String.prototype.indexOf as ES5
 * defines it. Espruino 2v29's own indexOf (and includes, and replace with a string) also
 * "finds" `part` where the text ends with its start: ",diffuse,".indexOf(",area,") is 8 there,
 * -1 on Node; and it finds no "" in "". A hit that runs past the end is such a false one, and
 * it comes only after every true position, so dropping it leaves the ES5 answer.
 */
export function textIndex(text: string, part: string, from?: number): number {
  const start = from === undefined || from < 0 ? 0 : from > text.length ? text.length : from;
  if (part.length === 0) return start;
  const at = text.indexOf(part, start);
  return at >= 0 && at + part.length <= text.length ? at : -1;
}
