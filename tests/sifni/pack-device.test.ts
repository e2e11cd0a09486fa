/**
 * The device's own check of a pack it receives (src/engine/sifni/data/pack.ts packProblem): the
 * form and the CRC, and each row's width, numbers within their bounds and fractions. A row is
 * changed and the pack sealed again, as a home tool without the checks would send it.
 */
import { describe, expect, test } from "vitest";
import { crc32 } from "../../src/engine/pack/crc32";
import { FS, seal } from "../../src/engine/sifni/data/codes";
import { packProblem } from "../../src/engine/sifni/data/pack";
import { compilePack } from "../../src/home/sifni/compile";
import { sifni } from "../../src/home/sifni/module";

const good = compilePack(sifni.pack, 3);

/** The pack with the row starting `start` changed by `edit`, sealed again. */
function withRow(start: string, edit: (f: string[]) => void): string {
  const body = good.substring(0, good.lastIndexOf("\n#") + 1);
  const lines = body.split("\n");
  const i = lines.findIndex((l) => l.startsWith(start));
  expect(i, start).toBeGreaterThan(0);
  const f = lines[i].split(FS);
  edit(f);
  lines[i] = f.join(FS);
  return seal(lines.join("\n"), "#", crc32);
}

describe("the device's check of a pack", () => {
  test("the compiled built-in pack passes; a changed byte does not", () => {
    expect(packProblem(good, crc32)).toBe("");
    const at = 60;
    expect(packProblem(good.slice(0, at) + (good[at] === "x" ? "y" : "x") + good.slice(at + 1), crc32)).toBe("its checksum does not match: cut short or changed");
  });

  test("numbers out of their bounds name the row and the field", () => {
    expect(packProblem(withRow("Aleather", (f) => (f[3] = "-4")), crc32)).toBe("armor 'leather': field 3 must be from 0 to 99, got -4");
    expect(packProblem(withRow("Aleather", (f) => (f[2] = "100")), crc32)).toBe("armor 'leather': field 2 must be from 0 to 99, got 100");
    const melee = good.split("\n").filter((l) => l.startsWith("W"))[0].split(FS)[0];
    expect(packProblem(withRow(melee, (f) => (f[7] = "3")), crc32)).toBe("melee weapon '" + melee.substring(1) + "': field 7 must be from 1 to 2, got 3");
    const ranged = good.split("\n").filter((l) => l.startsWith("R"))[0].split(FS)[0];
    expect(packProblem(withRow(ranged, (f) => (f[5] = "0")), crc32)).toBe("ranged weapon '" + ranged.substring(1) + "': field 5 must be from 1 to 100000, got 0");
  });

  test("a number, a fraction or a row that cannot be read", () => {
    expect(packProblem(withRow("Aleather", (f) => (f[4] = "4.5")), crc32)).toBe("armor 'leather': field 4 is not a whole number");
    expect(packProblem(withRow("Aleather", (f) => (f[5] = "-1/x")), crc32)).toBe("armor 'leather': field 5 is not a fraction");
    expect(packProblem(withRow("Aleather", (f) => f.pop()), crc32)).toMatch(/^row \d+ is unreadable$/);
  });
});
