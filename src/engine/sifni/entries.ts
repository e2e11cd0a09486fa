/**
 * How S-Ifni's rules are split in files on the device (docs/runtime.md, "Files of a system"):
 * each entry is a factory of some methods of its DeviceRules (rules/device.ts); rollup builds
 * each as a file, sifni.sys.sifni.<entry>.js, with the code entries share in chunk files of
 * their own (tools/build/device-modules.mjs). The device evaluates only the entry a call needs
 * (src/device/shelf.ts), so no more than one entry's code is in RAM at a time.
 */

/** The checks of the Roll and Opposed menus; the others are combat (entries s/os and m/om). */
export const SKILL_CHECKS = "skill opposed contest group";

/**
 * Which entry holds each method (resolve and odds: each check's own), as "method:entry" words:
 * the manifest the device reads (sifni.sys.sifni.js exports this string; a string costs the
 * device a few JsVars where an object costs one or two per property). A check's resolve is entry
 * "r" + its code and its odds "o" + its code, each a file with that check's code alone
 * (tools/build/device-modules.mjs builds them): a roll holds one check's code, not every check's.
 * A question's choices and conditions are in the entry of their family (questions.ts): "q" those
 * that read the answers alone, "qs" the sheets, "qw" the penalties a sheet carries, "qp" the pack; so answering a question holds one
 * family's code (engine/rules/entry-of.ts reads the family from the source or condition).
 * A space before and after every word, so the device finds " method:" in the string as it is
 * read from flash, without a copy in RAM.
 */
export const SIFNI_ENTRIES =
  " checkList:q questions:q choices:q holds:q " +
  "choices.stat:qs choices.skill:qs choices.spec:qs choices.gskill:qs choices.gspec:qs choices.workers:qs " +
  "holds.k:qs holds.p:qs holds.gk:qs holds.gp:qs holds.wp:qw holds.ap:qw holds.gw:qw holds.ga:qw " +
  "choices.mods:qp choices.tn:qp choices.mw:qp choices.parry:qp choices.parryR:qp choices.rparry:qp choices.rw:qp choices.armor:qp " +
  "inspect:de apply:de sheet:d brief:d stored:d pack:d packVersion:d selfTest:t " +
  "resolve.skill:rsk odds.skill:osk resolve.opposed:rop odds.opposed:oop resolve.group:rgw odds.group:ogw resolve.contest:rct odds.contest:oct " +
  "resolve.melee:rme odds.melee:ome resolve.round:rro odds.round:oro resolve.ranged:rra odds.ranged:ora " +
  "resolve.cover:rco odds.cover:oco resolve.grab:rgb odds.grab:ogb resolve.wrestle:rwr odds.wrestle:owr " +
  "resolve.disarm:rdi odds.disarm:odi resolve.endurance:ren odds.endurance:oen ";
