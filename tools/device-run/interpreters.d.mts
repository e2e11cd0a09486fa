export const ROOT: string;
export const BUILDS: { [id: string]: string };
export function interpreterFor(id: string, env?: { [k: string]: string | undefined }): { bin: string | null; reason: string };
