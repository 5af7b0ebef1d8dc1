// Pages are named in the URL's hash (`#/player?model=pig&seed=3&players=you,random&answers=0.1`), so the
// site works as a plain static folder and a link reopens the same game at the same question.
export type Page = 'games' | 'validator' | 'player' | 'diagram';
const PAGES: readonly Page[] = ['games', 'validator', 'player', 'diagram'];

export interface Route {
  page: Page;
  params: URLSearchParams;
}

export function parseRoute(hash: string): Route {
  const body = hash.replace(/^#\/?/, '');
  const q = body.indexOf('?');
  const name = q === -1 ? body : body.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : body.slice(q + 1));
  return { page: (PAGES as readonly string[]).includes(name) ? (name as Page) : 'games', params };
}

export function routeHash(page: Page, params: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return `#/${page}${s ? `?${s}` : ''}`;
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

export function gameLinkHash(link: GameLink): string {
  return routeHash('player', {
    model: link.model,
    seed: String(link.seed),
    players: link.players.join(','),
    answers: link.answers.length ? link.answers.join('.') : undefined,
    as: link.viewAs,
    step: link.step === undefined || link.step === 0 ? undefined : String(link.step),
  });
}
