// Public API of @tabletwin/geometry: the typed board functions (no expression language needed at
// run time) and the adapter that offers them to expressions.

export { Board } from './board.js';
export type { BoardKind } from './grids.js';
export { loadBoard, MAX_CELLS } from './load.js';
export { GeometryError, type GeometryErrorKind } from './errors.js';
export type { CellGroup, DirectionArg } from './args.js';
export { cells, directions, xy, cell, step, leap, ray, neighbours, distance } from './moves.js';
export { path, pathCost, reachable, type PathOptions } from './paths.js';
export { lineOfSight, type SightOptions } from './sight.js';
export { shape } from './shape.js';
export { boardFunctions, BOARD_FUNCTION_NAMES, type BoardFunctionName } from './adapter.js';
