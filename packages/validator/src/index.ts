// Public API of @tabletwin/validator: check a model and get one report, shown as text or JSON.
export { validate, unreadableInput, type ValidateOptions } from './validate.js';
export { TEST_GAME_BUDGET, type TestGameOptions } from './test-games.js';
export { renderText, gapList } from './render-text.js';
export { renderJson, toJsonReport, type JsonReport, type JsonFinding, type JsonGap } from './render-json.js';
export { renderTree, type TreeTextOptions } from './tree.js';
export type {
  FlowTree,
  FlowNode,
  FlowSequence,
  FlowLoop,
  FlowBranch,
  FlowCase,
  FlowStep,
  FlowAction,
  FlowSubflow,
  FlowUnknown,
  Twin,
} from './flow.js';
export { FINDING_CODES, type FindingCode } from './codes.js';
export { unknownModelKeys, type UnknownKey } from './unknown-keys.js';
export type {
  Report,
  Finding,
  Severity,
  Figures,
  Share,
  Gap,
  Marker,
  StepMarkers,
  TestGames,
  Count,
  ModelPath,
} from './report.js';
