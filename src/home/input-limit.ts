/**
 * How large a file a user hands the desktop tools or the companion page may be. The largest real
 * input, a rules pack for the Bangle.js 2, is tens of kilobytes; 1 MiB leaves room for any party
 * and stops a wrong path (a disk image, a log) before it is read into memory.
 */
export const MAX_INPUT_BYTES = 1024 * 1024;

/** The refusal of a file over the cap (the caller names the file); size -1: known only to be over. */
export function tooLargeMessage(size: number): string {
  return "too large: " + (size < 0 ? "over " + MAX_INPUT_BYTES : size) + " bytes, input files are read up to " + MAX_INPUT_BYTES + " bytes (1 MiB)";
}
