/**
 * One error kind per failure, tagged with a code and the bad value.
 * Espruino gives `e.name` as empty and `instanceof` on Error subclasses is unreliable
 * there (ESPRUINO-FACTS #27), so callers switch on `code`, never on the class.
 */
export interface EngineError extends Error {
  code: string;
  value: unknown;
}

export function engineError(code: string, message: string, value: unknown): EngineError {
  const e = new Error(message) as EngineError;
  e.code = code;
  e.value = value;
  return e;
}

/** True for errors thrown by the engine (as opposed to bugs). */
export function isEngineError(e: unknown): e is EngineError {
  return typeof e === "object" && e !== null && typeof (e as EngineError).code === "string";
}
