/** A short message (an error, a confirmation) wrapped to the screen; any key leaves it. */
import { TextScreen, Ui } from "../ui";
import { wrap } from "../view";

export function message(ui: Ui, title: string, text: string): void {
  ui.push(new TextScreen(title, wrap(ui.view, text)));
}

/** Asks before doing something the GM might regret (showing a sheet, clearing wounds). */
export function confirm(ui: Ui, title: string, text: string, yes: (ui: Ui) => void): void {
  const lines = wrap(ui.view, text);
  lines.push("");
  lines.push("select: yes  back: no");
  ui.push(
    new TextScreen(title, lines, function (u) {
      u.pop();
      yes(u);
    })
  );
}
