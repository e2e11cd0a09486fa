export interface FlowResult {
  id: string;
  system: string;
  title: string;
  ok: boolean;
  outOfMemory: boolean;
  error: string;
  /** the app's JsVars at boot, at its deepest step, and what the board has free there */
  boot: number | null;
  peak: number | null;
  free: number | null;
  deepestKey: string;
  total: number;
  /** the harness's own JsVars, taken out of the figures */
  overhead: number;
  lowMemory: boolean;
  /** whether it also runs with the budget's free JsVars taken from it before it starts (null: not tried, the flow failed or no budget given) */
  meets: boolean | null;
  meetsError: string;
  /** the JsVars truly free at its deepest point (to 16), when asked for */
  exactFree: number | null;
  /** the text rows of the last screen, joined by "\n" */
  screen: string;
  runs: { steps: { label: string; usage: number; flags: string; screen: string[] }[]; base: number | null; problems: string[] }[];
}
export interface BoardRun {
  board: string;
  bin: string;
  systems: string[];
  empty: number;
  install: { fits: boolean; appBytes: number; capacity: number; stats: { fileBytes: number; freeBytes: number } | null };
  flows: FlowResult[];
}
export function runBoard(bin: string, boardId: string, options?: { only?: string | null; jobs?: number; budget?: number; exact?: boolean; extra?: { name: string; path: string }[] }): Promise<BoardRun>;
export function loadBoard(id: string): { id: string; name: string; storage: { bytes: number; appFile: string } };
export function boardFiles(board: { id: string; storage: { appFile: string } }, dist?: string, keep?: string[] | null): { files: { name: string; path: string }[]; systems: string[] };
/** A board holding one system with `system` alone (its app, features, that system's files, settings naming it); `dir` holds the settings file. */
export function alone(board: { id: string; storage: { appFile: string } }, system: string, dir: string): { name: string; path: string }[];
