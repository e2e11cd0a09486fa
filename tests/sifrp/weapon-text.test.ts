/**
 * The built-in pack as the device holds it (SIFRP_TABLES: Table 9-3 as one text, read a row at a
 * time) against the same pack made whole (SIFRP_PACK, the list the desktop keeps): every reading
 * of a weapon, every choice and every check's odds agree, and the device's reading never makes
 * the list. The trusted row reader (weaponRow) reads each row as the validating one does.
 */
import { describe, expect, it } from "vitest";
import { sifrp } from "../../src/engine/systems/sifrp/module";
import { SIFRP_PACK, SIFRP_TABLES, validatePack } from "../../src/engine/systems/sifrp/tables/pack";
import { eachWeaponRow, readWeapon, weaponById, weaponRow } from "../../src/engine/systems/sifrp/tables/rows";
import type { SifrpPack, SifrpSheet } from "../../src/engine/systems/sifrp/types";
import type { Choice, InputSpec, Inputs } from "../../src/engine/rules/types";
import { choicesOf, findCheck, inputAt } from "../../src/engine/rules/inputs";
import { GROUP } from "../../src/engine/rules/device";
import { example } from "./examples";

const party: SifrpSheet[] = [example("bravo"), example("hal")];

/** SIFRP_TABLES with a count of the reads of its list (the getter that makes all 58 rows). */
function counted(): { pack: SifrpPack; lists: () => number } {
  let n = 0;
  const pack = Object.create(SIFRP_TABLES) as SifrpPack;
  Object.defineProperty(pack, "weapons", {
    get: function () {
      n++;
      return SIFRP_PACK.weapons.slice();
    },
  });
  return { pack, lists: () => n };
}

function ids(list: Choice[]): string[] {
  return list.map((c) => c.id + "=" + c.label + "/" + (c.group ?? ""));
}

describe("Table 9-3 as one text", () => {
  it("is the made-whole pack's list, row for row, and a valid pack", () => {
    const rows: string[] = [];
    eachWeaponRow(SIFRP_TABLES, (r) => {
      rows.push(r);
    });
    expect(rows).toEqual(SIFRP_PACK.weapons);
    expect(rows).toHaveLength(58);
    expect(SIFRP_PACK.weaponText).toBeUndefined();
    expect(validatePack(SIFRP_PACK)).toEqual([]);
    expect(validatePack(SIFRP_TABLES)).toEqual([]);
  });

  it("stops where the reader says, and reads a list pack's rows in order", () => {
    const seen: string[] = [];
    eachWeaponRow(SIFRP_TABLES, (r) => seen.push(r) >= 3);
    expect(seen).toEqual(SIFRP_PACK.weapons.slice(0, 3));
    const list: string[] = [];
    eachWeaponRow(SIFRP_PACK, (r) => {
      list.push(r);
    });
    expect(list).toEqual(SIFRP_PACK.weapons);
  });

  it("weaponRow reads every row as readWeapon does, without a problem", () => {
    for (const row of SIFRP_PACK.weapons) {
      const problems: { path: string; message: string }[] = [];
      expect(weaponRow(row, SIFRP_PACK.marksmanship)).toEqual(readWeapon(row, SIFRP_PACK.marksmanship, "w", problems));
      expect(problems).toEqual([]);
    }
  });

  it("weaponById finds each weapon in the text as in the list, and no unknown or partial id", () => {
    const { pack, lists } = counted();
    for (const row of SIFRP_PACK.weapons) {
      const id = row.split("|")[0];
      expect(weaponById(pack, id)).toEqual(weaponById(SIFRP_PACK, id));
    }
    for (const id of ["sword", "", "battle", "axe", "Battleaxe", "net|"]) {
      expect(weaponById(pack, id)).toBeNull();
      expect(weaponById(SIFRP_PACK, id)).toBeNull();
    }
    expect(lists()).toBe(0);
  });

  it("a list pack's weapon read again after its row changed is read anew (the cache holds no stale row)", () => {
    const pack: SifrpPack = { ...SIFRP_PACK, weapons: SIFRP_PACK.weapons.slice() };
    expect(weaponById(pack, "mace")?.damageMod).toBe(0);
    const i = pack.weapons.findIndex((r) => r.startsWith("mace|"));
    pack.weapons[i] = "mace|Mace|Bludgeon|-|Athletics+2|-";
    expect(weaponById(pack, "mace")?.damageMod).toBe(2);
  });

  it("a pack read afresh (as a sent pack is on the device) gives the same weapon; other Marksmanship specialties another", () => {
    const first = weaponById(SIFRP_PACK, "javelin");
    const again = JSON.parse(JSON.stringify(SIFRP_PACK)) as SifrpPack;
    expect(weaponById(again, "javelin")).toEqual(first);
    expect(first?.ability).toBe("Marksmanship");
    const noThrown: SifrpPack = { ...again, marksmanship: ["Bow", "Crossbow"] };
    expect(weaponById(noThrown, "javelin")?.ability).toBe("Fighting");
    expect(weaponById(again, "javelin")?.ability).toBe("Marksmanship");
  });
});

describe("the attack's questions and every check's odds, from the text and from the list", () => {
  /** Every choice of every input of a check, each asked for whole, by group and by id. */
  function allChoices(check: string, inputs: Inputs, pack: SifrpPack): string[] {
    const spec = findCheck(sifrp.checks, check);
    const c = { inputs, party, pack };
    const out: string[] = [];
    let s: InputSpec<SifrpSheet, SifrpPack> | undefined;
    for (let i = 0; (s = inputAt(spec, i)) !== undefined; i++) {
      if (s.kind !== "choice" && s.kind !== "choices") continue;
      const whole = choicesOf(s, c);
      out.push(s.id + ": " + ids(whole).join(" "));
      for (const ch of whole) {
        const one = choicesOf(s, c, ch.id);
        out.push(s.id + " " + ch.id + ": " + ids(one).join(" "));
        if (ch.id.charAt(0) !== GROUP) continue;
        // a group's weapons, each by id too
        for (const w of one) out.push(s.id + " " + ch.id + " " + w.id + ": " + ids(choicesOf(s, c, w.id)).join(" "));
      }
    }
    return out;
  }

  const cases: [string, Inputs][] = [
    ["attack", { who: "*", weapon: "battleaxe", rank: 3, damage: 3, target: "*", defense: 8 }],
    ["attack", { who: "*", weapon: "dagger", rank: 4, damage: 2, target: "hal" }],
    ["attack", { who: "bravo", weapon: "braavosi-blade", target: "hal" }],
    ["attack", { who: "bravo", weapon: "net", target: "hal" }],
    ["attack", { who: "hal", weapon: "longsword", target: "bravo" }],
    ["test", { who: "bravo", ability: "Agility", difficulty: 9 }],
    ["break", { who: "bravo", holder: "hal" }],
    ["escape", { who: "hal" }],
  ];

  it.each(cases)("%s %j: the same choices, the same odds, and the list never made", (check, inputs) => {
    const { pack, lists } = counted();
    expect(allChoices(check, inputs, pack)).toEqual(allChoices(check, inputs, SIFRP_PACK));
    expect(sifrp.odds(check, inputs, party, pack)).toEqual(sifrp.odds(check, inputs, party, SIFRP_PACK));
    expect(lists()).toBe(0);
  });

  it("Anyone's weapon question lists the pack's specialties, and a specialty its weapons", () => {
    const spec = inputAt(findCheck(sifrp.checks, "attack"), 1) as InputSpec<SifrpSheet, SifrpPack>;
    const c = { inputs: { who: "*" }, party, pack: SIFRP_TABLES };
    const groups = choicesOf(spec, c, GROUP).map((x) => x.label);
    expect(groups).toEqual(["Axes", "Bludgeon", "Brawling", "Fencing", "Long Blade", "Pole-arm", "Shield", "Short Blade", "Spear", "Bow", "Crossbow", "Thrown"]);
    expect(choicesOf(spec, c, GROUP + "Axes").map((x) => x.label)).toEqual(["Battleaxe", "Crowbill", "Hand Axe", "Longaxe", "Mattock", "Woodsman's Axe"]);
  });
});
