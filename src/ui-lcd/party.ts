/** The party: Inspect behind a confirmation (the only place a sheet is shown), clearing wounds. */
import { SheetBase } from "../engine/rules/types";
import { Shelf } from "../device/shelf";
import { partyOf, readSheet, writeSheet } from "../device/store";
import { activeRules } from "./active";
import { Ev, Scr, Ui, list, text } from "./screen";
import { Kit, Member, errorText } from "./services";

/** A screen of the party: the shelf, and the member it is about. */
interface PScr extends Scr {
  sh: Shelf;
  ms: Member[];
  m?: Member;
  s?: SheetBase;
}

let K: Kit;

export function partyScreen(k: Kit): void {
  K = k;
  const sh = activeRules(k);
  if (!sh) return;
  const ms = partyOf(sh, k.f);
  if (ms.length === 0) return k.msg("Party", "No characters for " + sh.name + ". Send sheets from the companion page or flash.sh.");
  const names: string[] = [];
  for (let i = 0; i < ms.length; i++) names.push(ms[i].name);
  const s = list("Party", names, memberKey) as PScr;
  s.sh = sh;
  s.ms = ms;
  k.push(s);
}

function memberKey(sc: Scr, key: Ev): boolean {
  const s = sc as PScr;
  if (key !== "select") return false;
  const m = s.ms[s.c];
  const p = list(m.name, ["Inspect", "Clear wounds"], actionKey) as PScr;
  p.sh = s.sh;
  p.ms = s.ms;
  p.m = m;
  K.push(p);
  return true;
}

function actionKey(sc: Scr, key: Ev): boolean {
  const s = sc as PScr;
  if (key !== "select") return false;
  const m = s.m as Member;
  const got = readSheet(s.sh, K.f, s.sh.id, m.id, s.sh.pack);
  if (typeof got === "string") {
    K.msg(m.name, got);
    return true;
  }
  const inspect = s.c === 0;
  const c = text(
    inspect ? "Inspect" : "Clear wounds",
    [inspect ? "Show " + m.name + "'s sheet? Turn the screen away from the players." : "Clear every wound of " + m.name + "?", "select: yes", "back: no"],
    inspect ? inspectYes : clearYes,
  ) as PScr;
  c.sh = s.sh;
  c.ms = s.ms;
  c.m = m;
  c.s = got;
  K.push(c);
  return true;
}

function inspectYes(sc: Scr, key: Ev, ui: Ui): boolean {
  const s = sc as PScr;
  if (key !== "select") return false;
  ui.pop();
  ui.push(text((s.m as Member).name, s.sh.call("inspect", s.s as SheetBase, s.sh.pack)));
  return true;
}

function clearYes(sc: Scr, key: Ev, ui: Ui): boolean {
  const s = sc as PScr;
  if (key !== "select") return false;
  const m = s.m as Member;
  ui.pop();
  let why: string;
  try {
    const next = s.sh.call("apply", s.s as SheetBase, { character: m.id, kind: "clearWounds", text: "", data: {} }, s.sh.pack);
    why = writeSheet(K.f, s.sh.id, next.id, s.sh.call("stored", next));
  } catch (e) {
    why = errorText(e);
  }
  ui.msg(m.name, why === "" ? "Wounds cleared." : why);
  return true;
}
