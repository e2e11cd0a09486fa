export interface FlowRun {
  keys: string[];
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
export function hwRandOf(seed: number, n: number): number[];
