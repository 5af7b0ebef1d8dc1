// The two kinds of grid: their directions, distance, rotation and where cells lie in the plane
// (for line of sight). Everything here works on integer coordinates; cell names live in board.ts.

export type BoardKind = 'square' | 'hex';

export interface Direction {
  readonly name: string;
  readonly dx: number;
  readonly dy: number;
}

export interface Grid {
  readonly kind: BoardKind;
  readonly directions: readonly Direction[];
  /** Steps between two cells, ignoring walls and holes. */
  distance(dx: number, dy: number): number;
  /** The vector turned once clockwise (90° square, 60° hex). */
  turn(dx: number, dy: number): [number, number];
  /** Centre of a cell in the plane. Square cells are 1 wide; hex centres are √3 apart. */
  centreX(x: number, y: number): number;
  centreY(x: number, y: number): number;
  /** Corner offsets from the centre, in the plane. */
  readonly corners: readonly (readonly [number, number])[];
  /** Coordinates of the cell containing a point of the plane; null on the border of two cells. */
  locate(px: number, py: number): [number, number] | null;
}

const dir = (name: string, dx: number, dy: number): Direction => ({ name, dx, dy });

// Square: x to the right, y up; `n` is y + 1.
const SQUARE_4 = [dir('n', 0, 1), dir('e', 1, 0), dir('s', 0, -1), dir('w', -1, 0)];
const SQUARE_8 = [
  dir('n', 0, 1),
  dir('ne', 1, 1),
  dir('e', 1, 0),
  dir('se', 1, -1),
  dir('s', 0, -1),
  dir('sw', -1, -1),
  dir('w', -1, 0),
  dir('nw', -1, 1),
];
// Hex: axial q,r with pointy tops, r grows downward; clockwise from east.
const HEX_6 = [dir('e', 1, 0), dir('se', 0, 1), dir('sw', -1, 1), dir('w', -1, 0), dir('nw', 0, -1), dir('ne', 1, -1)];

// How close to the border of two cells a point of a line must be to belong to neither: lines are
// sampled, and a sample exactly on a border (a line grazing a corner, or running along an edge)
// must not count as entering either cell.
const EDGE = 1e-9;

const SQUARE_CORNERS = [
  [-0.5, -0.5],
  [0.5, -0.5],
  [0.5, 0.5],
  [-0.5, 0.5],
] as const;

function squareGrid(neighbours: 4 | 8): Grid {
  return {
    kind: 'square',
    directions: neighbours === 4 ? SQUARE_4 : SQUARE_8,
    distance: neighbours === 4 ? (dx, dy) => Math.abs(dx) + Math.abs(dy) : (dx, dy) => Math.max(Math.abs(dx), Math.abs(dy)),
    // Clockwise with y up: n (0, 1) becomes e (1, 0).
    turn: (dx, dy) => [dy, -dx],
    centreX: (x) => x,
    centreY: (_x, y) => y,
    corners: SQUARE_CORNERS,
    locate: (px, py) => {
      const x = Math.floor(px + 0.5);
      const y = Math.floor(py + 0.5);
      if (Math.abs(Math.abs(px - x) - 0.5) < EDGE || Math.abs(Math.abs(py - y) - 0.5) < EDGE) return null;
      return [x, y];
    },
  };
}

const SQRT3 = Math.sqrt(3);

// Pointy-top corners at 30° + k·60° around a centre, with a centre-to-corner size of 1; y grows
// downward like r.
const HEX_CORNERS = [0, 1, 2, 3, 4, 5].map((k) => {
  const a = (Math.PI / 180) * (30 + 60 * k);
  return [Math.cos(a), Math.sin(a)] as const;
});

const HEX_GRID: Grid = {
  kind: 'hex',
  directions: HEX_6,
  distance: (dq, dr) => (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2,
  // Clockwise with r downward: e (1, 0) becomes se (0, 1).
  turn: (dq, dr) => [-dr, dq + dr],
  centreX: (q, r) => SQRT3 * (q + r / 2),
  centreY: (_q, r) => 1.5 * r,
  corners: HEX_CORNERS,
  locate: (px, py) => {
    const [q, r] = cubeRound((SQRT3 / 3) * px - py / 3, (2 / 3) * py);
    // On the border when a neighbouring centre is as close as the nearest one.
    const dx = px - SQRT3 * (q + r / 2);
    const dy = py - 1.5 * r;
    const near = dx * dx + dy * dy;
    // Inside the circle touching the six edges (radius √3 / 2) a point is on no border.
    if (near < 0.75 - EDGE) return [q, r];
    for (const d of HEX_6) {
      const ex = dx - SQRT3 * (d.dx + d.dy / 2);
      const ey = dy - 1.5 * d.dy;
      if (ex * ex + ey * ey - near < EDGE) return null;
    }
    return [q, r];
  },
};

// Rounds fractional axial coordinates to the hex that contains them (through cube coordinates,
// fixing the component with the largest rounding error so that q + r + s stays 0).
function cubeRound(qf: number, rf: number): [number, number] {
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return [q + 0, r + 0];
}

export function gridOf(kind: BoardKind, neighbours: 4 | 8): Grid {
  return kind === 'hex' ? HEX_GRID : squareGrid(neighbours);
}
