/**
 * The party keeps its order (src/device/store.ts partyOrder): Storage lists a file written again
 * last, as this Flash does, and the order file keeps each character where it was.
 */
import { describe, expect, test } from "vitest";
import { Flash } from "../../src/device/flash";
import { partyOrder } from "../../src/device/store";

/** Files in write order: a file written again goes last, as in Espruino's Storage. */
function listFlash(): Flash & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    read: (n) => files.get(n),
    readJSON: (n) => (files.has(n) ? JSON.parse(files.get(n)!) : undefined),
    write(n, data) {
      files.delete(n);
      files.set(n, data);
      return true;
    },
    writeJSON(n, data) {
      return this.write(n, JSON.stringify(data));
    },
    erase: (n) => void files.delete(n),
    list: (p) => [...files.keys()].filter((n) => !p || p.test(n)),
    getFree: () => 1 << 20,
  };
}

describe("the party's order", () => {
  test("a sheet written again stays where it was; new sheets come after; gone ones leave", () => {
    const f = listFlash();
    for (const id of ["knight", "rogue", "archer"]) f.write("sifni.c.sifni." + id, "S2 " + id);
    f.write("sifni.c.tft.orc", "{}");
    expect(partyOrder(f, "sifni")).toEqual(["knight", "rogue", "archer"]);
    expect(f.read("sifni.o.sifni")).toBe("knight rogue archer");
    // the rogue wounded: its file is written again and Storage lists it last
    f.write("sifni.c.sifni.rogue", "S2 rogue wounded");
    expect(f.list(/^sifni\.c\.sifni\./)).toEqual(["sifni.c.sifni.knight", "sifni.c.sifni.archer", "sifni.c.sifni.rogue"]);
    expect(partyOrder(f, "sifni")).toEqual(["knight", "rogue", "archer"]);
    f.write("sifni.c.sifni.wizard", "S2 wizard");
    f.erase("sifni.c.sifni.knight");
    expect(partyOrder(f, "sifni")).toEqual(["rogue", "archer", "wizard"]);
    expect(f.read("sifni.o.sifni")).toBe("rogue archer wizard");
    expect(partyOrder(f, "tft")).toEqual(["orc"]);
  });

  test("the order file is written only when the order changes, and erased with the last sheet", () => {
    const f = listFlash();
    f.write("sifni.c.sifni.knight", "S2 knight");
    partyOrder(f, "sifni");
    let writes = 0;
    const write = f.write.bind(f);
    f.write = (n, d) => (writes++, write(n, d));
    partyOrder(f, "sifni");
    expect(writes).toBe(0);
    f.erase("sifni.c.sifni.knight");
    expect(partyOrder(f, "sifni")).toEqual([]);
    expect(f.read("sifni.o.sifni")).toBeUndefined();
  });
});
