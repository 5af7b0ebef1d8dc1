// Log entries (in wire form) as lines for a person: every kind of entry says what it is, chance
// results are marked as chance, and a chosen action reads with its label.
export interface WireEntry {
  kind: string;
  where?: string;
  player?: number | null;
  label?: string;
  /** Events (`{kind: 'event', name}`) carry a name, not a label. */
  name?: string;
  reason?: string;
  returns?: number[];
  message?: string;
  visibleTo?: 'all' | number[];
}

export interface LogLine {
  kind: string;
  text: string;
}

/** `Throw the die (roll)` for an action with a label, else the option's own text. */
export function optionText(label: string, actions: Readonly<Record<string, string>> = {}): string {
  const named = Object.hasOwn(actions, label) ? actions[label] : undefined;
  return named !== undefined && named !== label ? `${named} (${label})` : label;
}

const PAST: Record<string, string> = { draw: 'drew', look: 'looked at', search: 'searched and took', reveal: 'revealed' };

export function describeEntry(e: WireEntry, viewer: number | null, actions: Readonly<Record<string, string>> = {}): string {
  return logLine(e, viewer, actions).text;
}

export function logLine(e: WireEntry, viewer: number | null, actions: Readonly<Record<string, string>> = {}): LogLine {
  const hidden = viewer !== null && Array.isArray(e.visibleTo) && !e.visibleTo.includes(viewer);
  const label = hidden ? '?' : (e.label ?? '');
  const who = e.player === null || e.player === undefined ? '' : `Player ${e.player} `;
  const at = e.where ? ` (at ${e.where})` : '';
  const line = (text: string): LogLine => ({ kind: e.kind, text });
  switch (e.kind) {
    case 'decision':
      return line(`${who}chose ${hidden ? '?' : optionText(label, actions)}${at}`);
    case 'chance':
      return line(`Chance: ${label}${at}`);
    case 'automatic':
      return line(`${who || 'The rules '}took ${hidden ? '?' : optionText(label, actions)}, the only choice${at}`);
    case 'draw':
    case 'look':
    case 'search':
    case 'reveal':
      return line(`${who}${PAST[e.kind]}: ${label}${at}`);
    case 'event':
      return line(`Event: ${e.name ?? e.label ?? '?'}`);
    case 'end':
      return line(`End: ${e.reason ?? ''}${e.returns ? `, returns ${e.returns.join(', ')}` : ''}`);
    case 'error':
      return line(`Error: ${e.message ?? label}${at}`);
    default:
      return line(`${who}${e.kind}: ${label}${at}`.trim());
  }
}
