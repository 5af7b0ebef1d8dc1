// The log of a game, shared between a game and its clones. It is a persistent linked list:
// appending makes a new head that points at the old one, so a clone copies one pointer, whatever
// the length of the history. The frequent records (answers, automatic steps, events) keep their
// fields in the link itself; their `LogEntry` objects are made only when someone reads the log.
import type { LogEntry, Visible } from './types.js';

export class LogLink {
  /** Entries up to and including this one. */
  readonly length: number;

  constructor(
    readonly prev: LogLink | null,
    readonly kind: LogEntry['kind'],
    /** The entry itself for the kinds kept whole; `null` for answers, automatic steps, events. */
    readonly entry: LogEntry | null,
    /** The place of an answer or automatic step; the name of an event. */
    readonly where: string,
    readonly player: number | null,
    readonly index: number,
    readonly label: string,
    readonly visibleTo: Visible,
  ) {
    this.length = prev === null ? 1 : prev.length + 1;
  }
}

/** An entry kept whole (end, error, draw, look, search, reveal). */
export function linkEntry(prev: LogLink | null, entry: LogEntry): LogLink {
  return new LogLink(prev, entry.kind, entry, '', null, -1, '', 'all');
}

function entryOf(l: LogLink): LogEntry {
  if (l.entry !== null) return l.entry;
  switch (l.kind) {
    case 'event':
      return { kind: 'event', name: l.where };
    case 'automatic':
      return { kind: 'automatic', where: l.where, player: l.player, label: l.label, visibleTo: l.visibleTo };
    case 'chance':
      return { kind: 'chance', where: l.where, player: null, index: l.index, label: l.label, visibleTo: l.visibleTo };
    default:
      return { kind: 'decision', where: l.where, player: l.player!, index: l.index, label: l.label, visibleTo: l.visibleTo };
  }
}

export function toArray(log: LogLink | null): LogEntry[] {
  const out: LogEntry[] = new Array<LogEntry>(log?.length ?? 0);
  for (let l = log, i = out.length - 1; l !== null; l = l.prev, i--) out[i] = entryOf(l);
  return out;
}

/** The names of the events, in order, without making the other entries. */
export function eventNames(log: LogLink | null): string[] {
  const out: string[] = [];
  for (let l = log; l !== null; l = l.prev) {
    if (l.kind === 'event') out.push(l.entry === null ? l.where : (l.entry as { name: string }).name);
  }
  return out.reverse();
}

export function fromArray(entries: readonly LogEntry[]): LogLink | null {
  let log: LogLink | null = null;
  for (const e of entries) log = linkEntry(log, e);
  return log;
}
