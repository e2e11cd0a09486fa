/**
 * Group work (s-ifni.txt, end of "Modifiers"): everyone rolls; "each success would complete
 * part of the project (equal to 1 person's minimal effort), while each failure would be
 * wasted time", and the degrees of success and failure mix into the quality. We report the
 * count of each verdict and the quality as the mean degree (roll / TN) over all workers.
 */
import { engineError } from "../errors";
import { RandomGenerator } from "../random/generator";
import { isList } from "../validate";
import { check, checkTn } from "./resolve";
import { RollSetup } from "./roll";

export interface GroupWork {
  successes: number;
  deadlocks: number;
  failures: number;
  /** mean of roll / TN over all workers, in hundredths; null against TN 0 */
  quality: number | null;
}

export function groupWork(rng: RandomGenerator, workers: RollSetup[], tn: number): GroupWork {
  checkTn(tn);
  if (!isList(workers) || workers.length === 0) {
    throw engineError("GROUP", "group work needs at least one worker", workers);
  }
  const g: GroupWork = { successes: 0, deadlocks: 0, failures: 0, quality: null };
  let degrees = 0;
  for (let i = 0; i < workers.length; i++) {
    const c = check(rng, workers[i], tn);
    if (c.verdict === "success") g.successes++;
    else if (c.verdict === "deadlock") g.deadlocks++;
    else g.failures++;
    if (c.degree !== null) degrees += c.degree;
  }
  if (tn > 0) g.quality = Math.floor(degrees / workers.length);
  return g;
}
