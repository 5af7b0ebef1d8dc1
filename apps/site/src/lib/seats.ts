// Look-ahead per seat, in the words of @tabletwin/tactics (`look-ahead:tactic:<path>`,
// `no-look-ahead:tactic:<path>`, plain `tactic:<path>` as its file says). The mark lives in the
// seat's spec, so the link, a game record, the seat menus and `tabletwin play --players` agree.
import { seatLookAhead } from '@tabletwin/tactics';

export { withLookAhead } from '@tabletwin/tactics';

/** The seat without its look-ahead prefix (what its menu shows). */
export const withoutLookAhead = (spec: string): string => seatLookAhead(spec).base;

export const isTacticSeat = (spec: string): boolean => withoutLookAhead(spec).startsWith('tactic:');

/** Whether the seat's spec itself turns look-ahead on (its file may also do so, which the worker tells). */
export const asksLookAhead = (spec: string): boolean => seatLookAhead(spec).lookAhead === 'on' && isTacticSeat(spec);

/** A seat as its menu names it: `tactic pig-tactic` for `tactic:models/tactics/pig-tactic.yaml`, `your tactic` for the pasted one. */
export function seatLabel(spec: string): string {
  const base = withoutLookAhead(spec);
  if (!base.startsWith('tactic:')) return base;
  const name = base
    .slice('tactic:'.length)
    .replace(/^.*\//, '')
    .replace(/\.ya?ml$/, '');
  return name === 'your-tactic' ? 'your tactic' : `tactic ${name}`;
}
