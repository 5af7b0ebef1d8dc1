// Reading a dict by a constant key (`f['side']`). V8 learns how to read a property per place in
// the source, and every closure made at one place shares what it learned: one `o[key]` for the
// constant keys of all expressions sees many keys and falls back to its slowest form. So each of
// the first distinct keys gets a read of its own, made at a place of its own (same code, written
// out once per place); later keys share the last one. Keys are few in a model (a few dozen), and
// the first ones compiled are usually the most used.

import type { Dict, Value } from '../values.js';

type Reader = (o: Dict) => Value | undefined;

const PLACES: readonly ((key: string) => Reader)[] = [
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
  (k) => (o) => o[k],
];

const SHARED = PLACES.length - 1;
const readers = new Map<string, Reader>();

/** The read of `o[key]` for dicts, one per key while places last. */
export function readerOf(key: string): Reader {
  let r = readers.get(key);
  if (r === undefined) {
    const place = PLACES[Math.min(readers.size, SHARED)]!;
    r = place(key);
    if (readers.size < SHARED) readers.set(key, r);
  }
  return r;
}
