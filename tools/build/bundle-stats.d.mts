export interface BundleStats {
  bytes: number;
  functions: number;
  topLevelFunctions: number;
}
export function bundleStats(code: string): BundleStats;
