// @tabletwin/engine/testing: the checks every model must pass, the model files they run on, and
// the timing the benches of the packages above share.
// Node only (it reads files); the main entry of the engine stays free of `node:` imports.
export { checkModel, MAX_PROBLEMS, type CheckOptions, type CheckReport } from './checks.js';
export {
  acceptanceFolder,
  DRAFTS,
  END_REASONS,
  exampleFolder,
  modelFiles,
  repositoryRoot,
  type ModelFile,
  type ModelFileOptions,
  type ModelOrigin,
} from './files.js';
export { benchTime, counted, cpuRate, inTurns, median, mulberry32, rateOf, TICTACTOE_LINES, type BenchTime } from './bench.js';
export { hoardingModel } from './hostile.js';
