/**
 * The rules pack: every row of Tables 9-2 and 9-3 read back as the text prints it, and the
 * validator naming the exact row and column of each bad entry.
 */
import { describe, expect, it } from "vitest";
import { SIFRP_PACK, validatePack } from "../../src/engine/systems/sifrp/tables/pack";
import { armorById, readWeapon, weaponById } from "../../src/engine/systems/sifrp/tables/rows";

// Table 9-2 as printed: name, Armor Rating, Armor Penalty, Bulk
const ARMOR: [string, string, number, number, number][] = [
  ["clothing", "Clothing", 0, 0, 0], ["robes", "Robes, Vestments", 1, 0, 1], ["padded", "Padded", 1, 0, 0],
  ["leather-soft", "Leather, Soft", 2, -1, 0], ["leather-hard", "Leather, Hard", 3, -2, 0], ["bone-wood", "Bone or Wood", 4, -3, 1],
  ["ring", "Ring", 4, -2, 1], ["hide", "Hide", 5, -2, 2], ["mail", "Mail", 5, -3, 2], ["breastplate", "Breastplate", 5, -2, 3],
  ["scale", "Scale", 6, -3, 2], ["splint", "Splint", 7, -3, 3], ["brigandine", "Brigandine", 8, -4, 3],
  ["half-plate", "Half Plate", 9, -5, 3], ["full-plate", "Full Plate", 10, -6, 3],
];

// Table 9-3 as printed: id, specialty, training (bonus dice), damage ability and modifier, qualities
const WEAPONS: [string, string, number, string, number, string][] = [
  ["battleaxe", "Axes", 0, "Athletics", 0, "Adaptable"],
  ["crowbill", "Axes", 0, "Athletics", -1, "Shattering 1"],
  ["hand-axe", "Axes", 0, "Athletics", -1, "Defensive 1, Off-hand 1"],
  ["longaxe", "Axes", 1, "Athletics", 3, "Bulk 1, Powerful, Reach, Two-handed, Vicious"],
  ["mattock", "Axes", 0, "Athletics", 1, "Powerful, Slow, Two-handed"],
  ["woodsmans-axe", "Axes", 0, "Athletics", 1, "Two-handed"],
  ["ball-and-chain", "Bludgeon", 1, "Athletics", 0, "Powerful, Shattering 1"],
  ["cudgel", "Bludgeon", 0, "Athletics", -1, "Off-hand 1"],
  ["flail", "Bludgeon", 2, "Athletics", 3, "Powerful, Shattering 1, Two-handed"],
  ["mace", "Bludgeon", 0, "Athletics", 0, ""],
  ["maul", "Bludgeon", 0, "Athletics", 1, "Bulk 1, Shattering 1, Slow, Staggering, Two-handed"],
  ["morningstar", "Bludgeon", 0, "Athletics", 0, "Shattering 1, Vicious"],
  ["quarterstaff", "Bludgeon", 0, "Athletics", 0, "Fast, Two-handed"],
  ["warhammer", "Bludgeon", 0, "Athletics", 0, "Bulk 1, Powerful, Shattering 2, Slow, Two-handed"],
  ["fist", "Brawling", 0, "Athletics", -3, "Grab, Off-hand 1"],
  ["gauntlet", "Brawling", 0, "Athletics", -2, "Grab, Off-hand 1"],
  ["improvised", "Brawling", 0, "Athletics", -1, "Slow"],
  ["knife", "Brawling", 0, "Athletics", -2, "Fast, Off-hand 1"],
  ["whip", "Brawling", 2, "Agility", -1, "Entangling, Reach"],
  ["braavosi-blade", "Fencing", 1, "Agility", 0, "Defensive 1, Fast"],
  ["left-hand-dagger", "Fencing", 1, "Agility", -1, "Defensive 2, Off-hand 1"],
  ["small-sword", "Fencing", 0, "Agility", -1, "Fast"],
  ["arakh", "Long Blade", 1, "Athletics", 0, "Adaptable, Fast"],
  ["bastard-sword", "Long Blade", 1, "Athletics", 1, "Adaptable"],
  ["greatsword", "Long Blade", 0, "Athletics", 3, "Powerful, Slow, Two-handed, Unwieldy, Vicious"],
  ["longsword", "Long Blade", 0, "Athletics", 1, ""],
  ["halberd", "Pole-arm", 1, "Athletics", 3, "Bulk 1, Powerful, Two-handed"],
  ["peasant-tool", "Pole-arm", 0, "Athletics", 2, "Two-handed, Unwieldy"],
  ["pole-axe", "Pole-arm", 1, "Athletics", 3, "Bulk 1, Powerful, Reach, Two-handed, Unwieldy"],
  ["buckler", "Shield", 0, "Athletics", -2, "Defensive 1, Off-hand 1"],
  ["shield", "Shield", 0, "Athletics", -2, "Defensive 2"],
  ["shield-large", "Shield", 1, "Athletics", -2, "Bulk 1, Defensive 4"],
  ["shield-tower", "Shield", 2, "Athletics", -2, "Bulk 2, Defensive 6"],
  ["dagger", "Short Blade", 0, "Agility", -2, "Defensive 1, Off-hand 1"],
  ["dirk", "Short Blade", 0, "Agility", -2, "Off-hand 2"],
  ["stiletto", "Short Blade", 1, "Agility", 0, "Piercing 2"],
  ["boar-spear", "Spear", 1, "Athletics", 1, "Impale, Powerful, Slow, Two-handed"],
  ["frog-spear", "Spear", 1, "Agility", 1, "Adaptable"],
  ["pike", "Spear", 0, "Athletics", 2, "Impale, Set for Charge, Slow, Two-handed, Unwieldy"],
  ["spear", "Spear", 0, "Athletics", 0, "Fast, Two-handed"],
  ["tourney-lance", "Spear", 1, "Animal Handling", 3, "Bulk 1, Mounted, Powerful, Reach, Slow"],
  ["trident", "Spear", 0, "Athletics", 0, "Adaptable, Slow"],
  ["war-lance", "Spear", 1, "Animal Handling", 4, "Bulk 2, Impale, Mounted, Powerful, Slow, Vicious"],
  ["bow-double", "Bow", 1, "Agility", 1, "Long Range, Powerful, Two-handed"],
  ["bow-hunting", "Bow", 0, "Agility", 0, "Long Range, Two-handed"],
  ["longbow", "Bow", 1, "Agility", 2, "Long Range, Piercing 1, Two-handed, Unwieldy"],
  ["crossbow-heavy", "Crossbow", 0, "Agility", 2, "Long Range, Piercing 2, Reload Greater, Slow, Two-handed, Vicious"],
  ["crossbow-light", "Crossbow", 0, "Agility", 1, "Long Range, Reload Lesser, Slow"],
  ["crossbow-medium", "Crossbow", 0, "Agility", 1, "Long Range, Piercing 1, Reload Lesser, Slow, Two-handed"],
  ["crossbow-myrish", "Crossbow", 1, "Agility", 1, "Long Range, Piercing 1, Two-handed"],
  ["frog-spear-thrown", "Thrown", 1, "Agility", 1, "Close Range"],
  ["hand-axe-thrown", "Thrown", 0, "Athletics", 0, "Close Range"],
  ["javelin", "Thrown", 0, "Athletics", 0, "Close Range"],
  ["knife-thrown", "Thrown", 0, "Agility", -1, "Close Range, Fast"],
  ["net", "Thrown", 1, "", 0, "Close Range, Entangling"],
  ["sling", "Thrown", 0, "Athletics", -1, "Long Range"],
  ["spear-thrown", "Thrown", 0, "Athletics", 0, "Close Range"],
  ["trident-thrown", "Thrown", 0, "Athletics", 0, "Close Range"],
];

describe("the default pack", () => {
  it("is valid", () => {
    expect(validatePack(SIFRP_PACK)).toEqual([]);
  });

  it("has every armor row of Table 9-2", () => {
    expect(SIFRP_PACK.armor).toHaveLength(ARMOR.length);
    for (const [id, name, rating, penalty, bulk] of ARMOR) expect(armorById(SIFRP_PACK, id)).toEqual({ id, name, rating, penalty, bulk });
  });

  it("has every weapon row of Table 9-3 (58 rows, five weapons listed twice), with its specialty, training, damage and qualities", () => {
    expect(SIFRP_PACK.weapons).toHaveLength(WEAPONS.length);
    expect(WEAPONS).toHaveLength(58);
    for (const [id, specialty, training, ability, mod, qualities] of WEAPONS) {
      const w = weaponById(SIFRP_PACK, id);
      expect(w, id).not.toBeNull();
      if (!w) continue;
      const q = w.qualities.map((x) => x.name + (x.value ? " " + x.value : "") + (x.note ? " " + x.note : "")).join(", ");
      expect([id, w.specialty, w.training, w.damageAbility, w.damageMod, q]).toEqual([id, specialty, training, ability, mod, qualities]);
      expect(w.ability).toBe(["Bow", "Crossbow", "Thrown"].includes(specialty) ? "Marksmanship" : "Fighting");
    }
  });
});

describe("weapons read again are the rows as they are now", () => {
  // weaponById keeps the last few it read: a row changed in place, another pack or a row moved
  // must read as the row says, never as what was kept
  it("a row replaced in the same list, another list with the same id, a row moved", () => {
    const rows = SIFRP_PACK.weapons.slice();
    const pack = { ...SIFRP_PACK, weapons: rows };
    const at = rows.findIndex((r) => r.startsWith("longsword|"));
    expect(weaponById(pack, "longsword")!.qualities.map((q) => q.name)).not.toContain("Fragile");
    expect(weaponById(pack, "longsword")).toBe(weaponById(pack, "longsword"));
    rows[at] = rows[at].replace(/\|[^|]*$/, "|Fragile");
    expect(weaponById(pack, "longsword")!.qualities.map((q) => q.name)).toEqual(["Fragile"]);
    const other = { ...SIFRP_PACK, weapons: [rows[at].replace("|Fragile", "|Fast")] };
    expect(weaponById(other, "longsword")!.qualities.map((q) => q.name)).toEqual(["Fast"]);
    rows.splice(at, 1);
    expect(weaponById(pack, "longsword")).toBeNull();
    expect(weaponById(SIFRP_PACK, "longsword")!.qualities.map((q) => q.name)).not.toContain("Fragile");
  });
});

describe("pack validation names the row and column", () => {
  function bad(change: (p: typeof SIFRP_PACK) => void): { path: string; message: string }[] {
    const p = JSON.parse(JSON.stringify(SIFRP_PACK)) as typeof SIFRP_PACK;
    change(p);
    return validatePack(p);
  }

  it("refuses non-objects and the wrong system", () => {
    expect(validatePack(null)[0].path).toBe("");
    expect(validatePack([])[0].path).toBe("");
    expect(bad((p) => ((p as { system: string }).system = "tft"))[0].path).toBe("system");
    expect(bad((p) => (p.version = 0))[0].path).toBe("version");
  });

  it("armor rows: columns, numbers, ranges, repeated ids", () => {
    expect(bad((p) => (p.armor[2] = "padded|Padded|1|0"))).toEqual([{ path: "armor[2]", message: expect.stringMatching(/5 columns/) }]);
    expect(bad((p) => (p.armor[14] = "full-plate|Full Plate|10|+6|3"))).toEqual([{ path: "armor[14].penalty", message: expect.stringMatching(/-20 to 0/) }]);
    expect(bad((p) => (p.armor[1] = "robes|Robes|x|0|1"))[0].path).toBe("armor[1].rating");
    expect(bad((p) => (p.armor[1] = "clothing|Robes|1|0|1"))).toEqual([{ path: "armor[1].id", message: 'repeats id "clothing"' }]);
    expect(bad((p) => (p.armor[1] = "Robes!|Robes|1|0|1"))[0].path).toBe("armor[1].id");
    expect(bad((p) => ((p.armor as unknown[])[0] = 7))[0]).toEqual({ path: "armor[0]", message: "must be a text row, got 7" });
  });

  it("weapon rows: training, damage, qualities", () => {
    expect(bad((p) => (p.weapons[0] = "battleaxe|Battleaxe|Axes|B|Athletics|Adaptable"))[0].path).toBe("weapons[0].training");
    expect(bad((p) => (p.weapons[0] = "battleaxe|Battleaxe|Axes|-|Strength+1|Adaptable"))[0].path).toBe("weapons[0].damage");
    expect(bad((p) => (p.weapons[0] = "battleaxe|Battleaxe|Axes|-|Athletics+x|Adaptable"))[0].path).toBe("weapons[0].damage");
    expect(bad((p) => (p.weapons[0] = "battleaxe|Battleaxe|Axes|-|Athletics|Adaptible"))).toEqual([
      { path: "weapons[0].qualities", message: 'unknown quality "Adaptible"' },
    ]);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Shattering"))).toEqual([
      { path: "weapons[1].qualities", message: '"Shattering" needs a rating' },
    ]);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Fast 2"))[0].message).toMatch(/unknown rated quality/);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Reload"))[0].message).toMatch(/note in brackets/);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Reload ()"))[0].message).toMatch(/unknown quality/);
    // the text's marks of a form are not part of a name (the list is one text, "|Bulk#|...")
    for (const q of ["Bulk#", "Bulk# 1", "Reload()", "Fast()", "#", "Adaptable#"]) {
      expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|" + q))[0].message, q).toMatch(/unknown/);
    }
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Vicious, Set for Charge, Off-hand +1, Reload (Lesser)"))).toEqual([]);
    // the first and the last name of each list, and names that are only part of one
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Agility|Adaptable"))).toEqual([]);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Warfare+2|Adaptable"))).toEqual([]);
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Agi|Adaptable"))[0].path).toBe("weapons[1].damage");
    expect(bad((p) => (p.weapons[1] = "crowbill|Crowbill|Axes|-|Athletics-1|Range"))[0].message).toMatch(/unknown quality/);
  });

  it("a Fragile weapon of the GM's own reads (the text defines Fragile; no table weapon has it)", () => {
    const w = readWeapon("glass|Glass Sword|Long Blade|-|Athletics+2|Fragile", [], "x", []);
    expect(w.qualities).toEqual([{ name: "Fragile", value: 0, note: "" }]);
  });

  it("the Run table rises from 0", () => {
    expect(bad((p) => (p.run = [1, 2]))[0].path).toBe("run[0]");
    expect(bad((p) => (p.run = [0, 2, 2]))[0].path).toBe("run[2]");
  });
});
