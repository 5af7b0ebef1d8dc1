// The built-in models, tactics and views, read at build time: a new file under models/ appears on the
// next build without a line here.
const modelFiles = import.meta.glob<string>('../../../../models/*.yaml', { query: '?raw', import: 'default', eager: true });
const tacticFiles = import.meta.glob<string>('../../../../models/tactics/*.yaml', {
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
export const TACTICS: ReadonlyMap<string, string> = byName(tacticFiles);
export const VIEWS: ReadonlyMap<string, string> = byName(viewFiles);

/** The key under which the validator keeps the pasted model; the player offers it as "Your model". */
export const YOUR_MODEL_KEY = 'tabletwin.model';
export const YOURS = 'yours';

/** Text of a model by name (`yours`: the validator's text), or null. */
export function modelText(name: string): string | null {
  if (name === YOURS) return readStored();
  return MODELS.get(name) ?? null;
}

export function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(YOUR_MODEL_KEY) ?? null;
  } catch {
    return null;
  }
}

export function store(text: string): void {
  try {
    globalThis.localStorage?.setItem(YOUR_MODEL_KEY, text);
  } catch {
    // Private windows may refuse storage; the text then lives as long as the page.
  }
}

/** The view of a model: a view file whose `view:` or name matches the model's `game`, else null (automatic layout). */
export function viewFor(game: string): string | null {
  return VIEWS.get(game) ?? VIEWS.get(`${game}-view`) ?? null;
}
