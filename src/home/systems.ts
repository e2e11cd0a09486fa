/**
 * Every rules system the desktop tools know, in menu order. A system is added here, with
 * `erase`, when its module is complete. Device builds pick their own subset (docs/device.md).
 * S-Ifni's module is the home wrapper of its device rules; the four others are still their
 * desktop modules whole (src/engine/systems), until they move to the device runtime too.
 */
import { erase } from "../engine/rules/registry";
import { RulesModule } from "../engine/rules/types";
import { sifni } from "./sifni/module";
import { tft } from "../engine/systems/tft/module";
import { sifrp } from "../engine/systems/sifrp/module";
import { dba } from "../engine/systems/dba/module";
import { strs } from "../engine/systems/strs/module";

/* Each system adds: import { xxx } from its module  and  erase(xxx)  in the list (rules/registry.ts). */
export const SYSTEMS: RulesModule[] = [erase(sifni), erase(tft), erase(sifrp), erase(dba), erase(strs)];
