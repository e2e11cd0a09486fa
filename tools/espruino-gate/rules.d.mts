export interface GateRule {
  id: string;
  facts: number[];
  reason: string;
  profile: "device" | "engine";
  parse?: true;
  eslint?: [string, ...unknown[]];
  forbid?: {
    globals?: Record<string, string>;
    members?: Record<string, string | { message: string; upTo: number }>;
    methods?: Record<string, string | { message: string; allowOn: string[] }>;
  };
  create?: (context: unknown) => Record<string, unknown>;
}
export const RULES: GateRule[];
export const PROFILES: { device: string[]; engine: string[] };
export const PLUGIN_NAME: string;
export const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export function rulesFor(profile: "device" | "engine"): GateRule[];
export function eslintConfig(profile: "device" | "engine"): unknown[];
export function literalProblem(raw: string, value: number): string | null;
export function propName(member: unknown): string | null;
export function forbid(lists: GateRule["forbid"]): unknown;
