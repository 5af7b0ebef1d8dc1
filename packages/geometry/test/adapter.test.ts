// docs/board-geometry.md#board-functions as seen from expressions: the board functions as callables of the
// language, board name first, optional arguments by position or by name, ValueErrors.

import { ExprError, PyGenerator, PySet, Tuple, newDict, type Callable, type Value } from '@tabletwin/expr';
import { describe, expect, test } from 'vitest';
import * as geo from '../src/index.js';
import { BOARD_FUNCTION_NAMES, boardFunctions, loadBoard } from '../src/index.js';
import { expectError } from './maps.js';

const SPECS = {
  map: { kind: 'hex', width: 7, height: 5, missing: ['3,0', '3,1', '2,3', '1,4'], walls: [['0,0', '1,0']] },
  board: { kind: 'square', width: 8, height: 8, names: 'letters', neighbours: 8 },
};
const fns = boardFunctions(SPECS);
const map = loadBoard('map', SPECS.map);
const chess = loadBoard('board', SPECS.board);

function call(name: string, args: Value[], kwargs: Record<string, Value> | null = null): Value {
  return (fns as Record<string, Callable>)[name]!.call(args, kwargs);
}

function expectValueError(run: () => unknown, message: string): void {
  let caught: unknown = null;
  try {
    run();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(ExprError);
  expect((caught as ExprError).kind).toBe('ValueError');
  expect((caught as ExprError).detail).toBe(message);
}

test('every board function is there under its name', () => {
  expect(Object.keys(fns).sort()).toEqual([...BOARD_FUNCTION_NAMES].sort());
  expect(BOARD_FUNCTION_NAMES).toEqual([
    'cells',
    'directions',
    'xy',
    'cell',
    'step',
    'leap',
    'ray',
    'neighbours',
    'distance',
    'path',
    'path_cost',
    'reachable',
    'line_of_sight',
    'shape',
  ]);
  for (const name of BOARD_FUNCTION_NAMES) expect(fns[name].name).toBe(name);
});

describe('the adapter and the typed API agree', () => {
  const blocked = ['5,2', '4,2'];
  const costs = { '2,2': 2, '1,2': 2 };
  test.each<[string, Value[], Record<string, Value> | null, unknown]>([
    ['cells', ['map'], null, geo.cells(map)],
    ['directions', ['board'], null, geo.directions(chess)],
    ['cell', ['board', 4, 3], null, 'e4'],
    ['cell', ['map', 3, 0], null, null],
    ['step', ['map', '0,0', 'e'], null, null],
    ['step', ['map', '0,0', 'se'], null, geo.step(map, '0,0', 'se')],
    ['step', ['map', '0,0', new Tuple([0, 1])], null, '0,1'],
    ['leap', ['map', '0,0', 'e'], null, '1,0'],
    ['leap', ['board', 'b1', [1, 2]], null, 'c3'],
    ['ray', ['board', 'a1', 'n', newDict([['a4', 'wP']])], null, ['a2', 'a3', 'a4']],
    ['ray', ['board', 'a1', 'n'], newDict([['occupied', ['a3']]]), ['a2', 'a3']],
    ['ray', ['board', 'a1', 'ne', new PySet(['c3'])], null, ['b2', 'c3']],
    ['ray', ['board', 'a1', 'e', new Tuple(['c1', 'd1'])], null, ['b1', 'c1']],
    ['ray', ['board', 'a1', 'e', new PyGenerator(['d1'])], null, ['b1', 'c1', 'd1']],
    ['ray', ['board', 'a1', 'e', 'g1 h1'], null, ['b1', 'c1', 'd1', 'e1', 'f1', 'g1']],
    ['neighbours', ['map', '2,2'], null, geo.neighbours(map, '2,2')],
    ['distance', ['map', '-1,3', '5,1'], null, 6],
    ['path', ['map', '0,1', '5,1'], null, geo.path(map, '0,1', '5,1')],
    [
      'path',
      ['map', '0,1', '5,1', blocked, newDict(Object.entries(costs))],
      null,
      geo.path(map, '0,1', '5,1', { blocked, costs }),
    ],
    [
      'path',
      ['map', '0,1', '5,1'],
      newDict([
        ['costs', newDict(Object.entries(costs))],
        ['blocked', blocked],
      ]),
      geo.path(map, '0,1', '5,1', { blocked, costs }),
    ],
    ['path', ['map', '0,1', '5,1', null, null, ['5,1']], null, null],
    ['path', ['map', '0,1', '0,1'], null, []],
    ['path_cost', ['map', '0,1', '5,1', null, newDict(Object.entries(costs))], null, 7],
    ['path_cost', ['map', '0,1', '5,1'], newDict([['through', ['2,2']]]), 6],
    ['path_cost', ['map', '0,1', '0,1'], null, 0],
    ['reachable', ['map', '4,3', 2, ['5,2']], null, geo.reachable(map, '4,3', 2, { blocked: ['5,2'] })],
    [
      'reachable',
      ['map', '3,2', 2],
      newDict([['costs', newDict(Object.entries(costs))]]),
      geo.reachable(map, '3,2', 2, { costs }),
    ],
    ['line_of_sight', ['map', '0,1', '5,1'], null, false],
    ['line_of_sight', ['map', '0,2', '5,2'], null, true],
    ['line_of_sight', ['map', '0,2', '5,2', false, ['3,2']], null, false],
    ['line_of_sight', ['map', '0,2', '5,2'], newDict([['blockers', new PySet(['3,2'])]]), false],
    ['line_of_sight', ['map', '0,1', '5,1', true], null, geo.lineOfSight(map, '0,1', '5,1', { corners: true })],
    ['shape', ['map', '2,2', [[0, 0], 'e', 'se'], 1], null, ['2,2', '1,3']],
    ['shape', ['map', '2,2', new Tuple([new Tuple([0, 0]), 'e'])], newDict([['turns', -1]]), ['2,2']],
  ])('%s %j %j', (name, args, kwargs, expected) => {
    expect(call(name, args, kwargs)).toEqual(expected);
  });

  test('xy gives a tuple', () => {
    const value = call('xy', ['board', 'e4']);
    expect(value).toBeInstanceOf(Tuple);
    expect((value as Tuple).items).toEqual([4, 3]);
  });
});

describe('argument errors (§2) are ValueErrors', () => {
  test.each<[string, Value[], Record<string, Value> | null, string]>([
    ['path', ['map', '0,0'], null, "path() is missing argument 'goal'"],
    ['path', ['map', '0,0', '1,1'], newDict([['cost', 1]]), "path() has no argument 'cost'"],
    ['path', ['map', '0,0', '1,1', ['2,2']], newDict([['blocked', []]]), "path() got 'blocked' twice"],
    ['step', ['map', '0,0', 'e', 4], null, 'step() takes at most 3 arguments, not 4'],
    ['cells', ['map', 1], null, 'cells() takes at most 1 argument, not 2'],
    ['cells', [], null, "cells() is missing argument 'board'"],
    ['shape', ['map', '0,0'], null, "shape() is missing argument 'pattern'"],
    ['line_of_sight', ['map', '0,0', '1,1'], newDict([['corner', true]]), "line_of_sight() has no argument 'corner'"],
    // Board function errors, in the spec's words.
    ['neighbours', ['mpa', '0,0'], null, "board 'mpa' does not exist"],
    ['cells', [3], null, 'board 3 does not exist'],
    ['step', ['board', 'z9', 'n'], null, "cell 'z9' does not exist on board 'board'"],
    ['step', ['map', '0,0', 'up'], null, "direction 'up' does not exist on board 'map'"],
    ['step', ['map', '0,0', [1]], null, 'direction [1]: a vector is [dx, dy] with integers'],
    ['leap', ['map', '0,0', new Tuple([1])], null, 'direction (1,): a vector is [dx, dy] with integers'],
    ['cell', ['map', 1.5, 0], null, 'x must be an integer, not 1.5'],
    ['path', ['map', '0,0', '1,1', null, ['a']], null, "costs must be a dict {cell: cost}, not ['a']"],
    [
      'path_cost',
      ['map', '0,0', '1,1'],
      newDict([['costs', newDict([['2,2', -1]])]]),
      "cost of '2,2' must be a number ≥ 0, not -1",
    ],
    ['reachable', ['map', '0,0', null], null, 'reachable: points must be a number, not None'],
    ['shape', ['map', '0,0', 'e'], null, "shape: pattern must be a list of vectors or directions, not 'e'"],
    ['ray', ['map', '0,0', 'e', 5], null, 'occupied must be a list, set or dict of cells, not 5'],
    ['path', ['map', '0,0', '1,1', null, fns.cells], null, 'costs must be a dict {cell: cost}, not <function cells>'],
    ['path', ['map', '0,0', '1,1', null, new PyGenerator([])], null, 'costs must be a dict {cell: cost}, not <generator>'],
    ['shape', ['map', '0,0', new PySet(['e'])], null, "shape: pattern must be a list of vectors or directions, not {'e'}"],
    ['leap', ['map', '0,0', newDict([['dx', 1]])], null, "direction {'dx': 1}: a vector is [dx, dy] with integers"],
  ])('%s %j %j', (name, args, kwargs, message) => {
    expectValueError(() => call(name, args, kwargs), message);
  });
});

describe('boards are read when the functions are made', () => {
  test('a wrong board throws its BoardError at once', () => {
    expectError(
      () => boardFunctions({ ok: { width: 2, height: 2 }, b: { kind: 'x' } }),
      'BoardError',
      "board 'b': kind 'x'; use square or hex",
    );
  });

  test('loaded boards are used as they are, and a dict of specs works', () => {
    const own = boardFunctions(newDict([['map', map as unknown as Value]]));
    expect(own.cells.call(['map'], null)).toEqual(map.cells);
    const fromDict = boardFunctions(
      newDict([
        [
          'm',
          newDict([
            ['kind', 'hex'],
            ['radius', 1],
          ]),
        ],
      ]),
    );
    expect(fromDict.cells.call(['m'], null)).toEqual(['0,-1', '1,-1', '-1,0', '0,0', '1,0', '-1,1', '0,1']);
  });

  test('no boards: every call names the missing board', () => {
    expectValueError(() => boardFunctions({}).cells.call(['map'], null), "board 'map' does not exist");
  });
});
