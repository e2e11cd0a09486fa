/**
 * Every rules system the desktop tools know, in menu order. A system is added here, with
 * `erase`, when its module is complete. Device builds pick their own subset (docs/device.md).
 */
import { erase } from "../rules/registry";
import { RulesModule } from "../rules/types";
import { sifrp } from "./sifrp/module";

/* Each system adds: import { xxx } from "./xxx/module";  and  erase(xxx)  in the list (rules/registry.ts). */
export const SYSTEMS: RulesModule[] = [erase(sifrp)];
