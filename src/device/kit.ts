/**
 * The kit's calls into features and rules (ui-lcd/services.ts, "A feature is a file"): each key a
 * feature's screen takes and each job it leaves is a call into the feature's file, evaluated
 * for that call and let go of after it; a job's rules work runs between two such calls, with no
 * feature's code held. The shell (main.ts) gives the features' files from Storage; the tests
 * give modules.
 */
import { Exports } from "./files";
import { Job, Kit, errorText, systemName } from "../ui-lcd/services";
import { Shelf, makeShelf } from "./shelf";

/** The kit's calls, with `feature(name)` the exports of a feature or why it cannot be used. */
export function addCalls(k: Kit & { sh?: Shelf; jb?: Job }, feature: (name: string) => Exports | string): void {
  /** The job a feature left, once its code is let go of: the rules' work, then the feature's `done`. */
  function run(): void {
    const j = k.jb;
    if (!j) return;
    k.jb = undefined;
    const work = function () {
      let r: unknown;
      let e = "";
      try {
        if (j.sh) r = (j.sh.call as (...a: unknown[]) => unknown).apply(0, [j.m as unknown].concat(j.a));
      } catch (x) {
        e = errorText(x);
      }
      // the result is drawn without the rules' code (a small board: ~450 JsVars of a resolve's entry)
      if (j.sh) j.sh.drop(true);
      k.call(j.f, j.fn || "done", j.s, r, e);
      run();
    };
    if (j.w) setTimeout(work, 20);
    else work();
  }
  k.call = function (name, fn, a, b, c, d) {
    const x = feature(name);
    if (typeof x === "string") return k.msg("S-Ifni pocket", x);
    return (x[fn] as (k: Kit, a: unknown, b: unknown, c: unknown, d: unknown) => unknown)(k, a, b, c, d);
  };
  k.feature = function (s, ev) {
    const r = k.call(s.f as string, "key", s, ev);
    run();
    return !!r;
  };
  k.open = function (name, arg) {
    k.call(name, "default", arg);
    run();
  };
  k.shelf = function () {
    return makeShelf(k);
  };
  k.rules = function (anyPack) {
    // the active system: the one the settings name when it is installed, else the first
    let id = k.sys[0].id;
    for (let i = 0; i < k.sys.length; i++) if (k.sys[i].id === k.st.system) id = k.st.system;
    if (!k.sh) k.sh = k.shelf();
    const why = k.sh.get(id);
    if (why !== "") k.msg(systemName(k.sys, k.st.system), why);
    else if (k.sh.info.version < 0 && !anyPack) k.msg("No rules pack", k.sh.info.problem);
    else return k.sh;
    return null;
  };
  k.job = function (j) {
    k.jb = j;
  };
}

/** What the main menu runs when it shows: the features' last work, then nothing of them stays (the rules let go of). */
export function atHome(k: Kit & { sh?: Shelf }): void {
  const todo = k.todo;
  k.todo = [];
  for (let i = 0; i < todo.length; i++) k.call(todo[i], "home");
  k.rec = undefined;
  k.sh = undefined;
}
