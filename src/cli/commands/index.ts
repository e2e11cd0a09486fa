/** The command table. A new command is a new entry (and its file). */
import type { CommandSpec } from "../spec";
import { attack } from "./attack";
import { char } from "./char";
import { curve } from "./curve";
import { odds } from "./odds";
import { opposed } from "./opposed";
import { pack } from "./pack";
import { roll } from "./roll";
import { selftest } from "./selftest";

export const COMMANDS: CommandSpec[] = [roll, opposed, attack, odds, curve, selftest, char, pack];
