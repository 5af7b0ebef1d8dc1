// docs/tactics.md#names-in-a-tactic: the model's globals, the decision's names, lazy `let` values,
// and no engine locals.
import { newGame, type DecisionRequest, type Game } from '@tabletwin/engine';
import { ExprError } from '@tabletwin/expr';
import { describe, expect, it, vi } from 'vitest';
import { loadTactic, TacticError, tacticPlayer } from '../src/index.js';
import { requestAt, tacticWith } from './decide.js';
import { team } from './helpers.js';

const model = team();

/** The team game at its first subset decision (`action quest · 1`), and after Bo is taken (`· 2`). */
function atSubset(second: boolean): { game: Game; request: DecisionRequest } {
  const game = newGame(model, { seed: 1 });
  if (second) game.answer(1);
  return { game, request: game.request() as DecisionRequest };
}

/** Is `expr == expected` true for this decision? (The tactic picks `yes` or `no`.) */
function holds(expr: string, expected: string, at: { game: Game; request: DecisionRequest }, lets = ''): boolean {
  const rules = `- {at: "*", when_x: "(${expr}) == (${expected})", pick_x: "'yes'"}\n- {at: "*", pick_x: "'no'"}`;
  const labels = at.request.options.map((o) => o.label);
  // The rules pick by label; give the decision two extra options `yes` and `no` when it has none.
  const request = labels.includes('yes')
    ? at.request
    : { ...at.request, options: [...at.request.options, { label: 'yes', value: 'yes' }, { label: 'no', value: 'no' }] };
  const p = tacticPlayer(loadTactic(tacticWith(rules, lets), { model }));
  return request.options[p.choose(request, at.game)]!.label === 'yes';
}

describe('names in scope', () => {
  const plain = { game: newGame(model, { seed: 1 }), request: requestAt('step choice', ['roll', 'stop'], { player: 1 }) };
  const table: [string, string, string, ReturnType<typeof atSubset> | typeof plain][] = [
    ['a constant', 'NEED', '6', plain],
    ['a constant of dicts', "HEROES[1]['label']", "'Bo'", plain],
    ['a variable', 'team', '[]', plain],
    ['content', "content['levels']", '[1, 2]', plain],
    ['a zone', 'bench', "['x', 'y']", plain],
    ['a derived value', 'total_will', '12', plain],
    ['an own function', 'strongest(HEROES)', '5', plain],
    ['modified (no modifiers: the value as it is)', "modified('x', 3)", '3', plain],
    ['players', 'players', '[0, 1]', plain],
    ['n_players', 'n_players', '2', plain],
    ['eliminated', 'eliminated', '[]', plain],
    ['results', 'results', '{}', plain],
    ['me', 'me', '1', plain],
    ['where', 'where', "'step choice'", plain],
    ['opts (the values)', 'opts', "['roll', 'stop', 'yes', 'no']", plain],
    ['labels', 'labels', "['roll', 'stop', 'yes', 'no']", plain],
    ['pool outside a subset is opts', 'pool', 'opts', plain],
    ['chosen outside a subset', 'chosen', '[]', plain],
    ['where without " · n"', 'where', "'action quest'", atSubset(false)],
    ['me at the subset', 'me', '0', atSubset(false)],
    ['pool: every option of the choice', 'pool', 'HEROES', atSubset(true)],
    ['chosen so far', 'chosen', '[HEROES[1]]', atSubset(true)],
    ['opts: the items, None for done', 'opts[:3]', '[HEROES[2], HEROES[3], None]', atSubset(true)],
    ['labels of a subset', 'labels[:3]', "['Cid', 'Dax', 'done']", atSubset(true)],
    ['the same object as the pool', 'opts[0] is pool[2]', 'True', atSubset(true)],
  ];
  it.each(table)('%s: %s == %s', (_, expr, expected, at) => {
    expect(holds(expr, expected, at)).toBe(true);
  });

  it('o and i while scoring, with the option and its index', () => {
    const { game, request } = atSubset(false);
    const p = tacticPlayer(loadTactic(tacticWith('- {at: action quest, min_x: "(o is not opts[i]) or (i != 2)"}'), { model }));
    expect(p.choose(request, game)).toBe(2);
  });
});

describe('let values', () => {
  const plain = { game: newGame(model, { seed: 1 }), request: requestAt('step choice', ['roll', 'stop']) };

  it('a let through another let', () => {
    expect(holds('a', '13', plain, 'let:\n  a: "b + 1"\n  b: "NEED * 2"\n')).toBe(true);
  });

  it('a let reads the decision names', () => {
    expect(holds('first', "'roll'", plain, 'let:\n  first: "labels[0]"\n')).toBe(true);
  });

  it('a let hides a global of the same name', () => {
    expect(holds('NEED', '1', plain, 'let:\n  NEED: "1"\n')).toBe(true);
  });

  it('literal lets: a number and true', () => {
    expect(holds('(n, flag)', '(7, True)', plain, 'let:\n  n: 7\n  flag: true\n')).toBe(true);
  });

  it('a let that would raise is harmless when no rule uses it', () => {
    expect(holds('NEED', '6', plain, 'let:\n  boom: "1 // 0"\n')).toBe(true);
  });

  it('a let that raises, when used, names the let', () => {
    const e = catchError(() => holds('boom', '1', plain, 'let:\n  boom: "1 // 0"\n'));
    expect(e).toBeInstanceOf(ExprError);
    expect(e).toMatchObject({
      kind: 'ZeroDivisionError',
      where: 'tactic t: let boom',
      message: "error evaluating '1 // 0': ZeroDivisionError: integer division or modulo by zero",
    });
  });

  it('a let that needs itself', () => {
    const e = catchError(() => holds('a', '1', plain, 'let:\n  a: "b"\n  b: "[a]"\n'));
    expect(e).toBeInstanceOf(TacticError);
    expect(e).toMatchObject({ kind: 'let', message: 'tactic t: let a: needs its own value (a → b → a)' });
  });

  it('is computed at most once per decision (also when several options and lets read it)', () => {
    const { game, request } = atSubset(false);
    const spy = vi.spyOn(game, 'evaluateWith');
    const tactic = loadTactic(
      tacticWith(
        '- {at: action quest, when_x: "bonus + twice > 0", max_x: "o[\'will\'] + bonus + twice"}',
        'let:\n  bonus: "NEED"\n  twice: "bonus * 2"\n',
      ),
      { model },
    );
    const p = tacticPlayer(tactic);
    p.choose(request, game);
    const count = (src: string): number => spy.mock.calls.filter((c) => c[0] === src).length;
    expect([count('NEED'), count('bonus * 2')]).toEqual([1, 1]);
    p.choose(request, game);
    expect([count('NEED'), count('bonus * 2')]).toEqual([2, 2]);
  });
});

describe('engine locals are not in scope', () => {
  const plain = { game: newGame(model, { seed: 1 }), request: requestAt('window main', ['pass', 'heal']) };
  it.each([
    ['actor', 'when_x'],
    ['stack', 'when_x'],
    ['window', 'when_x'],
    ['picked', 'when_x'],
    ['o', 'when_x'],
    ['i', 'pick_x'],
  ])('%s in %s is a NameError', (name, field) => {
    const rule = field === 'when_x' ? `- {at: "*", when_x: "${name} == 0", pick: pass}` : `- {at: "*", pick_x: "${name}"}`;
    const e = catchError(() => tacticPlayer(loadTactic(tacticWith(rule), { model })).choose(plain.request, plain.game));
    expect(e).toBeInstanceOf(ExprError);
    const src = field === 'when_x' ? `${name} == 0` : name;
    expect(e).toMatchObject({
      kind: 'NameError',
      where: `tactic t: rule 1 (*) ${field}`,
      message: `error evaluating '${src}': NameError: name '${name}' is not defined`,
    });
  });
});

function catchError(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('no error');
}
