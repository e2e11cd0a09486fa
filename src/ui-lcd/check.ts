/**
 * Setting up a check of the active rules (docs/device.md, "A check"): the feature "check". The
 * check's questions are its rules' data (rules/questions.ts), read as the screens need them:
 * what must be answered is asked in order, the rest takes its initial value. Then the setup:
 * ROLL, the TN, Odds, and every question that applies with its answer, each changeable.
 * Characters are listed recently used first; the check's last three setups head its first
 * question. Picking the check and reading its party are the feature "start" (start.ts); rolling
 * and what follows (results, odds, the table view) the feature "roll" (roll.ts): their code and
 * the rules' roll are never in RAM with this code.
 *
 * A check's state is one object (Check) its screens point to; this file's code runs for a key
 * and is let go of after it (ui-lcd/services.ts, "A feature is a file").
 */
import { formatHundredths } from "../engine/format/number";
import { Question, question } from "../engine/rules/questions";
import { Choice, InputContext, InputValue, Inputs } from "../engine/rules/types";
import { GROUP, LONG_LIST } from "../engine/rules/device";
import { Flash } from "../device/flash";
import { Recent, flushRecent, recentOf, touchRecent } from "../device/recent";
import { Shelf } from "../device/shelf";
import { readSheet } from "../device/store";
import { numberEditor, numberKey, stepKey, stepper } from "./editors";
import { EDIT, Ev, Scr, list } from "./screen";
import { Kit } from "./services";

/** One check under way: what its screens share (the features "check" and "roll"). */
export interface Check {
  sh: Shelf;
  id: string;
  label: string;
  /**
   * the questions, a line each (one text holds ~2 JsVars a question fewer than an array), or null
   * while the rules work on a roll or odds (read again when next asked for: questionAt)
   */
  qs: string | null;
  /** the inputs (cx.inputs), the usable sheets and the pack, as the rules read them */
  cx: InputContext;
  /** why a member's sheet cannot be used, by id (the party is cx.party and these: no list of both is kept) */
  bad: { [id: string]: string };
  /** the members cx.party holds brief (DeviceRules.brief) until an answer names them: `named` reads them whole */
  ix: string[];
  /** ask-kind questions already asked (they are not asked again) */
  asked: string[];
  /**
   * The questions answered on the way to the setup, in order: the flow asks them on one screen,
   * each question replacing the last, and back on it asks the one before again (a screen kept
   * for each question cost ~18 JsVars, ten of them at an extended check's last answer).
   */
  bk: number[];
  /** the recent setups' key */
  key: string;
  /** the setup opens on Odds */
  odds: boolean;
  setup: Scr | null;
  /** the setup's rows: ROLL (-1), Odds (-2), else the index of a question in qs */
  shown: number[];
  /** the setup's name among the recent ones, and its characters for the log (made with its rows) */
  nm: string;
  who: string;
}

/** A screen of a check: its check, and what the kind of screen needs. */
export interface CScr extends Scr {
  x: Check;
  /** the question (its index: questionAt) */
  qi?: number;
  /** a question's list opened from the setup (its answer goes back there) */
  fs?: boolean;
  /** the group a list shows ("" none) */
  g?: string;
  /** several choices: those chosen */
  on?: string[];
}

const F = "check";
let K: Kit;

function rec(): Recent {
  if (!K.rec) {
    K.rec = {};
    K.todo.push(F);
  }
  return K.rec;
}

/** The recent choices, written back when the main menu shows again. */
export function home(k: Kit): void {
  if (k.rec) flushRecent(k.f, k.rec);
}

/** A check that start.ts has set up (its party read, its preset taken): its questions, then its setup. */
export function go(k: Kit, s: Scr): void {
  K = k;
  proceed((s as CScr).x);
}

function applies(x: Check, q: Question): boolean {
  return q.cond === "" || x.sh.call("holds", q.cond, x.cx);
}

/** A question's choices (DeviceRules.choices: `id` one, or a group); a group the rules do not give (none) is all of them. */
function choicesOf(x: Check, q: Question, id?: string): Choice[] {
  if (q.source === "") return [];
  const l = x.sh.call("choices", q.source, x.cx, id);
  return l.length === 0 && id !== undefined && id.charAt(0) === GROUP ? x.sh.call("choices", q.source, x.cx) : l;
}

function isChoice(q: Question): boolean {
  return "cCtw".indexOf(q.kind) >= 0;
}

/** Question i of the check, null past the last: its line of x.qs read in place (no list of them is made). */
export function questionAt(x: Check, i: number): Question | null {
  if (x.qs === null) x.qs = x.sh.call("questions", x.id);
  const t = x.qs;
  if (t === "") return null;
  let at = 0;
  for (let k = 0; k < i; k++) {
    at = t.indexOf("\n", at) + 1;
    if (at === 0) return null;
  }
  const end = t.indexOf("\n", at);
  return question(end < 0 ? t.substring(at) : t.substring(at, end));
}

/**
 * Why a value names a sheet that cannot be used, or "". A member the value names ("knight", a
 * part of "rogue,knight" or of "rogue:dagger:knight") is read whole now, where the party held it
 * brief: the rules read the sheets of the members their answers name (their choices too).
 */
export function named(f: Flash, x: Check, v: InputValue): string {
  if (typeof v !== "string") return "";
  const ids = v.split(",").join(":").split(":");
  let load = "";
  for (let i = 0; i < ids.length; i++) {
    if (x.bad[ids[i]] !== undefined) return x.bad[ids[i]];
    if (load === "" && x.ix.indexOf(ids[i]) >= 0) load = ids[i];
  }
  if (load === "") return "";
  // one member read, outside any loop (the build writes a function called once where it is
  // called: one function fewer held), then the next
  const s = readSheet(x.sh, f, x.sh.id, load, x.cx.pack);
  if (typeof s === "string") return load + ": " + s;
  x.ix.splice(x.ix.indexOf(load), 1);
  for (let i = 0; i < x.cx.party.length; i++) if (x.cx.party[i].id === load) x.cx.party[i] = s;
  return named(f, x, v);
}

/**
 * The first question to ask (its index), or -1 when the check is ready. On the way, answers to
 * questions that no longer apply are dropped, choices no longer offered are dropped (a weapon
 * of a character no longer chosen), and questions with an initial value (or a single choice)
 * take it.
 */
function nextToAsk(x: Check): number {
  const inputs = x.cx.inputs;
  for (let i = 0, q = questionAt(x, 0); q !== null; q = questionAt(x, ++i)) {
    if (!applies(x, q)) {
      delete inputs[q.id];
      continue;
    }
    const v = inputs[q.id];
    if (v !== undefined) {
      // an answer stays while its choice is offered (the rules asked for that choice alone)
      let offered = !isChoice(q) || q.kind === "w";
      const o = offered ? [] : choicesOf(x, q, String(v));
      for (let j = 0; j < o.length && !offered; j++) offered = o[j].id === v;
      if (offered) continue;
      delete inputs[q.id];
    }
    // a long list's groups where the rules give them (one group: its choices)
    const several = q.kind === "W" && q.initial !== undefined;
    let l = isChoice(q) || q.kind === "m" || several ? choicesOf(x, q, q.kind === "c" || q.kind === "C" ? GROUP : undefined) : [];
    if (l.length === 1 && l[0].id.charAt(0) === GROUP) l = choicesOf(x, q, l[0].id);
    const init = q.initialCond === "" || x.sh.call("holds", q.initialCond, x.cx) ? q.initial : undefined;
    // asked once though it has a value: one choice of a list is taken, one of several may be declined
    const askIt = x.asked.indexOf(q.id) < 0 && ("Cw".indexOf(q.kind) >= 0 ? l.length > 1 : several && l.length > 0);
    // an answer taken unasked is read as one given (a member it names read whole)
    if (init !== undefined && !askIt) {
      named(K.f, x, (inputs[q.id] = init));
      continue;
    }
    if (init === undefined && (q.kind === "c" || q.kind === "C") && l.length === 1) {
      named(K.f, x, (inputs[q.id] = l[0].id));
      continue;
    }
    return i;
  }
  return -1;
}

/** An answer as the setup shows it. */
function valueText(x: Check, q: Question): string {
  const v = x.cx.inputs[q.id];
  if (v === undefined) return "?";
  if (q.kind === "f") return v ? "yes" : "no";
  if (q.kind === "n") return String(v);
  if (q.kind === "h") return formatHundredths(v as number);
  if (q.kind === "m" || q.kind === "W") return v === "" ? "none" : String(v).split(",").length + " chosen";
  const l = choicesOf(x, q, String(v));
  for (let i = 0; i < l.length; i++) if (l[i].id === v) return l[i].label;
  // a character the list no longer offers (the defender just killed) is still named
  const p = x.cx.party;
  for (let i = 0; i < p.length; i++) if (p[i].id === v) return p[i].name;
  return String(v);
}

/** The answer to question qi; then on to the next, or back to the setup. */
function answered(x: Check, qi: number, v: InputValue): void {
  const q = questionAt(x, qi) as Question;
  if (x.asked.indexOf(q.id) < 0) x.asked.push(q.id);
  const why = named(K.f, x, v);
  if (why !== "") return K.msg("Cannot use", why);
  x.cx.inputs[q.id] = v;
  if (typeof v === "string" && v !== "") touchRecent(K.f, rec(), q.kind === "w" ? "who" : x.sh.id + "." + q.id, v);
  // the same question answered again (its next had nothing to choose from) is one step back
  if (!x.setup && x.bk[x.bk.length - 1] !== qi) x.bk.push(qi);
  proceed(x);
}

/** Asks the next question, or shows the setup (the question screens give way to it). */
function proceed(x: Check): void {
  const qi = nextToAsk(x);
  if (qi >= 0) return ask(x, qi, false);
  x.bk = [];
  const S = K.S;
  while (S.length > 1 && S[S.length - 1] !== x.setup && (S[S.length - 1] as CScr).x === x) S.pop();
  let s = x.setup as CScr | null;
  if (!s || K.top() !== s) {
    s = list(x.label, F, "s", []) as CScr;
    s.x = x;
    x.setup = s;
    setupRows(s);
    s.c = x.odds ? x.shown.indexOf(-2) : 0;
    return K.push(s);
  }
  s.c = 0;
  setupRows(s);
  K.draw();
}

/** Shows question qi: a list, a stepper, a number, a yes/no, or several choices. */
function ask(x: Check, qi: number, fromSetup: boolean): void {
  const q = questionAt(x, qi) as Question;
  const v = x.cx.inputs[q.id];
  const cur = v === undefined ? "" : String(v);
  let s: CScr;
  if (q.kind === "n" || q.kind === "h") {
    // no value: the initial, else where the rules say to start (TFT's attributes at 10), else 0 kept in range
    const typical = q.start === "" ? 0 : parseInt(q.start, 10);
    const from = typeof v === "number" ? v : typeof q.initial === "number" ? q.initial : typical < q.min ? q.min : typical > q.max ? q.max : typical;
    s = numberEditor(q.label, from, q.min, q.max, q.kind === "h", F, "n") as CScr;
  } else if (q.kind === "f") return taken(x, qi, !(v === true), fromSetup);
  else if (q.kind === "m" || q.kind === "W") {
    s = list(q.label, F, "m", []) as CScr;
    s.on = typeof v === "string" && v !== "" ? v.split(",") : [];
  } else if (q.kind === "t") {
    const l = choicesOf(x, q);
    if (l.length === 0) return K.msg(q.label, "Nothing to choose from.");
    // the TN starts where the GM left it last time
    const at = cur !== "" ? cur : recentOf(K.f, rec(), x.sh.id + "." + q.id)[0] || q.start;
    s = stepper(q.label, l, at, F, "t") as CScr;
  } else {
    s = list(q.label, F, "q", []) as CScr;
    s.g = "";
  }
  s.x = x;
  s.qi = qi;
  s.fs = fromSetup;
  s.b = !fromSetup && x.bk.length > 0;
  if (s.k === "q" || s.k === "m") {
    fill(s, cur);
    if (s.l.length === 0) return K.msg(q.label, "Nothing to choose from.");
  }
  // on the way to the setup the question replaces the one shown (its group's list too)
  const S = K.S;
  let top = K.top() as CScr;
  if (!fromSetup && top.x === x && top.g) {
    S.pop();
    top = K.top() as CScr;
  }
  if (!fromSetup && top.x === x && top.qi !== undefined && !top.fs) K.swap(s);
  else push(s);
}

/**
 * Pushes a screen of the flow; the question lists under it let go of their rows (a list is
 * made again from the check when it shows again: a covered list costs nothing).
 */
function push(s: CScr): void {
  for (let i = 1; i < K.S.length; i++) {
    const c = K.S[i] as CScr;
    if (c.f === F && (c.k === "q" || c.k === "m")) c.l = [];
  }
  K.push(s);
}

/**
 * A question's list: the choices (characters recently used first, then what the rules add),
 * on a first question the check's recent setups first; a list longer than 12 in groups
 * ("Active", "Physical"...) asks the group first. `cur` puts the cursor on that answer. Returns
 * the choices behind the rows ("\x01" + n a recent setup, "\x02" + n a group).
 */
function fill(s: CScr, cur?: string): Choice[] {
  const x = s.x;
  const q = questionAt(x, s.qi as number) as Question;
  // a choice's list by group where the rules give it so: its groups, or the group shown
  let l = choicesOf(x, q, q.kind === "c" || q.kind === "C" ? GROUP + s.g : undefined);
  if (s.k === "m") {
    // several choices: Done, then each with [x] when chosen
    s.l = ["Done"];
    s.r = [""];
    for (let i = 0; i < l.length; i++) {
      s.l.push(l[i].label);
      s.r.push((s.on as string[]).indexOf(l[i].id) >= 0 ? "[x]" : "[ ]");
    }
    return [{ id: "", label: "" }].concat(l);
  }
  if (q.kind === "w") {
    // the party, recently used first, then those this check has chosen already (the attacker,
    // when the defender is asked), then what the rules add (Anyone)
    const recent = recentOf(K.f, rec(), "who");
    // the answers of the check's other character questions ("id:w:..." lines; searched a
    // character at a time: Espruino's indexOf of a longer text can find a false end)
    const chosen: InputValue[] = [];
    const t = x.qs as string;
    for (let at = 0; at < t.length; at = t.indexOf("\n", at) + 1 || t.length) {
      const c = t.indexOf(":", at);
      const id = t.substring(at, c);
      if (id !== q.id && t.substring(c, c + 3) === ":w:") chosen.push(x.cx.inputs[id]);
    }
    const first: Choice[] = [];
    const rest: Choice[] = [];
    const taken: Choice[] = [];
    const p = x.cx.party;
    for (let i = 0; i < p.length; i++) (chosen.indexOf(p[i].id) >= 0 ? taken : recent.indexOf(p[i].id) >= 0 ? first : rest).push({ id: p[i].id, label: p[i].name });
    for (let i = 0; i < taken.length; i++) rest.push(taken[i]);
    // members whose sheet cannot be used, by id, last: chosen, they say why
    for (const id in x.bad) rest.push({ id: id, label: id });
    first.sort(function (a, b) {
      return recent.indexOf(a.id) - recent.indexOf(b.id);
    });
    for (let i = 0; i < l.length; i++) {
      let sheet = false;
      for (let j = 0; j < x.cx.party.length; j++) sheet = sheet || x.cx.party[j].id === l[i].id;
      if (!sheet && x.bad[l[i].id] === undefined) rest.push(l[i]);
    }
    l = first.concat(rest);
  }
  const rows: Choice[] = [];
  // the check's recent setups head its first question
  if (!s.fs && s.g === "" && s.qi === 0) {
    const recents = recentOf(K.f, rec(), x.key);
    for (let i = 0; i < recents.length; i++) rows.push({ id: "\x01" + i, label: "* " + recents[i].substring(recents[i].indexOf("\x01") + 1) });
  }
  const groups: string[] = [];
  if (s.g === "" && l.length > LONG_LIST) for (let i = 0; i < l.length; i++) if (l[i].group && groups.indexOf(l[i].group as string) < 0) groups.push(l[i].group as string);
  for (let i = 0; i < groups.length; i++) rows.push({ id: GROUP + groups[i], label: groups[i] + " >" });
  for (let i = 0; i < l.length && groups.length === 0; i++) {
    if (s.g !== "" && l[i].group !== s.g) continue;
    if (l[i].id === cur) s.c = rows.length;
    // the rules' groups (DeviceRules.choices) as the list's own
    rows.push(l[i].id.charAt(0) === GROUP ? { id: l[i].id, label: l[i].label + " >" } : l[i]);
  }
  s.l = [];
  for (let i = 0; i < rows.length; i++) s.l.push(rows[i].label);
  return rows;
}

/** A key on one of the check's screens. */
export function key(k: Kit, sc: Scr, ev: Ev): boolean {
  K = k;
  const s = sc as CScr;
  const x = s.x;
  if (ev === "back") {
    // the question answered before this one, asked again in its place; else the screen leaves
    const before = s.b ? x.bk.pop() : undefined;
    if (before !== undefined) {
      ask(x, before, false);
      return true;
    }
    if (s.c !== EDIT) return false;
  }
  if (s.k === "n") return numberKey(k, s, ev, editorTaken);
  if (s.k === "t") {
    const q = questionAt(x, s.qi as number) as Question;
    return stepKey(k, s, ev, editorTaken, function () {
      return choicesOf(x, q);
    });
  }
  if (s.k === "s") {
    // the setup shown again after a result changed a sheet: its rows made again
    if (ev === "") setupRows(s);
    if (ev !== "select") return true;
    const r = x.shown[s.c];
    if (r === -1 || r === -2) {
      // the roll and the odds are the feature "roll"'s, with the rules' work done without this code
      const odds = r === -2;
      const w = { t: "Odds: " + x.label, l: ["Working..."], c: -1, o: 0, f: "roll", k: "w", x: x };
      if (odds) k.push(w);
      // the setup lets go of its rows and the questions while the rules work (made again when
      // it shows: ~60 and ~95 JsVars at a melee roll's deepest point on a small board)
      s.l = [];
      s.r = [];
      x.qs = null;
      k.job({ sh: x.sh, m: odds ? "odds" : "resolve", a: odds ? [x.id, x.cx.inputs, x.cx.party, x.cx.pack] : [x.id, x.cx.inputs, x.cx.party, x.cx.pack, k.rng], f: "roll", s: odds ? w : s, w: odds });
    } else ask(x, r, true);
    return true;
  }
  // a list that let go of its rows, shown again; on select, its rows are made again with their
  // choices (its labels let go of first: SIFRP's 47 weapons held them twice on a Bangle.js 1), and
  // the choices are let go of before the answer is taken (the next question's are made meanwhile)
  s.l = [];
  let rows: Choice[] | null = fill(s);
  if (ev !== "select" || rows.length === 0) return true;
  const id = rows[s.c].id;
  rows = null;
  if (s.k === "m") {
    const on = s.on as string[];
    if (s.c > 0) {
      const at = on.indexOf(id);
      if (at >= 0) on.splice(at, 1);
      else on.push(id);
      fill(s);
      k.draw();
    } else if (on.length === 0 && (questionAt(x, s.qi as number) as Question).initial === undefined) {
      // a list that needs one (group work's workers, a round's fighters): said here, not refused at ROLL
      k.msg(s.t as string, "None chosen. Choose one or more, then Done.");
    } else taken(x, s.qi as number, on.join(","), !!s.fs);
    return true;
  }
  const tag = id.charAt(0);
  if (tag === "\x01") useRecent(x, recentOf(k.f, rec(), x.key)[parseInt(id.substring(1), 10)]);
  else if (tag === GROUP) {
    const g = list(id.substring(1), F, "q", []) as CScr;
    g.x = x;
    g.qi = s.qi;
    g.fs = s.fs;
    g.g = g.t;
    const v = x.cx.inputs[(questionAt(x, s.qi as number) as Question).id];
    fill(g, v === undefined ? "" : String(v));
    push(g);
  } else taken(x, s.qi as number, id, !!s.fs);
  return true;
}

/**
 * An answer given on its screen (a list, an editor), still on top: from the setup, the screens
 * above the setup leave; on the way, the next question replaces it (ask) or the setup does (proceed).
 */
function taken(x: Check, qi: number, v: InputValue, fromSetup: boolean): void {
  const S = K.S;
  if (fromSetup) while (S.length > 1 && S[S.length - 1] !== x.setup) S.pop();
  answered(x, qi, v);
}

function editorTaken(s: Scr, v: InputValue): void {
  taken((s as CScr).x, (s as CScr).qi as number, v, !!(s as CScr).fs);
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
    const why = named(K.f, x, given[key]);
    if (why !== "") return K.msg("Cannot use", why);
  }
  x.cx.inputs = given;
  for (let i = 0, q = questionAt(x, 0); q !== null; q = questionAt(x, ++i)) x.asked.push(q.id);
  proceed(x);
}

/**
 * The setup's rows: ROLL, the stepper question (the TN) when there is one, Odds, the other
 * questions that apply; and the setup's name among the recent ones (its first answers) and its
 * characters for the log.
 */
function setupRows(s: CScr): void {
  const x = s.x;
  const out: number[] = [-1];
  let tn = -1;
  const rest: number[] = [];
  const names: string[] = [];
  const who: string[] = [];
  // each answer's text made once (a choice's reads its rules' choices: on a small board each
  // family of them is a file evaluated for it)
  const texts: string[] = [];
  for (let i = 0, q = questionAt(x, 0); q !== null; q = questionAt(x, ++i)) {
    const v = x.cx.inputs[q.id];
    if (q.kind === "w" && v !== undefined) {
      let name = "Anyone";
      for (let j = 0; j < x.cx.party.length; j++) if (x.cx.party[j].id === v) name = x.cx.party[j].name;
      who.push(name);
    }
    if (!applies(x, q)) continue;
    texts[i] = valueText(x, q);
    if (q.kind === "t" && tn < 0) tn = i;
    else rest.push(i);
    if (names.length < 4 && q.kind !== "f" && v !== undefined && v !== q.initial) names.push(texts[i]);
  }
  x.nm = names.length ? names.join(" ") : x.label;
  x.who = who.join(", ");
  if (tn >= 0) out.push(tn);
  out.push(-2);
  x.shown = out.concat(rest);
  s.l = [];
  s.r = [];
  for (let i = 0; i < x.shown.length; i++) {
    const r = x.shown[i];
    const q = r < 0 ? null : questionAt(x, r);
    // the stepper's row is its answer ("TN 13 basic skill")
    s.l.push(!q ? (r === -1 ? "ROLL" : "Odds") : q.kind === "t" ? texts[r] : q.label);
    s.r.push(!q || q.kind === "t" ? "" : texts[r]);
  }
}
