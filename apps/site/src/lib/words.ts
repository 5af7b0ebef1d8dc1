// The site's words for numbers and results: plural forms, who won a game, menus of files.
import { winnersOf } from '@tabletwin/tactics';

/** `1 request`, `2 requests`; `many` for a plural that is not the word plus s. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `0`, `0 and 1`, `0, 1 and 2`. */
export function listOf(items: readonly (string | number)[]): string {
  const t = items.map(String);
  return t.length <= 1 ? (t[0] ?? '') : `${t.slice(0, -1).join(', ')} and ${t.at(-1)}`;
}

/**
 * Who won, by the returns, in the words the simulations count with (`winnersOf`): the one seat
 * with the highest return wins; equal returns are a draw, unless they are all positive (everyone won).
 */
export function resultWords(returns: readonly number[]): string {
  if (returns.length === 0) return 'The game is over';
  const { winners, draw } = winnersOf(returns);
  if (draw) return 'A draw';
  if (winners.length === 1) return `Player ${winners[0]} wins`;
  return winners.length === returns.length ? 'Everyone wins' : `Players ${listOf(winners)} win`;
}

/** A menu entry of a file: `Pig (pig)`, or the file's id alone when it has no label. */
export const fileChoice = (id: string, label: string | null | undefined): string =>
  label !== null && label !== undefined && label !== id ? `${label} (${id})` : id;

/** Files sorted by what the menu shows (their label, else their id), the id breaking ties. */
export function byLabel<T extends { id: string; label: string | null | undefined }>(files: readonly T[]): T[] {
  const shown = (f: T): string => (f.label ?? f.id).toLowerCase();
  return [...files].sort((a, b) => shown(a).localeCompare(shown(b), 'en') || a.id.localeCompare(b.id, 'en'));
}
