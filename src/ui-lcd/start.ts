/**
 * Starting a check: the feature "start". A main-menu entry's checks (Roll, Opposed, Combat, Odds)
 * listed, or straight into the check when there is one; then the party read (each sheet checked
 * by its rules, the demo party written the first time) and the check handed to the feature
 * "check" (check.ts) for its questions, once this code is let go of: reading the party and
 * asking the questions never hold each other's code.
 */
import { Inputs, SheetBase } from "../engine/rules/types";
import { Shelf } from "../device/shelf";
import { partyOf } from "../device/store";
import { CScr, Check, named } from "./check";
import { Ev, Scr, list } from "./screen";
import { Kit } from "./services";

const F = "start";

/** A list of a main-menu entry's checks: their ids, and the entry (to list them again). */
type Checks = Scr & { ids: string[]; en: string };

/** The checks a main-menu entry lists (Odds: every check): ids and labels. */
function listed(sh: Shelf, entry: string): { ids: string[]; labels: string[] } {
  const all = sh.call("checkList");
  const out = { ids: [] as string[], labels: [] as string[] };
  for (let i = 0; i < all.length; i++) {
    if (entry !== "odds" && all[i][2] !== entry) continue;
    out.ids.push(all[i][0]);
    out.labels.push(all[i][1]);
  }
  return out;
}

/** A main-menu entry's checks (Roll, Opposed, Combat, Odds): straight into the check when there is one. */
export function pickCheck(k: Kit, entry: string): void {
  const sh = k.rules();
  if (!sh) return;
  const odds = entry === "odds";
  const c = listed(sh, entry);
  if (c.ids.length === 0) return k.msg(sh.name, "No " + entry + " checks in " + sh.name + ".");
  if (c.ids.length === 1) return start(k, sh, c.ids[0], c.labels[0], odds);
  const s = list(odds ? "Odds" : sh.name, F, "p", c.labels) as Checks;
  s.ids = c.ids;
  s.en = entry;
  k.push(s);
}

/**
 * A check picked from the list. The list lets go of its rows while the check runs (the Odds
 * list's twelve cost ~45 JsVars under every question) and makes them again when it shows ("").
 */
export function key(k: Kit, sc: Scr, ev: Ev): boolean {
  const s = sc as Checks;
  if (ev !== "select" && ev !== "") return false;
  const sh = k.rules();
  if (!sh) return true;
  if (ev === "") {
    const c = listed(sh, s.en);
    s.ids = c.ids;
    s.l = c.labels;
    return true;
  }
  const id = s.ids[s.c];
  const label = s.l[s.c];
  s.ids = [];
  s.l = [];
  start(k, sh, id, label, s.en === "odds");
  return true;
}

/**
 * Starts a check: `preset` fills inputs (a follow-up's), `odds` opens the setup on Odds. The
 * party's sheets are read now; a member whose sheet cannot be used says why when chosen.
 */
function start(k: Kit, sh: Shelf, id: string, label: string, odds: boolean, preset?: Inputs): void {
  const read: (SheetBase | string)[] = [];
  const ix: string[] = [];
  const members = partyOf(sh, k.f, read, ix);
  const x: Check = { sh: sh, id: id, label: label, qs: null, cx: { inputs: {}, party: [], pack: sh.pack }, bad: {}, ix: ix, asked: [], bk: [], key: "setup." + sh.id + "." + id, odds: odds, setup: null, shown: [], nm: "", who: "" };
  for (let i = 0; i < members.length; i++) {
    const s = read[i];
    if (typeof s === "string") x.bad[members[i].id] = members[i].name + ": " + s;
    else x.cx.party.push(s);
  }
  for (const key in preset) {
    const why = named(k.f, x, (preset as Inputs)[key]);
    if (why !== "") return k.msg("Cannot use", why);
    x.cx.inputs[key] = (preset as Inputs)[key];
    x.asked.push(key);
  }
  k.job({ f: "check", fn: "go", s: { t: "", l: [], c: 0, o: 0, x: x } as CScr });
}

/**
 * A follow-up of a result (roll.ts): its check with its inputs filled, in place of the check it
 * follows. That check's screens (its setup, result, Then) are let go of first: kept under the
 * next, each phase of a DBA round held the last one's (a Bangle.js 1 ran out of memory starting
 * phase 2). Back from the follow-up goes where back from that check went; the log has its result.
 */
export function follow(k: Kit, s: Scr): void {
  const t = s as Scr & { x: Check | null; fu: { check: string; inputs: Inputs } };
  const S = k.S;
  const sh = (t.x as Check).sh;
  while (S.length > 1 && (S[S.length - 1] as CScr).x === t.x) S.pop();
  // and the check itself (its party's sheets) before the next reads them again
  t.x = null;
  const l = sh.call("checkList");
  let label = t.fu.check;
  for (let i = 0; i < l.length; i++) if (l[i][0] === t.fu.check) label = l[i][1];
  start(k, sh, t.fu.check, label, false, t.fu.inputs);
}
