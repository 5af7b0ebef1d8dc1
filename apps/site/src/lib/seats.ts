// Look-ahead per seat, in the words of @tabletwin/tactics (`look-ahead:tactic:<path>`,
// `no-look-ahead:tactic:<path>`, plain `tactic:<path>` as its file says), which reads them
// (`parseSeat`). The mark lives in the seat's spec, so the link, a game record, the seat menus and
// `tabletwin play --players` agree. `you` is the page's own word for a seat played here.
import { seatLookAhead, seatOf, tacticPathOf } from '@tabletwin/tactics';

export { withLookAhead } from '@tabletwin/tactics';

/** The seat without its look-ahead prefix (what its menu shows). */
export const withoutLookAhead = (spec: string): string => seatLookAhead(spec).base;

export const isTacticSeat = (spec: string): boolean => tacticPathOf(spec) !== null;

/** Whether the seat's spec itself turns look-ahead on (its file may also do so, which the worker tells). */
export function asksLookAhead(spec: string): boolean {
  const seat = seatOf(spec);
  return seat?.kind === 'tactic' && seat.lookAhead === 'on';
}

/** A seat as its menu names it: `tactic pig-tactic` for `tactic:models/tactics/pig-tactic.yaml`, `your tactic` for the pasted one. */
export function seatLabel(spec: string): string {
  const path = tacticPathOf(spec);
  if (path === null) return withoutLookAhead(spec);
  const name = path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  return name === 'your-tactic' ? 'your tactic' : `tactic ${name}`;
}
