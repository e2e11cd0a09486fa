/**
 * Each board's buttons and gestures as the UI's four keys, as its profile says (boards/*.json
 * "input"): Pixl.js BTN1 up, BTN4 down, BTN3 select, BTN2 back (as its built-in menu);
 * Bangle.js 1 BTN1 up, BTN2 select, BTN3 down, BTN4 (left of the screen) back;
 * Bangle.js 2 drag up/down, tap to select, its button back.
 */
import { Key } from "../ui-lcd/surface";
import { Board } from "./board";

/** Pixels of finger travel per step when dragging on a touchscreen. */
const DRAG_STEP = 24;

/** What a watch calls: only the key is kept with it (each closure keeps its maker's scope). */
function keyOn(onKey: (k: Key) => void, key: Key): () => void {
  return function () {
    onKey(key);
  };
}

/**
 * Each abstract key listens to the input its profile names: a button (BTNn, a global of the
 * firmware), a drag of the finger up or down the touchscreen ("drag-up" / "drag-down", one key
 * per DRAG_STEP pixels of travel), or a tap ("tap", the firmware's "touch" event, which a drag
 * does not send).
 */
export function watchInput(keys: Board["keys"], onKey: (k: Key) => void): void {
  const all: Key[] = ["up", "down", "select", "back"];
  let fingerUp: Key | null = null;
  let fingerDown: Key | null = null;
  for (let n = 0; n < all.length; n++) {
    const what = keys[all[n]];
    if (what === "drag-up") fingerUp = all[n];
    else if (what === "drag-down") fingerDown = all[n];
    else if (what === "tap") Bangle.on("touch", keyOn(onKey, all[n]));
    else setWatch(keyOn(onKey, all[n]), global[what], { repeat: true, edge: "rising", debounce: 25 });
  }
  if (fingerUp === null && fingerDown === null) return;
  let travel = 0;
  Bangle.on("drag", function (e) {
    if (e.b === 0) {
      travel = 0;
      return;
    }
    travel += e.dy;
    while (travel <= -DRAG_STEP || travel >= DRAG_STEP) {
      const k = travel < 0 ? fingerUp : fingerDown;
      if (k !== null) onKey(k);
      travel += travel < 0 ? DRAG_STEP : -DRAG_STEP;
    }
  });
}
