// Errors of a simulation spec: a constant the model does not have, a player that cannot play, a
// model that does not load, numbers out of range. Errors inside a game are not thrown: they are
// counted in the result with their seeds.

export type SimulationErrorKind = 'constant' | 'player' | 'model' | 'spec';

export class SimulationError extends Error {
  override readonly name = 'SimulationError';
  constructor(
    readonly kind: SimulationErrorKind,
    /** What is wrong: `--set GOL`, `player 2 (tactic:x.yaml)`, `games`. */
    readonly where: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    // A player's problem names the seat; the others say what they are about themselves.
    super(kind === 'player' ? `${where}: ${reason}` : reason, options);
  }
}
