// What changed in a game's variables, zones and the attributes of its objects (cards, pieces,
// figures: instances, dicts with a uid) between two moments, for people reading a game. Items show
// by their label (as options do), so a zone of card instances reads `[ace, king]`, and a move of a
// figure reads `cell of Warrior: 0,1 → 1,1`.

import { isDict, type Dict, type Value } from '@tabletwin/expr';
import { labelOf, type GameState } from '@tabletwin/engine';

/** Longest value shown on one side of a change. */
const WIDTH = 70;

/** What a reader sees of one variable, zone or attribute; `uid` marks an attribute of that instance. */
export interface Shown {
  readonly name: string;
  readonly text: string;
  readonly uid?: number;
}

/** By a key that stays the same while the game runs (an attribute by uid, not by label). */
export type StateText = Map<string, Shown>;

/** Every variable and zone (a player's zone per player), then every attribute of every instance. */
export function stateText(state: GameState): StateText {
  const out: StateText = new Map();
  for (const [name, value] of Object.entries(state.vars)) out.set(name, { name, text: shown(value) });
  for (const [name, zone] of Object.entries(state.zones)) {
    if (zone.length > 0 && zone.every(Array.isArray))
      zone.forEach((z, p) => out.set(`${name}[${p}]`, { name: `${name}[${p}]`, text: shown(z) }));
    else out.set(name, { name, text: shown(zone) });
  }
  // Zones first: that is where objects live; a variable may hold a copy.
  const found = new Map<number, Dict>();
  for (const zone of Object.values(state.zones)) collect(zone, found);
  for (const value of Object.values(state.vars)) collect(value, found);
  const labels = new Map<string, number>();
  for (const inst of found.values()) labels.set(labelOf(inst), (labels.get(labelOf(inst)) ?? 0) + 1);
  for (const [uid, inst] of found) {
    const label = labelOf(inst);
    const who = labels.get(label)! > 1 ? `${label} #${uid}` : label;
    for (const [attr, value] of Object.entries(inst)) {
      if (attr !== 'uid' && attr !== 'origin') out.set(`#${uid}.${attr}`, { name: `${attr} of ${who}`, text: shown(value), uid });
    }
  }
  return out;
}

/** The instances (dicts with a numeric uid) in `v`, looking into lists and plain dicts, not into instances. */
function collect(v: Value | Value[] | Value[][], found: Map<number, Dict>): void {
  if (Array.isArray(v)) {
    for (const x of v) collect(x, found);
  } else if (isDict(v)) {
    const uid = v['uid'];
    if (typeof uid !== 'number') for (const x of Object.values(v)) collect(x, found);
    else if (!found.has(uid)) found.set(uid, v);
  }
}

/**
 * `name: old → new` for each entry whose text differs, in the order of `after`. Attributes of an
 * instance that did not exist before are left out: its arrival shows in its zone.
 */
export function changes(before: StateText, after: StateText): string[] {
  const known = new Set<number>();
  for (const s of before.values()) if (s.uid !== undefined) known.add(s.uid);
  const lines: string[] = [];
  for (const [key, now] of after) {
    if (now.uid !== undefined && !known.has(now.uid)) continue;
    const was = before.get(key)?.text;
    if (was !== now.text) lines.push(`${now.name}: ${cut(was ?? '(none)')} → ${cut(now.text)}`);
  }
  return lines;
}

/** A value as a reader sees it: items by their label, lists and plain dicts spelled out. */
export function shown(v: Value): string {
  if (Array.isArray(v)) return `[${v.map(shown).join(', ')}]`;
  if (isDict(v) && !('label' in v || 'id' in v || 'uid' in v)) {
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${shown(x)}`)
      .join(', ')}}`;
  }
  return labelOf(v);
}

function cut(text: string): string {
  return text.length <= WIDTH ? text : text.slice(0, WIDTH - 1) + '…';
}
