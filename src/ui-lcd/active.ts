/** The active rules system and its pack, as the screens past the main menu take them up. */
import { Shelf, makeShelf } from "../device/shelf";
import { Kit, systemName } from "./services";

/** The active system: the one the settings name when it is installed, else the first. */
export function activeId(k: Kit): string {
  for (let i = 0; i < k.sys.length; i++) if (k.sys[i].id === k.st.system) return k.st.system;
  return k.sys[0].id;
}

/** The active system's rules (with a pack in use, unless `anyPack`), or null with the reason on the screen. */
export function activeRules(k: Kit, anyPack?: boolean): Shelf | null {
  const sh = makeShelf(k);
  const why = sh.get(activeId(k));
  if (why !== "") k.msg(systemName(k.sys, k.st.system), why);
  else if (sh.info.version < 0 && !anyPack) k.msg("No rules pack", sh.info.problem);
  else return sh;
  return null;
}
