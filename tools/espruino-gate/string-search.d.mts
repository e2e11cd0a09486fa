import type ts from "typescript";
export function stringSearches(program: ts.Program, under: string): { file: string; line: number; method: string }[];
