// The built-in models, tactics and views, read at build time: a new file under models/ appears on the
// next build without a line here.
import type { GameRecordFile } from './record.js';
import type { GameLink } from './route.js';
import { drafts } from './storage.js';

const modelFiles = import.meta.glob<string>('../../../../models/*.yaml', { query: '?raw', import: 'default', eager: true });
const tacticSources = import.meta.glob<string>('../../../../models/tactics/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const viewFiles = import.meta.glob<string>('../../../../models/views/*.yaml', { query: '?raw', import: 'default', eager: true });

/** `../../../../models/tactics/pig-tactic.yaml` → `pig-tactic`. */
export function baseName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
}

function byName(files: Record<string, string>): Map<string, string> {
  return new Map(
    Object.entries(files)
      .map(([path, text]) => [baseName(path), text] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export const MODELS: ReadonlyMap<string, string> = byName(modelFiles);
export const TACTICS: ReadonlyMap<string, string> = byName(tacticSources);
export const VIEWS: ReadonlyMap<string, string> = byName(viewFiles);

/** The key under which the validator keeps the pasted model; the player offers it as "Your model". */
export const YOUR_MODEL_KEY = 'tabletwin.model';
export const YOURS = 'yours';

/** Text of a model by name (`yours`: the validator's text), or null. */
export function modelText(name: string): string | null {
  if (name === YOURS) return hasYours() ? readStored() : null;
  return MODELS.get(name) ?? null;
}

/** Whether this browser keeps a model of yours: an empty editor (the validator opened and left empty) is none. */
export function hasYours(): boolean {
  return (readStored() ?? '').trim() !== '';
}

/** The text kept under `key`: the one this page holds when the browser refused to store it, else the stored one. */
export function readStored(key = YOUR_MODEL_KEY): string | null {
  return drafts.read(key);
}

/** Keeps `text` under `key`. It never throws: a refused write keeps the text in memory and the page says so (`lib/storage.ts`). */
export function store(text: string, key = YOUR_MODEL_KEY): boolean {
  return drafts.write(key, text);
}

/** The pasted tactic: kept like the model, and offered to every seat as `tactic:your-tactic.yaml`. */
export const YOUR_TACTIC_KEY = 'tabletwin.tactic';
export const YOUR_TACTIC_PATH = 'your-tactic.yaml';

/** Every tactic file a player may read, by the path it is named with: the built-in ones and the pasted one. */
export function tacticFiles(): [string, string][] {
  const files = [...TACTICS].map(([name, t]): [string, string] => [`models/tactics/${name}.yaml`, t]);
  const mine = readStored(YOUR_TACTIC_KEY);
  if (mine !== null && mine.trim() !== '') files.push([YOUR_TACTIC_PATH, mine]);
  return files;
}

/** The view of a model: a view file whose `view:` or name matches the model's `game`, else null (automatic layout). */
export function viewFor(game: string): string | null {
  return VIEWS.get(game) ?? VIEWS.get(`${game}-view`) ?? null;
}

/** The built-in model the text is, unchanged: its links then work in any browser, not only where the text is stored. */
export function builtInName(text: string): string | null {
  for (const [name, t] of MODELS) if (t === text) return name;
  return null;
}

/**
 * The game a record opens: a built-in model's own text opens as that model; any other text becomes
 * "Your model", as if pasted in the validator. The text is read back from where it was kept (the
 * page's memory when the browser refused it), so the game played is the record's.
 */
export function openRecord(r: GameRecordFile): GameLink {
  let model = MODELS.get(r.model) === r.text ? r.model : builtInName(r.text);
  if (model === null) {
    store(r.text);
    model = YOURS;
  }
  return { model, seed: r.seed, players: r.players, answers: r.answers };
}
