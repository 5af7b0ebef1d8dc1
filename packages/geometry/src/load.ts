// Reading a board spec (the YAML under `boards`): every check of docs/board-geometry.md#boards, then the
// cells in cell order, holes removed and walls resolved, handed to the Board constructor.

import { Board } from './board.js';
import { boardError, describe, isInteger, isRecord } from './errors.js';
import { gridOf, type Grid } from './grids.js';

/** Largest board accepted, so a typo like `width: 100000000` is an error, not a hang. */
export const MAX_CELLS = 1_000_000;
/** Largest coordinate of a hex `cells` entry. */
const MAX_COORD = 1_000_000;

const COMMON_FIELDS = ['kind', 'missing', 'walls', 'label', 'note'];
const FIELDS: Record<string, readonly string[]> = {
  square: [...COMMON_FIELDS, 'width', 'height', 'names', 'neighbours'],
  hex: [...COMMON_FIELDS, 'cells', 'radius', 'width', 'height'],
};
const ALL_FIELDS = new Set(Object.values(FIELDS).flat());

interface Cells {
  names: string[];
  xs: number[];
  ys: number[];
}

/** Reads one board of a model; throws a `GeometryError` of kind `BoardError` if it is wrong. */
export function loadBoard(name: string, spec: unknown): Board {
  if (!isRecord(spec)) throw boardError(name, '', `a board is a dict of fields, not ${describe(spec)}`);
  const kind = spec['kind'] ?? 'square';
  if (kind !== 'square' && kind !== 'hex') {
    throw boardError(name, '.kind', `kind ${describe(kind)}; use square or hex`);
  }
  for (const field of Object.keys(spec)) {
    if (!ALL_FIELDS.has(field)) throw boardError(name, `.${field}`, `unknown field '${field}'`);
    if (!FIELDS[kind]!.includes(field)) {
      throw boardError(name, `.${field}`, `${field} is not a field of a ${kind} board`);
    }
  }
  const neighbours = kind === 'square' ? readNeighbours(name, spec['neighbours']) : 4;
  const grid = gridOf(kind, neighbours);
  const all = kind === 'square' ? squareCells(name, spec) : hexCells(name, spec);
  const position = new Map(all.names.map((n, i) => [n, i]));
  const missing = readMissing(name, spec['missing'], position);
  const walls = readWalls(name, spec['walls'], position, missing, all, grid);

  const kept: number[] = [];
  const newIndex = new Int32Array(all.names.length).fill(-1);
  for (let i = 0; i < all.names.length; i++) {
    if (missing.has(i)) continue;
    newIndex[i] = kept.length;
    kept.push(i);
  }
  return new Board({
    name,
    grid,
    names: kept.map((i) => all.names[i]!),
    xs: kept.map((i) => all.xs[i]!),
    ys: kept.map((i) => all.ys[i]!),
    walls: walls.map(([a, b]) => [newIndex[a]!, newIndex[b]!] as const),
  });
}

function readNeighbours(name: string, value: unknown): 4 | 8 {
  if (value === undefined || value === null) return 4;
  if (value === 4 || value === 8) return value;
  throw boardError(name, '.neighbours', `neighbours ${describe(value)}; use 4 or 8`);
}

function readSize(name: string, field: string, value: unknown, least: number): number {
  if (!isInteger(value)) throw boardError(name, `.${field}`, `${field} must be an integer, not ${describe(value)}`);
  if (value < least) throw boardError(name, `.${field}`, `${field} must be at least ${least}, not ${value}`);
  return value;
}

function checkCount(name: string, count: number): void {
  if (count > MAX_CELLS) throw boardError(name, '', `${count} cells; a board has at most ${MAX_CELLS}`);
}

function squareCells(name: string, spec: Readonly<Record<string, unknown>>): Cells {
  const width = readSize(name, 'width', spec['width'], 1);
  const height = readSize(name, 'height', spec['height'], 1);
  const names = spec['names'] ?? 'xy';
  if (names !== 'xy' && names !== 'letters') {
    throw boardError(name, '.names', `names ${describe(names)}; use xy or letters`);
  }
  if (names === 'letters' && width > 26) {
    throw boardError(name, '.names', 'names letters allows at most 26 columns');
  }
  checkCount(name, width * height);
  const out: Cells = { names: [], xs: [], ys: [] };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out.names.push(names === 'letters' ? String.fromCharCode(97 + x) + String(y + 1) : `${x},${y}`);
      out.xs.push(x);
      out.ys.push(y);
    }
  }
  return out;
}

// A hex board uses `cells` if given, else `radius`, else `width` and `height`.
function hexCells(name: string, spec: Readonly<Record<string, unknown>>): Cells {
  const out: Cells = { names: [], xs: [], ys: [] };
  const add = (q: number, r: number): void => {
    out.names.push(`${q},${r}`);
    out.xs.push(q);
    out.ys.push(r);
  };
  if (spec['cells'] !== undefined && spec['cells'] !== null) {
    const list = spec['cells'];
    if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) {
      throw boardError(name, '.cells', "cells must be a list of 'q,r' cells");
    }
    checkCount(name, list.length);
    const seen = new Set<string>();
    list.forEach((text: string, i) => {
      const qr = parseHexCell(text);
      if (qr === null) throw boardError(name, `.cells[${i}]`, `hex cell ${describe(text)}; write 'q,r' with integers`);
      if (seen.has(text)) throw boardError(name, `.cells[${i}]`, `cell ${describe(text)} appears twice`);
      seen.add(text);
      add(qr[0], qr[1]);
    });
    return out;
  }
  if (spec['radius'] !== undefined && spec['radius'] !== null) {
    const radius = readSize(name, 'radius', spec['radius'], 0);
    checkCount(name, 3 * radius * radius + 3 * radius + 1);
    for (let r = -radius; r <= radius; r++) {
      for (let q = Math.max(-radius, -radius - r); q <= Math.min(radius, radius - r); q++) add(q, r);
    }
    return out;
  }
  if (spec['width'] === undefined && spec['height'] === undefined) {
    throw boardError(name, '', 'a hex board needs cells, radius, or width and height');
  }
  const width = readSize(name, 'width', spec['width'], 1);
  const height = readSize(name, 'height', spec['height'], 1);
  checkCount(name, width * height);
  // Odd rows are shifted half a cell to the right, so row r starts at q = -floor(r / 2).
  for (let r = 0; r < height; r++) {
    const first = -Math.floor(r / 2);
    for (let q = first; q < first + width; q++) add(q, r);
  }
  return out;
}

const HEX_CELL = /^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$/;

function parseHexCell(text: string): [number, number] | null {
  const m = HEX_CELL.exec(text);
  if (m === null) return null;
  const q = Number(m[1]);
  const r = Number(m[2]);
  if (Math.abs(q) > MAX_COORD || Math.abs(r) > MAX_COORD) return null;
  return [q, r];
}

function readMissing(name: string, value: unknown, position: Map<string, number>): Set<number> {
  const out = new Set<number>();
  if (value === undefined || value === null) return out;
  if (!Array.isArray(value)) throw boardError(name, '.missing', `missing must be a list of cells, not ${describe(value)}`);
  value.forEach((cell: unknown, i) => {
    const at = typeof cell === 'string' ? position.get(cell) : undefined;
    if (at === undefined) throw boardError(name, `.missing[${i}]`, `missing names unknown cell ${describe(cell)}`);
    if (out.has(at)) throw boardError(name, `.missing[${i}]`, `cell ${describe(cell)} appears twice`);
    out.add(at);
  });
  return out;
}

function readWalls(
  name: string,
  value: unknown,
  position: Map<string, number>,
  missing: Set<number>,
  all: Cells,
  grid: Grid,
): [number, number][] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw boardError(name, '.walls', `walls must be a list of [cell, cell] pairs, not ${describe(value)}`);
  }
  return value.map((wall: unknown, i): [number, number] => {
    const where = `.walls[${i}]`;
    if (!Array.isArray(wall) || wall.length !== 2 || !wall.every((c) => typeof c === 'string')) {
      throw boardError(name, where, `wall ${describe(wall)}; write [cell, cell]`);
    }
    const [a, b] = wall as [string, string];
    const ends = [a, b].map((cell) => {
      const at = position.get(cell);
      if (at === undefined || missing.has(at)) throw boardError(name, where, `wall at unknown cell ${describe(cell)}`);
      return at;
    }) as [number, number];
    const dx = all.xs[ends[1]]! - all.xs[ends[0]]!;
    const dy = all.ys[ends[1]]! - all.ys[ends[0]]!;
    const step = grid.directions.find((d) => d.dx === dx && d.dy === dy);
    if (step === undefined) {
      throw boardError(name, where, `wall between ${describe(a)} and ${describe(b)}; those cells are not adjacent`);
    }
    if (step.dx !== 0 && step.dy !== 0 && grid.kind === 'square') {
      throw boardError(name, where, `wall between ${describe(a)} and ${describe(b)}; only orthogonal neighbours can have a wall`);
    }
    return ends;
  });
}
