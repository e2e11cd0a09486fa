/**
 * S-Ifni's question sources and conditions come in three families, each a device entry of its
 * own (src/engine/sifni/entries.ts: "q" the answers alone, "qs" the sheets, "qw" the penalties on
 * them, "qp" the pack). The
 * device routes a call by the manifest alone (engine/rules/entry-of.ts), so a source routed to
 * the wrong family would silently offer nothing there: every source of every check is checked
 * here through the entry the manifest names, as the device calls it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { question } from "../../src/engine/rules/questions";
import { entryOf } from "../../src/engine/rules/entry-of";
import { SIFNI_ENTRIES } from "../../src/engine/sifni/entries";
import { checkList, questionsOf } from "../../src/engine/sifni/questions";
import { sifniPackQuestions, sifniPenaltyQuestions, sifniQuestions, sifniSheetQuestions } from "../../src/engine/sifni/rules-q";
import { packText, partyRefs, sifni } from "../../src/home/sifni/module";
import { SifniSheet } from "../../src/home/sifni/types";
import { blankSheet } from "../../src/home/sifni/sheet";
import { armorPenalty } from "../../src/engine/sifni/checks/mods";
import { InputContext } from "../../src/engine/rules/types";
import { SheetRef } from "../../src/engine/sifni/checks/context";

const ENTRIES = { q: sifniQuestions(), qs: sifniSheetQuestions(), qw: sifniPenaltyQuestions(), qp: sifniPackQuestions() } as const;
const party = partyRefs(JSON.parse(readFileSync("examples/sifni/party.json", "utf8")) as SifniSheet[]);
const all = checkList().flatMap(([id]) => questionsOf(id).map((t) => ({ check: id, q: question(t) })));

/** The methods of the entry the device would evaluate for this call. */
function entryFor(m: "choices" | "holds", a0: string) {
  const e = entryOf(SIFNI_ENTRIES, m, a0) as keyof typeof ENTRIES;
  expect(ENTRIES[e], `${m}(${a0}) is routed to "${e}", not one of the question entries`).toBeDefined();
  return ENTRIES[e];
}

describe("each family's entry answers for its sources", () => {
  // no one chosen (Anyone everywhere): each source then offers at least one choice
  const anyone: InputContext<SheetRef, string> = { inputs: {}, party, pack: packText(sifni.pack) };
  const sources = [...new Set(all.map((x) => x.q.source).filter((s) => s !== ""))];

  test("the questions have sources of each family", () => {
    const families = new Set(sources.map((s) => entryOf(SIFNI_ENTRIES, "choices", s)));
    expect([...families].sort()).toEqual(["q", "qp", "qs"]);
  });

  test.each(sources)("%s offers choices through the entry the manifest names", (src) => {
    expect(entryFor("choices", src).choices(src, anyone).length).toBeGreaterThan(0);
  });

  test.each(sources)("%s asked for one answer (is it still offered?) gives that choice as the whole list has it, and not an answer it lacks", (src) => {
    const knight = { ...anyone, inputs: { who: party[0].id, attacker: party[0].id, stat: "MeleeAttack" } };
    const e = entryFor("choices", src);
    const all = e.choices(src, knight);
    for (const c of all) expect(e.choices(src, knight, c.id).filter((x) => x.id === c.id), `${src}: ${c.id}`).toEqual([c]);
    expect(e.choices(src, knight, "no such answer").some((x) => x.id === "no such answer")).toBe(false);
  });

  test("the long lists give one choice when asked for one: the stats and the TN ladder", () => {
    const knight = { ...anyone, inputs: { who: party[0].id } };
    expect(entryFor("choices", "stat.").choices("stat.", knight, "Agility")).toHaveLength(1);
    expect(entryFor("choices", "tn.1").choices("tn.1", knight, "13")).toHaveLength(1);
    expect(entryFor("choices", "tn.1").choices("tn.1", knight).length).toBeGreaterThan(15);
  });

  test("a stat's choices read the chosen side's sheet (qs), a weapon's the chosen fighter's (qp)", () => {
    const knight = { ...anyone, inputs: { who: party[0].id, attacker: party[0].id } };
    const stats = entryFor("choices", "stat.").choices("stat.", knight);
    expect(stats[0].label).toMatch(/^\w+ -?\d+$/);
    const own = entryFor("choices", "mw.attacker").choices("mw.attacker", knight);
    const any = entryFor("choices", "mw.attacker").choices("mw.attacker", anyone);
    expect(own.length).toBeLessThan(any.length);
  });
});

describe("conditions", () => {
  const conds = [...new Set(all.flatMap((x) => [x.q.cond, x.q.initialCond]).filter((c) => c !== ""))];

  test.each(conds)("%s: the entry its first condition routes to reads every part of it", (c) => {
    // the device routes "x&y" by x; only the answers' conditions may follow in another family,
    // since every family's holds reads those
    const first = entryOf(SIFNI_ENTRIES, "holds", c);
    for (const part of c.split("&")) {
      const e = entryOf(SIFNI_ENTRIES, "holds", part);
      expect(e === first || e === "q", `${part} (${e}) in ${c} (${first})`).toBe(true);
    }
  });

  test("a sheet's condition holds through its entry and not through the answers' one", () => {
    // Sir Aldric has skills under MeleeAttack: "k." holds for him (qs); "q" does not know "k"
    const knight = { inputs: { who: party[0].id, stat: "MeleeAttack" }, party, pack: packText(sifni.pack) };
    expect(entryOf(SIFNI_ENTRIES, "holds", "k.")).toBe("qs");
    expect(entryFor("holds", "k.").holds("k.", knight)).toBe(true);
    expect(ENTRIES.q.holds("k.", knight)).toBe(false);
  });

  test("an armor's penalty can be waived exactly when the worn armor's penalties add up to something (read without fractions)", () => {
    // a cloak of no penalty beside the pack's armors (each from -1/30 to -1/8)
    const pack = packText({ ...sifni.pack, armor: sifni.pack.armor.concat([{ id: "cloak", name: "Cloak", blunt: 0, slash: 0, pierce: 0, penalty: "0" }]) });
    const worn = [[], ["cloak"], ["leather"], ["cloak", "chain-mail"], ["padding", "leather"]];
    const party = partyRefs(worn.map((armor, i) => ({ ...blankSheet("s" + i, "S" + i), armor })));
    const got = party.map((m) => entryFor("holds", "ap.").holds("ap.", { inputs: { who: m.id }, party, pack }));
    expect(got).toEqual(party.map((m) => armorPenalty(m.text, pack).n !== 0));
    expect(got).toEqual([false, false, true, true, true]);
  });

  test("a wound's penalty can be waived for a wounded side (qw) and not for an unhurt one", () => {
    const pack = packText(sifni.pack);
    const hurt = partyRefs([{ ...blankSheet("hurt", "Hurt"), wounds: [{ dr: 300, band: 1, location: "torso, 3/6 down" }] }, blankSheet("fine", "Fine")]);
    expect(entryOf(SIFNI_ENTRIES, "holds", "wp.")).toBe("qw");
    expect(entryFor("holds", "wp.").holds("wp.", { inputs: { who: "hurt" }, party: hurt, pack })).toBe(true);
    expect(entryFor("holds", "wp.").holds("wp.", { inputs: { who: "fine" }, party: hurt, pack })).toBe(false);
    expect(entryFor("holds", "gw").holds("gw", { inputs: { workers: "fine,hurt" }, party: hurt, pack })).toBe(true);
    expect(entryFor("holds", "gw").holds("gw", { inputs: { workers: "fine" }, party: hurt, pack })).toBe(false);
  });
});
