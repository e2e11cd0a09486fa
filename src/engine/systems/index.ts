/**
 * Every rules system the desktop tools know, in menu order. A system is added here, with
 * `erase`, when its module is complete. Device builds pick their own subset (docs/device.md).
 */
import { erase } from "../rules/registry";
import { RulesModule } from "../rules/types";
import { sifni } from "./sifni/module";
import { tft } from "./tft/module";
import { sifrp } from "./sifrp/module";
import { dba } from "./dba/module";
import { strs } from "./strs/module";

/* Each system adds: import { xxx } from "./xxx/module";  and  erase(xxx)  in the list (rules/registry.ts). */
export const SYSTEMS: RulesModule[] = [erase(sifni), erase(tft), erase(sifrp), erase(dba), erase(strs)];
