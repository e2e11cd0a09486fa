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
import { CScr, Check, badNamed } from "./check";
import { Ev, Scr, list } from "./screen";
import { Kit } from "./services";

const F = "start";

/** A main-menu entry's checks (Roll, Opposed, Combat, Odds): straight into the check when there is one. */
export function pickCheck(k: Kit, entry: string): void {
  const sh = k.rules();
  if (!sh) return;
  const odds = entry === "odds";
  const all = sh.call("checkList");
  const ids: string[] = [];
  const labels: string[] = [];
  for (let i = 0; i < all.length; i++) {
    if (!odds && all[i][2] !== entry) continue;
    ids.push(all[i][0]);
    labels.push(all[i][1]);
  }
  if (ids.length === 0) return k.msg(sh.name, "No " + entry + " checks in " + sh.name + ".");
  if (ids.length === 1) return start(k, sh, ids[0], labels[0], odds);
  const s = list(odds ? "Odds" : sh.name, F, "p", labels) as Scr & { ids: string[]; od: boolean };
  s.ids = ids;
  s.od = odds;
  k.push(s);
}

/** A check picked from the list. */
export function key(k: Kit, sc: Scr, ev: Ev): boolean {
  const s = sc as Scr & { ids: string[]; od: boolean };
  if (ev !== "select") return false;
  const sh = k.rules();
  if (sh) start(k, sh, s.ids[s.c], s.l[s.c], s.od);
  return true;
}

/**
 * Starts a check: `preset` fills inputs (a follow-up's), `odds` opens the setup on Odds. The
 * party's sheets are read now; a member whose sheet cannot be used says why when chosen.
 */
function start(k: Kit, sh: Shelf, id: string, label: string, odds: boolean, preset?: Inputs): void {
  const read: (SheetBase | string)[] = [];
  const members = partyOf(sh, k.f, read);
  const x: Check = { sh: sh, id: id, label: label, qs: sh.call("questions", id), cx: { inputs: {}, party: [], pack: sh.pack }, bad: {}, asked: [], bk: [], members: members, key: "setup." + sh.id + "." + id, odds: odds, setup: null, shown: [], nm: "", who: "" };
  for (let i = 0; i < members.length; i++) {
    const s = read[i];
    if (typeof s === "string") x.bad[members[i].id] = members[i].name + ": " + s;
    else x.cx.party.push(s);
  }
  for (const key in preset) {
    const why = badNamed(x, (preset as Inputs)[key]);
    if (why !== "") return k.msg("Cannot use", why);
    x.cx.inputs[key] = (preset as Inputs)[key];
    x.asked.push(key);
  }
  k.job({ f: "check", fn: "go", s: { t: "", l: [], c: 0, o: 0, x: x } as CScr });
}

/** A follow-up of a result (roll.ts): its check with its inputs filled. */
export function follow(k: Kit, s: Scr): void {
  const t = s as Scr & { x: Check; fu: { check: string; inputs: Inputs } };
  const l = t.x.sh.call("checkList");
  let label = t.fu.check;
  for (let i = 0; i < l.length; i++) if (l[i][0] === t.fu.check) label = l[i][1];
  start(k, t.x.sh, t.fu.check, label, false, t.fu.inputs);
}
