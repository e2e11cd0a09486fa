/**
 * The rules systems the CLI knows besides S-Ifni (which `odds` and `roll` handle themselves).
 * A system adds its SystemCli here.
 */
import { SIFRP_CLI } from "./sifrp";
import type { SystemCli } from "./types";

export const SYSTEM_CLIS: SystemCli[] = [SIFRP_CLI];
