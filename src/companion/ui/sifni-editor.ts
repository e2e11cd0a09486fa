/**
 * The parts of an S-Ifni sheet the generic fields cannot edit well: skills under their stats
 * with specialties under them (and each skill's odds against a TN, from the engine), worn armor
 * and carried weapons picked from the rules pack, wounds, disadvantages.
 */
import { formatPercent } from "../../engine/format/number";
import type { Inputs, SheetBase } from "../../engine/rules/types";
import { BAND_NAMES } from "../../engine/sifni/combat/damage";
import { tnChoices } from "../../engine/sifni/choices-pack";
import { packText, partyRefs } from "../../home/sifni/module";
import { sideOf } from "../../engine/sifni/checks/side";
import { fracText } from "../../engine/sifni/checks/lines";
import type { SifniPack, SifniSheet, Skill } from "../../home/sifni/types";
import { STAT_GROUPS } from "../../home/sifni/types";
import { el, uid } from "../dom";
import type { EditContext } from "./edit-context";
import { setValue, smallButton, textInput, valueAt } from "./edit-context";
import { listEditor } from "./list-editor";
import { hundredthsProblem, hundredthsText, readHundredths } from "../model/hundredths";

/** The TN the skill odds are shown against, kept while the page is open. */
let previewTn = "13";

function statSelect(ctx: EditContext, path: string, label: string): HTMLSelectElement {
  const current = valueAt(ctx, path);
  const select = el(
    "select",
    {
      "data-path": path,
      "aria-label": label,
      onchange: (e: Event) => {
        setValue(ctx, path, (e.target as HTMLSelectElement).value);
        ctx.commit(false);
      },
    },
    STAT_GROUPS.map((g) => el("optgroup", { label: g.group }, g.stats.map((s) => el("option", { value: s }, s)))),
  );
  if (typeof current === "string" && !STAT_GROUPS.some((g) => g.stats.indexOf(current) >= 0)) select.appendChild(el("option", { value: current }, current + " (not a stat)"));
  select.value = typeof current === "string" ? current : "";
  return ctx.problems.bind(path, select) as HTMLSelectElement;
}

function plainInput(ctx: EditContext, path: string, label: string, numeric: boolean): HTMLElement {
  const v = valueAt(ctx, path);
  return ctx.problems.bind(
    path,
    el("input", {
      type: "text",
      class: numeric ? "num" : "",
      inputmode: numeric ? "numeric" : undefined,
      "data-path": path,
      "aria-label": label,
      value: v === undefined ? "" : String(v),
      oninput: (e: Event) => {
        const t = (e.target as HTMLInputElement).value;
        setValue(ctx, path, numeric ? (/^[+-]?\d+$/.test(t.trim()) ? parseInt(t, 10) : t.trim() === "" ? undefined : t) : t);
        ctx.commit(false);
      },
    }),
  );
}

/** A wound's damage rating as the device shows it (3.5), kept in hundredths. */
function drInput(ctx: EditContext, path: string, label: string): HTMLElement {
  return ctx.problems.bind(
    path,
    el("input", {
      type: "text",
      class: "num",
      inputmode: "decimal",
      "data-path": path,
      "aria-label": label,
      value: hundredthsText(valueAt(ctx, path)),
      oninput: (e: Event) => {
        const t = (e.target as HTMLInputElement).value;
        const n = readHundredths(t);
        if (n !== null || t.trim() === "") setValue(ctx, path, n ?? undefined);
        ctx.problems.setLocal(path, n !== null || t.trim() === "" ? null : hundredthsProblem("a damage rating", t));
        ctx.commit(false);
      },
    }),
  );
}

/**
 * "Ride vs TN 13: 4.0% (Armor -3/4)" for one skill: the engine's exact odds of the skill as the
 * device rolls it with no modifier chosen, where the sheet's worn armor and its worst wound (for
 * the part the skill uses) still apply; each one applied is named. "" when it cannot be worked out.
 */
export function skillOdds(ctx: EditContext, party: SheetBase[], skill: Skill, tn: string): string {
  const sheet = ctx.sheet as SifniSheet;
  if (party.indexOf(sheet) < 0) return "";
  try {
    const inputs: Inputs = { who: sheet.id, stat: skill.stat, skill: skill.name, tn };
    const odds = ctx.module.odds("skill", inputs, party, ctx.pack);
    const success = odds.lines.find((l) => l.id === "success");
    if (!success) return "";
    // the same side the odds were worked out from: which of the sheet's penalties it carries
    const side = sideOf(inputs, "", partyRefs(party as SifniSheet[]), packText(ctx.pack as SifniPack));
    const applied = side.m.labels.map((l, i) => `${l} ${fracText(side.m.fracs[i])}`);
    return `${skill.name} vs TN ${tn}: ${formatPercent(success.p)}` + (applied.length > 0 ? ` (${applied.join(", ")})` : "");
  } catch {
    return "";
  }
}

function specialtiesEditor(ctx: EditContext, base: string, sk: Skill): HTMLElement {
  const list = Array.isArray(sk.specialties) ? sk.specialties : [];
  const box = el("div", { class: "specialties" });
  list.forEach((sp, j) => {
    const p = `${base}.specialties.${j}`;
    box.appendChild(
      el(
        "div",
        { class: "row specialty" },
        el("span", { class: "arrow", "aria-hidden": "true" }, "↳"),
        plainInput(ctx, p + ".name", `Specialty ${j + 1} of ${sk.name}: name`, false),
        plainInput(ctx, p + ".level", `Specialty ${j + 1} of ${sk.name}: level`, true),
        smallButton("✕", `Remove specialty ${sp.name}`, () => {
          list.splice(j, 1);
          ctx.commit(true);
        }),
        ctx.problems.slot(p),
      ),
    );
  });
  box.appendChild(
    smallButton("+ Specialty", `Add a specialty to ${sk.name}`, () => {
      if (!Array.isArray(sk.specialties)) sk.specialties = [];
      sk.specialties.push({ name: "", level: 1 });
      ctx.commit(true);
    }),
  );
  box.appendChild(ctx.problems.slot(base + ".specialties"));
  return box;
}

/** Skill rows; `odds` fills each row's odds line (called again as values change). */
function skillsEditor(ctx: EditContext, partyOf: () => SheetBase[]): { root: HTMLElement; refresh: () => void } {
  const sheet = ctx.sheet as SifniSheet;
  if (!Array.isArray(sheet.skills)) sheet.skills = [];
  const skills = sheet.skills;
  const oddsCells: { cell: HTMLElement; skill: Skill }[] = [];
  const tnId = uid("tn");
  const tnSelect = el(
    "select",
    {
      id: tnId,
      onchange: (e: Event) => {
        previewTn = (e.target as HTMLSelectElement).value;
        refresh();
      },
    },
    tnChoices(packText(ctx.pack as SifniPack), false)
      .filter((c) => c.id !== "other")
      .map((c) => el("option", { value: c.id }, c.label)),
  );
  tnSelect.value = previewTn;
  const rows = skills.map((sk, i) => {
    const p = "skills." + i;
    const odds = el("span", { class: "odds", "data-skill": String(i) });
    oddsCells.push({ cell: odds, skill: sk });
    return el(
      "li",
      { class: "skill" },
      el(
        "div",
        { class: "row" },
        statSelect(ctx, p + ".stat", `Skill ${i + 1}: stat`),
        plainInput(ctx, p + ".name", `Skill ${i + 1}: name`, false),
        plainInput(ctx, p + ".level", `Skill ${i + 1}: level`, true),
        odds,
        smallButton("✕", `Remove skill ${sk.name}`, () => {
          skills.splice(i, 1);
          ctx.commit(true);
        }),
      ),
      ctx.problems.slot(p),
      specialtiesEditor(ctx, p, sk),
    );
  });
  const refresh = (): void => {
    const party = partyOf();
    for (const o of oddsCells) o.cell.textContent = skillOdds(ctx, party, o.skill, previewTn);
  };
  const root = el(
    "fieldset",
    { class: "skills", "data-path": "skills" },
    el("legend", {}, "Skills and specialties"),
    el(
      "p",
      { class: "hint" },
      el("label", { for: tnId }, "Odds of success against "),
      tnSelect,
      ": each skill as the device rolls it with no modifier chosen. The sheet's worn armor and its worst wound (for the part the skill uses) still apply, and are named after the odds when they do. Shown when the sheet has no problems.",
    ),
    el("ol", { class: "skill-list" }, rows),
    smallButton("+ Skill", "Add a skill", () => {
      skills.push({ stat: "MeleeAttack", name: "", level: 1, specialties: [] });
      ctx.commit(true);
    }),
    ctx.problems.slot("skills"),
  );
  return { root, refresh };
}

/** Ids from pack rows as boxes to tick; ids on the sheet that the pack lacks stay listed, marked. */
function pickFromPack(ctx: EditContext, path: string, label: string, groups: { title: string; rows: { id: string; name: string }[] }[]): HTMLElement {
  let ids = valueAt(ctx, path);
  if (!Array.isArray(ids)) {
    ids = [];
    setValue(ctx, path, ids);
  }
  const list = ids as unknown[];
  const known = new Set<string>();
  const box = el("fieldset", { class: "pick", "data-path": path }, el("legend", {}, label));
  for (const g of groups) {
    const items = g.rows.map((r) => {
      known.add(r.id);
      const id = uid("pick");
      return el(
        "label",
        { for: id, class: "pick-item" },
        el("input", {
          id,
          type: "checkbox",
          value: r.id,
          checked: list.indexOf(r.id) >= 0,
          onchange: (e: Event) => {
            const on = (e.target as HTMLInputElement).checked;
            const at = list.indexOf(r.id);
            if (on && at < 0) list.push(r.id);
            if (!on && at >= 0) list.splice(at, 1);
            ctx.commit(true);
          },
        }),
        " " + r.name,
      );
    });
    box.appendChild(el("div", { class: "pick-group" }, groups.length > 1 ? el("strong", {}, g.title + ": ") : null, items));
  }
  list.forEach((v, i) => {
    if (typeof v === "string" && known.has(v)) return;
    box.appendChild(
      el(
        "div",
        { class: "row" },
        el("span", { class: "unknown" }, JSON.stringify(v) + " (not in the rules pack)"),
        smallButton("✕", `Remove ${String(v)}`, () => {
          list.splice(i, 1);
          ctx.commit(true);
        }),
        ctx.problems.slot(`${path}.${i}`),
      ),
    );
  });
  box.appendChild(ctx.problems.slot(path));
  return box;
}

/**
 * Which carried one-handed melee weapons are held in the left hand (the rest in the right): the
 * arm a wound's penalty reads. Offered only for such weapons; an absent list stays absent.
 */
function leftHandEditor(ctx: EditContext, pack: SifniPack): HTMLElement | null {
  const carried = valueAt(ctx, "weapons");
  const rows = pack.melee.filter((w) => w.hands === 1 && Array.isArray(carried) && carried.indexOf(w.id) >= 0);
  const held = valueAt(ctx, "leftHand");
  if (rows.length === 0 && !(Array.isArray(held) && held.length > 0)) return null;
  return pickFromPack(ctx, "leftHand", "Held in the left hand", [{ title: "One-handed", rows: rows }]);
}

function woundsEditor(ctx: EditContext): HTMLElement {
  let list = valueAt(ctx, "wounds");
  if (!Array.isArray(list)) {
    list = [];
    setValue(ctx, "wounds", list);
  }
  const wounds = list as { dr: unknown; band: unknown; location: unknown }[];
  const box = el("fieldset", { class: "wounds", "data-path": "wounds" }, el("legend", {}, "Wounds"));
  wounds.forEach((w, i) => {
    const p = "wounds." + i;
    const band = el(
      "select",
      {
        "aria-label": `Wound ${i + 1}: band`,
        "data-path": p + ".band",
        onchange: (e: Event) => {
          w.band = parseInt((e.target as HTMLSelectElement).value, 10);
          ctx.commit(false);
        },
      },
      BAND_NAMES.split("|").map((n, b) => el("option", { value: b }, `${b} ${n}`)),
    );
    band.value = String(w.band);
    box.appendChild(
      el(
        "div",
        { class: "row" },
        el("span", {}, "DR"),
        drInput(ctx, p + ".dr", `Wound ${i + 1}: damage rating`),
        ctx.problems.bind(p + ".band", band),
        plainInput(ctx, p + ".location", `Wound ${i + 1}: location`, false),
        smallButton("✕", `Remove wound ${i + 1}`, () => {
          wounds.splice(i, 1);
          ctx.commit(true);
        }),
        ctx.problems.slot(p),
      ),
    );
  });
  box.appendChild(
    smallButton("+ Wound", "Add a wound", () => {
      wounds.push({ dr: 100, band: 1, location: "torso" });
      ctx.commit(true);
    }),
  );
  box.appendChild(ctx.problems.slot("wounds"));
  return box;
}

/** The S-Ifni parts, after the generic stat fields; `refresh` updates the skill odds. */
export function sifniParts(ctx: EditContext, partyOf: () => SheetBase[]): { parts: HTMLElement[]; refresh: () => void } {
  const pack = ctx.pack as SifniPack;
  const skills = skillsEditor(ctx, partyOf);
  const parts: (HTMLElement | null)[] = [
    skills.root,
    pickFromPack(ctx, "armor", "Armor worn", [{ title: "Armor", rows: pack.armor }]),
    pickFromPack(ctx, "weapons", "Weapons carried", [
      { title: "Melee", rows: pack.melee },
      { title: "Ranged", rows: pack.ranged },
    ]),
    leftHandEditor(ctx, pack),
    woundsEditor(ctx),
    listEditor(ctx, "disadvantages", "Disadvantages"),
    textInput(ctx, "notes", "Notes", true),
  ];
  return {
    parts: parts.filter((p): p is HTMLElement => p !== null),
    refresh: skills.refresh,
  };
}

/** The paths sifniParts edits (the generic editor leaves them out). */
export const SIFNI_OWN = ["skills", "armor", "weapons", "leftHand", "wounds", "disadvantages", "notes"];
