/**
 * A pack's version as read back from the device's first and last bytes of it (readback/read-back.ts
 * packVersion): each stored form the home tools write (S-Ifni's device form, the other systems'
 * since 2026-12-06, the JSON stored before), cut as the dump cuts it (dump-command.ts PACK_HEAD).
 */
import { describe, expect, test } from "vitest";
import { makePack } from "../../src/engine/pack/envelope";
import { packText } from "../../src/engine/pack/stored";
import { PACK_HEAD, PACK_TAIL } from "../../src/home/readback/dump-command";
import { packVersion } from "../../src/home/readback/read-back";
import { storedPack } from "../../src/home/stored";
import { SYSTEMS } from "../../src/home/systems";

const dumped = (text: string) => ({ name: "sifni.p.x", kind: "p" as const, size: text.length, crc: -1, head: text.substring(0, PACK_HEAD), tail: text.substring(Math.max(0, text.length - PACK_TAIL)) });

describe.each(SYSTEMS.map((m) => [m.id, m] as const))("a %s pack read back", (id, m) => {
  test("its version from the form the home tools send, and from the JSON stored before", () => {
    expect(packVersion(dumped(storedPack(makePack(id, 12, JSON.parse(JSON.stringify(m.pack))))))).toBe(12);
    expect(packVersion(dumped(packText(makePack(id, 4, m.pack))))).toBe(4);
  });
});

test("a pack whose version cannot be read back is -1", () => {
  expect(packVersion(dumped("LP\x1ftft\x1fx\x1fdice\n"))).toBe(-1);
  expect(packVersion(dumped("{}"))).toBe(-1);
});
