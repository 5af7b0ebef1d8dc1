// Perft through the engine's API: the number of move sequences of a given length from a chess
// position. The model plays a forced move (one option) without asking, so the variable `ply`
// tells how many half-moves a game has gone; a game that ended before the depth counts 0.
import type { Game } from '@tabletwin/engine';

function plyOf(g: Game): number {
  return g.state.vars['ply'] as number;
}

/**
 * Leaves at `depth` half-moves below `g`. Every option is answered on a clone; with `bulk`, the
 * last half-move is counted as the options of the decision before it instead of being played.
 */
export function perft(g: Game, depth: number, bulk = false, from: number = plyOf(g)): number {
  const left = depth - (plyOf(g) - from);
  if (left <= 0) return 1;
  const r = g.request();
  if (r.kind !== 'decision') return 0;
  if (bulk && left === 1) return r.options.length;
  let n = 0;
  for (let i = 0; i < r.options.length; i++) {
    const c = g.clone();
    c.answer(i);
    n += perft(c, depth, bulk, from);
  }
  return n;
}
