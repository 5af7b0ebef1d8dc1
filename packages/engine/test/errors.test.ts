// Errors with their place as data (issue 10): the error a game stops with has `where` and the
// model `path` as fields given when it was made, keeps the spec's message, and is still an ExprError.
import { describe as group, expect, it } from 'vitest';
import { ExprError, NotExecutable, restoreGame, RunError, type Game } from '../src/index.js';
import { model, opsModel, play } from './helpers.js';

function stopped(game: Game): unknown {
  try {
    game.request();
  } catch (e) {
    return e;
  }
  throw new Error('the game did not stop with an error');
}

function fields(e: unknown) {
  const err = e as Error & { where?: string; path?: unknown; kind?: string };
  return {
    cls: e instanceof RunError ? 'RunError' : e instanceof NotExecutable ? 'NotExecutable' : err.name,
    kind: err.kind,
    where: err.where,
    path: err.path,
    message: err.message,
  };
}

const step = (ops: string[], vars = '{x: {init: 0}}') => play(opsModel({ vars, ops }), []).game;

group('the error a game stops with', () => {
  it.each([
    [
      'an expression that fails in an op',
      step(['{op: set, var: x, value_x: "1 // 0"}']),
      {
        cls: 'RunError',
        kind: 'ZeroDivisionError',
        where: 'action act',
        path: ['actions', 'act', 'effect', 0],
        message: "error evaluating '1 // 0': ZeroDivisionError: integer division or modulo by zero",
      },
    ],
    [
      'a name that does not exist, in the second op',
      step(['{op: set, var: x, value_x: "1"}', '{op: set, var: x, value_x: "y"}']),
      {
        cls: 'RunError',
        kind: 'NameError',
        where: 'action act',
        path: ['actions', 'act', 'effect', 1],
        message: "error evaluating 'y': NameError: name 'y' is not defined",
      },
    ],
    [
      'an error the engine raises without a place in its message',
      step(['{op: move, what_x: "5", from: pile, to: pile}'], '{}'),
      {
        cls: 'RunError',
        kind: 'ZoneError',
        where: 'action act',
        path: ['actions', 'act', 'effect', 0],
        message: "zone 'pile' not declared",
      },
    ],
    [
      'NotExecutable',
      step(['{op: say, text: hi}']),
      {
        cls: 'NotExecutable',
        kind: 'NotExecutable',
        where: 'action act',
        path: ['actions', 'act', 'effect', 0],
        message: 'action act: say needs a language agent',
      },
    ],
    [
      'an end condition, while a step runs',
      play(
        model(
          'game: t',
          'flow: {id: s, kind: step, actor_x: "0", do: a}',
          'actions: {a: {}}',
          'end: [{id: e, if_x: "1 / 0", result: draw}]',
        ),
        [],
      ).game,
      {
        cls: 'RunError',
        kind: 'ZeroDivisionError',
        where: 'end condition e',
        path: ['flow'],
        message: "error evaluating '1 / 0': ZeroDivisionError: division by zero",
      },
    ],
    [
      'a variable while the game starts',
      play(
        model(
          'game: t',
          'state: {vars: {v: {init_x: "nope"}}}',
          'flow: {id: s, kind: step, actor_x: "0", do: a}',
          'actions: {a: {}}',
        ),
        [],
      ).game,
      {
        cls: 'RunError',
        kind: 'NameError',
        where: 'variable v',
        path: ['state', 'vars', 'v'],
        message: "error evaluating 'nope': NameError: name 'nope' is not defined",
      },
    ],
  ])('%s', (_name, game, expected) => {
    const e = stopped(game);
    expect(fields(e)).toEqual(expected);
    if (expected.cls === 'RunError') expect(e).toBeInstanceOf(ExprError);
    // Declared when made: the fields are the object's own from its constructor, and the log says the same.
    expect(Object.getOwnPropertyNames(e)).toEqual(expect.arrayContaining(['where', 'path']));
    expect(game.log.at(-1)).toEqual({ kind: 'error', message: expected.message, where: expected.where });
  });

  it('keeps the expression error it wraps as its cause, with the same kind, detail and source', () => {
    const e = stopped(step(['{op: set, var: x, value_x: "1 // 0"}'])) as RunError;
    expect(e.cause).toBeInstanceOf(ExprError);
    expect(e.cause).not.toBeInstanceOf(RunError);
    expect([e.kind, e.detail, e.src]).toEqual(['ZeroDivisionError', 'integer division or modulo by zero', '1 // 0']);
  });

  it('keeps where in its source the expression failed (span and position of the wrapped error)', () => {
    const e = stopped(step(['{op: set, var: x, value_x: "2 + 1 // 0"}'])) as RunError;
    expect([e.src, e.span, e.position]).toEqual(['2 + 1 // 0', { start: 4, end: 10 }, 5]);
    expect(e.src!.slice(e.span!.start, e.span!.end)).toBe('1 // 0');
  });

  it('is the same error, with its class and fields, after a snapshot is restored', () => {
    const m = opsModel({ vars: '{x: {init: 0}}', ops: ['{op: set, var: x, value_x: "1 // 0"}'] });
    const g = play(m, []).game;
    const e = stopped(restoreGame(m, JSON.parse(JSON.stringify(g.snapshot()))));
    expect(e).toBeInstanceOf(RunError);
    expect(fields(e)).toEqual(fields(stopped(g)));
    const said = opsModel({ ops: ['{op: say, text: hi}'] });
    const n = stopped(restoreGame(said, JSON.parse(JSON.stringify(play(said, []).game.snapshot()))));
    expect(n).toBeInstanceOf(NotExecutable);
    expect(fields(n)).toEqual({
      cls: 'NotExecutable',
      kind: 'NotExecutable',
      where: 'action act',
      path: ['actions', 'act', 'effect', 0],
      message: 'action act: say needs a language agent',
    });
  });

  it('from a snapshot written before errors were saved whole (name, message, where) is made again', () => {
    const m = opsModel({ vars: '{x: {init: 0}}', ops: ['{op: set, var: x, value_x: "1 // 0"}'] });
    const s = JSON.parse(JSON.stringify(play(m, []).game.snapshot())) as { data: { error: unknown } };
    s.data.error = { name: 'ExprError', message: 'action act: boom', where: 'action act' };
    const e = stopped(restoreGame(m, s as never));
    expect(e).toBeInstanceOf(RunError);
    expect(fields(e)).toEqual({
      cls: 'RunError',
      kind: 'RuntimeError',
      where: 'action act',
      path: null,
      message: 'action act: boom',
    });
  });
});
