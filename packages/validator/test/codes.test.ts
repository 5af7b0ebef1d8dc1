// Finding codes: every finding has a code from FINDING_CODES, with the severity the table gives
// it, over the models of the repository and the acceptance folder and over broken models (at least
// one per code, and one per place where a check picks between two codes). The README's table of
// codes lists the same codes, each with the message of its first broken model here.
import { readFileSync } from 'node:fs';
import { modelFiles } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { FINDING_CODES, unreadableInput, validate, type FindingCode, type Report } from '../src/index.js';

type Model = Record<string, unknown>;

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

const set = { op: 'set', var: 'done', value: true };
const step = (extra: Model) => ({
  flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a', ...extra }] },
});
const child = (node: Model) => ({ flow: { id: 'g', kind: 'sequence', children: [{ id: 's', kind: 'step', do: 'a' }, node] } });
const effect = (...ops: Model[]) => ({ actions: { a: { effect: [set, ...ops] } } });
const item = (extra: Model) => ({ content: { cards: { c: { id: 'c', status: 'verified', ...extra } } } });
const preX = (x: string) => ({ actions: { a: { pre_x: x, effect: [set] } } });

/** A broken model (YAML text, or a patch of the base model) and one message it gets under the code. */
const BROKEN: [FindingCode, string | Model, string][] = [
  ['unreadable-yaml', 'game: t\nflow: *nowhere\n', 'The YAML cannot be read: an alias refers to itself or to nothing'],
  ['unreadable-yaml', 'a: 1\na: 2\nflow: {}\n', 'The YAML cannot be read: Map keys must be unique'],
  ['not-a-model', '- just\n- a list\n', 'This is not a model: a model is a mapping with a `flow`'],
  [
    'key-not-text',
    'flow: {id: g, kind: sequence, children: []}\ntriggers:\n  - on: boom\n',
    'key true is not text; put it in quotes',
  ],
  ['unknown-key', { actions: { a: { effct: [], effect: [set] } } }, "unknown key 'effct' at actions.a"],
  ['missing-key', { label: undefined }, "missing key 'label' at the top level; the schema requires game, label, actions and end"],
  ['expr-syntax', preX('x =='), 'actions.a.pre_x: syntax error in expression "x ==": unexpected end of expression (position 5)'],
  ['missing-field', child({ id: 'q', kind: 'step' }), 'flow q: a step without do'],
  ['missing-field', child({ id: 'p' }), 'flow p: no kind; use sequence, loop, branch, step or subflow'],
  [
    'missing-field',
    { end: [{ id: 'e', if_x: 'done' }] },
    'end condition e: no result; use win, loss, draw, score, eliminate or continue',
  ],
  ['missing-field', effect({ op: 'run' }), 'action a: run without flow'],
  ['missing-field', effect({ var: 'x' }), 'action a: an op without op'],
  ['missing-field', child({ id: 'b', kind: 'branch' }), 'flow b: a branch without cases'],
  ['missing-field', child({ id: 'sf', kind: 'subflow' }), 'flow sf: a subflow without ref'],
  ['missing-field', { functions: { f: { params: ['a'] } }, ...preX('f(1)') }, "function 'f': no x"],
  [
    'missing-field',
    { ...effect({ op: 'sample', model: 'm' }), outcomes: { m: { outcomes: [] } } },
    'outcome model m: no outcomes',
  ],
  [
    'missing-field',
    { ...effect({ op: 'sample', model: 'm' }), outcomes: { m: { outcomes: [{ id: 'hit', p_x: '1' }] } } },
    'outcome model m: outcome hit has no p; write its probability as text for people',
  ],
  [
    'missing-field',
    { ...step({ window: true }), ...item({ abilities: [{ speed: 'fast', pre_x: 'False' }] }) },
    'content c: an ability without id',
  ],
  ['missing-field', { open_questions: [{ id: 'q1', status: 'open' }] }, 'open question q1: no question'],
  ['missing-field', { open_questions: ['Who starts?'] }, 'open question 1: no question'],
  ['unknown-value', { mode: 'solo' }, "mode 'solo'; use competitive or cooperative"],
  [
    'unknown-value',
    { end: [{ id: 'e', if_x: 'done', result: 'tie' }] },
    "end condition e: result 'tie'; use win, loss, draw, score, eliminate or continue",
  ],
  ['unknown-value', { num_players: 1e12 }, 'num_players must be a whole number from 1 to 1000, not 1000000000000'],
  ['unknown-value', { num_players: 0 }, 'num_players must be a whole number from 1 to 1000, not 0'],
  ['unknown-value', { num_players: 'two' }, "num_players must be a whole number from 1 to 1000, not 'two'"],
  ['unknown-value', { state: { zones: { bag: { persist: 'game' } } } }, "zone 'bag': persist 'game'; the only value is campaign"],
  [
    'unknown-value',
    child({ id: 'l', kind: 'loop', order: 'random', children: [] }),
    "flow l: order 'random'; use fixed, clockwise_from_first, initiative, simultaneous, deck_order or players_choose",
  ],
  [
    'unknown-value',
    { ...effect({ op: 'emit', event: 'boom' }), triggers: [{ id: 't', event: 'boom', timing: 'during', do: [] }] },
    "trigger t: timing 'during'; use when, before, instead or after",
  ],
  [
    'unknown-value',
    { priority: { protocol: { resolution: 'stack' } } },
    "priority: resolution 'stack'; use immediate, nested or lifo_stack",
  ],
  [
    'unknown-value',
    { priority: { protocol: { closes: 'never' } } },
    "priority: closes 'never'; use all_pass_in_succession or single_pass_each",
  ],
  ['unknown-kind', child({ id: 'p', kind: 'phase' }), "flow p: kind 'phase'; use sequence, loop, branch, step or subflow"],
  ['unknown-op', effect({ op: 'sett', var: 'x' }), "action a: unknown op 'sett'"],
  ['bad-shape', step({ end_event: [1] }), 'flow s: end_event must be an event name or a list of names, not [1]'],
  ['bad-shape', { functions: { f: { params: 'a', x: '1' } }, ...preX('f()') }, "function 'f': params must be a list of names"],
  ['bad-shape', { functions: { f: { params: ['2a'], x: '1' } }, ...preX('f(1)') }, "function 'f': parameter '2a' is not a name"],
  [
    'bad-shape',
    { functions: { f: { let: ['a'], x: '1' } }, ...preX('f()') },
    "function 'f': let must be a dict {name: expression}",
  ],
  ['name-not-found', step({ do: ['a', 'b'] }), "flow s: action 'b' is not in actions"],
  [
    'name-not-found',
    effect({ op: 'create', what_x: '1', to: 'hand[actor]' }),
    "action a: create to: zone 'hand' is not declared",
  ],
  ['name-not-found', effect({ op: 'call', code: 'ai' }), "action a: code 'ai' is not declared"],
  ['name-not-found', effect({ op: 'window', name: 'combat' }), "action a: window 'combat' is not in priority.windows"],
  ['name-not-found', step({ window: 'combat' }), "flow s: window 'combat' is not in priority.windows"],
  ['name-not-found', child({ id: 'sf', kind: 'subflow', ref: 'scenario' }), "flow sf: subflow 'scenario' is not in flows"],
  [
    'name-not-found',
    child({ id: 'l', kind: 'loop', over_x: 'players', as: 'current', children: [] }),
    "flow l: loop variable 'current' is not declared in state.vars",
  ],
  [
    'name-not-found',
    { end: [{ id: 'e', scope: 'round', if_x: 'done', result: 'draw' }] },
    "end condition e: scope 'round' is not a flow in flows",
  ],
  [
    'name-not-found',
    { ...effect({ op: 'exec', of_x: "content['cards']['c']", content: 'spells.*' }), ...item({ effect: [] }) },
    "action a: exec content 'spells.*' does not exist in content",
  ],
  [
    'name-not-found',
    {
      content: {
        face_types: { atk: { id: 'atk', status: 'verified' } },
        dice: { d: { id: 'd', status: 'verified', faces: ['def 2'] } },
      },
    },
    "content d: face 'def 2': face type 'def' is not in any face_types",
  ],
  ['name-taken', { functions: { players: { x: '1' } }, ...preX('players') }, "function 'players': that name already exists"],
  [
    'name-taken',
    { ...step({ window: true }), ...item({ abilities: [{ id: 'a', speed: 'fast', pre_x: 'False' }] }) },
    "content c: ability 'a': that name already exists",
  ],
  [
    'name-taken',
    {
      ...step({ window: 'w' }),
      actions: { a: { effect: [set] }, pass: { speed: 'fast', pre_x: 'False' } },
      priority: { windows: { w: { allows: ['fast'] } } },
    },
    "action 'pass': an action with a speed may not be called pass; pass is the engine's own option",
  ],
  ['duplicate-id', child({ id: 's', kind: 'sequence', children: [] }), "flow id 's' is used more than once; ids must be unique"],
  [
    'ability-in-step',
    {
      ...step({ do: ['a', 'zap'] }),
      ...item({ abilities: [{ id: 'zap', speed: 'fast' }] }),
      priority: { windows: { w: { allows: ['fast'] } } },
    },
    "flow s: 'zap' is an ability of content c; a step cannot do it",
  ],
  ['board-invalid', { boards: { b: { kind: 'round' } }, ...preX("'b' != ''") }, "board 'b': kind 'round'; use square or hex"],
  [
    'who-not-one-player',
    { end: [{ id: 'e', if_x: 'done', result: 'win', who_x: '[0, 1]' }] },
    'end condition e: who_x gives several players; a competitive win needs one player index (several winners: result score with returns_x)',
  ],
  ['unused', { actions: { a: { effect: [set] }, b: {} } }, "action 'b' is not used by any step"],
  [
    'unused',
    { flows: { sub: { id: 'sub', kind: 'sequence', children: [] } } },
    "flow 'sub' is never called: no subflow or run names it",
  ],
  ['unused', { functions: { f: { x: 'f()' } } }, "function 'f' is never called"],
  ['unused', { boards: { map: { kind: 'hex', radius: 1 } } }, "board 'map' is never named in an expression"],
  [
    'unused',
    item({ keywords: 'Ranged', effect: [] }),
    "content c: keyword 'Ranged' is not used by any rule (no expression mentions 'Ranged' in quotes)",
  ],
  ['event-never-emitted', { triggers: [{ id: 't', event: 'boom', do: [] }] }, "trigger t: event 'boom' is never emitted"],
  [
    'stat-never-read',
    { modifiers: [{ id: 'm', stat: 'attack', change_x: 'value + 1' }] },
    "modifier m: stat 'attack' is never read with modified('attack', ...)",
  ],
  [
    'stat-never-read',
    effect({ op: 'modify', stat: 'attack', change_x: 'value + 1' }),
    "action a: modify stat 'attack' is never read with modified('attack', ...)",
  ],
  [
    'speed-without-window',
    {
      actions: { a: { effect: [set] }, f: { speed: 'slow', pre_x: 'False' } },
      priority: { windows: { w: { allows: ['fast'] } } },
    },
    "action 'f': speed 'slow' is not allowed by any window",
  ],
  [
    'always-playable',
    {
      ...step({ window: 'w' }),
      actions: { a: { effect: [set] }, f: { speed: 'fast' } },
      priority: { windows: { w: { allows: ['fast'] } } },
    },
    'action f: always playable in window w; random players may keep the window open forever',
  ],
  [
    'optional-without-controller',
    { ...effect({ op: 'emit', event: 'boom' }), triggers: [{ id: 't', event: 'boom', optional: true, do: [] }] },
    'trigger t: optional without controller_x; the actor of the emitting place decides, and without one the game stops',
  ],
  [
    'ability-without-speed',
    item({ abilities: [{ id: 'zap', effect: [] }] }),
    "content c: ability 'zap' has no speed, so it can never be played",
  ],
  ['say-without-agent', effect({ op: 'say' }), 'action a: say without agent'],
  [
    'exec-without-of',
    { ...effect({ op: 'exec', content: 'cards.*' }), ...item({ effect: [] }) },
    'action a: exec without of_x; the engine cannot tell which item to run',
  ],
  [
    'exec-without-content',
    { ...effect({ op: 'exec', of_x: "content['cards']['c']" }), ...item({ effect: [] }) },
    'action a: exec without content; name the catalogue it runs from (e.g. cards.*)',
  ],
  [
    'drawn-from-unshuffled',
    { state: { zones: { pile: {}, shadow: { visibility: 'hidden', drawn_from: 'pile' } } } },
    "zone 'shadow': drawn_from 'pile' is not a shuffled zone",
  ],
  [
    'drawn-from-public',
    { state: { zones: { deck: { shuffled: true }, shadow: { drawn_from: 'deck' } } } },
    "zone 'shadow': drawn_from on a public zone; everyone sees its cards, so there is nothing to redistribute",
  ],
  [
    'zone-init-ignored',
    { state: { zones: { deck: { init: [1, 2, 3] } } } },
    'zone \'deck\': init is not read, so the zone starts empty; write the contents as init_x (init_x: "[1, 2, 3]"), or fill the zone with ops (place, create, move, draw)',
  ],
  [
    'content-status',
    { content: { cards: { c: { id: 'c', status: 'draft' } } } },
    "content c: status 'draft'; use verified, uncertain or missing",
  ],
  ['content-status', { content: { cards: { c: { id: 'c' } } } }, 'content c: no status; use verified, uncertain or missing'],
  [
    'question-status',
    { open_questions: [{ id: 'q1', question: 'Who starts?', status: 'todo' }] },
    "open question q1: status 'todo'; use open, assumed or answered",
  ],
];

/** Codes that no model text produces: a front end reports them for input it could not read. */
const INPUT: readonly (readonly [FindingCode, string])[] = [['unreadable-file', 'cannot read missing.yaml: no such file']];

test.each(INPUT)('%s: unreadableInput gives its one error under its code', (code, message) => {
  const report = unreadableInput(message);
  expectCoded(report);
  expect(report.errors.map((f) => [f.code, f.message])).toEqual([[code, message]]);
  expect(report.warnings).toEqual([]);
});

const reportOf = (model: string | Model): Report =>
  validate(typeof model === 'string' ? model : { ...base(), ...model }, { testGames: false });

/** Every finding of a report has a code of the table and the severity the table gives it. */
function expectCoded(report: Report): void {
  for (const f of [...report.errors, ...report.warnings]) {
    expect(Object.hasOwn(FINDING_CODES, f.code), `${f.code}: ${f.message}`).toBe(true);
    expect(f.severity).toBe(FINDING_CODES[f.code]);
  }
}

describe('broken models: each gets its message under its code', () => {
  test.each(BROKEN.map(([code, model, message]) => [code, message, model] as const))('%s: %s', (code, message, model) => {
    const report = reportOf(model);
    expectCoded(report);
    const coded = [...report.errors, ...report.warnings].filter((f) => f.code === code).map((f) => f.message);
    expect(coded).toContain(message);
  });

  test('every code of the table has a broken model', () => {
    expect(
      Object.keys(FINDING_CODES).filter((c) => !BROKEN.some(([code]) => code === c) && !INPUT.some(([code]) => code === c)),
    ).toEqual([]);
  });
});

test.each(modelFiles({ drafts: true }).map((f) => [f.name, f.text] as const))(
  '%s: every finding has a code of the table',
  (_name, text) => {
    expectCoded(reportOf(text));
  },
);

test('the README lists every code, in the order of the table, with its severity and the message of its first broken model', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z-]+)` \| (error|warning) \| [^|]+ \| (.*) \|$/gm)].map((m) => [m[1], m[2], m[3]]);
  const expected = Object.entries(FINDING_CODES).map(([code, severity]) => {
    const broken = BROKEN.find(([c]) => c === code);
    const message = broken !== undefined ? broken[2] : INPUT.find(([c]) => c === code)![1];
    const cell = message.replace(/\|/g, '\\|');
    return [code, severity, cell.includes('`') ? `\`\` ${cell} \`\`` : `\`${cell}\``];
  });
  expect(rows).toEqual(expected);
});

test('num_players out of range is an error at its line, and no test games are played', () => {
  const report = validate('game: t\nnum_players: 1e12\nflow: {id: s, kind: step, do: a}\nactions: {a: {}}\n');
  expect(report.errors.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
    ['unknown-value', 2, 1, 'num_players must be a whole number from 1 to 1000, not 1000000000000'],
  ]);
  expect(report.testGames).toBeNull();
});
