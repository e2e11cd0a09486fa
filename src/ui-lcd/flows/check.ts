/**
 * Setting up and rolling any check of any rules module: the inputs that must be answered are
 * asked in order, then a setup list (ROLL, Odds, every input with its value, each changeable),
 * then the result. On a result one press does each common thing: select rolls again with the
 * same setup, up shows the table view, down lists the actions (apply a wound, the next check,
 * odds), back returns to the setup.
 */
import { formatPercent } from "../../engine/format/number";
import { choicesOf, completeInputs, findCheck } from "../../engine/rules/inputs";
import { CheckSpec, InputContext, InputSpec, InputValue, Inputs, Outcome, Problem, RulesModule, SheetBase } from "../../engine/rules/types";
import { Services } from "../services";
import { Key } from "../surface";
import { ListScreen, Screen, TextScreen, Ui } from "../ui";
import { View, row, titleBar, wrap } from "../view";
import { Extra, ask, valueText } from "./inputs";
import { message } from "./message";
import { showTable } from "./table";

/** A check being set up: its module, the inputs chosen so far and the sheets they name. */
interface Run {
  m: RulesModule;
  check: CheckSpec;
  inputs: Inputs;
  sheets: SheetBase[];
  svc: Services;
  /** opened from the Odds menu: the setup starts with the cursor on Odds */
  odds: boolean;
}

/** The party as the module sees it, in the index's order: loaded sheets, the others by id and name. */
function party(run: Run): SheetBase[] {
  const out: SheetBase[] = [];
  const members = run.svc.party();
  for (let i = 0; i < members.length; i++) {
    let s: SheetBase = { system: run.m.id, id: members[i].id, name: members[i].name };
    for (let j = 0; j < run.sheets.length; j++) if (run.sheets[j].id === members[i].id) s = run.sheets[j];
    out.push(s);
  }
  return out;
}

/**
 * What the module's `when` and `choices` see: the answers so far, and the initial value of every
 * input not answered yet, as the check will be rolled (an Anyone default brings its raw numbers).
 */
function context(run: Run): InputContext {
  const inputs: Inputs = {};
  const specs = run.check.inputs;
  for (let i = 0; i < specs.length; i++) if (specs[i].initial !== undefined) inputs[specs[i].id] = specs[i].initial as InputValue;
  for (const k in run.inputs) if (Object.prototype.hasOwnProperty.call(run.inputs, k)) inputs[k] = run.inputs[k];
  return { inputs: inputs, party: party(run), pack: run.svc.pack() };
}

function applies(spec: InputSpec, c: InputContext): boolean {
  return !spec.when || spec.when(c);
}

function errorText(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/**
 * Loads every party member an input value names (a character input, or a list of them), so
 * the module gets whole sheets for the characters in play and nothing else is held in RAM.
 * Returns an error text when a named sheet cannot be read.
 */
function loadNamed(run: Run, value: unknown): string {
  if (typeof value !== "string") return "";
  const ids = value.split(",");
  const members = run.svc.party();
  for (let i = 0; i < ids.length; i++) {
    for (let j = 0; j < members.length; j++) {
      if (members[j].id !== ids[i]) continue;
      let have = false;
      for (let k = 0; k < run.sheets.length; k++) if (run.sheets[k].id === ids[i]) have = true;
      if (have) continue;
      const l = run.svc.load(ids[i]);
      if (!l.sheet) return members[j].name + ": " + l.error;
      run.sheets.push(l.sheet);
    }
  }
  return "";
}

function recentKey(run: Run, spec: InputSpec): string {
  return run.m.id + "." + run.check.id + "." + spec.id;
}

/** Sets an input (loading the sheets it names); false, with the reason shown, when one is unreadable. */
function setInput(run: Run, id: string, v: string | number | boolean, ui: Ui): boolean {
  const bad = loadNamed(run, v);
  if (bad !== "") {
    message(ui, "Cannot use", bad);
    return false;
  }
  run.inputs[id] = v;
  return true;
}

/** Drops values that are no longer valid choices (a weapon of the character no longer chosen). */
function dropStale(run: Run): void {
  const problems: Problem[] = [];
  completeInputs(run.check, run.inputs, party(run), run.svc.pack(), problems);
  for (let i = 0; i < problems.length; i++) {
    if (run.inputs[problems[i].path] !== undefined) delete run.inputs[problems[i].path];
  }
}

/** Whether `next` asks this input: it applies, has no value, and has no initial one or asks anyway. */
function toAsk(spec: InputSpec, run: Run, c: InputContext): boolean {
  if (run.inputs[spec.id] !== undefined || !applies(spec, c)) return false;
  if (spec.initial === undefined) return true;
  return spec.ask === true && choicesOf(spec, c).length > 1;
}

function setupKey(run: Run): string {
  return "setup." + run.m.id + "." + run.check.id;
}

/** The check's recent setups (newest first), offered above the first question. */
function recentSetups(run: Run, finish: (ui: Ui) => void): Extra[] {
  const out: Extra[] = [];
  const saved = run.svc.recent(setupKey(run));
  for (let i = 0; i < saved.length; i++) {
    let s: { label: string; inputs: Inputs };
    try {
      s = JSON.parse(saved[i]);
    } catch (e) {
      continue;
    }
    out.push({
      label: "* " + s.label,
      pick: function (ui) {
        for (const k in s.inputs) {
          if (Object.prototype.hasOwnProperty.call(s.inputs, k) && !setInput(run, k, s.inputs[k], ui)) return;
        }
        dropStale(run);
        next(run, ui, finish);
      },
    });
  }
  return out;
}

/** Remembers a rolled setup, labelled by the values the GM chose. */
function rememberSetup(run: Run): void {
  let label = "";
  const c = context(run);
  for (let i = 0; i < run.check.inputs.length; i++) {
    const spec = run.check.inputs[i];
    const v = run.inputs[spec.id];
    if (v === undefined || v === spec.initial || !applies(spec, c)) continue;
    label += (label === "" ? "" : " ") + valueText(spec, v, c);
  }
  run.svc.touch(setupKey(run), JSON.stringify({ label: label, inputs: run.inputs }));
}

/**
 * Asks, one after another, the inputs that apply and have no value yet (those without an initial
 * value, and those marked `ask`), then calls `finish` (which shows the setup). The first question
 * of a new setup also offers the check's recent setups.
 */
function next(run: Run, ui: Ui, finish: (ui: Ui) => void): void {
  let first = true;
  for (const k in run.inputs) if (Object.prototype.hasOwnProperty.call(run.inputs, k)) first = false;
  // the answers do not change until one is asked: one context for the whole pass
  const c = context(run);
  for (let i = 0; i < run.check.inputs.length; i++) {
    const spec = run.check.inputs[i];
    if (!toAsk(spec, run, c)) continue;
    ask(
      spec,
      c,
      run.svc,
      recentKey(run, spec),
      ui,
      function (v, u) {
        if (setInput(run, spec.id, v, u)) next(run, u, finish);
      },
      first ? recentSetups(run, finish) : undefined
    );
    return;
  }
  finish(ui);
}

/**
 * Starts a check: asks what must be asked, then shows the setup; `odds` puts the cursor on
 * Odds (the main menu's Odds entry), `inputs` pre-fills a follow-up.
 */
export function startCheck(m: RulesModule, check: CheckSpec, svc: Services, ui: Ui, odds: boolean, inputs?: Inputs): void {
  const run: Run = { m: m, check: check, inputs: {}, sheets: [], svc: svc, odds: odds };
  if (inputs) {
    for (const k in inputs) {
      if (Object.prototype.hasOwnProperty.call(inputs, k)) run.inputs[k] = inputs[k];
      loadNamed(run, inputs[k]);
    }
  }
  const base = ui.top();
  next(run, ui, function (u) {
    if (base) u.popTo(base);
    u.push(setupScreen(run));
  });
}

function setupScreen(run: Run): ListScreen {
  const specs = function (): InputSpec[] {
    const out: InputSpec[] = [];
    const c = context(run);
    for (let i = 0; i < run.check.inputs.length; i++) if (applies(run.check.inputs[i], c)) out.push(run.check.inputs[i]);
    return out;
  };
  return new ListScreen(
    run.check.label,
    {
      count: function () {
        return 2 + specs().length;
      },
      label: function (i) {
        return i === 0 ? "ROLL" : i === 1 ? "Odds" : specs()[i - 2].label;
      },
      right: function (i) {
        if (i < 2) return "";
        const s = specs()[i - 2];
        return valueText(s, run.inputs[s.id] === undefined ? s.initial : run.inputs[s.id], context(run));
      },
      pick: function (i, ui) {
        if (i === 0) roll(run, ui);
        else if (i === 1) showOdds(run, ui);
        else {
          const s = specs()[i - 2];
          const setup = ui.top() as ListScreen;
          ask(s, context(run), run.svc, recentKey(run, s), ui, function (v, u) {
            if (!setInput(run, s.id, v, u)) return;
            // a change can make other answers stale or other inputs required: ask those, then
            // back on ROLL, so a changed setup rolls with one press
            dropStale(run);
            next(run, u, function (u2) {
              setup.cursor = 0;
              u2.popTo(setup);
            });
          });
        }
      },
    },
    run.odds ? 1 : 0
  );
}

function resolve(run: Run): Outcome {
  const o = run.m.resolve(run.check.id, run.inputs, party(run), run.svc.pack(), run.svc.rng);
  rememberSetup(run);
  run.svc.addLog(o.summary);
  run.svc.buzz();
  return o;
}

function roll(run: Run, ui: Ui): void {
  let o: Outcome;
  try {
    o = resolve(run);
  } catch (e) {
    message(ui, "Cannot roll", errorText(e));
    return;
  }
  const r = new ResultScreen(run, o);
  ui.push(r);
  if (run.svc.settings.tableFirst) showTable(ui, o);
}

function showOdds(run: Run, ui: Ui): void {
  const wait = new TextScreen("Odds", ["Working..."]);
  ui.push(wait);
  run.svc.later(function () {
    const lines: string[] = [];
    const percents: string[] = [];
    try {
      const odds = run.m.odds(run.check.id, run.inputs, party(run), run.svc.pack());
      for (let i = 0; i < odds.lines.length; i++) {
        lines.push(odds.lines[i].label);
        percents.push(formatPercent(odds.lines[i].p));
      }
    } catch (e) {
      const text = wrap(ui.view, errorText(e));
      for (let i = 0; i < text.length; i++) lines.push(text[i]);
    }
    if (ui.top() === wait) ui.replace(new TextScreen("Odds: " + run.check.label, lines, undefined, percents.length > 0 ? percents : undefined));
  });
}

/** The GM's result: the module's lines; keys as in the header comment. */
class ResultScreen implements Screen {
  run: Run;
  o: Outcome;
  applied: boolean[];

  constructor(run: Run, o: Outcome) {
    this.run = run;
    this.o = o;
    this.applied = [];
  }

  draw(v: View): void {
    titleBar(v, this.o.table + (this.o.degree === "" ? "" : " " + this.o.degree));
    let n = 0;
    for (let i = 0; i < this.o.lines.length && n < v.rows; i++) {
      const parts = wrap(v, this.o.lines[i]);
      for (let j = 0; j < parts.length && n < v.rows; j++) row(v, n++, parts[j], "", false);
    }
    const more = this.o.effects.length + this.o.followUps.length;
    if (more > 0 && n < v.rows) row(v, v.rows - 1, "v: " + more + " to do", "", false);
  }

  key(k: Key, ui: Ui): void {
    if (k === "select") {
      try {
        this.o = resolve(this.run);
        this.applied = [];
        ui.render();
        if (this.run.svc.settings.tableFirst) showTable(ui, this.o);
      } catch (e) {
        message(ui, "Cannot roll", errorText(e));
      }
    } else if (k === "up") showTable(ui, this.o);
    else if (k === "down") ui.push(actions(this));
    else ui.pop();
  }
}

/** Applies an effect to its character's sheet and saves it; the reason is shown if it cannot. */
function applyEffect(r: ResultScreen, i: number, ui: Ui): void {
  const run = r.run;
  const e = r.o.effects[i];
  const l = run.svc.load(e.character);
  if (!l.sheet) return message(ui, "Not applied", l.error);
  try {
    const changed = run.m.applyEffect(l.sheet, e, run.svc.pack());
    const problems = run.m.validateSheet(changed, run.svc.pack());
    if (problems.length > 0) return message(ui, "Not applied", problems[0].path + ": " + problems[0].message);
    if (!run.svc.save(changed)) return message(ui, "Not saved", "Storage is full: the sheet is unchanged");
    for (let k = 0; k < run.sheets.length; k++) if (run.sheets[k].id === changed.id) run.sheets[k] = changed;
    r.applied[i] = true;
    run.svc.addLog("Applied: " + e.text);
    ui.pop();
  } catch (err) {
    message(ui, "Not applied", errorText(err));
  }
}

function actions(r: ResultScreen): ListScreen {
  const o = r.o;
  const ne = o.effects.length;
  const nf = o.followUps.length;
  return new ListScreen("Then", {
    count: function () {
      return ne + nf + 2;
    },
    label: function (i) {
      if (i < ne) return (r.applied[i] ? "Done: " : "Apply: ") + o.effects[i].text;
      if (i < ne + nf) return "Next: " + o.followUps[i - ne].label;
      return i === ne + nf ? "Odds" : "Table view";
    },
    right: function () {
      return "";
    },
    pick: function (i, u) {
      if (i < ne) {
        if (!r.applied[i]) applyEffect(r, i, u);
      } else if (i < ne + nf) {
        const f = o.followUps[i - ne];
        let check: CheckSpec;
        try {
          check = findCheck(r.run.m.checks, f.check);
        } catch (e) {
          return message(u, "Cannot continue", errorText(e));
        }
        startCheck(r.run.m, check, r.run.svc, u, false, f.inputs);
      } else if (i === ne + nf) showOdds(r.run, u);
      else showTable(u, o);
    },
  });
}
