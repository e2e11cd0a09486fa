/**
 * Recent choices ("sifni.rec"): the values last picked for each input and each check's last
 * setups, newest first, read when first asked for and saved back at the main menu (not on
 * each pick: flash wears).
 */
import { Flash } from "./flash";
import { room } from "./store";

export const RECENT_FILE = "sifni.rec";
/** Recent values kept per input, and recent setups per check. */
const RECENT = 3;

export interface Recent {
  f: Flash;
  map: { [key: string]: string[] } | null;
  dirty: boolean;
}

export function openRecent(f: Flash): Recent {
  return { f: f, map: null, dirty: false };
}

function mapOf(r: Recent): { [key: string]: string[] } {
  if (!r.map) {
    const m = r.f.readJSON(RECENT_FILE, true);
    r.map = typeof m === "object" && m !== null ? (m as { [key: string]: string[] }) : {};
  }
  return r.map;
}

export function recentOf(r: Recent, key: string): string[] {
  return mapOf(r)[key] || [];
}

export function touchRecent(r: Recent, key: string, value: string): void {
  const l = recentOf(r, key).slice();
  const at = l.indexOf(value);
  if (at === 0) return;
  if (at > 0) l.splice(at, 1);
  l.unshift(value);
  if (l.length > RECENT) l.splice(RECENT);
  mapOf(r)[key] = l;
  r.dirty = true;
}

/** Saves recent choices if they changed. */
export function flushRecent(r: Recent): void {
  if (r.dirty && room(r.f) > 1024 && r.f.writeJSON(RECENT_FILE, mapOf(r))) r.dirty = false;
}
