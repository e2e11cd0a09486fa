/**
 * Every question of every system's checks is well formed: a known kind (one character, which
 * the device's flow tests with a one-character search), an id and a label, on one line (the
 * device's check holds its questions as one text, a line each: ui-lcd/check.ts questionTexts).
 */
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { DeviceRules } from "../../src/engine/rules/device";
import { legacyRules } from "../../src/engine/rules/legacy";
import { question } from "../../src/engine/rules/questions";
import { sifniRules } from "../../src/engine/sifni/rules";
import { SYSTEMS } from "../../src/home/systems";

const KINDS = ["w", "W", "n", "h", "f", "c", "C", "m", "t"];

const rules: [string, DeviceRules][] = [["sifni", sifniRules(crc32) as unknown as DeviceRules]];
for (const m of SYSTEMS) if (m.id !== "sifni") rules.push([m.id, legacyRules(m, crc32) as unknown as DeviceRules]);

describe("questions", () => {
  test.each(rules)("%s: every check's questions have a known kind, an id and a label", (_id, r) => {
    const checks = r.checkList();
    expect(checks.length).toBeGreaterThan(0);
    for (const c of checks) {
      const parts = r.questions(c[0]).split("\n");
      expect(parts.length, c[0]).toBeGreaterThan(0);
      for (const part of parts) {
        expect(part, c[0]).not.toBe("");
        const q = question(part);
        expect(KINDS, c[0] + " " + part).toContain(q.kind);
        expect(q.id, c[0] + " " + part).toMatch(/^[\w-]+$/);
        expect(q.label.length, c[0] + " " + part).toBeGreaterThan(0);
      }
    }
  });
});
