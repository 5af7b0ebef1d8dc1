// Public API of @tabletwin/views: read a view file, and lay out a game's table as plain data.
export { loadView } from './load.js';
export { tableOf, type TableOptions } from './table.js';
export { automaticView } from './auto.js';
export { ViewError, formatViewPath, type ViewErrorKind, type ViewPath } from './errors.js';
export type * from './types.js';
