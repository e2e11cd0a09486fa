export interface FlowRun {
  keys: string[];
  /** the keys on a board whose screen makes the walk differ */
  on?: { [board: string]: string[] };
  expect: string;
  reject?: string;
}
export interface Flow {
  id: string;
  system: string;
  title: string;
  seed: number;
  fresh: boolean;
  runs: FlowRun[];
}
export function flowsFor(boardSystems: string[]): Flow[];
export function keysOn(spec: FlowRun, boardId: string): string[];
export function hwRandOf(seed: number, n: number): number[];
