/**
 * The emulated flash Storage, kept in a host folder so it outlives a restart of the emulated
 * device (and of the emulator, with --storage). It models Espruino's journaling store
 * (src/jsflash.c): files sit one after another in a fixed area, each taking its size rounded
 * up to 4 bytes plus a 32-byte header; replacing or erasing a file leaves its space as trash
 * until a compaction, which happens by itself when a new file fits only without the trash.
 * getFree is the space after the last file. A file created with a size larger than its first
 * chunk reads 0xFF (erased flash) where nothing was written yet.
 *
 * Folder layout: index.json (order of files, trash bytes) and one f_<escaped name> per file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Espruino's per-file header: 4 bytes of size and flags, 28 of name. */
export const FILE_HEADER_BYTES = 32;
/** Names are kept in 28 bytes; longer ones are cut (jsfNameFromVar), so two long names can collide. */
export const NAME_BYTES = 28;

/** A refusal the device reports by throwing an Error with this message. */
export class StorageError extends Error {}

interface Entry {
  name: string;
  data: Uint8Array;
}

const INDEX = "index.json";

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** The flash a file takes: its data rounded up to 4 bytes, plus its header. */
export function footprint(size: number): number {
  return align4(size) + FILE_HEADER_BYTES;
}

function escapeName(name: string): string {
  let out = "f_";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ch = name[i];
    out += /[A-Za-z0-9._-]/.test(ch) ? ch : "%" + c.toString(16).padStart(2, "0");
  }
  return out;
}

export class FolderStorage {
  readonly dir: string;
  readonly capacity: number;
  private entries: Entry[] = [];
  private trash = 0;
  /** told about each name cut to 28 bytes */
  onNameCut: (long: string, cut: string) => void = () => undefined;

  constructor(dir: string, capacity: number) {
    this.dir = dir;
    this.capacity = capacity;
    mkdirSync(dir, { recursive: true });
    this.load();
  }

  private load(): void {
    const indexPath = join(this.dir, INDEX);
    if (!existsSync(indexPath)) {
      this.entries = [];
      this.trash = 0;
      return;
    }
    const index = JSON.parse(readFileSync(indexPath, "utf8")) as { files: string[]; trash: number };
    this.trash = Number.isInteger(index.trash) && index.trash >= 0 ? index.trash : 0;
    this.entries = [];
    for (const name of index.files) {
      const path = join(this.dir, escapeName(name));
      if (existsSync(path)) this.entries.push({ name, data: new Uint8Array(readFileSync(path)) });
    }
  }

  private saveIndex(): void {
    const tmp = join(this.dir, INDEX + ".tmp");
    writeFileSync(tmp, JSON.stringify({ files: this.entries.map((e) => e.name), trash: this.trash }, null, 1) + "\n");
    renameSync(tmp, join(this.dir, INDEX));
  }

  private saveFile(e: Entry): void {
    writeFileSync(join(this.dir, escapeName(e.name)), e.data);
  }

  /** The name as the device keeps it (cut to 28 bytes). */
  deviceName(name: string): string {
    if (name.length <= NAME_BYTES) return name;
    const cut = name.substring(0, NAME_BYTES);
    this.onNameCut(name, cut);
    return cut;
  }

  private find(name: string): Entry | undefined {
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
    rmSync(join(this.dir, escapeName(name)), { force: true });
    this.saveIndex();
  }

  eraseAll(): void {
    for (const f of readdirSync(this.dir)) if (f.startsWith("f_")) rmSync(join(this.dir, f), { force: true });
    this.entries = [];
    this.trash = 0;
    this.saveIndex();
  }

  /** A new file of `size` erased bytes at the end, compacting first if only that makes it fit; undefined when full. */
  private create(name: string, size: number): Entry | undefined {
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
    if (offset === 0 && (!e || e.data.length !== size || !e.data.every((b) => b === 0xff))) {
      if (e && e.data.length === size && data.length === size && e.data.every((b, i) => b === data[i])) return true;
      if (e) {
        this.trash += footprint(e.data.length);
        const old = e;
        this.entries = this.entries.filter((x) => x !== old);
      }
      e = this.create(name, size);
      if (!e) {
        this.saveIndex();
        rmSync(join(this.dir, escapeName(name)), { force: true });
      }
    }
    if (!e) throw new StorageError("Unable to find or create file");
    if (offset + data.length > e.data.length) throw new StorageError("Too much data for file size");
    for (let i = 0; i < data.length; i++) {
      if (e.data[offset + i] !== 0xff) throw new StorageError("File already written with different data");
    }
    e.data.set(data, offset);
    this.saveFile(e);
    this.saveIndex();
    return true;
  }
}
