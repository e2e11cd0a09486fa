/**
 * Runs a built code file written as `F=function(e){...}` (the build steps' tests: the file's
 * function with its exports object) and returns what it exported; an exported function is
 * called, and its result stands for it.
 */
export function runBuiltFile(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  new Function("var F;" + code + ";return F")()(exports);
  for (const k in exports) if (typeof exports[k] === "function") exports[k] = (exports[k] as () => unknown)();
  return exports;
}
