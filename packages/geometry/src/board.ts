// A loaded board: everything a fixed board allows is computed once here (cell index, coordinates,
// neighbour tables with and without walls), so board functions only look things up.

import type { BoardKind, Direction, Grid } from './grids.js';
import type { Readings } from './groups.js';
import type { Memo } from './memo.js';
import type { Scratch } from './scratch.js';
import type { Pattern } from './shape.js';
import type { Sight } from './sight.js';

/** What load.ts hands over once the board spec has been checked. */
export interface BoardLayout {
  readonly name: string;
  readonly grid: Grid;
  /** Cells in cell order, holes already left out. */
  readonly names: readonly string[];
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** Walls as pairs of cell indexes (into `names`). */
  readonly walls: readonly (readonly [number, number])[];
}

// A dense coordinate table is used when the cells fill a reasonable part of their bounding box;
// scattered cells (a hex `cells` list, a board of mostly holes) fall back to a map.
const DENSE_FACTOR = 4;
const DENSE_MIN = 4096;

export class Board {
  readonly name: string;
  readonly kind: BoardKind;
  /** All cells in cell order. */
  readonly cells: readonly string[];
  /** Direction names in direction order. */
  readonly directions: readonly string[];

  /** @internal */ readonly grid: Grid;
  /** @internal */ readonly dirs: readonly Direction[];
  /** @internal */ readonly size: number;
  /** @internal */ readonly xs: Int32Array;
  /** @internal */ readonly ys: Int32Array;
  /** @internal Neighbour per cell and direction ignoring walls (-1: off the board or a hole). */
  readonly adjacent: Int32Array;
  /** @internal Neighbour per cell and direction, -1 also across a wall. */
  readonly open: Int32Array;
  /** @internal Working arrays reused by searches and lines of sight; see scratch.ts. */
  scratch: Scratch | null = null;
  /** @internal Collections already read by board functions; see groups.ts. */
  readings: Readings | null = null;
  /** @internal Settled searches kept for repeated questions; see memo.ts. */
  memo: Memo | null = null;
  /** @internal Lines of sight answered before; see sight.ts. */
  sights: (Sight | null)[] | null = null;
  /** @internal Patterns of `shape` already read; see shape.ts. */
  patterns: WeakMap<object, Pattern> | null = null;

  private readonly indexOf: Map<string, number>;
  private readonly wallSet: Set<number>;
  private readonly minX: number;
  private readonly minY: number;
  private readonly spanX: number;
  private readonly spanY: number;
  private readonly dense: Int32Array | null;
  private readonly sparse: Map<string, number> | null;

  constructor(layout: BoardLayout) {
    this.name = layout.name;
    this.grid = layout.grid;
    this.kind = layout.grid.kind;
    this.dirs = layout.grid.directions;
    this.directions = Object.freeze(this.dirs.map((d) => d.name));
    this.cells = Object.freeze([...layout.names]);
    const n = layout.names.length;
    this.size = n;
    this.xs = Int32Array.from(layout.xs);
    this.ys = Int32Array.from(layout.ys);
    this.indexOf = new Map(layout.names.map((name, i) => [name, i]));

    let minX = Infinity,
      maxX = -Infinity,
      minY = Infinity,
      maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      minX = Math.min(minX, this.xs[i]!);
      maxX = Math.max(maxX, this.xs[i]!);
      minY = Math.min(minY, this.ys[i]!);
      maxY = Math.max(maxY, this.ys[i]!);
    }
    if (n === 0) {
      minX = 0;
      maxX = -1;
      minY = 0;
      maxY = -1;
    }
    this.minX = minX;
    this.minY = minY;
    this.spanX = maxX - minX + 1;
    this.spanY = maxY - minY + 1;
    const area = this.spanX * this.spanY;
    if (area <= Math.max(DENSE_MIN, DENSE_FACTOR * n)) {
      const dense = new Int32Array(area).fill(-1);
      for (let i = 0; i < n; i++) dense[(this.ys[i]! - minY) * this.spanX + (this.xs[i]! - minX)] = i;
      this.dense = dense;
      this.sparse = null;
    } else {
      this.dense = null;
      this.sparse = new Map();
      for (let i = 0; i < n; i++) this.sparse.set(`${this.xs[i]},${this.ys[i]}`, i);
    }

    this.wallSet = new Set();
    for (const [a, b] of layout.walls) {
      this.wallSet.add(a * n + b);
      this.wallSet.add(b * n + a);
    }

    const d = this.dirs.length;
    this.adjacent = new Int32Array(n * d);
    this.open = new Int32Array(n * d);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < d; k++) {
        const dirk = this.dirs[k]!;
        const j = this.at(this.xs[i]! + dirk.dx, this.ys[i]! + dirk.dy);
        this.adjacent[i * d + k] = j;
        this.open[i * d + k] = j >= 0 && this.hasWall(i, j) ? -1 : j;
      }
    }
  }

  /** @internal Index of a cell name, or -1. */
  find(name: unknown): number {
    if (typeof name !== 'string') return -1;
    return this.indexOf.get(name) ?? -1;
  }

  /** @internal Index of the cell at these coordinates, or -1 (off the board or a hole). */
  at(x: number, y: number): number {
    if (this.dense !== null) {
      const cx = x - this.minX;
      const cy = y - this.minY;
      if (cx < 0 || cx >= this.spanX || cy < 0 || cy >= this.spanY) return -1;
      return this.dense[cy * this.spanX + cx]!;
    }
    return this.sparse!.get(`${x},${y}`) ?? -1;
  }

  /** @internal Is there a wall between cells i and j? */
  hasWall(i: number, j: number): boolean {
    return this.wallSet.size > 0 && this.wallSet.has(i * this.size + j);
  }
}
