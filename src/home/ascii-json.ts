/** JSON with every character above 126 as \uXXXX: ASCII on the way, whatever the firmware's strings. */
export function asciiJson(v: unknown): string {
  return JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4));
}
