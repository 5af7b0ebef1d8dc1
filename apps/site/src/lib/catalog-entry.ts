// What the games list shows of a model: its name, label, summary, players and seats. Pure, so the
// build reads the built-in models once (vite.config.ts) and the page never parses them to list them.
import type { CatalogEntry } from './protocol.js';

const textOf = (v: unknown): string | null => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : null);

/** The entry of a model read as YAML data (`problem`: why it could not be read, or null). */
export function catalogEntry(name: string, data: unknown, problem: string | null = null): CatalogEntry {
  const top = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const agents = top['agents'];
  const n = top['num_players'];
  return {
    name,
    game: textOf(top['game']),
    label: textOf(top['label']),
    summary: textOf(top['summary']),
    players: textOf(top['players']),
    demonstrates: textOf(top['demonstrates']),
    numPlayers: typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 2,
    agents: agents !== null && typeof agents === 'object' && !Array.isArray(agents) ? Object.keys(agents) : [],
    problem: problem ?? (top === data ? null : 'the file is not a mapping of keys'),
  };
}

/**
 * The seats of a model text the catalog does not know (your model), read from its top-level
 * `num_players:` line without parsing the whole text on the page's thread; 2 when it has none.
 */
export function numPlayersOfText(text: string): number {
  const n = /^num_players:[ \t]*["']?(\d+)["']?[ \t]*(?:#.*)?$/m.exec(text)?.[1];
  return n !== undefined && Number(n) > 0 ? Number(n) : 2;
}
