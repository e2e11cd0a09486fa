export type Profile = "device" | "engine";
export interface Problem {
  rule: string;
  line: number;
  column: number;
  message: string;
}
export function checkSource(code: string, options?: { filename?: string; profile?: Profile }): Problem[];
export function defaultProfile(filename: string): Profile;
export function formatProblem(file: string, problem: Problem): string;
