/**
 * After a wound is applied: the setup still names the defender though the wound killed them (a
 * dead character is no longer offered as one), and the party keeps its order.
 */
import { describe, expect, test } from "vitest";
import { MELEE_APPLY, boot, press, screen } from "../helpers/device";


describe("after a wound is applied", () => {
  test("the setup names the dead defender, and the party lists them where they were", () => {
    const emu = boot("banglejs2", 11);
    press(emu, MELEE_APPLY);
    expect(screen(emu)).toMatch(/^Undo: Wren/m);
    expect(screen(emu)).toMatch(/die already/);
    press(emu, ["back", "back"]);
    expect(screen(emu)).toMatch(/^Melee attack\n/);
    expect(screen(emu)).toMatch(/Defender Wren/);
    expect(screen(emu)).not.toMatch(/rogue/);
    press(emu, ["back", "back", "up", "up", "up", "up", "select"]);
    expect(screen(emu)).toMatch(/^Party\nSir Aldric\nWren\nTamsin/);
  });
});
