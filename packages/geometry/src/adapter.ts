// The board functions as functions of the expression language: board name first, optional
// arguments by position or by name (bound by expr's `defineFunction`, the mechanism own
// functions use too), and every geometry error turned into the language's ValueError. This is the
// only module that needs @tabletwin/expr at run time.

import { ExprError, Tuple, defineFunction, type Callable, type Value } from '@tabletwin/expr';
import type { CellGroup, DirectionArg } from './args.js';
import { Board } from './board.js';
import { GeometryError, describe } from './errors.js';
import { loadBoard } from './load.js';
import { cell, cells, directions, distance, leap, neighbours, ray, step, xy } from './moves.js';
import { path, pathCost, reachable, type PathOptions } from './paths.js';
import { shape } from './shape.js';
import { lineOfSight } from './sight.js';

/** The names of the board functions, as expressions call them. */
export const BOARD_FUNCTION_NAMES = [
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
] as const;

export type BoardFunctionName = (typeof BOARD_FUNCTION_NAMES)[number];

// Arguments arrive as values of the language; the typed functions check them at run time, so
// handing them over with the typed API's parameter types is safe.
type Args = Value[];
const text = (v: Value): string => v as string;
const num = (v: Value): number => v as number;
const dir = (v: Value): DirectionArg => v as DirectionArg;
const group = (v: Value): CellGroup => v as CellGroup;
const options = (a: Args, at: number): PathOptions => ({
  blocked: group(a[at]!),
  costs: a[at + 1] as PathOptions['costs'],
  through: group(a[at + 2]!),
});

interface Entry {
  readonly params: readonly string[];
  readonly run: (board: Board, a: Args) => Value;
}

// Parameters after the board, in the order of docs/board-geometry.md#board-functions
const ENTRIES: Record<BoardFunctionName, Entry> = {
  cells: { params: [], run: (b) => cells(b) },
  directions: { params: [], run: (b) => directions(b) },
  xy: { params: ['cell'], run: (b, a) => new Tuple(xy(b, text(a[1]!))) },
  cell: { params: ['x', 'y'], run: (b, a) => cell(b, num(a[1]!), num(a[2]!)) },
  step: { params: ['cell', 'direction'], run: (b, a) => step(b, text(a[1]!), dir(a[2]!)) },
  leap: { params: ['cell', 'direction'], run: (b, a) => leap(b, text(a[1]!), dir(a[2]!)) },
  ray: { params: ['cell', 'direction', 'occupied?'], run: (b, a) => ray(b, text(a[1]!), dir(a[2]!), group(a[3]!)) },
  neighbours: { params: ['cell'], run: (b, a) => neighbours(b, text(a[1]!)) },
  distance: { params: ['a', 'b'], run: (b, a) => distance(b, text(a[1]!), text(a[2]!)) },
  path: {
    params: ['start', 'goal', 'blocked?', 'costs?', 'through?'],
    run: (b, a) => path(b, text(a[1]!), text(a[2]!), options(a, 3)),
  },
  path_cost: {
    params: ['start', 'goal', 'blocked?', 'costs?', 'through?'],
    run: (b, a) => pathCost(b, text(a[1]!), text(a[2]!), options(a, 3)),
  },
  reachable: {
    params: ['start', 'points', 'blocked?', 'costs?', 'through?'],
    run: (b, a) => reachable(b, text(a[1]!), num(a[2]!), options(a, 3)),
  },
  line_of_sight: {
    params: ['a', 'b', 'corners?', 'blockers?'],
    run: (b, a) => lineOfSight(b, text(a[1]!), text(a[2]!), { corners: a[3] as boolean | null, blockers: group(a[4]!) }),
  },
  shape: {
    params: ['cell', 'pattern', 'turns?'],
    run: (b, a) => shape(b, text(a[1]!), a[2] as DirectionArg[], a[3] as number | null),
  },
};

/**
 * The board functions for a model's boards (`{name: spec}`; an already loaded `Board` is used as
 * it is), as callables of the expression language under their names. Every board is read here,
 * so a wrong board throws its `GeometryError` (kind `BoardError`) before any expression runs.
 */
export function boardFunctions(boards: Readonly<Record<string, unknown>>): Record<BoardFunctionName, Callable> {
  const loaded = new Map<string, Board>();
  for (const name of Object.keys(boards)) {
    const spec = boards[name];
    loaded.set(name, spec instanceof Board ? spec : loadBoard(name, spec));
  }
  const boardNamed = (name: Value): Board => {
    const board = typeof name === 'string' ? loaded.get(name) : undefined;
    if (board === undefined) throw new ExprError('ValueError', `board ${describe(name)} does not exist`);
    return board;
  };
  const out = Object.create(null) as Record<BoardFunctionName, Callable>;
  for (const fn of BOARD_FUNCTION_NAMES) {
    const entry = ENTRIES[fn];
    out[fn] = defineFunction(fn, ['board', ...entry.params], (args) => {
      const board = boardNamed(args[0]!);
      try {
        return entry.run(board, args);
      } catch (e) {
        if (e instanceof GeometryError) throw new ExprError('ValueError', e.message, { cause: e });
        throw e;
      }
    });
  }
  return out;
}
