// Actions, triggers, modifiers and end conditions into their normalized form.
import type { Value } from '@tabletwin/expr';
import type { ModelPath } from '../source/read-model.js';
import type { Expr } from './expressions.js';
import { isRaw, type Normalizer, type Raw } from './normalizer.js';
import type { ActionDecl, EndCondition, ModifierDecl, TriggerDecl } from './types.js';

/** What a rule on a content item knows about its item. */
export interface Owner {
  readonly self: Value;
  readonly active: Expr | null;
  readonly id: string;
}

export function readAction(name: string, raw: Raw, path: ModelPath, n: Normalizer, self: Value | null = null): ActionDecl {
  return {
    name,
    place: `action ${name}`,
    costPlace: `action ${name} (cost)`,
    pre: n.field(raw, 'pre', path),
    cost: n.opList(raw['cost'], [...path, 'cost']),
    effect: n.opList(raw['effect'], [...path, 'effect']),
    speed: typeof raw['speed'] === 'string' ? raw['speed'] : null,
    self,
  };
}

function timingOf(t: unknown): string {
  if (t === undefined || t === null || t === 'after') return 'after';
  if (t === 'when' || t === 'before') return 'when';
  if (t === 'instead') return 'instead';
  return 'unknown';
}

export function readTrigger(v: unknown, path: ModelPath, n: Normalizer, owner: Owner | null): TriggerDecl {
  const raw = isRaw(v) ? v : {};
  const id = typeof raw['id'] === 'string' ? raw['id'] : (owner?.id ?? String(path[path.length - 1]));
  return {
    id,
    place: `trigger ${id}`,
    event: String(raw['event'] ?? ''),
    timing: timingOf(raw['timing']),
    optional: raw['optional'] === true,
    if: n.field(raw, 'if', path),
    controller: n.expr(raw, 'controller'),
    do: n.opList(raw['do'], [...path, 'do']),
    self: owner?.self ?? null,
    active: owner?.active ?? null,
  };
}

export function readModifier(v: unknown, path: ModelPath, n: Normalizer, owner: Owner | null): ModifierDecl {
  const raw = isRaw(v) ? v : {};
  return {
    id: typeof raw['id'] === 'string' ? raw['id'] : (owner?.id ?? String(path[path.length - 1])),
    stat: typeof raw['stat'] === 'string' ? raw['stat'] : '',
    layer: typeof raw['layer'] === 'number' ? raw['layer'] : 0,
    if: n.expr(raw, 'if'),
    change: n.field(raw, 'change', path),
    self: owner?.self ?? null,
    active: owner?.active ?? null,
  };
}

export function readEnd(v: unknown, i: number, n: Normalizer): EndCondition {
  const raw = isRaw(v) ? v : {};
  const id = typeof raw['id'] === 'string' ? raw['id'] : `end ${i}`;
  return {
    id,
    place: `end condition ${id}`,
    if: n.expr(raw, 'if'),
    result: String(raw['result'] ?? ''),
    who: n.expr(raw, 'who'),
    returns: n.expr(raw, 'returns'),
    scope: typeof raw['scope'] === 'string' ? raw['scope'] : null,
  };
}
