// Who sees what (docs/engine.md#who-sees-what): the observations as one player saw
// them, the information state built from them, and the table as one player sees it.
import type { Value } from '@tabletwin/expr';
import type { Machine } from './machine.js';
import { toArray } from './history.js';
import type { GameState, Observation } from './types.js';
import { canSee, zoneSeenBy } from './visibility.js';

/** What a player sees of a thing they may not see. */
export const HIDDEN = '?';

/** The observations in order, with `?` for the label of what `player` could not see. */
export function observationsOf(g: Machine, player: number): Observation[] {
  const out: Observation[] = [];
  for (const e of toArray(g.history.log)) {
    if (!('visibleTo' in e)) continue;
    const label = canSee(e.visibleTo, player) ? e.label : HIDDEN;
    out.push({ where: e.where, kind: e.kind, player: e.player, visibleTo: e.visibleTo, label });
  }
  return out;
}

/** One line per observation: equal for two games exactly when the player observed the same. */
export function informationStateOf(g: Machine, player: number): string {
  const lines: string[] = [];
  for (const o of observationsOf(g, player)) lines.push(`${o.where}|${o.kind}|${o.player ?? '-'}|${o.label}`);
  return lines.join('\n');
}

/** The state with what `player` cannot see replaced by `?`: other players' hands, hidden zones. */
export function viewOf(g: Machine, player: number): Pick<GameState, 'vars' | 'zones' | 'eliminated' | 'results'> {
  const zones = Object.setPrototypeOf({}, null) as GameState['zones'];
  for (const decl of g.model.zones) {
    const z = g.st.zones[decl.name];
    if (z === undefined) continue;
    const mask = (list: Value[], owner: number | null): Value[] =>
      canSee(zoneSeenBy(decl, owner), player) ? list : list.map(() => HIDDEN);
    zones[decl.name] = decl.perPlayer ? (z as Value[][]).map(mask) : mask(z as Value[], null);
  }
  return { vars: g.st.vars, zones, eliminated: g.st.eliminated, results: g.st.results };
}
