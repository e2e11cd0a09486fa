/** The GM's settings ("sifni.set"): read at boot over the defaults, saved when changed. */
import { Settings } from "../ui-lcd/services";
import { Flash } from "./flash";
import { SETTINGS_FILE } from "./protocol";

/** Saved settings over the defaults; a bad or missing file gives the defaults. */
export function readSettings(f: Flash, defaults: Settings): Settings {
  const s = f.readJSON(SETTINGS_FILE, true) as { [k: string]: unknown } | undefined;
  if (typeof s === "object" && s !== null) {
    if (typeof s.system === "string") defaults.system = s.system;
    if (typeof s.tableFirst === "boolean") defaults.tableFirst = s.tableFirst;
    if (typeof s.wordsOnly === "boolean") defaults.wordsOnly = s.wordsOnly;
    if (typeof s.buzz === "boolean") defaults.buzz = s.buzz;
  }
  return defaults;
}

export function saveSettings(f: Flash, s: Settings): boolean {
  return f.writeJSON(SETTINGS_FILE, s);
}
