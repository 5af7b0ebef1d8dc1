// Seeds of a simulation. Game k of a run with seed s is played with seed s + k, so one game of a
// run can be played again alone (`--games 1 --seed <its seed>`), and a run split anywhere plays
// the same games. A seat's player gets its own seed mixed from the game's seed and the seat.

/** The seed of game `k` (from 0) of a run seeded with `seed`. */
export function gameSeed(seed: number, k: number): number {
  return seed + k;
}

/** A 32-bit seed for the player in `seat` of the game seeded with `game` (integer arithmetic only). */
export function playerSeed(game: number, seat: number): number {
  const lo = Number(BigInt.asUintN(32, BigInt(game)));
  const hi = Number(BigInt.asUintN(32, BigInt(game) >> 32n));
  let h = (lo ^ Math.imul(hi, 0x27d4eb2d) ^ Math.imul(seat + 1, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
