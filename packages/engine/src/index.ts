// Public API of @tabletwin/engine.
export { readModel, type ModelSource, type ModelPath } from './source/read-model.js';
export { ModelError, NotExecutable, formatPath, type Position, type ModelErrorKind } from './errors.js';
