/** The part of require("Storage") the store uses (the emulator's is the same). */
export interface Flash {
  read(name: string): string | undefined;
  readJSON(name: string, noExceptions: boolean): unknown;
  write(name: string, data: string, offset?: number, size?: number): boolean;
  writeJSON(name: string, data: unknown): boolean;
  erase(name: string): void;
  list(pattern?: RegExp): string[];
  getFree(): number;
  /** firmware 2v15 on: free and trash bytes (trash is reclaimed when a new file needs it) */
  getStats?(): { freeBytes: number; trashBytes: number };
}
