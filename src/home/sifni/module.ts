/**
 * The S-Ifni rules module of the desktop (the CLI, the companion, the tests): the sheet and
 * pack as JSON with validation by field, descriptions, the default pack, and the checks. The
 * checks are the device's own code (src/engine/sifni/rules.ts): every call compiles the
 * sheets and the pack into their device forms and runs the same functions the device runs, so
 * a roll here and on the device agree (the crosscheck compares them in the interpreter).
 */
import { crc32 } from "../../engine/pack/crc32";
import { findCheck, requireInputs } from "../../engine/rules/inputs";
import { CheckSpec, InputContext, Inputs, RulesModule } from "../../engine/rules/types";
import { SheetRef } from "../../engine/sifni/checks/context";
import { inspect } from "../../engine/sifni/inspect";
import { checkList, questionsOf } from "../../engine/sifni/questions";
import { inputSpecs } from "../input-specs";
import { sifniRules } from "../../engine/sifni/rules";
import { compilePack, decodeSheet, encodeSheet } from "./compile";
import { defaultPack } from "./pack";
import { validatePack } from "./pack-validate";
import { blankSheet, sheetFields, validateSheet } from "./sheet";
import { SifniPack, SifniSheet } from "./types";

const rules = sifniRules(crc32);

/** The party in the device form. */
export function partyRefs(party: SifniSheet[]): SheetRef[] {
  const out: SheetRef[] = [];
  for (let i = 0; i < party.length; i++) out.push({ system: "sifni", id: party[i].id, name: party[i].name, text: encodeSheet(party[i]) });
  return out;
}

/** The device form of a pack as the checks read it (its version does not change an outcome). */
export function packText(pack: SifniPack): string {
  return compilePack(pack, 0);
}

type Ctx = InputContext<SifniSheet, SifniPack>;
type DeviceCtx = InputContext<SheetRef, string>;

function checks(): CheckSpec<SifniSheet, SifniPack>[] {
  const list = checkList();
  const out: CheckSpec<SifniSheet, SifniPack>[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = list[i][0];
    const spec = { id: id, label: list[i][1], menu: list[i][2] } as CheckSpec<SifniSheet, SifniPack>;
    // built when read; their choices and conditions see the sheets and the pack compiled, once
    // per context (completeInputs passes one context to every input)
    Object.defineProperty(spec, "inputs", {
      enumerable: true,
      get: function () {
        let from: Ctx | null = null;
        let to: DeviceCtx | null = null;
        return inputSpecs(questionsOf(id), rules, function (c: Ctx): DeviceCtx {
          if (from !== c || !to) {
            from = c;
            to = { inputs: c.inputs, party: partyRefs(c.party), pack: packText(c.pack) };
          }
          to.inputs = c.inputs;
          return to;
        });
      },
    });
    out.push(spec);
  }
  return out;
}

/** The check's inputs completed and validated as the desktop gives them (the device's flow asks them). */
function complete(check: string, inputs: Inputs, party: SifniSheet[], pack: SifniPack): Inputs {
  return requireInputs(findCheck(sifni.checks, check), inputs, party, pack);
}

/**
 * `pack` and `fields` are built on each read: read them once and keep the result.
 */
export const sifni: RulesModule<SifniSheet, SifniPack> = {
  id: "sifni",
  name: "S-Ifni",
  // 2: one wound rule for every check (the location-adjusted penalty), lines with labels
  // 3: that rule reads the part each roll uses (the weapon's arm, both arms, the legs)
  version: 3,
  get pack(): SifniPack {
    return defaultPack();
  },
  validatePack: validatePack,
  get fields() {
    return sheetFields();
  },
  validateSheet: validateSheet,
  blankSheet: blankSheet,
  describe: function (sheet, pack) {
    return inspect(encodeSheet(sheet), packText(pack));
  },
  checks: checks(),
  resolve: function (check, inputs, party, pack, rng) {
    return rules.resolve(check, complete(check, inputs, party, pack), partyRefs(party), packText(pack), rng);
  },
  odds: function (check, inputs, party, pack) {
    return rules.odds(check, complete(check, inputs, party, pack), partyRefs(party), packText(pack));
  },
  applyEffect: function (sheet, effect, pack) {
    const p = packText(pack);
    const after = rules.apply({ system: "sifni", id: sheet.id, name: sheet.name, text: encodeSheet(sheet) }, effect, p);
    return decodeSheet(after.text, p, pack);
  },
};
