// Test support (`@tabletwin/tactics/testing`): the solver's internals for the differential test and
// the bench of CFR over a compiled tree. Not part of the package's API: they may change at any time.
export { buildTree } from '../solve/cfr.js';
export { averageObjects, iterateObjects, measureObjects } from '../solve/cfr-reference.js';
export { averagesInto, compile, iterateCompiled, type CompiledTree } from '../solve/compiled.js';
export { measureCompiled } from '../solve/compiled-measure.js';
export type { BuiltTree } from '../solve/tree.js';
