/**
 * The emulated flash Storage kept in a host folder, so it outlives a restart of the emulated
 * device (and of the emulator, with --storage). The semantics are flash-store.ts's; this file
 * only keeps the files on disk.
 *
 * Folder layout: index.json (order of files, trash bytes) and one f_<escaped name> per file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FlashBackend, FlashEntry } from "./flash-store";
import { FlashStore } from "./flash-store";

export { FILE_HEADER_BYTES, NAME_BYTES, StorageError, footprint } from "./flash-store";

const INDEX = "index.json";

function escapeName(name: string): string {
  let out = "f_";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ch = name[i];
    out += /[A-Za-z0-9._-]/.test(ch) ? ch : "%" + c.toString(16).padStart(2, "0");
  }
  return out;
}

function folderBackend(dir: string): FlashBackend {
  return {
    load() {
      const indexPath = join(dir, INDEX);
      if (!existsSync(indexPath)) return { entries: [], trash: 0 };
      const index = JSON.parse(readFileSync(indexPath, "utf8")) as { files: string[]; trash: number };
      const entries: FlashEntry[] = [];
      for (const name of index.files) {
        const path = join(dir, escapeName(name));
        if (existsSync(path)) entries.push({ name, data: new Uint8Array(readFileSync(path)) });
      }
      return { entries, trash: index.trash };
    },
    saveIndex(names, trash) {
      const tmp = join(dir, INDEX + ".tmp");
      writeFileSync(tmp, JSON.stringify({ files: names, trash }, null, 1) + "\n");
      renameSync(tmp, join(dir, INDEX));
    },
    saveFile(e) {
      writeFileSync(join(dir, escapeName(e.name)), e.data);
    },
    removeFile(name) {
      rmSync(join(dir, escapeName(name)), { force: true });
    },
    removeAll() {
      for (const f of readdirSync(dir)) if (f.startsWith("f_")) rmSync(join(dir, f), { force: true });
    },
  };
}

export class FolderStorage extends FlashStore {
  readonly dir: string;

  constructor(dir: string, capacity: number) {
    mkdirSync(dir, { recursive: true });
    super(capacity, folderBackend(dir));
    this.dir = dir;
  }
}
