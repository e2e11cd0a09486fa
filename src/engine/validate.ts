/**
 * Shape checks shared by the engine's validators. Duck-typed on purpose: data parsed in another
 * realm (desktop JSON handed into a vm, the emulator) is not `instanceof Array` there.
 */
export function isList(v: unknown): v is unknown[] {
  return typeof v === "object" && v !== null && typeof (v as unknown[]).length === "number" && typeof (v as unknown[]).splice === "function";
}
