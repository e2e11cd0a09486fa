/** The party: Inspect behind a confirmation (the only place a sheet is shown), clearing wounds. */
import { partyOf, readSheet, writeSheet } from "../device/store";
import { Ev, Scr, list, text } from "./screen";
import { Kit, errorText } from "./services";

const F = "party";

/** A screen of the party: the members' ids, and the member it is about. */
interface PScr extends Scr {
  ids: string[];
  /** the member's index in ids */
  m?: number;
}

export function partyScreen(k: Kit): void {
  const sh = k.rules();
  if (!sh) return;
  const ms = partyOf(sh, k.f);
  if (ms.length === 0) return k.msg("Party", "No characters for " + sh.name + ". Send sheets from the companion page or flash.sh.");
  const s = list("Party", F, "p", []) as PScr;
  s.ids = [];
  for (let i = 0; i < ms.length; i++) {
    s.l.push(ms[i].name);
    s.ids.push(ms[i].id);
  }
  k.push(s);
}

export function partyKey(k: Kit, sc: Scr, ev: Ev): boolean {
  const s = sc as PScr;
  if (ev !== "select") return false;
  if (s.k === "p") {
    const p = list(s.l[s.c], F, "a", ["Inspect", "Clear wounds"]) as PScr;
    p.ids = s.ids;
    p.m = s.c;
    return k.push(p), true;
  }
  const sh = k.rules();
  if (!sh) return true;
  const id = s.ids[s.m as number];
  const name = s.k === "a" ? s.t : "";
  const got = readSheet(sh, k.f, sh.id, id, sh.pack);
  if (typeof got === "string") return k.msg(name || id, got), true;
  if (s.k === "a") {
    const inspect = s.c === 0;
    const c = text(
      inspect ? "Inspect" : "Clear wounds",
      [inspect ? "Show " + name + "'s sheet? Turn the screen away from the players." : "Clear every wound of " + name + "?", "select: yes", "back: no"],
      F,
      inspect ? "i" : "c",
    ) as PScr;
    c.ids = s.ids;
    c.m = s.m;
    k.push(c);
    return true;
  }
  // confirmed
  k.pop();
  if (s.k === "i") k.push(text(got.name, sh.call("inspect", got, sh.pack)));
  else {
    let why: string;
    try {
      const next = sh.call("apply", got, { character: id, kind: "clearWounds", text: "", data: {} }, sh.pack);
      why = writeSheet(k.f, sh.id, next.id, sh.call("stored", next));
    } catch (e) {
      why = errorText(e);
    }
    k.msg(got.name, why === "" ? "Wounds cleared." : why);
  }
  return true;
}
