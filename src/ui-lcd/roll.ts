/**
 * Rolling a check that check.ts set up, and what follows: the feature "roll". A result is one
 * press from each common thing: select rolls again (an extended contest: its next round), up
 * shows the table view, down lists what follows (apply an effect to a sheet or take it back, the
 * next check, odds), back returns to the setup. The rules' roll and odds run as jobs (ui-lcd/services.ts): with neither this code
 * nor check.ts's in RAM.
 */
import { formatChance } from "../engine/format/number";
import { Effect, Odds, Outcome, SheetBase } from "../engine/rules/types";
import { logRoll } from "../device/log-ring";
import { Recent, touchRecent } from "../device/recent";
import { writeSheet } from "../device/store";
import type { CScr, Check } from "./check";
import { Ev, Scr, TEXT, text } from "./screen";
import { Kit, errorText } from "./services";

const F = "roll";

/** A result's screen, its Then screen: the outcome, and the effects applied from it (with the sheet as it was). */
interface RScr extends CScr {
  out: Outcome;
  /** the effects applied, each with its sheet as it was before, as stored text copied into RAM */
  ap: { e: Effect; b: string }[];
}

/** A probability on the odds' screen: a tiny but possible one in words that mean something ("1 in 11,000"). */
export function chanceText(p: number): string {
  return p <= 0 ? "never" : formatChance(p);
}

/**
 * The odds' lines as rows of the text screen. Lines that begin alike with "who: " (a round's two
 * strikes, a wrestle's two sides) are put under that beginning once, a row of its own: on 14
 * columns the name before every line left the line's own words cut.
 */
function oddsRows(o: Odds): string[] {
  const rows: string[] = [];
  let head = "";
  for (let i = 0; i < o.lines.length; i++) {
    const l = o.lines[i].label;
    // "name:" when a ": " follows it (found a character at a time: Espruino's indexOf of a
    // longer text can find a false end)
    const c = l.indexOf(":");
    const h = c > 0 && l.charAt(c + 1) === " " ? l.substring(0, c + 1) : "";
    const next = i + 1 < o.lines.length ? o.lines[i + 1].label : "";
    const shared = h !== "" && (h === head || next.substring(0, h.length + 1) === h + " ");
    if (shared && h !== head) rows.push(h);
    head = shared ? h : "";
    rows.push((shared ? l.substring(h.length + 1) : l) + "\t" + chanceText(o.lines[i].p));
  }
  return rows;
}

/** The job's result: a roll's outcome (from the setup or a result), or odds (the "Working..." screen). */
export function done(k: Kit, s: Scr, res: unknown, err: string): void {
  const x = (s as CScr).x;
  if (s.k === "w") {
    let lines: string[];
    if (err !== "") lines = [err];
    else lines = oddsRows(res as Odds);
    if (k.top() === s) k.swap(text(s.t, lines));
    return;
  }
  if (err !== "") {
    // a roll again that failed: its result says why under the message
    if (s.k === "r") s.l = [err];
    return k.msg("Cannot roll", err);
  }
  const o = res as Outcome;
  // a roll again from a result has its setup touched already (and a contest's next round is
  // no setup of the GM's: its marker is the dice's)
  if (s.k !== "r") {
    if (!k.rec) {
      k.rec = {};
      k.todo.push("check");
    }
    // inputs is an object: its text is never JSON's "null" for undefined
    const given: string = JSON.stringify(x.cx.inputs);
    touchRecent(k.f, k.rec as Recent, x.key, given + "\x01" + x.nm);
  }
  // a follow-up that goes on with the check (the extended contest's next round, the marker
  // carried) becomes the setup, so select, which rolls the setup again, rolls it
  const fu = o.followUps;
  if (fu.length > 0 && fu[0].again) {
    x.cx.inputs = fu[0].inputs;
    fu.splice(0, 1);
    // the setup's rows are made again when it shows (the marker changed)
    if (x.setup) x.setup.l = [];
  }
  const warning = logRoll(k.f, k.b, x.who, x.label, o.table, o.summary);
  k.buzz();
  // an effect to apply or a next check is said on the last row, so the GM knows down leads
  // to it: pinned there until the text is scrolled to its end, where it is the last line
  const more = o.effects.length + o.followUps.length > 0;
  // in words a GM reads at a glance, within 14 columns
  const hint = o.effects.length > 0 ? "Down: apply" : "Down: next";
  // a roll the log could not keep says so first, where the GM sees it without scrolling
  let lines = warning === "" ? o.lines : ["Not logged: " + warning].concat(o.lines);
  if (more) lines = lines.concat([hint]);
  const r: RScr = { t: o.table, l: lines, c: TEXT, o: 0, f: F, k: "r", a: true, pin: more ? hint : "", x: x, out: o, ap: [] };
  if (s.k === "r") k.swap(r);
  else k.push(r);
  if (k.st.tableFirst) tableView(k, o);
}

/** The table view: the outcome's words, large, for the players; never a number from a sheet. */
function tableView(k: Kit, o: Outcome): void {
  const words = o.table.split(" ");
  if (o.degree !== "" && !k.st.wordsOnly) words.push(o.degree);
  k.push({ t: "", l: words, c: TEXT, o: 0, big: true });
}

function appliedAt(s: RScr, e: Effect): number {
  for (let i = 0; i < s.ap.length; i++) if (s.ap[i].e === e) return i;
  return -1;
}

/** The Then screen's rows: its effects (apply or take back), its next checks, odds, the table view. */
function thenRows(s: RScr): void {
  const o = s.out;
  const n = o.effects.length;
  s.l = [];
  for (let i = 0; i < n; i++) s.l.push((appliedAt(s, o.effects[i]) >= 0 ? "Undo: " : "Apply: ") + o.effects[i].text);
  for (let i = 0; i < o.followUps.length; i++) s.l.push("Next: " + o.followUps[i].label);
  s.l.push("Odds", "Table view");
}

/** A key on a result, its Then screen, or the odds' "Working...". */
export function key(k: Kit, sc: Scr, ev: Ev): boolean {
  const s = sc as RScr;
  const x = s.x;
  const o = s.out;
  if (s.k === "w") return false;
  if (s.k === "r") {
    const end = s.o >= k.rows(s.l) - k.v.rows;
    if (ev === "select") {
      // the result lets go of its text, effects and next checks while the next roll is worked
      // out (its screen is replaced when that is done; one that fails shows why instead): on a
      // small board a round's outcome held ran it out of memory
      s.l = [];
      o.lines = [];
      o.effects = [];
      o.followUps = [];
      s.ap = [];
      k.job({ sh: x.sh, m: "resolve", a: [x.id, x.cx.inputs, x.cx.party, x.cx.pack, k.rng], f: F, s: s });
    } else if (ev === "up" && s.o === 0) tableView(k, o);
    else if (ev === "down" && end) {
      const t: RScr = { t: "Then", l: [], c: 0, o: 0, f: F, k: "h", x: x, out: o, ap: s.ap };
      thenRows(t);
      k.push(t);
    } else return false;
    return true;
  }
  // the Then screen
  if (ev !== "select") return true;
  const n = o.effects.length;
  const f = o.followUps.length;
  const i = s.c;
  if (i < n) applyOrUndo(k, s, o.effects[i]);
  else if (i < n + f) {
    // a follow-up is a check of its own, set up by the feature "check" once this code is let go
    // of, and after this key's call has returned (w): the screens of this check are then held by
    // nothing once follow() takes them off (a DBA round's next phase, on a Bangle.js 1)
    const fu = o.followUps[i - n];
    k.job({ f: "start", fn: "follow", s: { t: "", l: [], c: 0, o: 0, x: x, fu: fu } as Scr, w: true });
  } else if (i === n + f) {
    const w = { t: "Odds: " + x.label, l: ["Working..."], c: TEXT, o: 0, f: F, k: "w", x: x };
    k.push(w);
    k.job({ sh: x.sh, m: "odds", a: [x.id, x.cx.inputs, x.cx.party, x.cx.pack], f: F, s: w, w: true });
  } else tableView(k, o);
  return true;
}

/** Writes an effect to its sheet, or takes an applied one back (the sheet as it was). */
function applyOrUndo(k: Kit, s: RScr, e: Effect): void {
  const x: Check = s.x;
  const at = appliedAt(s, e);
  // found before the write: the old sheet's id reads null once its file is rewritten
  let p = -1;
  for (let i = 0; i < x.cx.party.length; i++) if (x.cx.party[i].id === e.character) p = i;
  if (p < 0) return k.msg("Not applied", "No sheet for " + e.character + " in this check.");
  // a member no answer named is held brief (check.ts named): never written so (the rules name
  // in an effect only a member their answers name)
  if (x.ix.indexOf(e.character) >= 0) return k.msg("Not applied", "The sheet of " + e.character + " was not read for this check.");
  const current = x.cx.party[p];
  let next: SheetBase | string;
  try {
    // undone: the sheet as it was, read again from its text
    next = at >= 0 ? x.sh.call("sheet", s.ap[at].b, x.cx.pack) : x.sh.call("apply", current, e, x.cx.pack);
  } catch (er) {
    next = errorText(er);
  }
  if (typeof next === "string") return k.msg(at >= 0 ? "Not undone" : "Not applied", next);
  // the sheet as it was, for an undo: copied into RAM before its file is rewritten (a string
  // read from a file, and every part of it, reads null once the file is erased: docs/updates.md)
  const before = at >= 0 ? "" : x.sh.call("stored", current) + "";
  const why = writeSheet(k.f, x.sh.id, next.id, x.sh.call("stored", next));
  if (why !== "") return k.msg(at >= 0 ? "Not undone" : "Not applied", why);
  x.cx.party[p] = next;
  if (at >= 0) s.ap.splice(at, 1);
  else s.ap.push({ e: e, b: before });
  // the setup reads the sheets again when it shows (a wound may add a question)
  if (x.setup) x.setup.l = [];
  thenRows(s);
  k.draw();
}
