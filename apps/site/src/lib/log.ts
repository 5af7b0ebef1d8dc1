// Log entries (in wire form) as a line for a person.
export interface WireEntry {
  kind: string;
  where?: string;
  player?: number | null;
  label?: string;
  reason?: string;
  returns?: number[];
  message?: string;
  visibleTo?: 'all' | number[];
}

export function describeEntry(e: WireEntry, viewer: number | null): string {
  const hidden = viewer !== null && Array.isArray(e.visibleTo) && !e.visibleTo.includes(viewer);
  const label = hidden ? '?' : (e.label ?? '');
  const who = e.player === null || e.player === undefined ? '' : `player ${e.player} `;
  const at = e.where ? ` (${e.where})` : '';
  switch (e.kind) {
    case 'decision':
      return `${who}chose ${label}${at}`;
    case 'chance':
      return `chance: ${label}${at}`;
    case 'end':
      return `end: ${e.reason ?? ''}${e.returns ? ` ${e.returns.join(', ')}` : ''}`;
    case 'error':
      return `error: ${e.message ?? label}`;
    default:
      return `${who}${e.kind}: ${label}${at}`.trim();
  }
}
