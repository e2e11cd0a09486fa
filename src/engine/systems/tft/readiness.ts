/**
 * Readiness for action: the sum of the sheet's points (skills, increases, attributes above 8,
 * abilities) less its deductions. It sets the days of practice a new skill or an increase
 * takes and the experience an increase by adventuring needs.
 */
import { TftPack, TftSheet } from "./types";
import { listOf } from "../../rules/line-pack";

export interface ReadinessItem {
  label: string;
  points: number;
}

function attrPoints(v: number, pack: TftPack): number {
  // only increases above the base count; lower attributes are not a listed deduction
  return v > pack.readiness.attrBase ? (v - pack.readiness.attrBase) * pack.readiness.perAttr : 0;
}

/** Every item that scores, in the text's order; deductions are negative. */
export function readinessItems(s: TftSheet, pack: TftPack): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  const r = pack.readiness;
  for (let i = 0; i < s.skills.length; i++) {
    const k = s.skills[i];
    items.push({ label: k.name, points: k.extra === 1 ? r.extraSkill : r.skill });
    if (k.plus > 0) items.push({ label: k.name + " +" + k.plus, points: k.plus * r.increase });
  }
  const attrs: [string, number][] = [
    ["DX", s.dx],
    ["ST", s.st],
    ["WT", s.wt],
  ];
  for (let i = 0; i < attrs.length; i++) {
    const p = attrPoints(attrs[i][1], pack);
    if (p > 0) items.push({ label: attrs[i][0] + " " + attrs[i][1], points: p });
  }
  for (let i = 0; i < s.abilities.length; i++) items.push({ label: s.abilities[i], points: r.ability });
  const lacks = listOf(pack, "lacks");
  for (let i = 0; i < s.lacks.length; i++) {
    for (let j = 0; j < lacks.length; j++) if (lacks[j].id === s.lacks[i]) items.push({ label: lacks[j].label, points: -lacks[j].points });
  }
  return items;
}

export function readiness(s: TftSheet, pack: TftPack): number {
  const items = readinessItems(s, pack);
  let t = 0;
  for (let i = 0; i < items.length; i++) t += items[i].points;
  return t;
}

/**
 * Days of frequent practice (or weeks of infrequent practice) to learn or increase a skill:
 * the readiness score, at least 1; extraordinary skills take half again as long, rounded up.
 */
export function learningDays(score: number, extra: boolean): number {
  const days = score > 1 ? score : 1;
  return extra ? Math.floor((3 * days + 1) / 2) : days;
}

/** Experience for an increase by adventuring: one per full five points of readiness, at least 1. */
export function xpNeeded(score: number, pack: TftPack): number {
  const n = Math.floor(score / pack.readiness.perXp);
  return n > 1 ? n : 1;
}
