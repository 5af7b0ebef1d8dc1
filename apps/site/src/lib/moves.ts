// Options that name cells of a board, read as moves the board can be clicked for: `e2e4` (from e2
// to e4, also `e2-e4`, `e2 e4`), `e7e8q` (the same squares and a letter: a promotion, one of
// several options for one pair of squares) or a cell alone (`b2`: place there). Other options
// (`pass`) stay buttons only.
export interface CellMove {
  /** The option's index in the question. */
  option: number;
  label: string;
  /** The cell a piece leaves (null: an option naming one cell only). */
  from: string | null;
  to: string;
}

const SEPARATOR = /^(?:-|–|\s+|x|:|>|->)?/;
/** What may follow the target: nothing, or a short tail such as a promotion letter (`q`, `=Q`). */
const TAIL = /^(?:=?[a-z])?$/i;

/** The cell name at the start of `text`, the longest one of `cells` (so `a10` is not read as `a1`). */
function cellAt(text: string, cells: ReadonlySet<string>, longest: number): string | null {
  for (let n = Math.min(longest, text.length); n > 0; n--) {
    const c = text.slice(0, n);
    if (cells.has(c)) return c;
  }
  return null;
}

export function moveOf(label: string, option: number, cells: ReadonlySet<string>, longest: number): CellMove | null {
  if (cells.has(label)) return { option, label, from: null, to: label };
  const from = cellAt(label, cells, longest);
  if (from === null) return null;
  const rest = label.slice(from.length).replace(SEPARATOR, '');
  const to = cellAt(rest, cells, longest);
  if (to === null || !TAIL.test(rest.slice(to.length))) return null;
  return { option, label, from, to };
}

/** The options of a question that name cells of the board; empty when none does. */
export function cellMoves(options: readonly string[], cellNames: Iterable<string>): CellMove[] {
  const cells = new Set(cellNames);
  const longest = Math.max(0, ...[...cells].map((c) => c.length));
  return options.flatMap((label, i) => moveOf(label, i, cells, longest) ?? []);
}

/** What a click on `cell` does, given the piece picked so far (its cell, or null). */
export type Click =
  | { kind: 'pick'; cell: string }
  | { kind: 'answer'; option: number }
  | { kind: 'choose'; options: CellMove[] }
  | { kind: 'none' };

export function clickOn(cell: string, picked: string | null, moves: readonly CellMove[]): Click {
  if (picked !== null) {
    const to = moves.filter((m) => m.from === picked && m.to === cell);
    if (to.length === 1) return { kind: 'answer', option: to[0]!.option };
    if (to.length > 1) return { kind: 'choose', options: to };
  }
  if (cell !== picked && moves.some((m) => m.from === cell)) return { kind: 'pick', cell };
  const place = moves.filter((m) => m.from === null && m.to === cell);
  if (place.length === 1) return { kind: 'answer', option: place[0]!.option };
  if (place.length > 1) return { kind: 'choose', options: place };
  return { kind: 'none' };
}
