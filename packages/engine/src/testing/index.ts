// @tabletwin/engine/testing: the checks every model must pass, and the model files they run on.
// Node only (it reads files); the main entry of the engine stays free of `node:` imports.
export { checkModel, MAX_PROBLEMS, type CheckOptions, type CheckReport } from './checks.js';
export {
  acceptanceFolder,
  DRAFTS,
  END_REASONS,
  modelFiles,
  repositoryRoot,
  type ModelFile,
  type ModelFileOptions,
  type ModelOrigin,
} from './files.js';
export { engineOps, type EngineOp } from './ops.js';
