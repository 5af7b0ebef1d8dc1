// Public API of @tabletwin/tactics: tactics (docs/tactics.md) as engine players, with look-ahead.
export {
  loadTactic,
  resolvePath,
  type Tactic,
  type TacticRule,
  type SearchSettings,
  type LoadOptions,
  type PickKind,
} from './load.js';
export { tacticPlayer, searchEverywhere, type TacticPlayer, type TacticPlayerOptions, type DecisionRecord } from './player.js';
export { decideByRules, type RulesChoice } from './rules.js';
export { ROLLOUT_LIMIT, type SearchRecord, type OptionStats, type OptionStatus } from './search.js';
export { playerFromSpec, isHuman, type HumanSeat, type PlayerSpecOptions } from './spec.js';
export { playToQuestion, type QuestionOptions, type Question } from './replay.js';
export {
  parseSeat,
  seatOf,
  tacticPathOf,
  seatReason,
  seatLookAhead,
  withLookAhead,
  searchFor,
  LOOK_AHEAD,
  NO_LOOK_AHEAD,
  type SeatSpec,
  type LookAhead,
} from './seat.js';
export {
  mctsPlayer,
  mctsBudget,
  isMctsSpec,
  MCTS_ITERATIONS,
  MCTS_MAX_NODES,
  MCTS_C,
  type MctsPlayer,
  type MctsPlayerOptions,
} from './mcts/player.js';
export { searchMcts, PLAYOUT_LIMIT, type Budget, type MctsSettings, type MctsRecord, type MctsOption } from './mcts/search.js';
export { placePattern, placesTest, placeOf, type PlaceTest } from './places.js';
export { schemaProblems, SCHEMA_KEYS } from './schema.js';
export {
  checkTactic,
  staticPlaces,
  playedPlaces,
  PLACE_GAMES,
  TACTIC_GAMES,
  type TacticCheck,
  type TacticCheckOptions,
} from './check.js';
export { TacticError, type TacticErrorKind } from './errors.js';
export {
  solve,
  DEFAULT_MAX_NODES,
  DEFAULT_TOLERANCE,
  DEFAULT_MAX_STATES,
  solvedPlayer,
  readStrategy,
  stateKey,
  keyText,
  seenText,
  estimateSize,
  estimateText,
  sizeText,
  SolveError,
  type SolveErrorKind,
  type SolveMethod,
  type SolveOptions,
  type SolveProgress,
  type SolveResult,
  type SampledFigures,
  type SizeEstimate,
  type EstimateOptions,
  type Strategy,
  type StrategyEntry,
  type SolvedPlayerOptions,
} from './solve/index.js';
export {
  simulate,
  mergeChunks,
  summarize,
  resultOf,
  winnersOf,
  type SimulationResult,
  type SeatResult,
  type ErrorGroup,
} from './simulate/result.js';
export {
  simulateChunk,
  packedChunk,
  chunkRanges,
  gamesOf,
  playOne,
  type ChunkResult,
  type GameRecord,
} from './simulate/chunk.js';
export { packChunk, recordAt, isPacked, ENDED, CUT_OFF, FAILED, type PackedChunk } from './simulate/packed.js';
export {
  prepare,
  specProblem,
  returnRange,
  modelWith,
  constantValue,
  seatPlayers,
  DEFAULT_MAX_REQUESTS,
  type SimulationSpec,
  type ConstantValue,
  type Prepared,
} from './simulate/spec.js';
export {
  compare,
  compareGames,
  mergeCompare,
  sidesOf,
  sentenceOf,
  type CompareSpec,
  type CompareSide,
  type ComparisonResult,
  type SeatComparison,
} from './simulate/compare.js';
export {
  wilson,
  meanInterval,
  pairedInterval,
  unpairedHalfWidth,
  quantile,
  histogram,
  histogramOfCounts,
  momentsInterval,
  Z95,
  type Interval,
  type Bin,
  type Range,
} from './simulate/stats.js';
export { gameSeed, playerSeed } from './simulate/seeds.js';
export { GameOrder, chunkProblem, packedProblem, ERROR_TEXT_LIMIT, type ChunkExpectation } from './simulate/order.js';
export { SimulationTally } from './simulate/running.js';
export { ComparisonTally } from './simulate/compare.js';
export { newTally, addGame, addPackedGame, SEEDS_KEPT, type Tally, type Moments } from './simulate/tally.js';
export { SimulationError, type SimulationErrorKind } from './simulate/errors.js';
export {
  analyze,
  analysisChunk,
  summarizeAnalysis,
  prepareAnalysis,
  tasksOf as analysisTasks,
  skillBudgets,
  LEAD_MARGIN,
  type AnalysisSpec,
  type AnalysisResult,
  type AnalysisOptions,
  type PreparedAnalysis,
  type Metric,
  type SkillPoint,
  type Measure,
  type GameMeasure,
  type SkillMeasure,
} from './analyze/index.js';
export {
  ANALYSIS_GAMES,
  ANALYSIS_BUDGET,
  SKILL_GAMES,
  POINTS as ANALYSIS_POINTS,
  ROLLOUTS as ANALYSIS_ROLLOUTS,
} from './analyze/spec.js';
