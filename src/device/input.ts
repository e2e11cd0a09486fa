/**
 * Each board's buttons and gestures as the UI's four keys (docs/device.md):
 * Pixl.js BTN1 up, BTN4 down, BTN3 select, BTN2 back (as its built-in menu);
 * Bangle.js 1 BTN1 up, BTN2 select, BTN3 down, BTN4 (left of the screen) back;
 * Bangle.js 2 drag up/down, tap to select, its button back.
 */
import { Key } from "../ui-lcd/surface";
import { Board } from "./board";

/** Pixels of finger travel per step when dragging on a touchscreen. */
const DRAG_STEP = 24;

function pin(name: string): unknown {
  switch (name) {
    case "BTN1":
      return BTN1;
    case "BTN2":
      return BTN2;
    case "BTN3":
      return BTN3;
    case "BTN4":
      return BTN4;
    default:
      return BTN5;
  }
}

function watch(name: string, key: Key, onKey: (k: Key) => void): void {
  setWatch(
    function () {
      onKey(key);
    },
    pin(name),
    { repeat: true, edge: "rising", debounce: 25 }
  );
}

export function watchInput(b: Board, onKey: (k: Key) => void): void {
  const i = b.input;
  if (i.kind === "buttons") {
    watch(i.up, "up", onKey);
    watch(i.down, "down", onKey);
    watch(i.select, "select", onKey);
    watch(i.back, "back", onKey);
    return;
  }
  watch(i.back, "back", onKey);
  // a drag moves one row per DRAG_STEP pixels; a finger moving up goes to the next row, as a
  // list scrolled up shows what is below; a tap selects
  let travel = 0;
  let lastStepAt = -1;
  Bangle.on("drag", function (e) {
    if (e.b === 0) {
      travel = 0;
      return;
    }
    travel += e.dy;
    while (travel <= -DRAG_STEP || travel >= DRAG_STEP) {
      onKey(travel < 0 ? "down" : "up");
      travel += travel < 0 ? DRAG_STEP : -DRAG_STEP;
      lastStepAt = getTime();
    }
  });
  Bangle.on("touch", function () {
    // the touch that ends a drag (within 0.3 s of its last step) is not a tap
    if (lastStepAt >= 0 && getTime() - lastStepAt < 3 / 10) lastStepAt = -1;
    else onKey("select");
  });
}
