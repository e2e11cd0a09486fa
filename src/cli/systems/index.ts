/**
 * The rules systems the CLI knows besides S-Ifni (which `odds` and `roll` handle themselves).
 * A system adds its SystemCli here.
 */
import { tftCli } from "./tft";
import { SIFRP_CLI } from "./sifrp";
import { DBA_CLI } from "./dba";
import { STRS_CLI } from "./strs";
import type { SystemCli } from "./types";

export const SYSTEM_CLIS: SystemCli[] = [tftCli, SIFRP_CLI, DBA_CLI, STRS_CLI];
