// Public API of @tabletwin/tactics: tactics (tactics.md) as engine players, with look-ahead.
export {
  loadTactic,
  resolvePath,
  type Tactic,
  type TacticRule,
  type SearchSettings,
  type LoadOptions,
  type PickKind,
} from './load.js';
export { tacticPlayer, type TacticPlayer, type TacticPlayerOptions, type DecisionRecord } from './player.js';
export { decideByRules, type RulesChoice } from './rules.js';
export { ROLLOUT_LIMIT, type SearchRecord, type OptionStats, type OptionStatus } from './search.js';
export { playerFromSpec, isHuman, type HumanSeat, type PlayerSpecOptions } from './spec.js';
export { placePattern, placesTest, placeOf, type PlaceTest } from './places.js';
export { schemaProblems, SCHEMA_KEYS } from './schema.js';
export { TacticError, type TacticErrorKind } from './errors.js';
export {
  solve,
  solvedPlayer,
  readStrategy,
  stateKey,
  SolveError,
  type SolveErrorKind,
  type SolveMethod,
  type SolveOptions,
  type SolveResult,
  type Strategy,
  type StrategyEntry,
  type SolvedPlayerOptions,
} from './solve/index.js';
