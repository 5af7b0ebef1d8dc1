// Setup shared by the tests: boards drawn as ASCII maps, the error check and a seeded generator.
//
// Square maps: one line per row, top row first (highest y); a cell every two characters. `.` is a
// cell, `#` a hole (missing), any letter a cell remembered under that letter. Between two cells
// of a row, `|` is a wall. A line of only `-` and spaces is a wall line: a `-` under a cell puts
// a wall between that cell and the one below it.
//
// Hex rectangle maps: one line per row r = 0, 1, …; odd rows indented by one character, a cell
// every two characters, same symbols (walls are given separately).

import { expect } from 'vitest';
import { GeometryError, loadBoard, type Board } from '../src/index.js';

export interface DrawnBoard {
  readonly board: Board;
  readonly spec: Record<string, unknown>;
  /** Cells under each letter, in cell order. */
  readonly marks: Record<string, string[]>;
}

function lines(text: string): string[] {
  const all = text.split('\n').filter((l) => l.trim() !== '');
  const indent = Math.min(...all.map((l) => l.length - l.trimStart().length));
  return all.map((l) => l.slice(indent).trimEnd());
}

function collect(marks: Record<string, string[]>, ch: string, name: string): void {
  if (/[A-Za-z]/.test(ch)) (marks[ch] ??= []).push(name);
}

export function squareMap(text: string, extra: Record<string, unknown> = {}): DrawnBoard {
  const all = lines(text);
  const rows = all.filter((l) => !/^[- ]+$/.test(l));
  const height = rows.length;
  const width = Math.max(...rows.map((l) => Math.floor(l.length / 2) + 1));
  const name = (x: number, y: number): string => `${x},${y}`;
  const missing: string[] = [];
  const walls: [string, string][] = [];
  const byPosition: Record<string, string> = {};
  let y = height;
  for (const line of all) {
    if (/^[- ]+$/.test(line)) {
      for (let x = 0; x < width; x++) if (line[2 * x] === '-') walls.push([name(x, y), name(x, y - 1)]);
      continue;
    }
    y--;
    for (let x = 0; x < width; x++) {
      const ch = line[2 * x] ?? ' ';
      if (ch === '#') missing.push(name(x, y));
      else byPosition[name(x, y)] = ch;
      if (line[2 * x + 1] === '|') walls.push([name(x, y), name(x + 1, y)]);
    }
  }
  const spec: Record<string, unknown> = { kind: 'square', width, height, ...extra };
  if (missing.length) spec['missing'] = missing;
  if (walls.length) spec['walls'] = walls;
  return finish(spec, byPosition);
}

/** The map of hex-skirmish.yaml: a 7×5 hex rectangle whose holes leave a gap in row 2. */
export const SKIRMISH_MAP = `
  . . . # . . .
   . . . # . . .
  . . . . . . .
   . . . # . . .
  . . . # . . .
`;

export function hexMap(text: string, extra: Record<string, unknown> = {}): DrawnBoard {
  const rows = lines(text);
  const width = Math.max(...rows.map((l, r) => Math.floor((l.length - (r % 2)) / 2) + 1));
  const missing: string[] = [];
  const byPosition: Record<string, string> = {};
  rows.forEach((line, r) => {
    for (let col = 0; col < width; col++) {
      const ch = line[2 * col + (r % 2)] ?? ' ';
      const name = `${col - Math.floor(r / 2)},${r}`;
      if (ch === '#') missing.push(name);
      else byPosition[name] = ch;
    }
  });
  const spec: Record<string, unknown> = { kind: 'hex', width, height: rows.length, ...extra };
  if (missing.length) spec['missing'] = missing;
  return finish(spec, byPosition);
}

function finish(spec: Record<string, unknown>, byPosition: Record<string, string>): DrawnBoard {
  const board = loadBoard('map', spec);
  const marks: Record<string, string[]> = {};
  for (const c of board.cells) collect(marks, byPosition[c] ?? '.', c);
  return { board, spec, marks };
}

/** A seeded generator of numbers in [0, 1) (mulberry32), for cases drawn at random. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `run` and checks it throws a GeometryError of this kind with exactly this message. */
export function expectError(run: () => unknown, kind: string, message: string): GeometryError {
  let caught: unknown = null;
  try {
    run();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(GeometryError);
  const error = caught as GeometryError;
  expect(error.message).toBe(message);
  expect(error.kind).toBe(kind);
  return error;
}
