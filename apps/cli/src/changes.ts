// What changed in a game's variables and zones between two moments, for people reading a game.
// Items show by their label (as options do), so a zone of card instances reads `[ace, king]`.

import { isDict, type Value } from '@tabletwin/expr';
import { labelOf, type GameState } from '@tabletwin/engine';

/** Longest value shown on one side of a change. */
const WIDTH = 70;

export type StateText = Map<string, string>;

/** Every variable and zone (a player's zone per player) as the text a reader sees. */
export function stateText(state: GameState): StateText {
  const out: StateText = new Map();
  for (const [name, value] of Object.entries(state.vars)) out.set(name, shown(value));
  for (const [name, zone] of Object.entries(state.zones)) {
    if (zone.length > 0 && zone.every(Array.isArray)) zone.forEach((z, p) => out.set(`${name}[${p}]`, shown(z)));
    else out.set(name, shown(zone));
  }
  return out;
}

/** `name: old → new` for each name whose text differs, in the order of `after`. */
export function changes(before: StateText, after: StateText): string[] {
  const lines: string[] = [];
  for (const [name, now] of after) {
    const was = before.get(name);
    if (was !== now) lines.push(`${name}: ${cut(was ?? '(none)')} → ${cut(now)}`);
  }
  return lines;
}

function shown(v: Value): string {
  if (Array.isArray(v)) return `[${v.map(shown).join(', ')}]`;
  if (isDict(v) && !('label' in v || 'id' in v || 'uid' in v)) {
    return `{${Object.entries(v).map(([k, x]) => `${k}: ${shown(x)}`).join(', ')}}`;
  }
  return labelOf(v);
}

function cut(text: string): string {
  return text.length <= WIDTH ? text : text.slice(0, WIDTH - 1) + '…';
}
