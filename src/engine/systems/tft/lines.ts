/** Small builders for outcomes and odds lines shared by the checks. */
import { Effect, FollowUp, Odds, OddsLine, Outcome } from "../../rules/types";
import { digits } from "../../format/number";

export function outcome(check: string, table: string, lines: string[], effects?: Effect[], followUps?: FollowUp[]): Outcome {
  return {
    check: check,
    table: table,
    degree: "",
    lines: lines,
    summary: lines.join("; "),
    effects: effects || [],
    followUps: followUps || [],
  };
}

export function line(id: string, label: string, p: number): OddsLine {
  return { id: id, label: label, p: p };
}

export function odds(check: string, lines: OddsLine[]): Odds {
  return { check: check, lines: lines };
}

/** An integer with its sign: "+2", "-1", "+0". */
export function signed(v: number): string {
  return v < 0 ? "-" + digits(-v) : "+" + digits(v);
}

/** An integer that may be negative. */
export function int(v: number): string {
  return v < 0 ? "-" + digits(-v) : digits(v);
}

/** A duration in minutes as "45 min", "6 h 30 min", "2 d 12 h". */
export function minutesText(m: number): string {
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m - days * 1440) / 60);
  const mins = m - days * 1440 - hours * 60;
  const parts: string[] = [];
  if (days > 0) parts.push(digits(days) + " d");
  if (hours > 0) parts.push(digits(hours) + " h");
  if (mins > 0 || parts.length === 0) parts.push(digits(mins) + " min");
  return parts.join(" ");
}
