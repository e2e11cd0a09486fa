/** Sheet ids double as device file names: short, lower case, no spaces. */
export const MAX_ID = 12;

/** Whether t is a sheet id: 1 to MAX_ID characters of a-z, 0-9 and -. */
export function isSheetId(t: string): boolean {
  if (t.length < 1 || t.length > MAX_ID) return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}
