/**
 * A round in a hold (s-ifni.txt, "Wrestling"): "both sides usually only have 3 options: Hold,
 * Escape, or Throw. All of these require a test of Wrestling vs Wrestling for a success. A
 * Hold action attempts to use Wrestling skill (versus Escape or Hold) to cause damage and
 * also, if successful, prevents a Throw. A successful Escape action (versus Hold) allows the
 * character to exit the entanglement. A Throw action, if successful (versus Hold) and not
 * countered by an opposing Hold, exits the entanglement while also causing damage. Note that
 * any damage caused in Wrestling uses the Unarmed weapon stats."
 *
 * Read as one opposed Wrestling roll per round (each side adds the skill named after its
 * action: Hold, Escape, Throw): the higher roll's action happens, a tie is a deadlock. Hold:
 * damage to the other, still entangled. Escape: out, no damage. Throw: damage and out. Both
 * choosing Escape: they let go without a roll. Damage is a DR of the winner's roll against the
 * loser's, with the Unarmed row's damage type, armor modifier and damage bonus.
 */
export const ACTIONS = ["hold", "escape", "throw"];
export const ACTION_LABELS = ["Hold", "Escape", "Throw"];
export const ACTION_SKILLS = ["Hold", "Escape", "Throw"];

/** The winner's action does damage (Hold, Throw). */
export function hurts(action: string): boolean {
  return action !== "escape";
}

/** The winner's action ends the entanglement (Escape, Throw). */
export function frees(action: string): boolean {
  return action !== "hold";
}

/** What the table view says when a side's action wins. */
export function actionWord(action: string): string {
  return action === "hold" ? "HOLDS" : action === "escape" ? "ESCAPES" : "THROWS";
}
