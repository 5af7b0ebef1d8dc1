// Append-only records (events, observations, the log) shared between a game and its clones.
// A record is a persistent linked list: appending makes a new head that points at the old one,
// so a clone copies one pointer, whatever the length of the history.

export interface Chain<T> {
  readonly item: T;
  readonly prev: Chain<T> | null;
  readonly length: number;
}

export function append<T>(chain: Chain<T> | null, item: T): Chain<T> {
  return { item, prev: chain, length: (chain?.length ?? 0) + 1 };
}

export function toArray<T>(chain: Chain<T> | null): T[] {
  const out: T[] = new Array<T>(chain?.length ?? 0);
  for (let c = chain, i = out.length - 1; c !== null; c = c.prev, i--) out[i] = c.item;
  return out;
}

export function fromArray<T>(items: readonly T[]): Chain<T> | null {
  let chain: Chain<T> | null = null;
  for (const item of items) chain = append(chain, item);
  return chain;
}
