// Model data as values of the expression language: lists stay arrays, mappings become dicts.
// Everything is frozen and remembered with its path, so a game can tell model data from its own
// values (writing to model data is an error) and a snapshot can name it by path.
import type { Dict, Value } from '@tabletwin/expr';
import type { ModelPath } from '../source/read-model.js';

export type Register = (value: object, path: ModelPath) => void;

export function modelValue(raw: unknown, path: ModelPath, register: Register): Value {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') return raw as Value;
  if (Array.isArray(raw)) {
    const list = raw.map((item, i) => modelValue(item, [...path, i], register));
    register(list, path);
    return Object.freeze(list) as Value;
  }
  // A null prototype set on a literal (not `newDict()`): V8 keeps the properties of such an
  // object in fast mode, and model data is made once and read in every game.
  const dict = Object.setPrototypeOf({}, null) as Dict;
  for (const [k, v] of Object.entries(raw)) dict[k] = modelValue(v, [...path, k], register);
  register(dict, path);
  return Object.freeze(dict) as Value;
}

/** Deep-freezes plain data (the model as read from YAML or given as an object). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
