// Where the cells of a model's board lie on the page, computed once per board from the same
// geometry the engine uses (@tabletwin/geometry): square cells 1 wide with y up (a1 at the bottom
// left), pointy-top hexes with corners at distance 1 (odd rows of a rectangle shifted right).
import { GeometryError, loadBoard, xy } from '@tabletwin/geometry';
import type { ModelInfo } from './game.js';

export interface Placed {
  readonly cell: string;
  readonly x: number;
  readonly y: number;
  /** Board coordinates (square x, y; hex q, r). */
  readonly bx: number;
  readonly by: number;
}

export interface BoardLayout {
  readonly shape: 'square' | 'hex';
  readonly width: number;
  readonly height: number;
  readonly cells: readonly Placed[];
  /** Every cell, holes too. */
  readonly index: ReadonlyMap<string, Placed>;
  /** The cells that exist (no holes). */
  readonly kept: ReadonlySet<string>;
  readonly holes: readonly Placed[];
  readonly walls: readonly {
    readonly between: readonly [string, string];
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
  }[];
  readonly columns: readonly { readonly label: string; readonly x: number }[];
  readonly rows: readonly { readonly label: string; readonly y: number }[];
}

const SQRT3 = Math.sqrt(3);
const round = (v: number): number => Math.round(v * 1e4) / 1e4 + 0;

const layouts = new WeakMap<ModelInfo, Map<string, BoardLayout | string>>();

/** The layout of board `name`, or the notice to show instead (`board x not found`). */
export function boardLayout(info: ModelInfo, name: string): BoardLayout | string {
  let perModel = layouts.get(info);
  if (perModel === undefined) layouts.set(info, (perModel = new Map()));
  let l = perModel.get(name);
  if (l === undefined) {
    l = build(info, name);
    perModel.set(name, l);
  }
  return l;
}

function build(info: ModelInfo, name: string): BoardLayout | string {
  if (!Object.hasOwn(info.boards, name)) return `board ${name} not found`;
  const spec = info.boards[name] as Record<string, unknown>;
  let board, full;
  try {
    board = loadBoard(name, spec);
    // The same board without holes and walls: where the holes would be.
    full = loadBoard(name, { ...spec, missing: undefined, walls: undefined });
  } catch (e) {
    if (e instanceof GeometryError) return `board ${name}: ${e.message}`;
    throw e;
  }
  const hex = board.kind === 'hex';
  const centre = (bx: number, by: number): [number, number] => (hex ? [SQRT3 * (bx + by / 2), 1.5 * by] : [bx, -by]);
  const all = full.cells.map((cell) => {
    const [bx, by] = xy(full, cell);
    const [px, py] = centre(bx, by);
    return { cell, bx, by, px, py };
  });
  // Loops, not Math.min(...spread): a board may have up to a million cells.
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const c of all) {
    minX = Math.min(minX, c.px);
    maxX = Math.max(maxX, c.px);
    minY = Math.min(minY, c.py);
    maxY = Math.max(maxY, c.py);
  }
  const half = hex ? [SQRT3 / 2, 1] : [0.5, 0.5];
  const placed = new Map<string, Placed>();
  for (const c of all) {
    placed.set(c.cell, { cell: c.cell, bx: c.bx, by: c.by, x: round(c.px - minX + half[0]!), y: round(c.py - minY + half[1]!) });
  }
  const width = all.length === 0 ? 0 : round(maxX - minX + 2 * half[0]!);
  const height = all.length === 0 ? 0 : round(maxY - minY + 2 * half[1]!);
  const kept = new Set(board.cells);
  const cells = board.cells.map((c) => placed.get(c)!);
  const holes = full.cells.filter((c) => !kept.has(c)).map((c) => placed.get(c)!);
  const walls = (Array.isArray(spec['walls']) ? (spec['walls'] as unknown[]) : []).flatMap((w) => {
    const [a, b] = (w as [string, string]).map((c) => placed.get(c));
    if (a === undefined || b === undefined) return [];
    // The shared edge: through the midpoint, across the line between the centres, 1 long (a
    // square's side, and a hex side when corners are at distance 1).
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    return [
      {
        between: [a.cell, b.cell] as const,
        x1: round(mx + uy / 2),
        y1: round(my - ux / 2),
        x2: round(mx - uy / 2),
        y2: round(my + ux / 2),
      },
    ];
  });
  let columns: { label: string; x: number }[] = [];
  let rows: { label: string; y: number }[] = [];
  if (!hex) {
    const letters = spec['names'] === 'letters';
    // One position per column and per row (square cells line up).
    const xs = new Map<number, number>();
    const ys = new Map<number, number>();
    for (const p of placed.values()) {
      if (!xs.has(p.bx)) xs.set(p.bx, p.x);
      if (!ys.has(p.by)) ys.set(p.by, p.y);
    }
    columns = [...xs]
      .sort((a, b) => a[0] - b[0])
      .map(([bx, x]) => ({ label: letters ? String.fromCharCode(97 + bx) : String(bx), x }));
    rows = [...ys].sort((a, b) => a[0] - b[0]).map(([by, y]) => ({ label: letters ? String(by + 1) : String(by), y }));
  }
  return { shape: board.kind, width, height, cells, index: placed, kept, holes, walls, columns, rows };
}
