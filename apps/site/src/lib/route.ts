// Pages have addresses of their own (`play/?model=pig&seed=3&players=you,random&answers=0.1`), each
// a static index.html in the build, so any static host serves them and a link reopens the same
// game at the same question. Addresses are taken from the site's root, which may be a folder of a
// host (`/tabletwin/`): main.tsx sets it. Links of the old form (`#/player?…`) still land.
export type Page = 'games' | 'validator' | 'player' | 'diagram';

/** Each page's folder under the site's root. */
export const PATHS: Readonly<Record<Page, string>> = {
  games: 'games/',
  validator: 'validate/',
  player: 'play/',
  diagram: 'diagram/',
};

/** The names pages had in the hash (`#/player`), and the seed's names (`#/play`). */
const OLD_NAMES: Readonly<Record<string, Page>> = {
  games: 'games',
  validator: 'validator',
  validate: 'validator',
  player: 'player',
  play: 'player',
  diagram: 'diagram',
};

export interface Route {
  page: Page;
  params: URLSearchParams;
}

let root = '/';

/** The path of the site's root (`/`, or `/tabletwin/` on a host's folder), ending in `/`. */
export function setSiteRoot(path: string): void {
  root = path.endsWith('/') ? path : `${path}/`;
}
export const siteRoot = (): string => root;

/** A path from the site's root as an address on this host: `docs/guide/` → `/docs/guide/`. */
export const siteHref = (path: string): string => `${root}${path}`;

/** The page at `pathname` (the site's root and unknown folders: the games list). */
export function pageAt(pathname: string): Page {
  const rel = pathname.startsWith(root) ? pathname.slice(root.length) : pathname.replace(/^\//, '');
  const folder = `${rel.split('/')[0] ?? ''}/`;
  return (Object.keys(PATHS) as Page[]).find((p) => PATHS[p] === folder) ?? 'games';
}

/** Whether `pathname` is one of the app's pages (the root, `play/`, `play/index.html`…), not a docs page or a file. */
export function isAppPath(pathname: string): boolean {
  if (!pathname.startsWith(root)) return false;
  const rel = pathname.slice(root.length);
  if (rel === '' || rel === 'index.html') return true;
  return Object.values(PATHS).some((p) => rel === p || rel === `${p}index.html`);
}

export function parseRoute(pathname: string, search: string): Route {
  return { page: pageAt(pathname), params: new URLSearchParams(search) };
}

export function routeHref(page: Page, params: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return `${root}${PATHS[page]}${s ? `?${s}` : ''}`;
}

/**
 * The address an old link's hash names (`#/player?model=pig` → `/play/?model=pig`), or null when
 * the hash is not one (`#windows`, empty). An unknown page name opens the games list, as it did.
 */
export function oldHashAddress(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const body = hash.slice(2);
  const q = body.indexOf('?');
  const name = q === -1 ? body : body.slice(0, q);
  const page = Object.hasOwn(OLD_NAMES, name) ? OLD_NAMES[name]! : 'games';
  const query = new URLSearchParams(q === -1 ? '' : body.slice(q + 1)).toString();
  return `${root}${PATHS[page]}${query ? `?${query}` : ''}`;
}

export interface GameLink {
  model: string;
  seed: number;
  players: string[];
  answers: number[];
  /** Whose eyes the table shows: `all`, a seat number as text, or absent (the one `you` seat, else everything). */
  viewAs?: string;
  /** Watching a game without a `you` seat: how many decisions have been played (absent: none, the start). */
  step?: number;
}

/** The player's part of a link; what is missing or unreadable gets its default. */
export function readGameLink(params: URLSearchParams, fallbackModel: string): GameLink {
  // `Number('')` is 0: a missing seed must fall back to 1, not become seed 0.
  const raw = params.get('seed');
  const seed = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const players = (params.get('players') ?? '').split(',').filter((p) => p !== '');
  const answers = (params.get('answers') ?? '')
    .split('.')
    .filter((a) => /^\d+$/.test(a))
    .map(Number);
  const as = params.get('as');
  const step = params.get('step');
  return {
    model: params.get('model') || fallbackModel,
    seed: Number.isSafeInteger(seed) ? seed : 1,
    players,
    answers,
    ...(as !== null && /^(all|\d+)$/.test(as) ? { viewAs: as } : {}),
    ...(step !== null && /^\d+$/.test(step) ? { step: Number(step) } : {}),
  };
}

export function gameLinkHref(link: GameLink): string {
  return routeHref('player', {
    model: link.model,
    seed: String(link.seed),
    players: link.players.join(','),
    answers: link.answers.length ? link.answers.join('.') : undefined,
    as: link.viewAs,
    step: link.step === undefined || link.step === 0 ? undefined : String(link.step),
  });
}
