// Our words about the board functions: `name: [what it gives, meaning]`.
export const GEOMETRY = {
  cells: ['list', 'Every cell of the board, in cell order, holes left out.'],
  directions: ['list', "The board's direction names, in their order."],
  xy: ['tuple', 'The coordinates of a cell: `(x, y)`, on a hex board `(q, r)`.'],
  cell: ['cell or `None`', 'The cell at whole-number coordinates; `None` off the board or on a hole.'],
  step: ['cell or `None`', 'The neighbour in a direction; `None` at the edge, at a hole or through a wall.'],
  leap: ['cell or `None`', 'Like `step` but over walls, and with any vector: a knight leaps `[1, 2]`.'],
  ray: [
    'list',
    'The cells in a direction up to the edge, a hole or a wall, or up to and including the first cell in `occupied`.',
  ],
  neighbours: ['list', 'The cells one step away, in direction order, without holes and cells behind a wall.'],
  distance: ['whole number', 'Steps between two cells, ignoring walls and holes.'],
  path: [
    'list or `None`',
    'The cheapest way from `start` to `goal`: the cells after `start`, `goal` last; `[]` when they are the same cell.',
  ],
  path_cost: ['number or `None`', 'The cost of that way; `0` when `start` is `goal`.'],
  reachable: ['list', 'The cells reachable with at most `points`, cheapest first, without `start`.'],
  line_of_sight: ['`True` / `False`', 'Whether a line from `a` to `b` is clear of holes, walls and `blockers`.'],
  shape: ['list', 'The cells of a pattern placed at `cell`, turned `turns` times clockwise.'],
};
