// The names a tactic's expressions see besides the model's globals (docs/tactics.md "What is in
// scope"): `opts`, `labels`, `pool`, `chosen`, `where`, `me`, the `let` values, and `o`, `i`
// while options are scored. Everything is computed on first use and kept for the decision, so
// a `let` that no rule reaches costs nothing and cannot fail.
import { ExprError, type Value } from '@tabletwin/expr';
import { TacticError } from './errors.js';
import { evaluateIn, type DecisionRequest, type Game, type Names } from './game.js';
import type { Tactic } from './load.js';

/** The names of one decision. A Map, because that is what the engine reads local names from. */
export class DecisionNames extends Map<string, Value> {
  private computing: string[] | null = null;

  constructor(
    readonly tactic: Tactic,
    readonly game: Game,
    readonly request: DecisionRequest,
    readonly place: string,
  ) {
    super();
  }

  override get(name: string): Value | undefined {
    const known = super.get(name);
    if (known !== undefined) return known;
    const v = this.make(name);
    if (v !== undefined) super.set(name, v);
    return v;
  }

  private make(name: string): Value | undefined {
    const req = this.request;
    switch (name) {
      case 'opts':
        return req.options.map((o) => o.value);
      case 'labels':
        return req.options.map((o) => o.label);
      case 'pool':
        return req.subset === undefined ? this.get('opts') : req.subset.pool.slice();
      case 'chosen':
        return req.subset === undefined ? [] : req.subset.chosen.slice();
      case 'where':
        return this.place;
      case 'me':
        return req.player;
    }
    const src = this.tactic.lets.get(name);
    return src === undefined ? undefined : this.computeLet(name, src);
  }

  private computeLet(name: string, src: string): Value {
    const stack = (this.computing ??= []);
    if (stack.includes(name)) {
      throw new TacticError(
        'let',
        `tactic ${this.tactic.name}: let ${name}`,
        `needs its own value (${[...stack.slice(stack.indexOf(name)), name].join(' → ')})`,
      );
    }
    stack.push(name);
    try {
      return evaluateIn(this.game, src, this);
    } catch (e) {
      throw placed(e, `tactic ${this.tactic.name}: let ${name}`);
    } finally {
      stack.pop();
    }
  }
}

/** The names while one option is scored: `o` and `i`, then the decision's names. */
export class OptionNames extends Map<string, Value> {
  o: Value = null;
  i = 0;

  constructor(readonly parent: DecisionNames) {
    super();
  }

  override get(name: string): Value | undefined {
    if (name === 'o') return this.o;
    if (name === 'i') return this.i;
    return this.parent.get(name);
  }
}

/** Gives an expression error the place in the tactic where it happened (the innermost place wins). */
export function placed(e: unknown, where: string): unknown {
  if (e instanceof ExprError && (e as ExprError & { where?: string }).where === undefined)
    (e as ExprError & { where?: string }).where = where;
  return e;
}

export function evaluate(names: Names, src: string, where: string, game: Game): Value {
  try {
    return evaluateIn(game, src, names);
  } catch (e) {
    throw placed(e, where);
  }
}
