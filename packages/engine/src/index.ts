// Public API of @tabletwin/engine: load a model, play it request by request.
export { readModel, readYaml, type ModelSource, type YamlSource, type ModelPath } from './source/read-model.js';
export { loadModel, numPlayersProblem, MAX_PLAYERS } from './model/load.js';
export { modelTags } from './source/yaml-schema.js';
export { seedRng, nextUint32, nextInt, nextFloat, pickOutcome, type RngState } from './game/rng.js';
export type { Model } from './model/types.js';
export { OP_SPECS } from './ops/registry.js';
export type { OpSpec, FieldSpec, FieldKind, Literal, NameSpace, SlotSpec, Touch } from './ops/spec.js';
export {
  ModelError,
  NotExecutable,
  RunError,
  SnapshotError,
  formatPath,
  type Position,
  type ModelErrorKind,
  type PlaceError,
  type RunErrorOptions,
  type SnapshotErrorKind,
} from './errors.js';
export { ExprError } from '@tabletwin/expr';
export { newGame, restoreGame, type NewGameOptions } from './game/game.js';
export { flowStepsRun } from './game/core.js';
export type { Game, GameView } from './game/interface.js';
export type { WorldSampler, WorldMethod, WorldOptions, WorldStats } from './game/interface.js';
export type { GameSnapshot } from './game/snapshot.js';
export { hash53 } from './game/hash.js';
export {
  toWire,
  fromWire,
  requestToWire,
  requestFromWire,
  logToWire,
  logFromWire,
  viewToWire,
  viewFromWire,
  WireError,
  type Json,
  type View,
} from './game/wire.js';
export { HIDDEN } from './game/information.js';
export type {
  Request,
  DecisionRequest,
  ChanceRequest,
  EndRequest,
  ChanceOutcome,
  Option,
  SubsetInfo,
  Visible,
  Observation,
  LogEntry,
  GameState,
} from './game/types.js';
export { labelOf } from './game/values.js';
export {
  playGame,
  playOn,
  randomPlayer,
  firstPlayer,
  agentPlayer,
  sampleChance,
  type Player,
  type PlayOptions,
  type PlayOnOptions,
  type PlayResult,
  type PlayStop,
} from './players.js';
