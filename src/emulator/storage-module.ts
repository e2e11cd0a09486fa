/**
 * require("Storage") for the app: Espruino's Storage API (src/jswrap_storage.c) over the
 * emulator's FlashStore. Refusals throw the device's messages ("Unable to find or create
 * file" when the flash is full); readJSON parses the relaxed JSON writeJSON produces. The host
 * folder is never visible to the app.
 */
import { bytesText, textBytes } from "./bytes";
import { toBool, toInt, toText } from "./convert";
import type { FlashStore } from "./flash-store";
import { StorageError } from "./flash-store";
import type { AppRealm } from "./realm";
import { parseRelaxed, writeRelaxed } from "./relaxed-json";

export { bytesText, textBytes } from "./bytes";

function isArrayBuffer(v: unknown): v is ArrayBuffer {
  return Object.prototype.toString.call(v) === "[object ArrayBuffer]";
}

export function createStorageModule(storage: FlashStore, realm: () => AppRealm, warn: (message: string) => void): { [name: string]: unknown } {
  storage.onNameCut = (long, cut) => warn(`Storage name ${JSON.stringify(long)} is longer than 28 characters: the device keeps ${JSON.stringify(cut)}`);
  const guarded = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof StorageError) return realm().fail(e.message);
      throw e;
    }
  };
  const dataBytes = (data: unknown): Uint8Array => {
    if (typeof data === "string") return textBytes(data);
    if (Array.isArray(data)) return Uint8Array.from(data, (v) => toInt(v) & 255);
    // copied with the host's methods (the app's ArrayBuffer has no slice, as on the device)
    if (isArrayBuffer(data)) return Uint8Array.from(new Uint8Array(data));
    if (ArrayBuffer.isView(data)) return Uint8Array.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    if (typeof data === "number" || typeof data === "boolean") return textBytes(String(data));
    return realm().fail("Can't get pointer to data to write");
  };
  const readText = (name: unknown): string | undefined => {
    const b = storage.readBytes(toText(name));
    return b === undefined ? undefined : bytesText(b);
  };
  const mod: { [name: string]: unknown } = {
    read: (name: unknown, offset: unknown, length: unknown): string | undefined => {
      const b = storage.readBytes(toText(name));
      if (b === undefined) return undefined;
      const start = Math.max(0, toInt(offset));
      const len = toInt(length);
      return bytesText(b.subarray(start, len > 0 ? Math.min(b.length, start + len) : b.length));
    },
    readJSON: (name: unknown, noExceptions: unknown): unknown => {
      const text = readText(name);
      if (text === undefined) return undefined;
      let value: unknown;
      try {
        value = parseRelaxed(text);
      } catch (e) {
        if (toBool(noExceptions)) return undefined;
        return realm().fail((e as Error).message, "SyntaxError");
      }
      return realm().toApp(value);
    },
    readArrayBuffer: (name: unknown): unknown => {
      const b = storage.readBytes(toText(name));
      if (b === undefined) return undefined;
      const AB = realm().global.Uint8Array as new (n: number) => Uint8Array;
      const copy = new AB(b.length);
      copy.set(b);
      return copy.buffer;
    },
    write: (name: unknown, data: unknown, offset: unknown, size: unknown): boolean =>
      guarded(() => {
        // an object is written as standard JSON, whole
        if (typeof data === "object" && data !== null && !Array.isArray(data) && !isArrayBuffer(data) && !ArrayBuffer.isView(data)) {
          return storage.write(toText(name), textBytes(JSON.stringify(data) ?? ""), 0, 0);
        }
        return storage.write(toText(name), dataBytes(data), toInt(offset), toInt(size));
      }),
    writeJSON: (name: unknown, data: unknown): boolean => guarded(() => storage.write(toText(name), textBytes(writeRelaxed(data)), 0, 0)),
    erase: (name: unknown): void => storage.erase(toText(name)),
    eraseAll: (): void => storage.eraseAll(),
    list: (regex: unknown, filter: unknown): unknown => {
      let names = storage.list();
      // the emulator has no StorageFiles (open() is not emulated)
      if (typeof filter === "object" && filter !== null && toBool((filter as { sf?: unknown }).sf)) names = [];
      if (regex !== undefined) names = names.filter((n) => n.match(regex as RegExp) !== null);
      const arr = realm().toApp([]) as string[];
      for (const n of names) arr.push(n);
      return arr;
    },
    getFree: (): number => storage.getFree(),
    getStats: (): unknown => realm().toApp(storage.stats()),
    compact: (): void => storage.compact(),
    optimise: (): void => undefined,
  };
  for (const n of ["open", "hash"]) {
    mod[n] = function (): never {
      return realm().fail(`Storage.${n} is not emulated (docs/emulator.md)`);
    };
  }
  return mod;
}
