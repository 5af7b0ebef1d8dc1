// The JSON Schemas for models and tactics, written from docs/reference.md and docs/tactics.md. Small helpers
// keep the many "text for people / expression for the engine" pairs consistent. The build script
// writes them to schema.json and tactic.schema.json and compiles the standalone validators.
// Strictness: every object the reference describes field by field allows no other keys; free
// dicts (constants, content, derived_x, attrs, let) are left open.

import { OP_SPECS } from '@tabletwin/engine';

const BASE = 'https://tabletwin.com/models/docs/';

const text = (description) => (description ? { type: 'string', description } : { type: 'string' });
const expr = (description) => ({
  type: ['string', 'number', 'boolean'],
  description: description ?? 'An expression (expressions.md), read by the engine',
});
const anything = (description) => (description ? { description } : {});
const names = { type: 'array', items: { type: 'string' } };
const nameOrNames = { anyOf: [{ type: 'string' }, names] };

/** `field` as text for people (or a literal) and `field_x` as the expression the engine runs. */
function twin(field, literal, description) {
  return { [field]: literal ?? text(), [`${field}_x`]: expr(description) };
}

function obj(properties, extra = {}) {
  return { type: 'object', properties, additionalProperties: false, ...extra };
}

const dictOf = (schema) => ({ type: 'object', additionalProperties: schema });
const listOf = (schema) => ({ type: 'array', items: schema });
const ops = { $ref: '#/$defs/ops' };

// Literal-or-text fields (docs/reference.md#writing-rules-down): a non-text value is used as is.
const literalNumber = { type: ['number', 'string'] };
const literalList = { type: ['array', 'string'] };

// The ops' fields come from the engine's table of ops (OpSpec): one declaration per op.
const LITERALS = {
  any: anything(),
  text: anything(),
  number: literalNumber,
  list: literalList,
  index: { type: ['number', 'string', 'null'] },
  none: text(),
};
const DEFAULT_DESCRIPTIONS = { zone: 'Zone path', variable: 'Variable path' };

/** The schema of one field of an op (and of its `_x`). */
function opField(name, spec) {
  const description = spec.description ?? DEFAULT_DESCRIPTIONS[spec.kind];
  switch (spec.kind) {
    case 'value':
      return twin(name, LITERALS[spec.literal]);
    case 'expression':
      return twin(name);
    case 'ops':
      return { [name]: ops };
    case 'zone':
    case 'variable':
      return { [name]: text(description) };
    case 'word':
      if (spec.values) return { [name]: { enum: [...spec.values] } };
      if (spec.type === 'boolean') return { [name]: { type: 'boolean' } };
      if (spec.type === 'number') return { [name]: { type: 'number' } };
      if (spec.type === 'any') return { [name]: anything(description) };
      return { [name]: text(description) };
  }
  throw new Error(`schema-source: op field ${name} has an unknown kind ${spec.kind}`);
}

const opFields = Object.fromEntries(
  OP_SPECS.map((spec) => [spec.name, Object.assign({}, ...Object.entries(spec.fields).map(([name, f]) => opField(name, f)))]),
);

const opDefs = Object.fromEntries(
  Object.entries(opFields).map(([name, fields]) => [
    `op_${name}`,
    obj({ op: { const: name }, note: text(), ...fields }, { required: ['op'] }),
  ]),
);

const nodeCommon = {
  id: text('Unique in the whole model'),
  label: text(),
  note: text(),
  window: { anyOf: [{ type: 'string' }, { type: 'boolean' }], description: 'Priority window opened after the node' },
  end_event: { ...nameOrNames, description: 'Event(s) emitted when the node is done' },
};
const children = listOf({ $ref: '#/$defs/node' });
const nodeFields = {
  sequence: { children },
  loop: {
    children,
    ...twin('over'),
    as: text('Variable set for each value of over_x'),
    ...twin('until'),
    once: { type: 'boolean' },
    order: { enum: ['fixed', 'clockwise_from_first', 'initiative', 'simultaneous', 'deck_order', 'players_choose'] },
  },
  branch: {
    switch: text(),
    cases: listOf(obj({ ...twin('when'), label: text(), note: text(), children })),
  },
  step: {
    do: { ...nameOrNames, description: 'Action name, or the actions the actor chooses from' },
    ...twin('actor'),
    secret: { type: 'boolean' },
    ...twin('visible_to'),
  },
  subflow: { ref: text('Name in flows') },
};
const nodeDefs = Object.fromEntries(
  Object.entries(nodeFields).map(([kind, fields]) => [
    `node_${kind}`,
    obj({ kind: { const: kind }, ...nodeCommon, ...fields }, { required: ['kind'] }),
  ]),
);

const trigger = obj({
  id: text(),
  event: text('Event name it reacts to'),
  timing: { enum: ['when', 'before', 'instead', 'after'] },
  optional: { type: 'boolean' },
  ...twin('controller'),
  ...twin('if'),
  do: ops,
  source: text(),
  label: text(),
  note: text(),
});
const modifier = obj({
  id: text(),
  stat: text(),
  ...twin('change'),
  layer: { type: 'number' },
  ...twin('if'),
  until: text(),
  source: anything(),
  target: anything(),
  duration: { enum: ['permanent', 'round', 'turn', 'while'] },
  note: text(),
});
const action = obj({
  ...twin('pre', undefined, 'When the action is legal'),
  cost: ops,
  effect: ops,
  speed: text(),
  actor: text(),
  label: text(),
  note: text(),
});
const board = obj({
  kind: { enum: ['square', 'hex'] },
  width: { type: 'integer' },
  height: { type: 'integer' },
  names: { enum: ['xy', 'letters'] },
  neighbours: { enum: [4, 8] },
  radius: { type: 'integer' },
  cells: names,
  missing: names,
  walls: listOf(names),
  label: text(),
  note: text(),
});
const fn = obj({
  params: names,
  let: dictOf(expr()),
  x: expr('The result'),
  text: text(),
  note: text(),
});
const zone = obj({
  owner: { enum: ['global', 'player', 'team', 'entity'] },
  visibility: { enum: ['public', 'owner', 'hidden'] },
  shuffled: { type: 'boolean' },
  persist: { const: 'campaign' },
  drawn_from: text('A shuffled zone'),
  ...twin('init', anything()),
  kind: { enum: ['grid', 'hexgrid', 'graph', 'plane', 'stack', 'set', 'bag', 'slot', 'track'] },
  holds: anything(),
  size: anything(),
  label: text(),
  note: text(),
});
const variable = obj({
  scope: { enum: ['global', 'player', 'team', 'entity'] },
  ...twin('init', anything()),
  persist: { const: 'campaign' },
  type: { type: 'string' },
  range: anything(),
  label: text(),
  note: text(),
});
const outcomeModel = obj({
  outcomes: listOf(obj({ id: text(), ...twin('p', { type: ['string', 'number'] }), effect: ops, note: text() })),
  derived_x: dictOf(expr()),
  skill: { type: 'boolean' },
  inputs: anything(),
  params: anything(),
  derived: anything(),
  doc: anything(),
});
const endCondition = obj({
  id: text('The reason reported when the game ends'),
  ...twin('if'),
  result: { enum: ['win', 'loss', 'draw', 'score', 'eliminate', 'continue'] },
  ...twin('who'),
  ...twin('returns'),
  scope: text('Name in flows'),
  check: { enum: ['immediate', 'end_of_turn', 'end_of_round', 'end_of_scenario'] },
  note: text(),
});

export const modelSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `${BASE}schema.json`,
  title: 'Tabletwin game model',
  description: 'One board or card game as data (reference.md).',
  type: 'object',
  required: ['game', 'label', 'actions', 'end'],
  additionalProperties: false,
  properties: {
    game: text('Short id: lower case, hyphens'),
    label: text('Display name'),
    num_players: { type: 'integer', minimum: 1, description: 'Number of players (default 2)' },
    mode: { enum: ['competitive', 'cooperative'] },
    players: text(),
    summary: text(),
    demonstrates: text(),
    scope: text(),
    description: text(),
    utility: obj({ min: { type: 'number' }, max: { type: 'number' } }),
    constants: { type: 'object', description: 'Fixed values, free structure' },
    boards: dictOf(board),
    functions: dictOf(fn),
    state: obj({
      entity_types: dictOf(obj({ attrs: { type: 'object' }, extends: text(), note: text() })),
      zones: dictOf(zone),
      vars: dictOf(variable),
      derived: dictOf({ anyOf: [expr(), obj({ text: text(), x: expr(), note: text() })] }),
    }),
    flow: { $ref: '#/$defs/node' },
    flows: dictOf({ $ref: '#/$defs/node' }),
    actions: dictOf(action),
    triggers: listOf(trigger),
    modifiers: listOf(modifier),
    priority: obj({
      protocol: obj({
        ...twin('first'),
        closes: { enum: ['all_pass_in_succession', 'single_pass_each'] },
        resolution: { enum: ['immediate', 'nested', 'lifo_stack'] },
        after_action: { enum: ['next', 'same'] },
        order: { enum: ['clockwise_from_first', 'any_order', 'active_then_clockwise'] },
        note: text(),
      }),
      windows: dictOf(obj({ label: text(), allows: names, note: text() })),
    }),
    outcomes: dictOf(outcomeModel),
    agents: dictOf(
      obj({
        ...twin('policy'),
        kind: { enum: ['search', 'heuristic', 'llm', 'human'] },
        roles: anything(),
        sees: anything(),
        prompt: text(),
        note: text(),
      }),
    ),
    content: { type: 'object', description: 'Cards, dice and other material as data: free structure' },
    code: dictOf(obj({ lang: text(), ref: text(), doc: text(), kind: { enum: ['content', 'algorithm'] } })),
    open_questions: listOf(
      obj(
        {
          id: text(),
          about: text(),
          question: text(),
          status: { enum: ['open', 'assumed', 'answered'] },
          answer: text(),
          source: text(),
        },
        { required: ['id'] },
      ),
    ),
    end: listOf(endCondition),
  },
  $defs: {
    ops: listOf({ $ref: '#/$defs/op' }),
    op: {
      type: 'object',
      required: ['op'],
      discriminator: { propertyName: 'op' },
      oneOf: Object.keys(opFields).map((name) => ({ $ref: `#/$defs/op_${name}` })),
    },
    ...opDefs,
    node: {
      type: 'object',
      required: ['kind'],
      discriminator: { propertyName: 'kind' },
      oneOf: Object.keys(nodeFields).map((kind) => ({ $ref: `#/$defs/node_${kind}` })),
    },
    ...nodeDefs,
  },
};

const rule = obj(
  {
    at: { ...nameOrNames, description: 'Decision place(s), with shell-style wildcards' },
    options: names,
    ...twin('when'),
    pick: text('Label of the option to pick'),
    pick_x: expr(),
    max_x: expr(),
    min_x: expr(),
    take_x: expr(),
    note: text(),
  },
  { required: ['at'] },
);

export const tacticSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `${BASE}tactic.schema.json`,
  title: 'Tabletwin tactic',
  description: 'How someone plays a model: rules per decision place (tactics.md).',
  type: 'object',
  required: ['tactic'],
  anyOf: [{ required: ['rules'] }, { required: ['extends'] }],
  additionalProperties: false,
  properties: {
    tactic: text('Name of the tactic'),
    game: text('game id of the model'),
    label: text(),
    summary: text(),
    note: text(),
    extends: text('Base tactic, relative to this file'),
    let: dictOf(expr()),
    rules: listOf(rule),
    default: { enum: ['random', 'first'] },
    search: obj({
      at: nameOrNames,
      rollouts: { type: 'integer', minimum: 1 },
      max_rollouts: { type: 'integer', minimum: 1 },
      z: { type: 'number' },
    }),
  },
};
