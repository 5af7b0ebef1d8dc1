// Reading the arguments of board functions: cells, directions or vectors, integers, and the
// collections used with `in` (those in groups.ts).

import type { Board } from './board.js';
import { describe, isInteger, isRecord, valueError } from './errors.js';

/**
 * Cells given as anything that supports `in` in the expression language: a list or other
 * iterable of cells, a dict or record (its keys), or a text (a cell is in it when its name is a
 * substring, as `in` works on text). `null` and `undefined` mean none.
 */
export type CellGroup = Iterable<unknown> | Readonly<Record<string, unknown>> | string | null | undefined;

/** A direction name of the board, or a vector `[dx, dy]` (hex: `[dq, dr]`) of integers. */
export type DirectionArg = string | readonly [number, number] | readonly number[];

export function cellIndex(board: Board, fn: string, cell: unknown): number {
  const i = board.find(cell);
  if (i < 0) throw valueError(fn, `cell ${describe(cell)} does not exist on board '${board.name}'`, board.name);
  return i;
}

/** A direction as a vector, and its index in direction order when it is one of the board's. */
export interface Vector {
  readonly dx: number;
  readonly dy: number;
  /** Index into the board's directions, or -1 for a vector that is not a neighbour step. */
  readonly dir: number;
}

export function vectorOf(board: Board, fn: string, direction: unknown): Vector {
  if (typeof direction === 'string') {
    const k = board.directions.indexOf(direction);
    if (k < 0) throw valueError(fn, `direction ${describe(direction)} does not exist on board '${board.name}'`, board.name);
    const d = board.dirs[k]!;
    return { dx: d.dx, dy: d.dy, dir: k };
  }
  const items = listItems(direction);
  if (items === null || items.length !== 2 || !isInteger(items[0]) || !isInteger(items[1])) {
    throw valueError(fn, `direction ${describe(direction)}: a vector is [dx, dy] with integers`, board.name);
  }
  const dx = items[0] + 0;
  const dy = items[1] + 0;
  return { dx, dy, dir: board.dirs.findIndex((d) => d.dx === dx && d.dy === dy) };
}

/** The elements of a list, or of a tuple of the expression language (its `items` array). */
export function listItems(value: unknown): readonly unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null && !isRecord(value)) {
    const items = (value as { items?: unknown }).items;
    if (Array.isArray(items)) return items;
  }
  return null;
}

export function integerArg(fn: string, label: string, value: unknown): number {
  if (!isInteger(value)) throw valueError(fn, `${label} must be an integer, not ${describe(value)}`);
  return value + 0;
}
