/**
 * Asking one check input: a list of choices (recent ones first, groups as a second level), a
 * multi-choice list, a number editor or yes/no. `done` gets the value; back gives up.
 */
import { formatHundredths } from "../../engine/format/number";
import { choicesOf } from "../../engine/rules/inputs";
import { Choice, InputContext, InputSpec, InputValue } from "../../engine/rules/types";
import { Services } from "../services";
import { Key } from "../surface";
import { ListScreen, Screen, Ui, menu } from "../ui";
import { View, titleBar } from "../view";

export type Done = (v: InputValue, ui: Ui) => void;

/** Rows shown above a choice list's own (recent setups of a check). */
export interface Extra {
  label: string;
  pick(ui: Ui): void;
}

/** How a value reads in the setup list. */
export function valueText(spec: InputSpec, v: InputValue | undefined, c: InputContext): string {
  if (v === undefined) return "?";
  if (spec.kind === "flag") return v ? "yes" : "no";
  if (spec.kind === "number") return spec.unit === "hundredths" ? formatHundredths(v as number) : String(v);
  const list = choicesOf(spec, c);
  const ids = String(v).split(",");
  let out = "";
  for (let i = 0; i < ids.length; i++) {
    for (let j = 0; j < list.length; j++) {
      if (list[j].id === ids[i]) out += (out === "" ? "" : ",") + list[j].label;
    }
  }
  return out === "" ? "-" : out;
}

function indexOf(list: Choice[], id: string): number {
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return i;
  return -1;
}

/**
 * Rows of a choice list: the recent choices (that still exist), then either the other choices
 * or, when the choices have groups and do not fit one screen, the groups (opened as a sublist).
 */
function choiceRows(list: Choice[], recent: string[], rows: number): { choice: number[]; group: string[] } {
  const choice: number[] = [];
  const group: string[] = [];
  for (let i = 0; i < recent.length && choice.length < 3; i++) {
    const j = indexOf(list, recent[i]);
    if (j >= 0) choice.push(j);
  }
  const grouped = list.length > rows && list.length > 0 && list[0].group !== undefined;
  for (let i = 0; i < list.length; i++) {
    const g = list[i].group;
    if (grouped && g !== undefined) {
      if (group.indexOf(g) < 0) group.push(g);
    } else if (choice.indexOf(i) < 0) choice.push(i); // recent ones are listed once, at the top
  }
  return { choice: choice, group: group };
}

function askChoice(spec: InputSpec, c: InputContext, svc: Services, key: string, ui: Ui, done: Done, extras: Extra[]): void {
  const list = choicesOf(spec, c);
  const r = choiceRows(list, svc.recent(key), ui.view.rows);
  const ne = extras.length;
  const nc = r.choice.length;
  const current = c.inputs[spec.id] === undefined ? spec.initial : c.inputs[spec.id];
  let cursor = 0;
  for (let i = 0; i < nc; i++) if (list[r.choice[i]].id === current) cursor = i + ne;
  ui.push(
    new ListScreen(
      spec.label,
      {
        count: function () {
          return ne + nc + r.group.length;
        },
        label: function (i) {
          if (i < ne) return extras[i].label;
          i -= ne;
          return i < nc ? list[r.choice[i]].label : r.group[i - nc];
        },
        right: function (i) {
          return i < ne + nc ? "" : ">";
        },
        pick: function (i, u) {
          if (i < ne) return extras[i].pick(u);
          i -= ne;
          if (i < nc) {
            svc.touch(key, list[r.choice[i]].id);
            done(list[r.choice[i]].id, u);
            return;
          }
          const g = r.group[i - nc];
          const inGroup: number[] = [];
          for (let j = 0; j < list.length; j++) if (list[j].group === g) inGroup.push(j);
          u.push(
            menu(
              g,
              inGroup.map(function (j) {
                return list[j].label;
              }),
              function (k, u2) {
                svc.touch(key, list[inGroup[k]].id);
                u2.pop();
                done(list[inGroup[k]].id, u2);
              }
            )
          );
        },
      },
      cursor
    )
  );
}

function askChoices(spec: InputSpec, c: InputContext, ui: Ui, done: Done): void {
  const list = choicesOf(spec, c);
  const on: boolean[] = [];
  const cur = String(c.inputs[spec.id] === undefined ? spec.initial || "" : c.inputs[spec.id]).split(",");
  for (let i = 0; i < list.length; i++) on.push(cur.indexOf(list[i].id) >= 0);
  const screen = new ListScreen(spec.label, {
    count: function () {
      return list.length + 1;
    },
    label: function (i) {
      return i === 0 ? "Done" : list[i - 1].label;
    },
    right: function (i) {
      return i === 0 ? "" : on[i - 1] ? "[x]" : "[ ]";
    },
    pick: function (i, u) {
      if (i > 0) {
        on[i - 1] = !on[i - 1];
        u.render();
        return;
      }
      const ids: string[] = [];
      for (let j = 0; j < list.length; j++) if (on[j]) ids.push(list[j].id);
      done(ids.join(","), u);
    },
  });
  ui.push(screen);
}

/** A number changed with up/down in steps; select keeps it. */
class NumberScreen implements Screen {
  spec: InputSpec;
  value: number;
  done: Done;

  constructor(spec: InputSpec, value: number, done: Done) {
    this.spec = spec;
    this.value = value;
    this.done = done;
  }

  draw(v: View): void {
    titleBar(v, this.spec.label);
    const text = this.spec.unit === "hundredths" ? formatHundredths(this.value) : String(this.value);
    v.s.setFont(v.look.font, v.look.scale * 2);
    v.s.setColor(v.look.fg);
    v.s.drawString(text, (v.width - v.s.stringWidth(text)) >> 1, v.line * 2);
    v.s.setFont(v.look.font, v.look.scale);
  }

  key(k: Key, ui: Ui): void {
    const step = this.spec.step || 1;
    if (k === "back") ui.pop();
    else if (k === "select") this.done(this.value, ui);
    else {
      const next = this.value + (k === "up" ? step : -step);
      if ((this.spec.min === undefined || next >= this.spec.min) && (this.spec.max === undefined || next <= this.spec.max)) {
        this.value = next;
        ui.render();
      }
    }
  }
}

function inRange(spec: InputSpec, n: number): number {
  return spec.min !== undefined && n < spec.min ? spec.min : spec.max !== undefined && n > spec.max ? spec.max : n;
}

/** Pushes the screen that asks `spec`; `done` is called with the chosen value; `extras` head a choice list. */
export function ask(spec: InputSpec, c: InputContext, svc: Services, key: string, ui: Ui, done: Done, extras?: Extra[]): void {
  const v = c.inputs[spec.id];
  if (spec.kind === "number") {
    // a required number starts where it usually is, not at its minimum (an attribute of -40)
    const start = typeof v === "number" ? v : typeof spec.initial === "number" ? spec.initial : typeof spec.typical === "number" ? spec.typical : inRange(spec, 0);
    ui.push(new NumberScreen(spec, start, done));
  } else if (spec.kind === "flag") {
    ui.push(
      menu(spec.label, ["Yes", "No"], function (i, u) {
        done(i === 0, u);
      })
    );
  } else if (spec.kind === "choices") askChoices(spec, c, ui, done);
  else askChoice(spec, c, svc, key, ui, done, extras || []);
}
