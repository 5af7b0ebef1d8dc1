// The built-in models, tactics and views, read at build time: a new file under models/ appears on the
// next build without a line here.
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
  if (name === YOURS) return readStored();
  return MODELS.get(name) ?? null;
}

export function readStored(key = YOUR_MODEL_KEY): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function store(text: string, key = YOUR_MODEL_KEY): void {
  try {
    globalThis.localStorage?.setItem(key, text);
  } catch {
    // Private windows may refuse storage; the text then lives as long as the page.
  }
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
