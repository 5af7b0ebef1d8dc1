// Look-ahead per seat: a `tactic:` seat written `look-ahead:tactic:<path>` uses the tactic with its
// search. The mark lives in the seat's spec, so the link, a game record and the seat menus carry it.
export const LOOK_AHEAD = 'look-ahead:';

export const isTacticSeat = (spec: string): boolean => withoutLookAhead(spec).startsWith('tactic:');
export const hasLookAhead = (spec: string): boolean => spec.startsWith(LOOK_AHEAD) && isTacticSeat(spec);
export const withoutLookAhead = (spec: string): string => (spec.startsWith(LOOK_AHEAD) ? spec.slice(LOOK_AHEAD.length) : spec);

/** The seat's spec with look-ahead on or off (only a tactic seat takes it). */
export function lookAhead(spec: string, on: boolean): string {
  const base = withoutLookAhead(spec);
  return on && base.startsWith('tactic:') ? LOOK_AHEAD + base : base;
}
