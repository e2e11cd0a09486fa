/** The S-Ifni checks in menu order. */
import { CheckImpl } from "../../../rules/types";
import { COMBAT_CHECKS } from "../combat/index";
import { SifniPack, SifniSheet } from "../types";
import { groupCheck } from "./group";
import { opposedCheck } from "./opposed";
import { skillCheck } from "./skill";

export const SIFNI_CHECKS: CheckImpl<SifniSheet, SifniPack>[] = [skillCheck, opposedCheck, groupCheck].concat(COMBAT_CHECKS);
