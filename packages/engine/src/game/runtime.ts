// What a model needs at run time besides its data: the global names (own functions, board
// functions, `modified`, the reserved names) built once per model and shared by its games.
// Own functions read the state of the game that is evaluating; `Runtime.current` points at
// that game's global scope while it runs.
import { defineFunction, ExprError, type Callable, type Value } from '@tabletwin/expr';
import { boardFunctions } from '@tabletwin/geometry';
import { NotExecutable } from '../errors.js';
import { ExprCache, type Expr } from '../model/expressions.js';
import type { FunctionDecl, Model, ModifierDecl } from '../model/types.js';
import { CallLayout, CallScope, type Resolvers } from './calls.js';
import { replacesOnly } from './copy.js';
import { modifiedFunction, type EvaluatingScope } from './modifiers.js';
import type { OpRun } from './machine.js';
import type { ChanceOutcome, Option } from './types.js';
import { labelOf } from './values.js';

export type NameKind = 'var' | 'zone' | 'derived' | 'global' | 'state' | 'constant';

/** What a global name is; for a global name or constant also its (fixed) value. */
export interface NameEntry {
  readonly kind: NameKind;
  readonly value: Value | undefined;
}

/** Options of atoms kept per model (a bound for models that choose among ever new numbers). */
const MAX_ATOM_OPTIONS = 10_000;

const RESERVED = ['modified', 'content', 'players', 'n_players', 'eliminated', 'results', 'None'];

export class Runtime {
  readonly globals = new Map<string, Value>();
  /** Every name the global part can have, and what it is; other names are builtins or unknown. */
  readonly names: ReadonlyMap<string, NameEntry>;
  readonly constants: ReadonlyMap<string, Value>;
  /** The global scope of the game evaluating right now (own functions and `modified` read it). */
  current: EvaluatingScope | null = null;
  /** Do the model's ops only replace variables, never write into their values? (`game/copy.ts`) */
  readonly replacesOnly: boolean;
  /** How scopes of this model's games read names (made by the first scope). */
  resolvers: Resolvers | null = null;
  /** The model's op lists compiled to closures (made by the first op list run, `ops/registry.ts`). */
  opRuns: readonly (readonly OpRun[])[] | null = null;
  private readonly extraExprs = new ExprCache();
  private readonly outcomeCache = new WeakMap<readonly Value[], readonly ChanceOutcome[]>();
  private readonly choiceCache: (Map<number, StepChoice> | undefined)[] = [];
  private readonly atomOptions = new Map<Value, Option>();
  private readonly intOptions: (Option | undefined)[] = [];
  /** Option lists of increasing small whole numbers, by the bit set of their numbers (`smallSet`). */
  private readonly setOptions = new Map<number, readonly Option[]>();
  private readonly byEvent = new Map<string, readonly [number[], number[], number[]]>();
  /** A problem that keeps every game of this model from starting (a bad board, a name clash). */
  readonly setupError: Error | null;

  constructor(readonly model: Model) {
    this.constants = model.constants;
    let problem: Error | null = null;
    this.globals.set('modified', modifiedFunction(this));
    for (const f of model.functions) {
      const clash = this.clash(f.name);
      if (clash !== null && problem === null) problem = new NotExecutable(`function '${f.name}'`, clash);
      this.globals.set(f.name, this.ownFunction(f));
    }
    if (model.boards !== undefined && model.boards !== null) {
      try {
        for (const [name, fn] of Object.entries(boardFunctions(model.boards as Readonly<Record<string, unknown>>))) {
          if (!this.globals.has(name)) this.globals.set(name, fn as Callable);
        }
      } catch (e) {
        problem ??= new NotExecutable('', e instanceof Error ? e.message : String(e));
      }
    }
    if (model.content !== undefined) this.globals.set('content', model.content);
    const players = Object.freeze(Array.from({ length: model.numPlayers }, (_, i) => i));
    this.globals.set('players', players as Value);
    this.globals.set('n_players', model.numPlayers);
    this.setupError = problem;
    this.names = this.nameEntries();
    this.replacesOnly = replacesOnly(model);
  }

  /** What each name of the global part is, by precedence (docs/expressions.md#names-in-scope lookup order). */
  private nameEntries(): Map<string, NameEntry> {
    const m = this.model;
    const kinds = new Map<string, NameEntry>();
    const put = (name: string, kind: NameKind) => {
      const value = kind === 'global' ? this.globals.get(name) : kind === 'constant' ? this.constants.get(name) : undefined;
      if (!kinds.has(name)) kinds.set(name, { kind, value });
    };
    for (const v of m.vars) put(v.name, 'var');
    for (const node of m.nodes) if (node.kind === 'loop' && node.as !== null) put(node.as, 'var');
    for (const z of m.zones) put(z.name, 'zone');
    for (const d of m.derived.keys()) put(d, 'derived');
    for (const name of this.globals.keys()) put(name, 'global');
    put('eliminated', 'state');
    put('results', 'state');
    for (const name of this.constants.keys()) put(name, 'constant');
    return kinds;
  }

  /**
   * The triggers on `event` per phase (when/before, instead, after), by index in
   * `Model.triggers`: mandatory before optional, model triggers before content triggers.
   */
  triggers(event: string): readonly [number[], number[], number[]] {
    let lists = this.byEvent.get(event);
    if (lists === undefined) {
      const phases: [number[], number[], number[]] = [[], [], []];
      for (const optional of [false, true]) {
        this.model.triggers.forEach((t, i) => {
          if (t.event !== event || t.optional !== optional) return;
          phases[t.timing === 'when' ? 0 : t.timing === 'instead' ? 1 : 2].push(i);
        });
      }
      lists = phases;
      this.byEvent.set(event, lists);
    }
    return lists;
  }

  /** An expression that is not part of the model (`Game.evaluate`), compiled once. */
  compile(src: string): Expr {
    return this.extraExprs.get(src);
  }

  /**
   * Can running op list `list` bind a local name in the dict it is given? (`OpList.binds`, found
   * when the model loads.) A trigger whose `do` binds nothing can share the emitter's names
   * instead of copying them.
   */
  binds(list: number | null): boolean {
    return list !== null && this.model.opLists[list]!.binds;
  }

  /** Outcomes of a uniform chance over `values`; shared when `values` is frozen (model data). */
  uniformOutcomes(values: readonly Value[]): readonly ChanceOutcome[] {
    const known = this.outcomeCache.get(values);
    if (known !== undefined) return known;
    const p = 1 / values.length;
    const outcomes = Object.freeze(values.map((v) => Object.freeze({ label: labelOf(v), p })));
    if (Object.isFrozen(values)) this.outcomeCache.set(values, outcomes);
    return outcomes;
  }

  /**
   * The legal actions of step `node` and their options, `mask` naming them by their positions in
   * the step's `do` (`names`, at most `MASK_ACTIONS`): made once per set and shared, since
   * requests never change.
   */
  stepChoice(node: number, mask: number, names: readonly string[]): StepChoice {
    let byMask = this.choiceCache[node];
    if (byMask === undefined) byMask = this.choiceCache[node] = new Map();
    let choice = byMask.get(mask);
    if (choice === undefined) {
      choice = choiceOf(names.filter((_, j) => (mask & (1 << j)) !== 0));
      byMask.set(mask, choice);
    }
    return choice;
  }

  /**
   * The options of a choice among `values`. Options of atoms are made once per model and the
   * list is frozen, so a clone shares it instead of copying it; other values (lists, instances)
   * get options of their own, which a clone copies with the values.
   */
  valueOptions(values: readonly Value[]): readonly Option[] {
    const n = values.length;
    // Small whole numbers in increasing order (free cells, indexes): the list is one of a few,
    // named by its set of numbers, and made once.
    const set = n > 0 ? smallSet(values) : -1;
    if (set >= 0) {
      const known = this.setOptions.get(set);
      if (known !== undefined) return known;
    }
    const out = new Array<Option>(n);
    for (let i = 0; i < n; i++) {
      const value = values[i]!;
      if (typeof value === 'object' && value !== null) return values.map((v) => ({ label: labelOf(v), value: v }));
      out[i] = this.atomOption(value);
    }
    Object.freeze(out);
    if (set >= 0 && this.setOptions.size < MAX_ATOM_OPTIONS) this.setOptions.set(set, out);
    return out;
  }

  private atomOption(value: Value): Option {
    // Small whole numbers (cells, indexes) by position; -0 is not one of them (a map key and an
    // index do not tell it from 0).
    const small = typeof value === 'number' && value >= 0 && value < 1024 && (value | 0) === value && !Object.is(value, -0);
    let o = small ? this.intOptions[value] : this.atomOptions.get(value);
    if (o !== undefined) return o;
    o = Object.freeze({ label: labelOf(value), value });
    if (small) this.intOptions[value] = o;
    else if (this.atomOptions.size < MAX_ATOM_OPTIONS && !Object.is(value, -0)) this.atomOptions.set(value, o);
    return o;
  }

  /** The modifier a `modify` op adds (by op number). */
  temporary(op: number): ModifierDecl {
    return this.model.ops[op] as unknown as ModifierDecl;
  }

  /** Why an own function may not have this name, or `null`. */
  private clash(name: string): string | null {
    const m = this.model;
    const taken =
      RESERVED.includes(name) ||
      m.constants.has(name) ||
      m.varIndex.has(name) ||
      m.zoneIndex.has(name) ||
      m.derived.has(name) ||
      this.globals.has(name);
    return taken ? 'that name already exists' : null;
  }

  private ownFunction(f: FunctionDecl): Callable {
    const layout = new CallLayout(f, () => this.resolvers?.global);
    const { params, lets } = layout;
    const size = layout.slots.size;
    return defineFunction(
      f.name,
      f.params,
      (args) => {
        const global = this.current;
        if (global === null) throw new ExprError('RuntimeError', `${f.name}() called outside a game`);
        const values: (Value | undefined)[] = [];
        for (let i = 0; i < size; i++) values.push(undefined);
        for (let i = 0; i < params.length; i++) values[params[i]!] = args[i] ?? null;
        const scope = new CallScope(layout, values, global);
        for (let j = 0; j < lets.length; j++) {
          const named = lets[j]!;
          values[named[0]] = named[1].evaluate(scope);
        }
        if (f.x === null) throw new NotExecutable(`function '${f.name}'`, 'no x');
        return f.x.evaluate(scope);
      },
      { depthGuard: true },
    );
  }
}

/** The most actions of a step whose legal ones a mask (a small integer) names. */
export const MASK_ACTIONS = 30;

/** The legal actions of a step and the options of a decision between them. */
export interface StepChoice {
  readonly legal: readonly string[];
  readonly options: readonly Option[];
}

export function choiceOf(legal: readonly string[]): StepChoice {
  const options = Object.freeze(legal.map((name) => Object.freeze({ label: name, value: name })));
  return Object.freeze({ legal: Object.freeze(legal), options });
}

/** The bit set of `values` when they are increasing whole numbers 0 to 29 (not -0), else -1. */
function smallSet(values: readonly Value[]): number {
  let set = 0;
  let last = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || v <= last || v >= 30 || (v | 0) !== v || Object.is(v, -0)) return -1;
    set |= 1 << v;
    last = v;
  }
  return set;
}

const runtimes = new WeakMap<Model, Runtime>();

export function runtimeOf(model: Model): Runtime {
  let rt = runtimes.get(model);
  if (rt === undefined) {
    rt = new Runtime(model);
    runtimes.set(model, rt);
  }
  return rt;
}
