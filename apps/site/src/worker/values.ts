// The values panel: every variable, derived value and zone of the model as the viewer may see it,
// grouped into the shared ones and each player's own, so that nothing the rules keep is off the
// table (Pig's `pot` and `turn_over` have no place in the automatic layout).
import { HIDDEN, type Game } from '@tabletwin/engine';
import { repr, type Value } from '@tabletwin/expr';
import type { ValueLine, ValuesPanel } from '../lib/protocol.js';

type Raw = Record<string, unknown>;
const rec = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});
const labelOf = (d: Raw): string | null => (typeof d['label'] === 'string' ? d['label'] : null);

/** At most this many characters of a value: a long list stays readable, and the panel small. */
const LONG = 160;

export function textOf(v: Value | undefined): string {
  if (v === undefined) return '–';
  if (v === HIDDEN) return '?';
  let t: string;
  try {
    t = repr(v);
  } catch {
    t = String(v);
  }
  return t.length > LONG ? `${t.slice(0, LONG - 1)}…` : t;
}

function zoneText(list: readonly Value[]): string {
  if (list.length === 0) return 'empty';
  const items = list.map((v) => (v === HIDDEN ? '?' : typeof v === 'string' ? v : textOf(v)));
  const all = items.join(', ');
  const shown = all.length > LONG ? `${all.slice(0, LONG - 1)}…` : all;
  return `${list.length} ${list.length === 1 ? 'thing' : 'things'}: ${shown}`;
}

/** The panel for `viewer` (null: everything): values from `game.view(viewer)`, which masks what the viewer may not see. */
export function valuesOf(game: Game, viewer: number | null): ValuesPanel {
  const n = game.model.numPlayers;
  const state = rec(rec(game.model.data)['state']);
  const seen = viewer === null ? game.state : game.view(viewer);
  const global: ValueLine[] = [];
  const players: ValueLine[][] = Array.from({ length: n }, () => []);
  for (const [name, decl] of Object.entries(rec(state['vars']))) {
    const d = rec(decl);
    const value = (seen.vars as Record<string, Value>)[name];
    if (d['scope'] === 'player' && Array.isArray(value)) {
      value.forEach((v, p) => players[p]?.push({ kind: 'var', name, label: labelOf(d), text: textOf(v as Value) }));
    } else global.push({ kind: 'var', name, label: labelOf(d), text: textOf(value) });
  }
  // A derived value is worked out from the whole state, which may hold what the viewer may not see:
  // shown only when everything is.
  for (const [name, decl] of viewer === null ? Object.entries(rec(state['derived'])) : []) {
    let v: Value | undefined;
    try {
      v = game.evaluate(name);
    } catch {
      v = undefined;
    }
    global.push({ kind: 'derived', name, label: labelOf(rec(decl)), text: textOf(v) });
  }
  for (const [name, decl] of Object.entries(rec(state['zones']))) {
    const d = rec(decl);
    const z = (seen.zones as Record<string, Value[] | Value[][]>)[name];
    if (z === undefined) continue;
    if (d['owner'] === 'player') {
      (z as Value[][]).forEach((list, p) => players[p]?.push({ kind: 'zone', name, label: labelOf(d), text: zoneText(list) }));
    } else global.push({ kind: 'zone', name, label: labelOf(d), text: zoneText(z as Value[]) });
  }
  return { global, players };
}

/** Each action's label by its name (the option buttons and the log show it with the name). */
export function actionLabels(game: Game): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, decl] of Object.entries(rec(rec(game.model.data)['actions']))) {
    const label = labelOf(rec(decl));
    if (label !== null) out[name] = label;
  }
  return out;
}
