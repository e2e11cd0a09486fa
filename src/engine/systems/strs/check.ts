/** The type of an STRS check implementation (rules/compose.ts builds the module from a list). */
import { CheckImpl } from "../../rules/types";
import { StrsPack, StrsSheet } from "./types";

export type StrsCheck = CheckImpl<StrsSheet, StrsPack>;
