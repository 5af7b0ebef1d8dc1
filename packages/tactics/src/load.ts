// Loading a tactic (docs/tactics.md#the-file, "Rules", "Variants with extends"): YAML or data, the
// schema check, the bases named by `extends` (read through the caller's `read`, merged), every
// rule checked for its `at` and one pick field, and every expression compiled once.
import { compile, ExprSyntaxError } from '@tabletwin/expr';
import { TacticError } from './errors.js';
import { gameIdOf, NotExecutable, type Model } from './game.js';
import { placesTest, type PlaceTest } from './places.js';
import { schemaProblems } from './schema.js';
import { readYaml } from './yaml.js';

export type PickKind = 'pick' | 'pick_x' | 'max_x' | 'min_x' | 'take_x';
const PICKS: readonly PickKind[] = ['pick', 'pick_x', 'max_x', 'min_x', 'take_x'];

export interface TacticRule {
  /** `tactic <name>: rule <n> (<at>)`, with the name of the file the rule comes from and its number there (from 1). */
  readonly where: string;
  readonly at: readonly string[];
  readonly matches: PlaceTest;
  readonly options: readonly string[] | null;
  /** The source of `when_x`, or `null`. */
  readonly when: string | null;
  readonly kind: PickKind;
  /** The label for `pick`, the expression's source otherwise. */
  readonly value: string;
  readonly note: string | undefined;
}

export interface SearchSettings {
  readonly at: readonly string[];
  readonly matches: PlaceTest;
  readonly rollouts: number;
  readonly maxRollouts: number;
  readonly z: number;
}

export interface Tactic {
  readonly name: string;
  readonly game: string | undefined;
  readonly label: string | undefined;
  readonly summary: string | undefined;
  readonly note: string | undefined;
  /** `let` names and the sources of their expressions, merged over the bases. */
  readonly lets: ReadonlyMap<string, string>;
  readonly rules: readonly TacticRule[];
  readonly default: 'random' | 'first';
  /** `null` without `search` (or with one that names no place). */
  readonly search: SearchSettings | null;
  /** The files read, this one (when it has a path) first, then its bases. */
  readonly files: readonly string[];
  readonly model: Model;
}

export interface LoadOptions {
  model: Model;
  /** Where the tactic's text comes from; `extends` paths are relative to it. */
  path?: string;
  /** Reads a file named by `extends` (a path already resolved against the file that names it). */
  read?: (path: string) => string;
}

/** One file, checked and compiled, with its bases already merged in. */
interface Layer {
  readonly data: Record<string, unknown>;
  readonly rules: TacticRule[];
  readonly lets: Map<string, string>;
  readonly files: string[];
}

/** A tactic from YAML text or from data (the parsed file). */
export function loadTactic(source: string | object, options: LoadOptions): Tactic {
  const layer = loadLayer(source, options.path, options, options.path === undefined ? [] : [options.path]);
  const d = layer.data;
  const name = d['tactic'] as string;
  const game = text(d['game']);
  const modelGame = gameIdOf(options.model);
  if (game !== undefined && modelGame !== undefined && game !== modelGame) {
    throw new TacticError('game', `tactic ${name}`, `is for game ${game}, not ${modelGame}`);
  }
  return Object.freeze({
    name,
    game,
    label: text(d['label']),
    summary: text(d['summary']),
    note: text(d['note']),
    lets: layer.lets,
    rules: Object.freeze(layer.rules),
    default: d['default'] === 'first' ? 'first' : 'random',
    search: searchOf(d['search']),
    files: layer.files,
    model: options.model,
  });
}

function loadLayer(source: string | object, path: string | undefined, options: LoadOptions, chain: string[]): Layer {
  const data = typeof source === 'string' ? readYaml(source, path ?? 'tactic') : source;
  const problems = schemaProblems(data);
  if (problems.length > 0) {
    const d = data as Record<string, unknown> | null;
    const name = typeof d?.['tactic'] === 'string' ? `tactic ${d['tactic']}` : 'tactic';
    throw new TacticError('schema', path === undefined ? name : `${name} (${path})`, problems.join('; '));
  }
  const own = data as Record<string, unknown>;
  const name = own['tactic'] as string;
  const rules = ((own['rules'] ?? []) as Record<string, unknown>[]).map((r, i) => ruleOf(r, i + 1, name));
  const lets = new Map<string, string>();
  for (const [key, x] of Object.entries((own['let'] ?? {}) as Record<string, unknown>)) {
    lets.set(key, compiled(sourceOf(x), `tactic ${name}: let ${key}`));
  }
  const files = path === undefined ? [] : [path];
  const ext = own['extends'];
  if (typeof ext !== 'string') return { data: own, rules, lets, files };

  const basePath = resolvePath(path, ext);
  if (chain.includes(basePath)) {
    throw new TacticError(
      'extends',
      `tactic ${name}`,
      `extends forms a cycle: ${[...chain.slice(chain.indexOf(basePath)), basePath].join(' → ')}`,
    );
  }
  if (options.read === undefined)
    throw new TacticError('extends', `tactic ${name}`, `extends ${ext}, but there is no way to read files here`);
  let baseText: string;
  try {
    baseText = options.read(basePath);
  } catch (e) {
    throw new TacticError(
      'extends',
      `tactic ${name}`,
      `extends ${basePath}, which cannot be read: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  const base = loadLayer(baseText, basePath, options, [...chain, basePath]);
  // docs/tactics.md#variants-with-extends: own rules first, lets merged (own win), other keys replaced.
  const data2: Record<string, unknown> = { ...base.data, ...own };
  delete data2['extends'];
  return {
    data: data2,
    rules: [...rules, ...base.rules],
    lets: new Map([...base.lets, ...lets]),
    files: [...files, ...base.files],
  };
}

function ruleOf(r: Record<string, unknown>, n: number, tactic: string): TacticRule {
  const at = r['at'];
  const places = typeof at === 'string' ? [at] : Array.isArray(at) ? (at as string[]) : null;
  const where = `tactic ${tactic}: rule ${n}${places === null ? '' : ` (${places.join(', ')})`}`;
  if (places === null) throw new NotExecutable(`tactic ${tactic}`, `rule ${n} has no at`);
  const picks = PICKS.filter((k) => r[k] !== undefined);
  if (picks.length !== 1)
    throw new NotExecutable(`tactic ${tactic}`, `rule ${n} (${places.join(', ')}) has ${picks.length} pick fields`);
  const kind = picks[0]!;
  const when = r['when_x'] === undefined ? null : compiled(sourceOf(r['when_x']), `${where} when_x`);
  const value = kind === 'pick' ? (r['pick'] as string) : compiled(sourceOf(r[kind]), `${where} ${kind}`);
  return Object.freeze({
    where,
    at: places,
    matches: placesTest(places),
    options: (r['options'] as string[] | undefined) ?? null,
    when,
    kind,
    value,
    note: text(r['note']),
  });
}

/** The expression's text: a number or true/false written without quotes is that value. */
function sourceOf(x: unknown): string {
  if (x === true) return 'True';
  if (x === false) return 'False';
  return String(x);
}

/** Compiles `src` now so a syntax error names its rule and field; the text is kept for evaluation. */
function compiled(src: string, where: string): string {
  try {
    compile(src);
  } catch (e) {
    if (e instanceof ExprSyntaxError) throw new TacticError('syntax', where, e.message, { cause: e });
    throw e;
  }
  return src;
}

function searchOf(raw: unknown): SearchSettings | null {
  if (raw === undefined || raw === null) return null;
  const s = raw as Record<string, unknown>;
  const at = s['at'] === undefined ? [] : typeof s['at'] === 'string' ? [s['at']] : (s['at'] as string[]);
  if (at.length === 0) return null;
  const rollouts = (s['rollouts'] as number | undefined) ?? 8;
  return Object.freeze({
    at,
    matches: placesTest(at),
    rollouts,
    maxRollouts: (s['max_rollouts'] as number | undefined) ?? 4 * rollouts,
    z: (s['z'] as number | undefined) ?? 2,
  });
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `rel` against the file `from` names it in: `/`-separated paths or URLs, without `node:path`. */
export function resolvePath(from: string | undefined, rel: string): string {
  if (rel.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(rel)) return rel;
  if (from !== undefined && /^[a-z][a-z0-9+.-]*:\/\//i.test(from)) return new URL(rel, from).href;
  const dir = from === undefined || !from.includes('/') ? '' : from.slice(0, from.lastIndexOf('/') + 1);
  const absolute = dir.startsWith('/');
  const out: string[] = [];
  for (const part of (dir + rel).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else if (part !== '..' || !absolute) out.push(part);
  }
  return (absolute ? '/' : '') + out.join('/');
}
