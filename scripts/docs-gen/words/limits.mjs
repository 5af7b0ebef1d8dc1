// The limits the code keeps, each with where its value is read from (an export of a built
// package, or a constant in a source file) and the message a model gets past it.
import { sourcePattern } from '../sources.mjs';

const at = (file, name) => ({ file, name });

export const LIMITS = [
  {
    what: 'Players (`num_players`)',
    value: (s) => s.engine.MAX_PLAYERS,
    error: 'num_players must be a whole number from 1 to {n}, not …',
  },
  { what: 'Rounds of one `loop`', value: at('packages/engine/src/flow/nodes.ts', 'MAX_ROUNDS'), error: 'loop does not end' },
  { what: 'Passes of one `repeat`', value: at('packages/engine/src/ops/control.ts', 'MAX_PASSES'), error: 'repeat does not end' },
  {
    what: 'Turns of priority in one window',
    value: at('packages/engine/src/ops/windows.ts', 'MAX_TURNS'),
    error: 'window does not close',
  },
  {
    what: 'Nested `emit`s (a trigger that emits, and so on)',
    value: at('packages/engine/src/ops/events.ts', 'MAX_EMITS'),
    error: 'trigger chain too deep',
  },
  {
    what: 'Nested calls of own functions',
    value: (s) => s.expr.MAX_CALL_DEPTH,
    error: 'RecursionError: more than {n} calls deep',
  },
  {
    what: '`modified()` calls inside modifiers, one within another',
    value: at('packages/engine/src/game/modifiers.ts', 'MAX_MODIFIED_DEPTH'),
    error: "modifiers for '<stat>' refer to each other in a cycle",
  },
  {
    what: 'Steps of work between two requests (loops that never ask anything)',
    value: at('packages/engine/src/game/core.ts', 'MAX_STEPS'),
    error: 'no request after {n} steps; nested loops that never ask?',
  },
  {
    what: 'Flows inside flows (a `subflow` or `run` that calls itself)',
    value: at('packages/engine/src/game/core.ts', 'MAX_DEPTH'),
    error: 'flows nest too deep; does a subflow or run call itself?',
  },
  {
    what: 'Steps of one evaluation (all expressions between two requests share them)',
    value: (s) => s.expr.MAX_STEPS,
    error: 'TimeoutError: expression takes too long (more than {n,} steps)',
  },
  { what: 'Elements `range()` may make', value: (s) => s.expr.MAX_RANGE, error: 'ValueError: range too large' },
  {
    what: 'Elements of one list, tuple, set, dict or text',
    value: (s) => s.expr.MAX_SIZE,
    error: 'MemoryError: list too large (more than {n,} items)',
  },
  {
    what: 'Items one variable, zone or local name holds, counted through nested values',
    value: at('packages/engine/src/game/storable.ts', 'MAX_KEPT'),
    error: "variable '<name>' would hold more than {n,} items",
  },
  {
    what: 'Levels of nesting of a stored value',
    value: (s) => s.expr.MAX_NESTING,
    error: "variable '<name>' would be nested more than {n} levels deep",
  },
  {
    what: 'Items one `create` may put into a zone',
    value: at('packages/engine/src/ops/zones.ts', 'MAX_ZONE_ITEMS'),
    error: "create n: <n> would put more than {n,} items into zone '<name>'",
  },
  {
    what: 'Brackets and prefix operators nested in one expression',
    value: at('packages/expr/src/syntax/cursor.ts', 'MAX_SOURCE_NESTING'),
    error: 'expression is nested too deeply',
  },
  {
    what: 'Depth of the syntax tree of one expression (`1 + 1 + … + 1`)',
    value: at('packages/expr/src/syntax/check.ts', 'MAX_TREE_DEPTH'),
    error: 'expression is nested too deeply',
  },
  {
    what: 'Characters of a model file',
    value: at('packages/engine/src/source/read-model.ts', 'MAX_TEXT'),
    error: 'The YAML cannot be read: the model is longer than {n,} characters',
  },
  {
    what: 'YAML nodes of a model, counting what aliases and merge keys expand to',
    value: at('packages/engine/src/source/read-model.ts', 'MAX_NODES'),
    error: 'The YAML cannot be read: more than {n,} nodes (…)',
  },
  {
    what: 'Levels of YAML nesting',
    value: at('packages/engine/src/source/read-model.ts', 'MAX_DEPTH'),
    error: 'The YAML cannot be read: it is nested more than {n} levels deep',
  },
  { what: 'Cells of one board', value: (s) => s.geometry.MAX_CELLS, error: "board '<name>': <n> cells; a board has at most {n}" },
  { what: 'Test games the validator plays', value: at('packages/validator/src/test-games.ts', 'TEST_GAMES'), error: '' },
  {
    what: 'Requests in one test game of the validator',
    value: at('packages/validator/src/test-games.ts', 'REQUEST_LIMIT'),
    error: 'N games did not end within {n} requests',
  },
  {
    what: 'Requests before `playGame` cuts a game off (engine default)',
    value: () => sourcePattern('packages/engine/src/players.ts', /maxRequests \?\? ([0-9_]+)/),
    error: '',
  },
  {
    what: 'Requests before a simulated game is cut off (`--max` of `simulate`)',
    value: at('packages/tactics/src/simulate/spec.ts', 'DEFAULT_MAX_REQUESTS'),
    error: '',
  },
  {
    what: 'Requests of one look-ahead rollout (past it the rollout counts 0)',
    value: at('packages/tactics/src/search.ts', 'ROLLOUT_LIMIT'),
    error: '',
  },
  {
    what: 'Positions or tree nodes `solve` explores',
    value: at('packages/tactics/src/solve/index.ts', 'DEFAULT_MAX_NODES'),
    error: 'too-large',
  },
  { what: 'Games in one chunk of a simulation', value: at('packages/tactics/src/node/pool.ts', 'MAX_CHUNK'), error: '' },
];
