/**
 * Setting up and rolling a check of the active rules (docs/device.md, "A check"). The check's
 * questions are its rules' data (rules/questions.ts), read as the screens need them: what must
 * be answered is asked in order, the rest takes its initial value. Then the setup: ROLL, the
 * TN, Odds, and every question that applies with its answer, each changeable. A result is one
 * press from each common thing: select rolls again, up shows the table view, down lists what
 * follows (apply an effect to a sheet or take it back, the next check, odds), back returns to
 * the setup. Characters are listed recently used first; the check's last three setups head its
 * first question.
 *
 * A check's state is one object (Check); its screens are data that point to it (Scr.x), and
 * each kind of screen is one function here, made once when the feature's file is evaluated:
 * nothing is a closure made per check or per screen (docs/runtime.md, "Screens").
 */
import { formatHundredths, formatPercent } from "../engine/format/number";
import { Question, question } from "../engine/rules/questions";
import { Choice, Effect, InputContext, InputValue, Inputs, Outcome, SheetBase } from "../engine/rules/types";
import { logRoll } from "../device/log-ring";
import { Recent, flushRecent, recentOf, touchRecent } from "../device/recent";
import { Shelf } from "../device/shelf";
import { partyOf, writeSheet } from "../device/store";
import { activeRules } from "./active";
import { numberEditor, stepper } from "./editors";
import { EDIT, Ev, Scr, TEXT, list, text } from "./screen";
import { Kit, Member, errorText } from "./services";
import { View } from "./view";

/** One check under way: what its screens share. */
interface Check {
  sh: Shelf;
  id: string;
  label: string;
  qs: string[];
  /** the inputs (cx.inputs), the usable sheets and the pack, as the rules read them */
  cx: InputContext;
  /** why a member's sheet cannot be used, by id */
  bad: { [id: string]: string };
  /** ask-kind questions already asked (they are not asked again) */
  asked: string[];
  members: Member[];
  /** the recent setups' key */
  key: string;
  /** the setup opens on Odds */
  odds: boolean;
  setup: Scr | null;
  /** the setup's rows: ROLL (-1), Odds (-2), else the index of a question in qs */
  shown: number[];
}

/** A screen of a check: its check, and what the kind of screen needs. */
interface CScr extends Scr {
  x: Check;
  q?: Question;
  /** a list's choices (with the recent setups' rows first); emptied while the screen is covered */
  ch?: Choice[];
  /** a question's list opened from the setup (its answer goes back there) */
  fs?: boolean;
  /** the group a list shows ("" none), and the groups a long list is split into */
  g?: string;
  gr?: string[];
  /** several choices: those chosen */
  on?: string[];
  /** a result: its outcome, the effects applied from it, the hint on its last row */
  out?: Outcome;
  ap?: { e: Effect; b: SheetBase }[];
  hint?: string;
}

let K: Kit;
/** the recent choices touched while the feature is open, written back at the main menu */
let rec: Recent;

/** A tiny but possible probability in words that mean something: "1 in 11,000", "< 1 in 10 million". */
export function chanceText(p: number): string {
  if (p <= 0) return "never";
  if (p * 1000 >= 1) return formatPercent(p);
  const n = Math.floor(1 / p + 1 / 2);
  return n >= 10000000 ? "< 1 in 10 million" : "1 in " + n;
}

/** A main-menu entry's checks (Roll, Opposed, Combat, Odds): straight into the check when there is one. */
export function pickCheck(k: Kit, entry: string): void {
  K = k;
  rec = {};
  k.atHome(function () {
    flushRecent(k.f, rec);
  });
  const sh = activeRules(k);
  if (!sh) return;
  const odds = entry === "odds";
  const all = sh.call("checkList");
  const l: string[][] = [];
  for (let i = 0; i < all.length; i++) if (odds || all[i][2] === entry) l.push(all[i]);
  if (l.length === 0) return k.msg(sh.name, "No " + entry + " checks in " + sh.name + ".");
  if (l.length === 1) return start(sh, l[0][0], l[0][1], odds);
  const labels: string[] = [];
  for (let i = 0; i < l.length; i++) labels.push(l[i][1]);
  const s = list(odds ? "Odds" : sh.name, labels, function (s, key) {
    if (key !== "select") return false;
    start(sh, l[s.c][0], l[s.c][1], odds);
    return true;
  });
  k.push(s);
}

/**
 * Starts a check: `preset` fills inputs (a follow-up's), `odds` opens the setup on Odds. The
 * party's sheets are read now; a member whose sheet cannot be used says why when chosen.
 */
function start(sh: Shelf, id: string, label: string, odds: boolean, preset?: Inputs): void {
  const read: (SheetBase | string)[] = [];
  const members = partyOf(sh, K.f, read);
  const x: Check = { sh: sh, id: id, label: label, qs: sh.call("questions", id), cx: { inputs: {}, party: [], pack: sh.pack }, bad: {}, asked: [], members: members, key: "setup." + sh.id + "." + id, odds: odds, setup: null, shown: [] };
  for (let i = 0; i < members.length; i++) {
    const s = read[i];
    if (typeof s === "string") x.bad[members[i].id] = members[i].name + ": " + s;
    else x.cx.party.push(s);
  }
  for (const key in preset) {
    const why = badNamed(x, (preset as Inputs)[key]);
    if (why !== "") return K.msg("Cannot use", why);
    x.cx.inputs[key] = (preset as Inputs)[key];
    x.asked.push(key);
  }
  proceed(x);
}

function applies(x: Check, q: Question): boolean {
  return q.cond === "" || x.sh.call("holds", q.cond, x.cx);
}

function choicesOf(x: Check, q: Question): Choice[] {
  return q.source === "" ? [] : x.sh.call("choices", q.source, x.cx);
}

function isChoice(q: Question): boolean {
  return "cCtw".indexOf(q.kind) >= 0;
}

/** Why a value names a sheet that cannot be used, or "". */
function badNamed(x: Check, v: InputValue): string {
  if (typeof v !== "string") return "";
  const ids = v.split(",");
  for (let i = 0; i < ids.length; i++) if (x.bad[ids[i]] !== undefined) return x.bad[ids[i]];
  return "";
}

function sheetOf(x: Check, who: string): SheetBase | null {
  for (let i = 0; i < x.cx.party.length; i++) if (x.cx.party[i].id === who) return x.cx.party[i];
  return null;
}

/**
 * The first question to ask, or null when the check is ready. On the way, answers to
 * questions that no longer apply are dropped, choices no longer offered are dropped (a
 * weapon of a character no longer chosen), and questions with an initial value (or a single
 * choice) take it.
 */
function nextToAsk(x: Check): Question | null {
  const inputs = x.cx.inputs;
  for (let i = 0; i < x.qs.length; i++) {
    const q = question(x.qs[i]);
    if (!applies(x, q)) {
      delete inputs[q.id];
      continue;
    }
    const v = inputs[q.id];
    const l = isChoice(q) || q.kind === "m" ? choicesOf(x, q) : [];
    if (v !== undefined) {
      let offered = !isChoice(q) || q.kind === "w";
      for (let j = 0; j < l.length && !offered; j++) offered = l[j].id === v;
      if (offered) continue;
      delete inputs[q.id];
    }
    const init = q.initialCond === "" || x.sh.call("holds", q.initialCond, x.cx) ? q.initial : undefined;
    const askIt = "CwW".indexOf(q.kind) >= 0 && x.asked.indexOf(q.id) < 0 && l.length > 1;
    if (init !== undefined && !askIt) {
      inputs[q.id] = init;
      continue;
    }
    if (init === undefined && (q.kind === "c" || q.kind === "C") && l.length === 1) {
      inputs[q.id] = l[0].id;
      continue;
    }
    return q;
  }
  return null;
}

/** An answer as the setup shows it. */
function valueText(x: Check, q: Question): string {
  const v = x.cx.inputs[q.id];
  if (v === undefined) return "?";
  if (q.kind === "f") return v ? "yes" : "no";
  if (q.kind === "n") return String(v);
  if (q.kind === "h") return formatHundredths(v as number);
  if (q.kind === "m" || q.kind === "W") return v === "" ? "none" : String(v).split(",").length + " chosen";
  const l = choicesOf(x, q);
  for (let i = 0; i < l.length; i++) if (l[i].id === v) return l[i].label;
  // a character the list no longer offers (the defender just killed) is still named
  for (let i = 0; i < x.members.length; i++) if (x.members[i].id === v) return x.members[i].name;
  return String(v);
}

/** The answer to one question; then on to the next, or back to the setup. */
function answered(x: Check, q: Question, v: InputValue): void {
  if (x.asked.indexOf(q.id) < 0) x.asked.push(q.id);
  const why = badNamed(x, v);
  if (why !== "") return K.msg("Cannot use", why);
  x.cx.inputs[q.id] = v;
  if (typeof v === "string" && v !== "") touchRecent(K.f, rec, q.kind === "w" ? "who" : x.sh.id + "." + q.id, v);
  proceed(x);
}

/** Asks the next question, or shows the setup (the question screens give way to it). */
function proceed(x: Check): void {
  const q = nextToAsk(x);
  if (q) return ask(x, q, false);
  const S = K.S;
  while (S.length > 1 && S[S.length - 1] !== x.setup && (S[S.length - 1] as CScr).x === x) S.pop();
  const s = x.setup;
  if (s && K.top() === s) {
    s.c = 0;
    return K.draw();
  }
  const n: CScr = { t: x.label, l: [], r: [], c: 0, o: 0, h: setupKey, x: x };
  x.setup = n;
  setupRows(n);
  n.c = x.odds ? x.shown.indexOf(-2) : 0;
  K.push(n);
}

/** Shows the question for an input: a list, a stepper, a number, a yes/no, or several choices. */
function ask(x: Check, q: Question, fromSetup: boolean): void {
  const v = x.cx.inputs[q.id];
  const cur = v === undefined ? "" : String(v);
  if (q.kind === "n" || q.kind === "h") {
    // no value: the initial, else where the rules say to start (TFT's attributes at 10), else 0 kept in range
    const typical = q.start === "" ? 0 : parseInt(q.start, 10);
    const from = typeof v === "number" ? v : typeof q.initial === "number" ? q.initial : typical < q.min ? q.min : typical > q.max ? q.max : typical;
    const e = numberEditor(q.label, from, q.min, q.max, q.kind === "h", numberTaken) as CScr;
    e.x = x;
    e.q = q;
    return push(e);
  }
  if (q.kind === "f") return taken(x, q, !(v === true), fromSetup);
  if (q.kind === "m" || q.kind === "W") {
    const on = typeof v === "string" && v !== "" ? v.split(",") : [];
    const m: CScr = { t: q.label, l: ["Done"], r: [""], c: 0, o: 0, h: manyKey, x: x, q: q, ch: choicesOf(x, q), on: on };
    return push(m);
  }
  if (q.kind === "t") {
    const l = choicesOf(x, q);
    if (l.length === 0) return K.msg(q.label, "Nothing to choose from.");
    // the TN starts where the GM left it last time
    const at = cur !== "" ? cur : recentOf(K.f, rec, x.sh.id + "." + q.id)[0] || q.start;
    const e = stepper(q.label, l, at, stepTaken) as CScr;
    e.x = x;
    e.q = q;
    return push(e);
  }
  const s: CScr = { t: q.label, l: [], c: 0, o: 0, h: choiceKey, x: x, q: q, fs: fromSetup, g: "" };
  fill(s, cur);
  if (s.l.length === 0) return K.msg(q.label, "Nothing to choose from.");
  push(s);
}

/**
 * Pushes a screen of the check's flow; the question lists under it let go of their rows (a
 * question's list is made again from the check when it shows: a covered list costs nothing).
 */
function push(s: CScr): void {
  for (let i = 1; i < K.S.length; i++) {
    const c = K.S[i] as CScr;
    if (c.h === choiceKey) {
      c.l = [];
      c.ch = [];
    }
  }
  K.push(s);
}

/**
 * A question's list: the choices (characters recently used first, then what the rules add),
 * on a first question the check's recent setups first; a list longer than 12 in groups
 * ("Active", "Physical"...) asks the group first. `cur` puts the cursor on that answer.
 */
function fill(s: CScr, cur?: string): void {
  const x = s.x;
  const q = s.q as Question;
  let l = choicesOf(x, q);
  if (q.kind === "w") {
    // the party, recently used first, then what the rules add (Anyone)
    const recent = recentOf(K.f, rec, "who");
    const first: Choice[] = [];
    const rest: Choice[] = [];
    for (let i = 0; i < x.members.length; i++) (recent.indexOf(x.members[i].id) >= 0 ? first : rest).push({ id: x.members[i].id, label: x.members[i].name });
    first.sort(function (a, b) {
      return recent.indexOf(a.id) - recent.indexOf(b.id);
    });
    for (let i = 0; i < l.length; i++) if (!sheetOf(x, l[i].id) && x.bad[l[i].id] === undefined) rest.push(l[i]);
    l = first.concat(rest);
  }
  const rows: Choice[] = [];
  // the check's recent setups head its first question
  if (!s.fs && s.g === "" && x.qs[0].substring(0, q.id.length + 1) === q.id + ":") {
    const recents = recentOf(K.f, rec, x.key);
    for (let i = 0; i < recents.length; i++) rows.push({ id: "\x01" + i, label: "* " + recents[i].substring(recents[i].indexOf("\x01") + 1) });
  }
  const groups: string[] = [];
  if (s.g === "" && l.length > 12) for (let i = 0; i < l.length; i++) if (l[i].group && groups.indexOf(l[i].group as string) < 0) groups.push(l[i].group as string);
  for (let i = 0; i < groups.length; i++) rows.push({ id: "\x02" + i, label: groups[i] + " >" });
  for (let i = 0; i < l.length && groups.length === 0; i++) {
    if (s.g !== "" && l[i].group !== s.g) continue;
    if (l[i].id === cur) s.c = rows.length;
    rows.push(l[i]);
  }
  s.ch = rows;
  s.gr = groups;
  s.l = [];
  for (let i = 0; i < rows.length; i++) s.l.push(rows[i].label);
}

function choiceKey(sc: Scr, key: Ev): boolean {
  const s = sc as CScr;
  if (key === "" && s.l.length === 0) fill(s);
  if (key !== "select" || s.l.length === 0) return key === "";
  const c = (s.ch as Choice[])[s.c];
  const tag = c.id.charAt(0);
  if (tag === "\x01") useRecent(s.x, recentOf(K.f, rec, s.x.key)[parseInt(c.id.substring(1), 10)]);
  else if (tag === "\x02") {
    const v = s.x.cx.inputs[(s.q as Question).id];
    const g: CScr = { t: "", l: [], c: 0, o: 0, h: choiceKey, x: s.x, q: s.q, fs: s.fs, g: (s.gr as string[])[parseInt(c.id.substring(1), 10)] };
    g.t = g.g as string;
    fill(g, v === undefined ? "" : String(v));
    push(g);
  } else taken(s.x, s.q as Question, c.id, !!s.fs);
  return true;
}

/** A list's answer: its screens (and the group's) leave for the next question or the setup. */
function taken(x: Check, q: Question, v: InputValue, fromSetup: boolean): void {
  const S = K.S;
  if (fromSetup) while (S.length > 1 && S[S.length - 1] !== x.setup) S.pop();
  answered(x, q, v);
}

function numberTaken(s: Scr, v: number): void {
  answered((s as CScr).x, (s as CScr).q as Question, v);
}

function stepTaken(s: Scr, id: string): void {
  answered((s as CScr).x, (s as CScr).q as Question, id);
}

/** Several choices (modifiers, workers): select toggles one, Done takes them. */
function manyKey(sc: Scr, key: Ev): boolean {
  const s = sc as CScr;
  const l = s.ch as Choice[];
  const on = s.on as string[];
  if (key === "") {
    for (let i = 0; i < l.length; i++) {
      s.l[i + 1] = l[i].label;
      (s.r as string[])[i + 1] = on.indexOf(l[i].id) >= 0 ? "[x]" : "[ ]";
    }
    return true;
  }
  if (key !== "select") return false;
  if (s.c > 0) {
    const at = on.indexOf(l[s.c - 1].id);
    if (at >= 0) on.splice(at, 1);
    else on.push(l[s.c - 1].id);
    K.draw();
  } else {
    K.pop();
    answered(s.x, s.q as Question, on.join(","));
  }
  return true;
}

/** A recent setup: its answers as they were, then the setup (asking what no longer holds). */
function useRecent(x: Check, saved: string): void {
  let given: Inputs;
  try {
    given = JSON.parse(saved.substring(0, saved.indexOf("\x01")));
  } catch (e) {
    return K.msg("Cannot use", "That setup is unreadable.");
  }
  for (const key in given) {
    const why = badNamed(x, given[key]);
    if (why !== "") return K.msg("Cannot use", why);
  }
  x.cx.inputs = given;
  for (let i = 0; i < x.qs.length; i++) x.asked.push(question(x.qs[i]).id);
  proceed(x);
}

/** The setup's rows: ROLL, the stepper question (the TN) when there is one, Odds, the other questions that apply. */
function setupRows(s: CScr): void {
  const x = s.x;
  const out: number[] = [-1];
  let tn = -1;
  const rest: number[] = [];
  for (let i = 0; i < x.qs.length; i++) {
    const q = question(x.qs[i]);
    if (!applies(x, q)) continue;
    if (q.kind === "t" && tn < 0) tn = i;
    else rest.push(i);
  }
  if (tn >= 0) out.push(tn);
  out.push(-2);
  x.shown = out.concat(rest);
  s.l = [];
  s.r = [];
  for (let i = 0; i < x.shown.length; i++) {
    const r = x.shown[i];
    const q = r < 0 ? null : question(x.qs[r]);
    // the stepper's row is its answer ("TN 13 basic skill")
    s.l.push(!q ? (r === -1 ? "ROLL" : "Odds") : q.kind === "t" ? valueText(x, q) : q.label);
    s.r.push(!q || q.kind === "t" ? "" : valueText(x, q));
  }
}

function setupKey(sc: Scr, key: Ev): boolean {
  const s = sc as CScr;
  // the questions that apply follow the answers
  if (key === "") setupRows(s);
  if (key !== "select") return key === "";
  const r = s.x.shown[s.c];
  if (r === -1) roll(s.x);
  else if (r === -2) showOdds(s.x);
  else ask(s.x, question(s.x.qs[r]), true);
  return true;
}

/** The characters of the check, for the log. */
function who(x: Check): string {
  const names: string[] = [];
  for (let i = 0; i < x.qs.length; i++) {
    const q = question(x.qs[i]);
    const v = x.cx.inputs[q.id];
    if (q.kind !== "w" || v === undefined) continue;
    const s = sheetOf(x, String(v));
    names.push(s ? s.name : "Anyone");
  }
  return names.join(", ");
}

/** A short name of this setup for the list of recent ones: its first answers. */
function setupName(x: Check): string {
  const parts: string[] = [];
  for (let i = 0; i < x.qs.length && parts.length < 4; i++) {
    const q = question(x.qs[i]);
    if (q.kind === "f" || x.cx.inputs[q.id] === undefined || x.cx.inputs[q.id] === q.initial || !applies(x, q)) continue;
    parts.push(valueText(x, q));
  }
  return parts.length ? parts.join(" ") : x.label;
}

function roll(x: Check): void {
  let o: Outcome;
  try {
    o = x.sh.call("resolve", x.id, x.cx.inputs, x.cx.party, x.cx.pack, K.rng);
  } catch (e) {
    return K.msg("Cannot roll", errorText(e));
  }
  // inputs is an object: its text is never JSON's "null" for undefined
  const given: string = JSON.stringify(x.cx.inputs);
  touchRecent(K.f, rec, x.key, given + "\x01" + setupName(x));
  const warning = logRoll(K.f, K.b.log, who(x), x.label, o.table, o.summary);
  K.buzz();
  // an effect to apply or a next check is said on the last row, so the GM knows down leads
  // to it: pinned there until the text is scrolled to its end, where it is the last line
  const more = o.effects.length + o.followUps.length > 0;
  // in words a GM reads at a glance, within 14 columns
  const hint = !more ? "" : o.effects.length > 0 ? "Down: apply" : "Down: next";
  // a roll the log could not keep says so first, where the GM sees it without scrolling
  let lines = warning === "" ? o.lines : ["Not logged: " + warning].concat(o.lines);
  if (more) lines = lines.concat([hint]);
  const r: CScr = { t: o.table, l: lines, c: TEXT, o: 0, h: resultKey, d: resultDraw, x: x, out: o, ap: [], hint: hint };
  if (K.top().h === resultKey) K.swap(r);
  else K.push(r);
  if (K.st.tableFirst) tableView(o);
}

function resultDraw(sc: Scr, v: View): void {
  const s = sc as CScr;
  K.text(s);
  if (s.hint !== "" && s.o < K.rows(s.l).length - v.rows) {
    const y = v.rows * v.line;
    v.s.setColor(v.look.bg);
    v.s.fillRect(0, y, v.width - 1, y + v.line - 1);
    v.s.setColor(v.look.fg);
    v.s.drawString(s.hint as string, 1, y);
  }
}

/** A result: select rolls again, up the table view, down what follows, back the setup. */
function resultKey(sc: Scr, key: Ev): boolean {
  const s = sc as CScr;
  const o = s.out as Outcome;
  const end = s.o >= K.rows(s.l).length - K.v.rows;
  if (key === "select") roll(s.x);
  else if (key === "up" && s.o === 0) tableView(o);
  else if (key === "down" && end) {
    const n = o.effects.length;
    const t: CScr = { t: "Then", l: [], c: 0, o: 0, h: thenKey, x: s.x, out: o, ap: s.ap };
    // the list is its effects (apply or take back), its next checks, odds, the table view
    for (let i = 0; i < n + o.followUps.length; i++) t.l.push(i < n ? "" : "Next: " + o.followUps[i - n].label);
    t.l.push("Odds", "Table view");
    K.push(t);
  } else return false;
  return true;
}

function appliedAt(s: CScr, e: Effect): number {
  const ap = s.ap as { e: Effect }[];
  for (let i = 0; i < ap.length; i++) if (ap[i].e === e) return i;
  return -1;
}

/** What follows a result: apply (or take back) its effects, the next checks, odds, the table view. */
function thenKey(sc: Scr, key: Ev): boolean {
  const s = sc as CScr;
  const o = s.out as Outcome;
  const n = o.effects.length;
  const f = o.followUps.length;
  if (key === "") {
    for (let i = 0; i < n; i++) s.l[i] = (appliedAt(s, o.effects[i]) >= 0 ? "Undo: " : "Apply: ") + o.effects[i].text;
    return true;
  }
  if (key !== "select") return false;
  const i = s.c;
  if (i < n) applyOrUndo(s, o.effects[i]);
  else if (i < n + f) start(s.x.sh, o.followUps[i - n].check, labelOf(s.x, o.followUps[i - n].check), false, o.followUps[i - n].inputs);
  else if (i === n + f) showOdds(s.x);
  else tableView(o);
  return true;
}

function labelOf(x: Check, check: string): string {
  const l = x.sh.call("checkList");
  for (let i = 0; i < l.length; i++) if (l[i][0] === check) return l[i][1];
  return check;
}

/** Writes an effect to its sheet, or takes an applied one back (the sheet as it was). */
function applyOrUndo(s: CScr, e: Effect): void {
  const x = s.x;
  const ap = s.ap as { e: Effect; b: SheetBase }[];
  const at = appliedAt(s, e);
  const current = sheetOf(x, e.character);
  if (!current) return K.msg("Not applied", "No sheet for " + e.character + " in this check.");
  let next: SheetBase;
  try {
    next = at >= 0 ? ap[at].b : x.sh.call("apply", current, e, x.cx.pack);
  } catch (er) {
    return K.msg("Not applied", errorText(er));
  }
  const why = writeSheet(K.f, x.sh.id, next.id, x.sh.call("stored", next));
  if (why !== "") return K.msg(at >= 0 ? "Not undone" : "Not applied", why);
  for (let i = 0; i < x.cx.party.length; i++) if (x.cx.party[i].id === next.id) x.cx.party[i] = next;
  if (at >= 0) ap.splice(at, 1);
  else ap.push({ e: e, b: current });
  K.draw();
}

function showOdds(x: Check): void {
  const wait = text("Odds: " + x.label, ["Working..."]);
  K.push(wait);
  K.later(function () {
    let lines: string[];
    try {
      const o = x.sh.call("odds", x.id, x.cx.inputs, x.cx.party, x.cx.pack);
      lines = [];
      for (let i = 0; i < o.lines.length; i++) lines.push(o.lines[i].label + "\t" + chanceText(o.lines[i].p));
    } catch (e) {
      lines = [errorText(e)];
    }
    if (K.top() === wait) K.swap(text(wait.t, lines));
  });
}

/** The table view: the outcome's words, large, for the players; never a number from a sheet. */
function tableView(o: Outcome): void {
  const words = o.table.split(" ");
  if (o.degree !== "" && !K.st.wordsOnly) words.push(o.degree);
  K.push({ t: "", l: words, c: EDIT, o: 0, h: tableKey, d: tableDraw });
}

function tableKey(_s: Scr, key: Ev): boolean {
  if (key !== "") K.pop();
  return true;
}

function tableDraw(s: Scr, v: View): void {
  const words = s.l;
  // as large as the longest word allows, at most three times the usual size
  const h1 = v.line / v.look.scale;
  let scale = v.look.scale * 3;
  for (;;) {
    v.s.setFont(v.look.font, scale);
    let widest = 0;
    for (let i = 0; i < words.length; i++) widest = Math.max(widest, v.s.stringWidth(words[i]));
    if (scale === 1 || (widest <= v.width - 4 && words.length * h1 * scale <= v.height)) break;
    scale--;
  }
  let y = (v.height - words.length * h1 * scale) >> 1;
  v.s.setColor(v.look.fg);
  for (let i = 0; i < words.length; i++) {
    v.s.drawString(words[i], (v.width - v.s.stringWidth(words[i])) >> 1, y);
    y += h1 * scale;
  }
  v.s.setFont(v.look.font, v.look.scale);
}
