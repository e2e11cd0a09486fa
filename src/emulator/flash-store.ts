/**
 * The emulated flash Storage's semantics, kept in memory: Espruino's journaling store
 * (src/jsflash.c). Files sit one after another in a fixed area, each taking its size rounded up
 * to 4 bytes plus a 32-byte header; replacing or erasing a file leaves its space as trash until a
 * compaction, which happens by itself when a new file fits only without the trash. getFree is the
 * space after the last file. A file created with a size larger than its first chunk reads 0xFF
 * (erased flash) where nothing was written yet.
 *
 * Platform-neutral: a `FlashBackend` keeps the files somewhere (storage.ts: a host folder); without
 * one they live as long as the object (the companion page's in-page device).
 */

/** Espruino's per-file header: 4 bytes of size and flags, 28 of name. */
export const FILE_HEADER_BYTES = 32;
/** Names are kept in 28 bytes; longer ones are cut (jsfNameFromVar), so two long names can collide. */
export const NAME_BYTES = 28;

/** A refusal the device reports by throwing an Error with this message. */
export class StorageError extends Error {}

export interface FlashEntry {
  name: string;
  data: Uint8Array;
}

/** Where the files are kept between runs; every change is written through at once. */
export interface FlashBackend {
  /** the files in flash order and the trash bytes, as last saved */
  load(): { entries: FlashEntry[]; trash: number };
  saveIndex(names: string[], trash: number): void;
  saveFile(entry: FlashEntry): void;
  removeFile(name: string): void;
  removeAll(): void;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** The flash a file takes: its data rounded up to 4 bytes, plus its header. */
export function footprint(size: number): number {
  return align4(size) + FILE_HEADER_BYTES;
}

function allErased(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i] !== 0xff) return false;
  return true;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class FlashStore {
  readonly capacity: number;
  private entries: FlashEntry[] = [];
  private trash = 0;
  private readonly backend: FlashBackend | undefined;
  /** told about each name cut to 28 bytes */
  onNameCut: (long: string, cut: string) => void = () => undefined;

  constructor(capacity: number, backend?: FlashBackend) {
    this.capacity = capacity;
    this.backend = backend;
    if (backend) {
      const saved = backend.load();
      this.entries = saved.entries;
      this.trash = Number.isInteger(saved.trash) && saved.trash >= 0 ? saved.trash : 0;
    }
  }

  private saveIndex(): void {
    this.backend?.saveIndex(
      this.entries.map((e) => e.name),
      this.trash,
    );
  }

  /** The name as the device keeps it (cut to 28 bytes). */
  deviceName(name: string): string {
    if (name.length <= NAME_BYTES) return name;
    const cut = name.substring(0, NAME_BYTES);
    this.onNameCut(name, cut);
    return cut;
  }

  private find(name: string): FlashEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  /** Bytes of flash in use by files and trash. */
  used(): number {
    let n = this.trash;
    for (const e of this.entries) n += footprint(e.data.length);
    return n;
  }

  getFree(): number {
    return Math.max(0, this.capacity - this.used());
  }

  stats(): { totalBytes: number; freeBytes: number; fileBytes: number; fileCount: number; trashBytes: number; trashCount: number } {
    const fileBytes = this.used() - this.trash;
    return {
      totalBytes: this.capacity,
      freeBytes: this.getFree(),
      fileBytes,
      fileCount: this.entries.length,
      trashBytes: this.trash,
      trashCount: this.trash > 0 ? 1 : 0,
    };
  }

  /** Clears the trash (the files keep their order). */
  compact(): void {
    this.trash = 0;
    this.saveIndex();
  }

  list(): string[] {
    return this.entries.map((e) => e.name);
  }

  readBytes(rawName: string): Uint8Array | undefined {
    const e = this.find(this.deviceName(rawName));
    return e ? e.data : undefined;
  }

  erase(rawName: string): void {
    const name = this.deviceName(rawName);
    const e = this.find(name);
    if (!e) return;
    this.trash += footprint(e.data.length);
    this.entries = this.entries.filter((x) => x !== e);
    this.backend?.removeFile(name);
    this.saveIndex();
  }

  eraseAll(): void {
    this.backend?.removeAll();
    this.entries = [];
    this.trash = 0;
    this.saveIndex();
  }

  /** A new file of `size` erased bytes at the end, compacting first if only that makes it fit; undefined when full. */
  private create(name: string, size: number): FlashEntry | undefined {
    const need = footprint(size);
    if (need > this.getFree()) {
      // the firmware compacts only when that is sure to make room (strictly more than needed)
      if (need < this.getFree() + this.trash) this.trash = 0;
      else return undefined;
    }
    const e = { name, data: new Uint8Array(size).fill(0xff) };
    this.entries.push(e);
    return e;
  }

  /**
   * jsfWriteFile: writes `data` at `offset` of file `name`. Offset 0 (re)creates the file with
   * `size` bytes (default: the data's length) unless an erased file of that size is there;
   * other offsets write into the existing file, only over bytes never written.
   */
  write(rawName: string, data: Uint8Array, offset: number, sizeArg: number): boolean {
    if (offset < 0 || sizeArg < 0) return false;
    const name = this.deviceName(rawName);
    const size = sizeArg === 0 ? data.length : sizeArg;
    if (size === 0) throw new StorageError("Can't create zero length file");
    let e = this.find(name);
    if (offset === 0 && (!e || e.data.length !== size || !allErased(e.data))) {
      if (e && e.data.length === size && data.length === size && sameBytes(e.data, data)) return true;
      if (e) {
        this.trash += footprint(e.data.length);
        const old = e;
        this.entries = this.entries.filter((x) => x !== old);
      }
      e = this.create(name, size);
      if (!e) {
        this.saveIndex();
        this.backend?.removeFile(name);
      }
    }
    if (!e) throw new StorageError("Unable to find or create file");
    if (offset + data.length > e.data.length) throw new StorageError("Too much data for file size");
    for (let i = 0; i < data.length; i++) {
      if (e.data[offset + i] !== 0xff) throw new StorageError("File already written with different data");
    }
    e.data.set(data, offset);
    this.backend?.saveFile(e);
    this.saveIndex();
    return true;
  }
}
