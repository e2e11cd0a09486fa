/** The example sheets of examples/sifrp, read fresh for each test. */
import { readFileSync } from "node:fs";
import type { SifrpSheet } from "../../src/engine/systems/sifrp/types";

export function example(id: string): SifrpSheet {
  return JSON.parse(readFileSync(new URL(`../../examples/sifrp/${id}.json`, import.meta.url), "utf8")) as SifrpSheet;
}
