/**
 * A checksum over a fixed mix of everything the engine computes from a seed: rolls of every
 * skill from -10 to 40 with and without modifiers, checks against the TN ladder, opposed
 * rolls, dice pools and the closed-form odds. The device shows it for seed 1 so the GM can
 * compare it with `sifni selftest --seed 1`; tests/golden/ pins it for a few seeds.
 */
import { engineError } from "./errors";
import { TWO32, floorDiv, isInt, mul32 } from "./math/exact";
import { parseFraction } from "./math/fraction";
import { diceTotal, md10, rollPool } from "./random/dice";
import { sfc32 } from "./random/sfc32";
import { uniformInt } from "./random/uniform";
import { Factor, UNMODIFIED, factorOf } from "./sifni/modifiers";
import { check, opposed } from "./sifni/resolve";
import { RollSetup, setup } from "./sifni/roll";
import { atLeast } from "./sifni/survival";

export const MAX_SELFTEST_COUNT = 100000;
/**
 * The run the device's Settings screen shows (seed 1) and `sifni selftest` defaults to: 51
 * rounds roll every skill from -10 to 40 once: 66 ms in the Espruino interpreter built for a
 * desktop, about 6 s on a 64 MHz device (docs/engine.md).
 */
export const STANDARD_SELFTEST = { seed: 1, count: 51 };
// FNV-1a over 32-bit words: offset basis 2166136261, prime 16777619
const FNV_BASIS = -2128831035;
const FNV_PRIME = 16777619;
const HEX = "0123456789abcdef";

function fold(h: number, v: number): number {
  // an integer of up to 53 bits (or negative) goes in as its two 32-bit halves
  const hi = floorDiv(v, TWO32);
  h = mul32(h ^ (v - hi * TWO32), FNV_PRIME);
  return mul32(h ^ hi, FNV_PRIME);
}

function hex32(h: number): string {
  let s = "";
  for (let i = 0; i < 8; i++) {
    s += HEX.charAt((h >>> 28) & 15);
    h = h << 4;
  }
  return s;
}

export function selfTest(seed: number, count: number): string {
  if (!isInt(count) || count < 1 || count > MAX_SELFTEST_COUNT) {
    throw engineError("COUNT", "count must be an integer from 1 to " + MAX_SELFTEST_COUNT + ", got " + String(count), count);
  }
  const rng = sfc32(seed);
  const factors: Factor[] = [
    UNMODIFIED,
    factorOf([parseFraction("+1/3")]),
    factorOf([parseFraction("-1/6")]),
    factorOf([parseFraction("+1/4"), parseFraction("-1/3")]),
  ];
  let h = FNV_BASIS;
  for (let i = 0; i < count; i++) {
    // every round: one skill (all of -10..40 over 51 rounds) with modifiers against a TN, cheap dice
    const skill = -10 + (i % 51);
    const s: RollSetup = setup(skill, factors[i % 4]);
    const c = check(rng, s, (i % 26) * 100);
    h = fold(h, c.roll.base);
    h = fold(h, c.roll.value);
    h = fold(h, c.verdict === "success" ? 1 : c.verdict === "deadlock" ? 2 : 3);
    h = fold(h, md10(rng));
    h = fold(h, uniformInt(rng, 1000));
    // every fifth round the costlier parts, so the device's standard run stays near 4 s
    if (i % 5 !== 0) continue;
    const o = opposed(rng, s, setup(30 - skill));
    h = fold(h, o.margin);
    h = fold(h, o.winner === "a" ? 1 : o.winner === "b" ? 2 : 3);
    const p = rollPool(rng, 4, 6, 3);
    h = fold(h, p.total);
    h = fold(h, p.kept);
    h = fold(h, diceTotal(rng, 3, 6));
    h = fold(h, atLeast(s, (i % 30) * 100 + (i % 7)));
  }
  return hex32(h);
}
