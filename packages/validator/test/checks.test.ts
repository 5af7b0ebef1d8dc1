// docs/engine.md#the-validator and docs/engine.md#the-validator: one case per error and per warning, each on the
// smallest model that shows it, and a model that shows none.
import { compile } from '@tabletwin/expr';
import { describe, expect, test } from 'vitest';
import { FINDING_CODES, validate } from '../src/index.js';

type Model = Record<string, unknown>;

/** A model without any error or warning; each case changes what it needs. */
function base(): Model {
  return {
    game: 't',
    label: 'T',
    state: { vars: { x: { init: 0 }, done: { init: false } } },
    flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a' }] },
    actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] } },
    end: [{ id: 'e', if_x: 'done', result: 'draw' }],
  };
}

const step = (extra: Model) => ({
  flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a', ...extra }] },
});
const child = (node: Model) => ({ flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a' }, node] } });
const effect = (...ops: Model[]) => ({ actions: { a: { effect: ops } } });
const vars = (v: Model) => ({ state: { vars: { x: { init: 0 }, done: { init: false }, ...v } } });

function findings(patch: Model): { errors: string[]; warnings: string[] } {
  const r = validate({ ...base(), ...patch }, { testGames: false });
  for (const f of [...r.errors, ...r.warnings]) expect(FINDING_CODES[f.code], f.message).toBe(f.severity);
  return { errors: r.errors.map((f) => f.message), warnings: r.warnings.map((f) => f.message) };
}

function syntaxMessage(src: string): string {
  try {
    compile(src);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`${src} compiles`);
}

test('the base model shows no error and no warning', () => {
  expect(findings({})).toEqual({ errors: [], warnings: [] });
});

describe('errors', () => {
  const cases: [string, Model, string[]][] = [
    ['unknown mode', { mode: 'solo' }, ["mode 'solo'; use competitive or cooperative"]],
    [
      'persist other than campaign',
      vars({ gold: { init: 0, persist: 'forever' } }),
      ["variable 'gold': persist 'forever'; the only value is campaign"],
    ],
    [
      'persist on a zone',
      { state: { zones: { bag: { persist: 'game' } } } },
      ["zone 'bag': persist 'game'; the only value is campaign"],
    ],
    [
      'duplicate flow id',
      child({ id: 's', kind: 'sequence', children: [] }),
      ["flow id 's' is used more than once; ids must be unique"],
    ],
    ['unknown kind', child({ id: 'p', kind: 'phase' }), ["flow p: kind 'phase'; use sequence, loop, branch, step or subflow"]],
    ['no kind', child({ id: 'p' }), ['flow p: no kind; use sequence, loop, branch, step or subflow']],
    [
      'unknown loop order',
      child({ id: 'l', kind: 'loop', order: 'random', children: [] }),
      ["flow l: order 'random'; use fixed, clockwise_from_first, initiative, simultaneous, deck_order or players_choose"],
    ],
    ['branch without cases', child({ id: 'b', kind: 'branch' }), ['flow b: a branch without cases']],
    [
      'subflow to a missing flow',
      child({ id: 'sf', kind: 'subflow', ref: 'scenario' }),
      ["flow sf: subflow 'scenario' is not in flows"],
    ],
    [
      'loop as not declared',
      child({ id: 'l', kind: 'loop', over_x: 'players', as: 'current', children: [] }),
      ["flow l: loop variable 'current' is not declared in state.vars"],
    ],
    ['window not in priority.windows', step({ window: 'combat' }), ["flow s: window 'combat' is not in priority.windows"]],
    [
      'window op not in priority.windows',
      effect({ op: 'set', var: 'done', value: true }, { op: 'window', name: 'combat' }),
      ["action a: window 'combat' is not in priority.windows"],
    ],
    ['step action missing', step({ do: ['a', 'b'] }), ["flow s: action 'b' is not in actions"]],
    ['a step without do', child({ id: 'q', kind: 'step' }), ['flow q: a step without do']],
    ['a step whose do is not a name', step({ do: ['a', 5] }), ['flow s: action 5 is not in actions']],
    [
      'a content ability in a step',
      {
        ...step({ do: ['a', 'zap'] }),
        content: { c: { k: { id: 'k', status: 'verified', abilities: [{ id: 'zap', speed: 'fast' }] } } },
        priority: { windows: { w: { allows: ['fast'] } } },
      },
      ["flow s: 'zap' is an ability of content k; a step cannot do it"],
    ],
    ['unknown op', effect({ op: 'set', var: 'done', value: true }, { op: 'sett', var: 'x' }), ["action a: unknown op 'sett'"]],
    [
      'undeclared zone in to',
      effect({ op: 'set', var: 'done', value: true }, { op: 'create', what_x: '1', to: 'hand[actor]' }),
      ["action a: create to: zone 'hand' is not declared"],
    ],
    [
      'undeclared zone in from',
      effect({ op: 'set', var: 'done', value: true }, { op: 'draw', from: 'deck', to: 'deck' }),
      ["action a: draw from: zone 'deck' is not declared", "action a: draw to: zone 'deck' is not declared"],
    ],
    [
      'undeclared zone in shuffle',
      effect({ op: 'set', var: 'done', value: true }, { op: 'shuffle', zone: 'deck' }),
      ["action a: shuffle zone: zone 'deck' is not declared"],
    ],
    [
      'undeclared code',
      effect({ op: 'set', var: 'done', value: true }, { op: 'call', code: 'ai' }),
      ["action a: code 'ai' is not declared"],
    ],
    [
      'undeclared flow in run',
      effect({ op: 'set', var: 'done', value: true }, { op: 'run', flow: 'sub' }),
      ["action a: flow 'sub' is not declared"],
    ],
    [
      'undeclared outcome model',
      effect({ op: 'set', var: 'done', value: true }, { op: 'sample', model: 'shot' }),
      ["action a: outcome model 'shot' is not declared"],
    ],
    [
      'undeclared agent in choose',
      effect({ op: 'set', var: 'done', value: true }, { op: 'choose', options: [1], bind: 'c', agent: 'bot' }),
      ["action a: agent 'bot' is not declared"],
    ],
    [
      'undeclared agent in say',
      effect({ op: 'set', var: 'done', value: true }, { op: 'say', agent: 'bot' }),
      ["action a: agent 'bot' is not declared"],
    ],
    [
      'exec content path that does not exist',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'exec', of_x: "content['cards']['c']", content: 'spells.*' }),
        content: { cards: { c: { id: 'c', status: 'verified', effect: [] } } },
      },
      ["action a: exec content 'spells.*' does not exist in content"],
    ],
    [
      'end_event that is not a name',
      step({ end_event: [1] }),
      ['flow s: end_event must be an event name or a list of names, not [1]'],
    ],
    [
      'expression syntax error in an _x',
      { actions: { a: { pre_x: 'x ==', effect: [{ op: 'set', var: 'done', value: true }] } } },
      [`actions.a.pre_x: ${syntaxMessage('x ==')}`],
    ],
    [
      'expression syntax error in a derived value',
      { state: { vars: { x: { init: 0 }, done: { init: false } }, derived: { d: { x: 'x +' } } } },
      [`state.derived.d.x: ${syntaxMessage('x +')}`],
    ],
    [
      'expression syntax error in a function',
      {
        functions: { f: { params: ['a'], x: 'a = 1' } },
        actions: { a: { pre_x: 'f(1)', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      [`functions.f.x: ${syntaxMessage('a = 1')}`],
    ],
    [
      'invalid board',
      {
        boards: { b: { kind: 'round' } },
        actions: { a: { pre_x: "'b' != ''", effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["board 'b': kind 'round'; use square or hex"],
    ],
    [
      'function name taken',
      {
        functions: { players: { x: '1' } },
        actions: { a: { pre_x: 'players', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["function 'players': that name already exists"],
    ],
    [
      'function name taken by a variable',
      { functions: { x: { x: '1' } }, actions: { a: { pre_x: 'x', effect: [{ op: 'set', var: 'done', value: true }] } } },
      ["function 'x': that name already exists"],
    ],
    [
      'function without x',
      {
        functions: { f: { params: ['a'] } },
        actions: { a: { pre_x: 'f(1)', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["function 'f': no x"],
    ],
    [
      'function params not a list',
      {
        functions: { f: { params: 'a', x: '1' } },
        actions: { a: { pre_x: 'f()', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["function 'f': params must be a list of names"],
    ],
    [
      'function parameter not a name',
      {
        functions: { f: { params: ['2a'], x: '1' } },
        actions: { a: { pre_x: 'f(1)', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["function 'f': parameter '2a' is not a name"],
    ],
    [
      'function let not a dict',
      {
        functions: { f: { let: ['a'], x: '1' } },
        actions: { a: { pre_x: 'f()', effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["function 'f': let must be a dict {name: expression}"],
    ],
    [
      'unknown trigger timing',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'emit', event: 'boom' }),
        triggers: [{ id: 't', event: 'boom', timing: 'during', do: [] }],
      },
      ["trigger t: timing 'during'; use when, before, instead or after"],
    ],
    [
      'unknown resolution',
      { priority: { protocol: { resolution: 'stack' } } },
      ["priority: resolution 'stack'; use immediate, nested or lifo_stack"],
    ],
    [
      'unknown closes',
      { priority: { protocol: { closes: 'never' } } },
      ["priority: closes 'never'; use all_pass_in_succession or single_pass_each"],
    ],
    [
      'a speed action named pass',
      {
        ...step({ window: 'w' }),
        actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] }, pass: { speed: 'fast', pre_x: 'False' } },
        priority: { windows: { w: { allows: ['fast'] } } },
      },
      ["action 'pass': an action with a speed may not be called pass; pass is the engine's own option"],
    ],
    [
      'end scope that is not a flow',
      { end: [{ id: 'e', scope: 'round', if_x: 'done', result: 'draw' }] },
      ["end condition e: scope 'round' is not a flow in flows"],
    ],
    [
      'unknown end result',
      { end: [{ id: 'e', if_x: 'done', result: 'tie' }] },
      ["end condition e: result 'tie'; use win, loss, draw, score, eliminate or continue"],
    ],
    ...[
      '[0, 1]',
      '(0, 1)',
      '{0}',
      '[p for p in players]',
      'list(players)',
      'sorted(players)',
      'set(players)',
      'tuple(players)',
    ].map((who): [string, Model, string[]] => [
      `competitive win whose who_x is obviously several players: ${who}`,
      { end: [{ id: 'e', if_x: 'done', result: 'win', who_x: who }] },
      [
        'end condition e: who_x gives several players; a competitive win needs one player index (several winners: result score with returns_x)',
      ],
    ]),
    [
      'outcome model without outcomes',
      { ...effect({ op: 'set', var: 'done', value: true }, { op: 'sample', model: 'm' }), outcomes: { m: { outcomes: [] } } },
      ['outcome model m: no outcomes'],
    ],
    [
      'outcome without p',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'sample', model: 'm' }),
        outcomes: { m: { outcomes: [{ id: 'hit', p_x: '1' }] } },
      },
      ['outcome model m: outcome hit has no p; write its probability as text for people'],
    ],
    [
      'ability without id',
      {
        ...step({ window: true }),
        content: { c: { k: { id: 'k', status: 'verified', abilities: [{ speed: 'fast', pre_x: 'False' }] } } },
      },
      ['content k: an ability without id'],
    ],
    [
      'ability with a name that already exists',
      {
        ...step({ window: true }),
        content: { c: { k: { id: 'k', status: 'verified', abilities: [{ id: 'a', speed: 'fast', pre_x: 'False' }] } } },
      },
      ["content k: ability 'a': that name already exists"],
    ],
    [
      'undeclared face type',
      {
        content: {
          face_types: { atk: { id: 'atk', status: 'verified' } },
          dice: { d: { id: 'd', status: 'verified', faces: ['atk 1', 'def 2'] } },
        },
      },
      ["content d: face 'def 2': face type 'def' is not in any face_types"],
    ],
    ['open question without question', { open_questions: [{ id: 'q1', status: 'open' }] }, ['open question q1: no question']],
  ];
  test.each(cases)('%s', (_name, patch, expected) => {
    expect(findings(patch)).toEqual({ errors: expected, warnings: [] });
  });
});

describe('warnings', () => {
  const cases: [string, Model, string[]][] = [
    [
      'drawn_from a zone that is not shuffled',
      {
        state: {
          vars: { x: { init: 0 }, done: { init: false } },
          zones: { pile: {}, shadow: { visibility: 'hidden', drawn_from: 'pile' } },
        },
      },
      ["zone 'shadow': drawn_from 'pile' is not a shuffled zone"],
    ],
    [
      'drawn_from on a public zone',
      {
        state: {
          vars: { x: { init: 0 }, done: { init: false } },
          zones: { deck: { shuffled: true }, shadow: { drawn_from: 'deck' } },
        },
      },
      ["zone 'shadow': drawn_from on a public zone; everyone sees its cards, so there is nothing to redistribute"],
    ],
    [
      'a list as the init of a zone (per player too)',
      {
        state: {
          vars: { x: { init: 0 }, done: { init: false } },
          zones: { deck: { init: [1, 2, 3] }, hand: { owner: 'player', init: [[1], [2]] } },
        },
      },
      [
        'zone \'deck\': init is not read, so the zone starts empty; write the contents as init_x (init_x: "[1, 2, 3]"), or fill the zone with ops (place, create, move, draw)',
        'zone \'hand\': init is not read, so the zone starts empty; write the contents as init_x (init_x: "[1, 2, 3]"), or fill the zone with ops (place, create, move, draw)',
      ],
    ],
    [
      'content item without status',
      { content: { cards: { c: { id: 'c' } } } },
      ['content c: no status; use verified, uncertain or missing'],
    ],
    [
      'content item with another status',
      { content: { cards: { c: { id: 'c', status: 'draft' } } } },
      ["content c: status 'draft'; use verified, uncertain or missing"],
    ],
    [
      'ability without speed',
      { content: { c: { k: { id: 'k', status: 'verified', abilities: [{ id: 'zap', effect: [] }] } } } },
      ["content k: ability 'zap' has no speed, so it can never be played"],
    ],
    [
      'keyword not used by any rule',
      {
        content: { c: { k: { id: 'k', status: 'verified', keywords: 'Swift, Ranged', effect: [] } } },
        actions: { a: { pre_x: "'Swift' in 'Swift'", effect: [{ op: 'set', var: 'done', value: true }] } },
      },
      ["content k: keyword 'Ranged' is not used by any rule (no expression mentions 'Ranged' in quotes)"],
    ],
    ['board never used', { boards: { map: { kind: 'hex', radius: 1 } } }, ["board 'map' is never named in an expression"]],
    ['function never called', { functions: { f: { x: 'f()' } } }, ["function 'f' is never called"]],
    ['say without agent', effect({ op: 'set', var: 'done', value: true }, { op: 'say' }), ['action a: say without agent']],
    [
      'exec without content',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'exec', of_x: "content['c']['k']" }),
        content: { c: { k: { id: 'k', status: 'verified', effect: [] } } },
      },
      ['action a: exec without content; name the catalogue it runs from (e.g. cards.*)'],
    ],
    [
      'exec without of_x',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'exec', content: 'c.*' }),
        content: { c: { k: { id: 'k', status: 'verified', effect: [] } } },
      },
      ['action a: exec without of_x; the engine cannot tell which item to run'],
    ],
    [
      'optional trigger without controller_x',
      {
        ...effect({ op: 'set', var: 'done', value: true }, { op: 'emit', event: 'boom' }),
        triggers: [{ id: 't', event: 'boom', optional: true, do: [] }],
      },
      ['trigger t: optional without controller_x; the actor of the emitting place decides, and without one the game stops'],
    ],
    [
      'speed not allowed by any window',
      {
        actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] }, f: { speed: 'slow', pre_x: 'False' } },
        priority: { windows: { w: { allows: ['fast'] } } },
      },
      ["action 'f': speed 'slow' is not allowed by any window"],
    ],
    [
      'modifier stat never read',
      { modifiers: [{ id: 'm', stat: 'attack', change_x: 'value + 1' }] },
      ["modifier m: stat 'attack' is never read with modified('attack', ...)"],
    ],
    [
      'modify stat never read',
      effect({ op: 'set', var: 'done', value: true }, { op: 'modify', stat: 'attack', change_x: 'value + 1' }),
      ["action a: modify stat 'attack' is never read with modified('attack', ...)"],
    ],
    [
      'trigger on an event never emitted',
      { triggers: [{ id: 't', event: 'boom', do: [] }] },
      ["trigger t: event 'boom' is never emitted"],
    ],
    [
      'action not used by any step',
      { actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] }, b: {} } },
      ["action 'b' is not used by any step"],
    ],
    [
      'flow never called',
      { flows: { sub: { id: 'sub', kind: 'sequence', children: [] } } },
      ["flow 'sub' is never called: no subflow or run names it"],
    ],
    [
      'open question with another status',
      { open_questions: [{ id: 'q1', question: 'Who starts?', status: 'todo' }] },
      ["open question q1: status 'todo'; use open, assumed or answered"],
    ],
    [
      'unknown key',
      { actions: { a: { effct: [], effect: [{ op: 'set', var: 'done', value: true }] } } },
      ["unknown key 'effct' at actions.a"],
    ],
    [
      'a key the schema requires is missing',
      { label: undefined },
      ["missing key 'label' at the top level; the schema requires game, label, actions and end"],
    ],
  ];
  test.each(cases)('%s', (_name, patch, expected) => {
    expect(findings(patch)).toEqual({ errors: [], warnings: expected });
  });

  test('no warning for what is allowed: an unused action with note or speed, engine events, a plain derived value', () => {
    const patch = {
      actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] }, b: { note: 'kept for later' } },
      triggers: [{ id: 't', event: 'exec:k', do: [] }],
      state: { vars: { x: { init: 0 }, done: { init: false } }, derived: { lazy: 'x +' } },
    };
    expect(findings(patch)).toEqual({ errors: [], warnings: [] });
  });

  test('no warning for a zone init that is text for people, empty, or beside init_x', () => {
    const zones = {
      deck: { init: 'the ten cards, shuffled' },
      pile: { init: null },
      hand: { init: [1, 2], init_x: '[1, 2]' },
    };
    expect(findings({ state: { vars: { x: { init: 0 }, done: { init: false } }, zones } })).toEqual({ errors: [], warnings: [] });
  });
});

describe('always playable in window (reference.md §20)', () => {
  const message = 'action f: always playable in window w; random players may keep the window open forever';
  const model = (f: Model, extra: Model = {}): Model => ({
    ...step({ window: 'w' }),
    actions: { a: { effect: [{ op: 'set', var: 'done', value: true }] }, f: { speed: 'fast', ...f } },
    priority: { windows: { w: { allows: ['fast'] } } },
    ...extra,
  });
  const cases: [string, Model, string[]][] = [
    ['nothing an end condition reads', model({ effect: [{ op: 'add', var: 'x', amount: 1 }] }), [message]],
    ['no effect at all', model({}), [message]],
    [
      'opened by a window op without name',
      { actions: { a: { effect: [{ op: 'set', var: 'done', value: true }, { op: 'window' }] }, f: { speed: 'fast' } } },
      ['action f: always playable in window None; random players may keep the window open forever'],
    ],
    [
      'window: true on a node',
      { ...model({}), ...step({ window: true }) },
      ['action f: always playable in window None; random players may keep the window open forever'],
    ],
    ['with pre_x', model({ pre_x: 'x < 3' }), []],
    ['with pre as text', model({ pre: 'once per turn' }), []],
    ['with a cost', model({ cost: [{ op: 'add', var: 'x', amount: -1 }] }), []],
    ['sets a variable an end condition reads', model({ effect: [{ op: 'set', var: 'done', value: true }] }), []],
    [
      'through a derived value',
      model(
        { effect: [{ op: 'add', var: 'x', amount: 1 }] },
        {
          state: { vars: { x: { init: 0 }, done: { init: false } }, derived: { big: 'x > 3' } },
          end: [{ id: 'e', if_x: 'done or big', result: 'draw' }],
        },
      ),
      [],
    ],
    [
      'through a function',
      model(
        { effect: [{ op: 'add', var: 'x', amount: 1 }] },
        { functions: { big: { params: ['n'], x: 'x > n' } }, end: [{ id: 'e', if_x: 'done or big(3)', result: 'draw' }] },
      ),
      [],
    ],
    [
      'a zone an end condition reads',
      model(
        { effect: [{ op: 'create', what_x: '1', to: 'pile' }] },
        {
          state: { vars: { x: { init: 0 }, done: { init: false } }, zones: { pile: {} } },
          end: [{ id: 'e', if_x: 'done or len(pile) > 3', result: 'draw' }],
        },
      ),
      [],
    ],
    [
      'an emit a trigger listens to',
      model({ effect: [{ op: 'emit', event: 'boom' }] }, { triggers: [{ id: 't', event: 'boom', do: [] }] }),
      [],
    ],
    ['an attribute write', model({ effect: [{ op: 'add', of_x: 'c', attr: 'hp', amount: 1 }] }), []],
    [
      'a run',
      model({ effect: [{ op: 'run', flow: 'sub' }] }, { flows: { sub: { id: 'sub', kind: 'sequence', children: [] } } }),
      [],
    ],
    [
      'a window that does not allow its speed',
      { ...model({}), priority: { windows: { w: { allows: ['slow'] }, v: { allows: ['fast'] } } } },
      [],
    ],
  ];
  test.each(cases)('%s', (_name, patch, expected) => {
    expect(findings(patch).warnings.filter((w) => w.includes('always playable'))).toEqual(expected);
  });
});

test('findings carry path, line and column from the YAML text', () => {
  const text = [
    'game: t',
    'label: T',
    'mode: solo',
    'flow: {id: g, kind: sequence, children: []}',
    'actions:',
    '  a: {efect: []}',
    'end: []',
    '',
  ].join('\n');
  const r = validate(text, { testGames: false });
  expect(r.errors).toEqual([
    {
      code: 'unknown-value',
      severity: 'error',
      message: "mode 'solo'; use competitive or cooperative",
      path: ['mode'],
      line: 3,
      column: 1,
    },
  ]);
  expect(r.warnings).toEqual(
    [
      {
        code: 'unknown-key',
        severity: 'warning',
        message: "unknown key 'efect' at actions.a",
        path: ['actions', 'a', 'efect'],
        line: 6,
        column: 7,
      },
      {
        code: 'unused',
        severity: 'warning',
        message: "action 'a' is not used by any step",
        path: ['actions', 'a'],
        line: 6,
        column: 3,
      },
    ].sort((p, q) => p.column - q.column),
  );
});

describe('before the checks: readable YAML and a model at all (engine.md "The validator")', () => {
  test('The YAML cannot be read, with the line', () => {
    const r = validate('game: [unclosed\nlabel: x\n', { testGames: false });
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.message).toMatch(/^The YAML cannot be read: /);
    expect(r.errors[0]!.line).toBeGreaterThan(0);
    expect([r.figures, r.flow, r.testGames]).toEqual([null, { main: null, flows: [] }, null]);
  });
  test('This is not a model', () => {
    for (const input of ['- just\n- a list\n', 'game: x\n']) {
      const r = validate(input, { testGames: false });
      expect(r.errors.map((e) => e.message)).toEqual(['This is not a model: a model is a mapping with a `flow`']);
    }
  });
  test('a key that is not text', () => {
    const r = validate('flow: {id: g, kind: sequence, children: []}\ntriggers:\n  - on: boom\n', { testGames: false });
    expect(r.errors.map((e) => [e.message, e.line])).toEqual([['key true is not text; put it in quotes', 3]]);
  });
});
