// What changed in a game's variables, zones and the attributes of its objects (cards, pieces,
// figures: instances, dicts with a uid) between two moments, for people reading a game. Items show
// by their label (as options do), so a zone of card instances reads `[ace, king]`, and a move of a
// figure reads `cell of Warrior: 0,1 → 1,1`. Seen by one player (the engine's `game.view(p)`), an
// item they may not see is `▒`, as on the table, and its attributes are not there at all.

import { isLanguageDict, type Dict, type Value } from '@tabletwin/expr';
import { HIDDEN, labelOf, type GameState, type GameView } from '@tabletwin/engine';

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

/** What a player may not see, as the table draws it. */
export const BACK = '▒';

/** Runs of more hidden items than this read `▒ ×12`. */
const RUN = 3;

/**
 * Every variable and zone (a player's zone per player), then every attribute of every instance.
 * With `view` (the engine's view of one player), an item the view hides is `▒` and is not looked into.
 */
export function stateText(state: Pick<GameState, 'vars' | 'zones'>, view?: GameView): StateText {
  const out: StateText = new Map();
  for (const [name, value] of Object.entries(state.vars)) out.set(name, { name, text: shown(value) });
  const seen = new Map<string, Value[]>();
  const list = (key: string, items: Value[], shownAs: Value[] | undefined): string => {
    const visible = shownAs === undefined ? items : items.filter((x, i) => !hides(x, shownAs[i]));
    seen.set(key, visible);
    return shownAs === undefined ? shown(items) : listText(items.map((x, i) => (hides(x, shownAs[i]) ? undefined : x)));
  };
  for (const [name, zone] of Object.entries(state.zones)) {
    const masked = view?.zones[name];
    if (zone.length > 0 && zone.every(Array.isArray))
      (zone as Value[][]).forEach((z, p) =>
        out.set(`${name}[${p}]`, {
          name: `${name}[${p}]`,
          text: list(`${name}[${p}]`, z, (masked as Value[][] | undefined)?.[p]),
        }),
      );
    else out.set(name, { name, text: list(name, zone as Value[], masked as Value[] | undefined) });
  }
  // Zones first: that is where objects live; a variable may hold a copy.
  const found = new Map<number, Dict>();
  for (const visible of seen.values()) collect(visible, found);
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
  } else if (isLanguageDict(v)) {
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

/** Whether the view shows `?` where the game has something else. */
const hides = (real: Value, inView: Value | undefined): boolean => inView === HIDDEN && real !== HIDDEN;

/** A zone's items, `undefined` for a hidden one: `[K, ▒, ▒]`, runs as `▒ ×12`. */
function listText(items: (Value | undefined)[]): string {
  const parts: string[] = [];
  for (let i = 0; i < items.length;) {
    const item = items[i];
    if (item !== undefined) {
      parts.push(shown(item));
      i++;
      continue;
    }
    let j = i;
    while (j < items.length && items[j] === undefined) j++;
    if (j - i > RUN) parts.push(`${BACK} ×${j - i}`);
    else for (let k = i; k < j; k++) parts.push(BACK);
    i = j;
  }
  return `[${parts.join(', ')}]`;
}

/** A value as a reader sees it: items by their label, lists and plain dicts spelled out. */
export function shown(v: Value): string {
  if (Array.isArray(v)) return `[${v.map(shown).join(', ')}]`;
  if (isLanguageDict(v) && !('label' in v || 'id' in v || 'uid' in v)) {
    return `{${Object.entries(v)
      .map(([k, x]) => `${k}: ${shown(x)}`)
      .join(', ')}}`;
  }
  return labelOf(v);
}

function cut(text: string): string {
  return text.length <= WIDTH ? text : text.slice(0, WIDTH - 1) + '…';
}
