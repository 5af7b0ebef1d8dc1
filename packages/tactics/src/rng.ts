// The seeded generator of a player's own random choices and of look-ahead seeds: the engine's
// (xoshiro128**, seeded with splitmix32), so a seed gives the same numbers everywhere.
import { seedRng, type RngState } from '@tabletwin/engine';

export { nextInt, nextUint32, pickOutcome as pickWeighted, type RngState as Rng } from '@tabletwin/engine';

/** A generator for any number: its low 32 bits are the seed (look-ahead mixes seeds with `^` and `*`). */
export function seeded(seed: number): RngState {
  return seedRng((Number.isFinite(seed) ? Math.trunc(seed) | 0 : 0) >>> 0);
}
