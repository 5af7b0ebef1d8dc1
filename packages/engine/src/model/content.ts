// Content items (docs/reference.md#content) carry rules: an `effect` for `exec`, `triggers`, `modifiers`
// and `abilities`. They are found by walking the content; `self` is the item as model data.
import { isLanguageDict, type Value } from '@tabletwin/expr';
import type { ModelPath } from '../source/read-model.js';
import { isRaw, type Normalizer, type Raw } from './normalizer.js';
import type { ActionDecl, ModifierDecl, TriggerDecl } from './types.js';
import { readAction, readModifier, readTrigger } from './rules.js';

export interface ContentRules {
  readonly triggers: TriggerDecl[];
  readonly modifiers: ModifierDecl[];
  readonly abilities: ActionDecl[];
  readonly effects: WeakMap<object, number>;
}

const RULE_KEYS = new Set(['effect', 'triggers', 'modifiers', 'abilities']);

export function readContent(raw: unknown, value: Value, n: Normalizer): ContentRules {
  const out: ContentRules = { triggers: [], modifiers: [], abilities: [], effects: new WeakMap() };
  walk(raw, value, ['content'], n, out);
  return out;
}

function walk(raw: unknown, value: Value, path: ModelPath, n: Normalizer, out: ContentRules): void {
  if (Array.isArray(raw)) {
    raw.forEach((item, i) => walk(item, (value as Value[])[i] ?? null, [...path, i], n, out));
    return;
  }
  if (!isRaw(raw) || !isLanguageDict(value)) return;
  if ('id' in raw) readItem(raw, value, path, n, out);
  for (const [k, v] of Object.entries(raw)) {
    if (RULE_KEYS.has(k)) continue;
    walk(v, value[k] ?? null, [...path, k], n, out);
  }
}

function readItem(raw: Raw, self: Value, path: ModelPath, n: Normalizer, out: ContentRules): void {
  const id = String(raw['id']);
  const active = n.expr(raw, 'active');
  if (Array.isArray(raw['effect'])) {
    const list = n.opList(raw['effect'], [...path, 'effect']);
    if (list !== null) out.effects.set(self as object, list);
  }
  const list = (key: string): unknown[] => (Array.isArray(raw[key]) ? (raw[key] as unknown[]) : []);
  list('triggers').forEach((t, i) => out.triggers.push(readTrigger(t, [...path, 'triggers', i], n, { self, active, id })));
  list('modifiers').forEach((m, i) => out.modifiers.push(readModifier(m, [...path, 'modifiers', i], n, { self, active, id })));
  list('abilities').forEach((a, i) => {
    const ability = isRaw(a) ? a : {};
    const name = typeof ability['id'] === 'string' ? ability['id'] : `${id}.${i}`;
    out.abilities.push(readAction(name, ability, [...path, 'abilities', i], n, self));
  });
}
