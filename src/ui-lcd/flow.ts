/**
 * Setting up and rolling a check of the active rules (docs/device.md, "A check"). The check's
 * questions are its rules' data (rules/questions.ts), read as the screens need them: what must
 * be answered is asked in order, the rest takes its initial value. Then the setup: ROLL, the
 * TN, Odds, and every question that applies with its answer, each changeable. A result is one
 * press from each common thing: select rolls again, up shows the table view, down lists what
 * follows (apply an effect to a sheet or take it back, the next check, odds), back returns to
 * the setup. Characters are listed recently used first; the check's last three setups head its
 * first question.
 *
 * Everything here is created when a check starts and let go when the GM leaves it: each
 * function the app keeps costs the board's memory (docs/device.md), so the flow's helpers are
 * nested in startCheck rather than kept at the top level.
 */
import { formatHundredths, formatPercent } from "../engine/format/number";
import { DeviceRules } from "../engine/rules/device";
import { Question, question } from "../engine/rules/questions";
import { Choice, Effect, InputContext, InputValue, Inputs, Outcome, SheetBase } from "../engine/rules/types";
import { numberScreen, stepperScreen } from "./editors";
import { CheckServices } from "./services";
import { Key } from "./surface";
import type { Screen, Ui } from "./ui";
import { View } from "./view";

/** A tiny but possible probability in words that mean something: "1 in 11,000", "< 1 in 10 million". */
export function chanceText(p: number): string {
  if (p <= 0) return "never";
  if (p * 1000 >= 1) return formatPercent(p);
  const n = Math.floor(1 / p + 1 / 2);
  return n >= 10000000 ? "< 1 in 10 million" : "1 in " + n;
}

/** The table view: the outcome's words, large, for the players; never a number from a sheet. */
export function tableView(ui: Ui, o: Outcome, wordsOnly: boolean): void {
  const words = o.table.split(" ");
  if (o.degree !== "" && !wordsOnly) words.push(o.degree);
  ui.push({
    draw: function (v: View) {
      // as large as the longest word allows, at most three times the usual size
      const h1 = v.line / v.look.scale;
      let scale = v.look.scale * 3;
      for (;;) {
        v.s.setFont(v.look.font, scale);
        let widest = 0;
        for (let i = 0; i < words.length; i++) widest = Math.max(widest, v.s.stringWidth(words[i]));
        if (scale === 1 || (widest <= v.width - 4 && words.length * h1 * scale <= v.height)) break;
        scale--;
      }
      let y = (v.height - words.length * h1 * scale) >> 1;
      v.s.setColor(v.look.fg);
      for (let i = 0; i < words.length; i++) {
        v.s.drawString(words[i], (v.width - v.s.stringWidth(words[i])) >> 1, y);
        y += h1 * scale;
      }
      v.s.setFont(v.look.font, v.look.scale);
    },
    key: function (_k: Key, u: Ui) {
      u.pop();
    },
  });
}

function errorText(e: unknown): string {
  return typeof e === "object" && e !== null && typeof (e as Error).message === "string" ? (e as Error).message : String(e);
}

/**
 * Starts a check: `preset` fills inputs (a follow-up's), `odds` opens the setup on Odds. The
 * party's usable sheets are read now; a member whose sheet cannot be used says why when chosen.
 */
export function startCheck(svc: CheckServices, ui: Ui, rules: DeviceRules, pack: unknown, id: string, label: string, odds: boolean, preset?: Inputs): void {
  const qs = rules.questions(id);
  let inputs: Inputs = {};
  const sheets: SheetBase[] = [];
  const bad: { [id: string]: string } = {};
  /** ask-kind questions already asked (they are not asked again) */
  const asked: string[] = [];
  const members = svc.party();
  for (let i = 0; i < members.length; i++) {
    const s = svc.sheet(members[i].id);
    if (typeof s === "string") bad[members[i].id] = members[i].name + ": " + s;
    else sheets.push(s);
  }
  const setupKey = "setup." + rules.id + "." + id;

  function ctx(): InputContext {
    return { inputs: inputs, party: sheets, pack: pack };
  }
  function applies(q: Question): boolean {
    return q.cond === "" || rules.holds(q.cond, ctx());
  }
  function choicesOf(q: Question): Choice[] {
    return q.source === "" ? [] : rules.choices(q.source, ctx());
  }
  function initialOf(q: Question): InputValue | undefined {
    return q.initialCond === "" || rules.holds(q.initialCond, ctx()) ? q.initial : undefined;
  }
  function isChoice(q: Question): boolean {
    return "cCtw".indexOf(q.kind) >= 0;
  }
  function hasChoice(list: Choice[], v: InputValue): boolean {
    for (let i = 0; i < list.length; i++) if (list[i].id === v) return true;
    return false;
  }
  /** Why a value names a sheet that cannot be used, or "". */
  function badNamed(v: InputValue): string {
    if (typeof v !== "string") return "";
    const ids = v.split(",");
    for (let i = 0; i < ids.length; i++) if (bad[ids[i]] !== undefined) return bad[ids[i]];
    return "";
  }
  function sheetOf(who: string): SheetBase | null {
    for (let i = 0; i < sheets.length; i++) if (sheets[i].id === who) return sheets[i];
    return null;
  }

  /**
   * The first question to ask, or null when the check is ready. On the way, answers to
   * questions that no longer apply are dropped, choices no longer offered are dropped (a
   * weapon of a character no longer chosen), and questions with an initial value (or a single
   * choice) take it.
   */
  function nextToAsk(): Question | null {
    for (let i = 0; i < qs.length; i++) {
      const q = question(qs[i]);
      if (!applies(q)) {
        delete inputs[q.id];
        continue;
      }
      const v = inputs[q.id];
      const list = isChoice(q) || q.kind === "m" ? choicesOf(q) : [];
      if (v !== undefined) {
        if (!isChoice(q) || q.kind === "w" || hasChoice(list, v)) continue;
        delete inputs[q.id];
      }
      const init = initialOf(q);
      const askIt = "CwW".indexOf(q.kind) >= 0 && asked.indexOf(q.id) < 0 && list.length > 1;
      if (init !== undefined && !askIt) {
        inputs[q.id] = init;
        continue;
      }
      if (init === undefined && (q.kind === "c" || q.kind === "C") && list.length === 1) {
        inputs[q.id] = list[0].id;
        continue;
      }
      return q;
    }
    return null;
  }

  /** An answer as the setup shows it. */
  function valueText(q: Question): string {
    const v = inputs[q.id];
    if (v === undefined) return "?";
    if (q.kind === "f") return v ? "yes" : "no";
    if (q.kind === "n") return String(v);
    if (q.kind === "h") return formatHundredths(v as number);
    if (q.kind === "m" || q.kind === "W") return v === "" ? "none" : String(v).split(",").length + " chosen";
    const list = choicesOf(q);
    for (let i = 0; i < list.length; i++) if (list[i].id === v) return list[i].label;
    // a character the list no longer offers (the defender just killed) is still named
    for (let i = 0; i < members.length; i++) if (members[i].id === v) return members[i].name;
    return String(v);
  }

  /** A short name of this setup for the list of recent ones: its first answers. */
  function setupName(): string {
    const parts: string[] = [];
    for (let i = 0; i < qs.length && parts.length < 4; i++) {
      const q = question(qs[i]);
      if (q.kind === "f" || inputs[q.id] === undefined || inputs[q.id] === q.initial || !applies(q)) continue;
      parts.push(valueText(q));
    }
    return parts.length ? parts.join(" ") : label;
  }

  function set(q: Question, v: InputValue, u: Ui): boolean {
    const why = badNamed(v);
    if (why !== "") {
      u.message("Cannot use", why);
      return false;
    }
    inputs[q.id] = v;
    if (typeof v === "string" && v !== "") svc.touch(q.kind === "w" ? "who" : rules.id + "." + q.id, v);
    return true;
  }

  /** The answer to one question; then on to the next, or back to the setup. */
  function answered(q: Question, v: InputValue, u: Ui): void {
    if (asked.indexOf(q.id) < 0) asked.push(q.id);
    if (set(q, v, u)) proceed(u);
  }

  /** A question's screen, marked as the flow's: the setup clears them away when it comes. */
  function owned(s: Screen): Screen {
    (s as Screen & { flow: string }).flow = setupKey;
    return s;
  }

  /** Asks the next question, or shows the setup (the question screens give way to it). */
  function proceed(u: Ui): void {
    const q = nextToAsk();
    if (q) return ask(q, u, false);
    while (u.stack.length > 1 && u.top() !== setup && (u.top() as Screen & { flow?: string }).flow === setupKey) u.stack.pop();
    if (u.top() === setup) {
      setup.cursor = 0;
      return u.render();
    }
    shown = rows();
    setup.cursor = odds ? shown.indexOf("Odds") : 0;
    u.push(setup);
  }

  /** A list of choices; with groups ("Active", "Physical"...) a long list asks the group first. */
  function listScreen(title: string, list: Choice[], cur: string, pick: (c: Choice, u: Ui) => void, head: Choice[]): Screen {
    let groups: string[] = [];
    for (let i = 0; i < list.length; i++) if (list[i].group && groups.indexOf(list[i].group as string) < 0) groups.push(list[i].group as string);
    if (list.length <= 12) groups = [];
    const rows: Choice[] = head.slice();
    let at = 0;
    for (let i = 0; i < groups.length; i++) rows.push({ id: "\x02" + i, label: groups[i] + " >" });
    for (let i = 0; i < list.length && groups.length === 0; i++) {
      if (list[i].id === cur) at = rows.length;
      rows.push(list[i]);
    }
    return owned(
      ui.list(
        title,
        {
          count: function () {
            return rows.length;
          },
          label: function (i) {
            return rows[i].label;
          },
          right: function () {
            return "";
          },
          pick: function (i, u) {
            const c = rows[i];
            if (c.id.charAt(0) !== "\x02") return pick(c, u);
            const g = groups[parseInt(c.id.substring(1), 10)];
            const inGroup: Choice[] = [];
            for (let j = 0; j < list.length; j++) if (list[j].group === g) inGroup.push(list[j]);
            u.push(listScreen(g, inGroup, cur, pick, []));
          },
        },
        at,
      ),
    );
  }

  /** Shows the question for an input: a list, a stepper, a number, a yes/no, or several choices. */
  function ask(q: Question, u: Ui, fromSetup: boolean): void {
    const v = inputs[q.id];
    const cur = v === undefined ? "" : String(v);
    const take = function (x: InputValue, u2: Ui) {
      // a list's answer leaves its screens (and the group's) for the next question or the setup
      if (fromSetup) while (u2.stack.length > 1 && u2.top() !== setup) u2.stack.pop();
      answered(q, x, u2);
    };
    if (q.kind === "n" || q.kind === "h") {
      // no value: the initial, else where the rules say to start (TFT's attributes at 10), else 0 kept in range
      const typical = q.start === "" ? 0 : parseInt(q.start, 10);
      const start = typeof v === "number" ? v : typeof q.initial === "number" ? q.initial : typical < q.min ? q.min : typical > q.max ? q.max : typical;
      u.push(
        owned(
          numberScreen(ui, q.label, start, q.min, q.max, q.kind === "h", function (x, u2) {
            answered(q, x, u2);
          }),
        ),
      );
      return;
    }
    if (q.kind === "f") return take(!(v === true), u);
    if (q.kind === "m" || q.kind === "W") return u.push(owned(manyScreen(q)));
    let list = choicesOf(q);
    if (q.kind === "w") {
      // the party, recently used first, then what the rules add (Anyone)
      const recent = svc.recent("who");
      const first: Choice[] = [];
      const rest: Choice[] = [];
      for (let i = 0; i < members.length; i++) (recent.indexOf(members[i].id) >= 0 ? first : rest).push({ id: members[i].id, label: members[i].name });
      first.sort(function (a, b) {
        return recent.indexOf(a.id) - recent.indexOf(b.id);
      });
      for (let i = 0; i < list.length; i++) if (!sheetOf(list[i].id) && bad[list[i].id] === undefined) rest.push(list[i]);
      list = first.concat(rest);
    }
    if (list.length === 0) return u.message(q.label, "Nothing to choose from.");
    if (q.kind === "t") {
      // the TN starts where the GM left it last time
      const start = cur !== "" ? cur : svc.recent(rules.id + "." + q.id)[0] || q.start;
      u.push(
        owned(
          stepperScreen(ui, q.label, list, start, function (x, u2) {
            answered(q, x, u2);
          }),
        ),
      );
      return;
    }
    // the check's recent setups head its first question
    const recents = !fromSetup && qs[0].substring(0, q.id.length + 1) === q.id + ":" ? svc.recent(setupKey) : [];
    const head: Choice[] = [];
    for (let i = 0; i < recents.length; i++) head.push({ id: "\x01" + i, label: "* " + recents[i].substring(recents[i].indexOf("\x01") + 1) });
    u.push(
      listScreen(q.label, list, cur, function (c, u2) {
        if (c.id.charAt(0) === "\x01") return useRecent(recents[parseInt(c.id.substring(1), 10)], u2);
        take(c.id, u2);
      }, head),
    );
  }

  /** Several choices (modifiers, workers): select toggles one, Done takes them. */
  function manyScreen(q: Question): Screen {
    const list = choicesOf(q);
    const v = inputs[q.id];
    const chosen: string[] = typeof v === "string" && v !== "" ? v.split(",") : [];
    return ui.list(q.label, {
      count: function () {
        return list.length + 1;
      },
      label: function (i) {
        return i === 0 ? "Done" : list[i - 1].label;
      },
      right: function (i) {
        return i === 0 ? "" : chosen.indexOf(list[i - 1].id) >= 0 ? "[x]" : "[ ]";
      },
      pick: function (i, u) {
        if (i > 0) {
          const at = chosen.indexOf(list[i - 1].id);
          if (at >= 0) chosen.splice(at, 1);
          else chosen.push(list[i - 1].id);
          return u.render();
        }
        u.pop();
        answered(q, chosen.join(","), u);
      },
    });
  }

  /** A recent setup: its answers as they were, then the setup (asking what no longer holds). */
  function useRecent(saved: string, u: Ui): void {
    let given: Inputs;
    try {
      given = JSON.parse(saved.substring(0, saved.indexOf("\x01")));
    } catch (e) {
      return u.message("Cannot use", "That setup is unreadable.");
    }
    for (const k in given) {
      if (!Object.prototype.hasOwnProperty.call(given, k)) continue;
      const why = badNamed(given[k]);
      if (why !== "") return u.message("Cannot use", why);
    }
    inputs = given;
    for (let i = 0; i < qs.length; i++) asked.push(question(qs[i]).id);
    proceed(u);
  }

  /** The setup's rows: ROLL, the stepper question (the TN) when there is one, Odds, the other questions that apply. */
  function rows(): (Question | string)[] {
    const out: (Question | string)[] = ["ROLL"];
    let tn: Question | null = null;
    const rest: Question[] = [];
    for (let i = 0; i < qs.length; i++) {
      const q = question(qs[i]);
      if (!applies(q)) continue;
      if (q.kind === "t" && !tn) tn = q;
      else rest.push(q);
    }
    if (tn) out.push(tn);
    out.push("Odds");
    return out.concat(rest);
  }
  let shown = rows();
  const setup = ui.list(label, {
    count: function () {
      // the questions that apply follow the answers
      shown = rows();
      return shown.length;
    },
    label: function (i) {
      const r = shown[i];
      // the stepper's row is its answer ("TN 13 basic skill")
      return typeof r === "string" ? r : r.kind === "t" ? valueText(r) : r.label;
    },
    right: function (i) {
      const r = shown[i];
      return typeof r === "string" || r.kind === "t" ? "" : valueText(r);
    },
    pick: function (i, u) {
      const r = shown[i];
      if (r === "ROLL") return roll(u);
      if (r === "Odds") return showOdds(u);
      ask(r as Question, u, true);
    },
  });

  function who(): string {
    const names: string[] = [];
    for (let i = 0; i < qs.length; i++) {
      const q = question(qs[i]);
      const v = inputs[q.id];
      if (q.kind !== "w" || v === undefined) continue;
      const s = sheetOf(String(v));
      names.push(s ? s.name : "Anyone");
    }
    return names.join(", ");
  }

  function roll(u: Ui): void {
    let o: Outcome;
    try {
      o = rules.resolve(id, inputs, sheets, pack, svc.rng);
    } catch (e) {
      return u.message("Cannot roll", errorText(e));
    }
    // inputs is an object: its text is never JSON's "null" for undefined
    const given: string = JSON.stringify(inputs);
    svc.touch(setupKey, given + "\x01" + setupName());
    const warning = svc.addLog(who(), label, o.table, o.summary);
    svc.buzz();
    const r = resultScreen(o, warning);
    if ((u.top() as Screen & { result?: boolean }).result) u.replace(r);
    else u.push(r);
    if (svc.settings.tableFirst) tableView(u, o, svc.settings.wordsOnly);
  }

  /** A result: select rolls again, up the table view, down what follows, back the setup. */
  function resultScreen(o: Outcome, warning: string): Screen {
    // an effect to apply or a next check is said on the last row, so the GM knows down leads
    // to it: pinned there until the text is scrolled to its end, where it is the last line
    const more = o.effects.length + o.followUps.length;
    // in words a GM reads at a glance, within 14 columns
    const hint = o.effects.length > 0 ? "Down: apply" : "Down: next";
    // a roll the log could not keep says so first, where the GM sees it without scrolling
    let lines = warning === "" ? o.lines : ["Not logged: " + warning].concat(o.lines);
    if (more > 0) lines = lines.concat([hint]);
    const text = ui.text(o.table, lines);
    /** effects applied from this result, each with the sheet as it was (so it can be taken back) */
    const applied: { e: Effect; before: SheetBase }[] = [];
    const s = {
      result: true,
      draw: function (v: View) {
        text.draw(v);
        if (more > 0 && text.top < text.rows(v).length - v.rows) {
          const y = v.rows * v.line;
          v.s.setColor(v.look.bg);
          v.s.fillRect(0, y, v.width - 1, y + v.line - 1);
          v.s.setColor(v.look.fg);
          v.s.drawString(hint, 1, y);
        }
      },
      key: function (k: Key, u: Ui) {
        if (k === "select") roll(u);
        else if (k === "up" && text.top === 0) tableView(u, o, svc.settings.wordsOnly);
        else if (k === "down" && text.top >= text.rows(u.view).length - u.view.rows) u.push(thenScreen(o, applied));
        else text.key(k, u);
      },
    };
    return s;
  }

  function appliedAt(list: { e: Effect }[], e: Effect): number {
    for (let i = 0; i < list.length; i++) if (list[i].e === e) return i;
    return -1;
  }

  /** What follows a result: apply (or take back) its effects, the next checks, odds, the table view. */
  function thenScreen(o: Outcome, applied: { e: Effect; before: SheetBase }[]): Screen {
    const n = o.effects.length;
    const f = o.followUps.length;
    return ui.list("Then", {
      count: function () {
        return n + f + 2;
      },
      label: function (i) {
        if (i < n) return (appliedAt(applied, o.effects[i]) >= 0 ? "Undo: " : "Apply: ") + o.effects[i].text;
        if (i < n + f) return "Next: " + o.followUps[i - n].label;
        return i === n + f ? "Odds" : "Table view";
      },
      right: function () {
        return "";
      },
      pick: function (i, u) {
        if (i < n) return applyOrUndo(o.effects[i], applied, u);
        if (i < n + f) return startCheck(svc, u, rules, pack, o.followUps[i - n].check, labelOf(o.followUps[i - n].check), false, o.followUps[i - n].inputs);
        if (i === n + f) return showOdds(u);
        tableView(u, o, svc.settings.wordsOnly);
      },
    });
  }

  function labelOf(check: string): string {
    const l = rules.checkList();
    for (let i = 0; i < l.length; i++) if (l[i][0] === check) return l[i][1];
    return check;
  }

  /** Writes an effect to its sheet, or takes an applied one back (the sheet as it was). */
  function applyOrUndo(e: Effect, applied: { e: Effect; before: SheetBase }[], u: Ui): void {
    const at = appliedAt(applied, e);
    const current = sheetOf(e.character);
    if (!current) return u.message("Not applied", "No sheet for " + e.character + " in this check.");
    let next: SheetBase;
    try {
      next = at >= 0 ? applied[at].before : rules.apply(current, e, pack);
    } catch (er) {
      return u.message("Not applied", errorText(er));
    }
    const why = svc.save(next);
    if (why !== "") return u.message(at >= 0 ? "Not undone" : "Not applied", why);
    for (let i = 0; i < sheets.length; i++) if (sheets[i].id === next.id) sheets[i] = next;
    if (at >= 0) applied.splice(at, 1);
    else applied.push({ e: e, before: current });
    u.render();
  }

  function showOdds(u: Ui): void {
    const title = "Odds: " + label;
    const wait = ui.text(title, ["Working..."]);
    u.push(wait);
    svc.later(function () {
      let lines: string[];
      try {
        const o = rules.odds(id, inputs, sheets, pack);
        lines = [];
        for (let i = 0; i < o.lines.length; i++) lines.push(o.lines[i].label + "\t" + chanceText(o.lines[i].p));
      } catch (e) {
        lines = [errorText(e)];
      }
      if (u.top() === wait) u.replace(ui.text(title, lines));
    });
  }

  if (preset) {
    for (const k in preset) {
      if (!Object.prototype.hasOwnProperty.call(preset, k)) continue;
      const why = badNamed(preset[k]);
      if (why !== "") return ui.message("Cannot use", why);
      inputs[k] = preset[k];
      asked.push(k);
    }
  }
  proceed(ui);
}
