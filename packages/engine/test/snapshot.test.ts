// Snapshots (issue 10): a snapshot is JSON and survives structuredClone; restoreGame checks it
// against the model and names what is wrong (SnapshotError with kind and path), instead of
// failing later inside the loop.
import fc from 'fast-check';
import { newDict } from '@tabletwin/expr';
import { describe as group, expect, it } from 'vitest';
import { newGame, restoreGame, SnapshotError, type GameSnapshot } from '../src/index.js';
import { same, value } from './exact.js';
import { model, py } from './helpers.js';

const m = model(
  'game: snap',
  'num_players: 2',
  'state:',
  '  vars: {score: {scope: player, init: 0}, turn: {init: 0}, v: {init: null}}',
  '  zones: {deck: {shuffled: true, visibility: hidden, init_x: "[1, 2, 3, 4]"}, hand: {owner: player, visibility: owner}}',
  'flow: {id: g, kind: loop, children: [{id: s, kind: step, actor_x: "turn", do: [take, wait]}]}',
  'actions:',
  '  take: {effect: [{op: draw, from: deck, to: "hand[turn]"}, {op: add, var: "score[turn]", amount: 1}, {op: set, var: turn, value_x: "1 - turn"}]}',
  "  wait: {effect: [{op: set, var: v, value_x: \"[-0.0, (1, 2), {3}, float('nan'), {'$ref': 1}, max]\"}]}",
  'end: [{id: done, if_x: "len(deck) == 0", result: draw}]',
);

/** A game in the middle: a card drawn, then a chance open. */
function midGame() {
  const g = newGame(m, { seed: 3 });
  g.answer(1); // wait: v gets the awkward values
  g.answer(0); // take: a draw from the shuffled deck (a chance)
  return g;
}

const json = (s: GameSnapshot) =>
  JSON.parse(JSON.stringify(s)) as { format: string; model: { name: string; fingerprint: string }; data: any };

function refused(snapshot: unknown): { kind: string; path: string; message: string } {
  try {
    restoreGame(m, snapshot as GameSnapshot);
  } catch (e) {
    if (!(e instanceof SnapshotError)) throw e;
    return { kind: e.kind, path: e.path.join('.'), message: e.message };
  }
  throw new Error('the snapshot was accepted');
}

group('a snapshot', () => {
  it('without its log: the same data but the log, and it continues like the game', () => {
    const g = midGame();
    const full = json(g.snapshot());
    const bare = json(g.snapshot({ log: false }));
    expect(full.data.log.length).toBeGreaterThan(0);
    expect(bare.data.log).toEqual([]);
    const r = restoreGame(m, g.snapshot({ log: false }));
    expect(r.logLength).toBe(0);
    r.answer(0);
    g.answer(0);
    same(g.state, r.state);
    expect({ ...bare.data, log: full.data.log }).toEqual(full.data);
  });

  it('is JSON and survives structuredClone; both continue like the game', () => {
    const g = midGame();
    const s = g.snapshot();
    expect(s.format).toBe('tabletwin-game/1');
    expect(s.model).toEqual({ name: 'snap', fingerprint: expect.stringMatching(/^[0-9a-f]{14}$/) });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    for (const copy of [restoreGame(m, JSON.parse(JSON.stringify(s))), restoreGame(m, structuredClone(s))]) {
      expect(copy.request()).toEqual(g.request());
      expect(copy.log).toEqual(g.log);
      expect(py(copy.state.vars)).toBe(py(g.state.vars));
      expect(Object.is((copy.state.vars['v'] as number[])[0], -0)).toBe(true);
      copy.answer(0);
    }
  });

  it('keeps every value exactly, through JSON and through structuredClone (property)', () => {
    const g = midGame();
    fc.assert(
      fc.property(value, value, (v, w) => {
        g.state.vars['v'] = [v, w, v]; // v twice: a shared object is written once
        for (const s of [JSON.parse(JSON.stringify(g.snapshot())) as GameSnapshot, structuredClone(g.snapshot())]) {
          const back = restoreGame(m, s).state.vars['v'] as unknown[];
          same([v, w, v], back);
          if (v !== null && typeof v === 'object') expect(back[2]).toBe(back[0]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a dict key __proto__ as a key (it set the prototype of the written object before)', () => {
    const g = midGame();
    g.state.vars['v'] = newDict([
      ['__proto__', 1],
      ['a', 2],
    ]);
    const back = restoreGame(m, JSON.parse(JSON.stringify(g.snapshot()))).state.vars['v'];
    same(
      newDict([
        ['__proto__', 1],
        ['a', 2],
      ]),
      back,
    );
  });

  it('of the same model text loaded again is accepted; the fingerprint is the same', () => {
    const again = model(...[m.source!.text]);
    expect(() => restoreGame(again, midGame().snapshot())).not.toThrow();
  });

  it('without a model name (written before it was kept) is accepted', () => {
    const s = json(midGame().snapshot());
    delete (s as { model?: unknown }).model;
    expect(restoreGame(m, s as never).request().kind).toBe('chance');
  });
});

type Case = [string, (s: ReturnType<typeof json>) => unknown, string, string, string];

const CASES: Case[] = [
  ['not an object', () => 'hello', 'format', '', 'snapshot: not a snapshot of a Tabletwin game'],
  ['no data', (s) => ({ format: s.format }), 'format', '', 'snapshot: not a snapshot of a Tabletwin game'],
  [
    'another version',
    (s) => ({ ...s, format: 'tabletwin-game/2' }),
    'version',
    'format',
    'snapshot: format: "tabletwin-game/2" is not a format this engine reads (tabletwin-game/1)',
  ],
  [
    'another model',
    (s) => ({ ...s, model: { name: 'pig', fingerprint: '00000000000001' } }),
    'model',
    'model',
    `snapshot: model: made for 'pig' (fingerprint 00000000000001), not for this model, 'snap' (fingerprint FP)`,
  ],
  ['a part missing', (s) => (delete s.data.rng, s), 'value', 'rng', 'snapshot: rng: missing'],
  ['the generator', (s) => ((s.data.rng = [1, 2, 3]), s), 'value', 'rng', 'snapshot: rng: expected a list of 4 32-bit integers'],
  ['a word of the generator', (s) => ((s.data.rng[2] = 1.5), s), 'value', 'rng.2', 'snapshot: rng.2: expected a 32-bit integer'],
  [
    'a declared variable missing',
    (s) => (delete s.data.st.vars.$dict.turn, s),
    'value',
    'st.vars.turn',
    'snapshot: st.vars.turn: missing',
  ],
  [
    'a variable of another model',
    (s) => ((s.data.st.vars.$dict.gold = 3), s),
    'reference',
    'st.vars.gold',
    'snapshot: st.vars.gold: not a variable of this model',
  ],
  [
    'a zone that is not a list',
    (s) => ((s.data.st.zones.$dict.deck = 5), s),
    'value',
    'st.zones.deck',
    'snapshot: st.zones.deck: expected a list',
  ],
  [
    'a player zone without a list per player',
    (s) => ((s.data.st.zones.$dict.hand = [[]]), s),
    'value',
    'st.zones.hand',
    'snapshot: st.zones.hand: expected a list of 2 lists (one per player)',
  ],
  [
    'known of an unknown zone',
    (s) => ((s.data.st.known = { pile: [0, 0] }), s),
    'reference',
    'st.known.pile',
    'snapshot: st.known.pile: not a zone of this model',
  ],
  [
    'known that is not two counts',
    (s) => ((s.data.st.known = { deck: [0, -1] }), s),
    'value',
    'st.known.deck.1',
    'snapshot: st.known.deck.1: expected a whole number from 0',
  ],
  [
    'an eliminated player out of range',
    (s) => ((s.data.st.eliminated = [2]), s),
    'value',
    'st.eliminated.0',
    'snapshot: st.eliminated.0: expected a whole number from 0 to 1',
  ],
  [
    'the returns of an ended game',
    (s) => ((s.data.st.ended = { returns: [1], reason: 'x' }), (s.data.pending = null), s),
    'value',
    'st.ended.returns',
    'snapshot: st.ended.returns: expected a list of 2 numbers',
  ],
  [
    'an unknown frame kind',
    (s) => ((s.data.cursor[0].k = 'dance'), s),
    'value',
    'cursor.0.k',
    'snapshot: cursor.0.k: unknown frame kind "dance"',
  ],
  [
    'a flow node that does not exist',
    (s) => ((s.data.cursor[0].n = 99), s),
    'reference',
    'cursor.0.n',
    'snapshot: cursor.0.n: flow node 99 does not exist (the model has 2)',
  ],
  [
    'a frame of the wrong node kind',
    (s) => ((s.data.cursor[0].n = 1), s),
    'reference',
    'cursor.0.n',
    'snapshot: cursor.0.n: flow node 1 is a step, not a loop',
  ],
  [
    'an op list that does not exist',
    (s) => ((frameOf(s, 'ops').list = 40), s),
    'reference',
    `cursor.${indexOf(s0(), 'ops')}.list`,
    `snapshot: cursor.${indexOf(s0(), 'ops')}.list: op list 40 does not exist (the model has 2)`,
  ],
  [
    'an action that does not exist',
    (s) => (s.data.cursor.splice(1, 0, { k: 'action', name: 'fly', locals: null, phase: 0 }), s),
    'reference',
    'cursor.1.name',
    "snapshot: cursor.1.name: no action 'fly' in this model",
  ],
  [
    'a request for a player who is not there',
    (s) => ((s.data.pending = { ...s.data.pending, kind: 'decision', player: 5, options: [] }), s),
    'value',
    'pending.player',
    'snapshot: pending.player: expected a whole number from 0 to 1',
  ],
  [
    'a request of an unknown kind',
    (s) => ((s.data.pending.kind = 'vote'), s),
    'value',
    'pending.kind',
    `snapshot: pending.kind: expected 'decision' or 'chance'`,
  ],
  [
    'a request open on an empty cursor',
    () => emptied(json(newGame(m).snapshot())),
    'value',
    'pending',
    'snapshot: pending: a request is open but the cursor is empty',
  ],
  [
    'a request open in a game that ended',
    (s) => ((s.data.st.ended = { returns: [0, 0], reason: 'x' }), s),
    'value',
    'pending',
    'snapshot: pending: the game has ended; no request can be open',
  ],
  [
    'a log entry of an unknown kind',
    (s) => ((s.data.log[0] = { kind: 'dream' }), s),
    'value',
    'log.0.kind',
    'snapshot: log.0.kind: unknown log entry "dream"',
  ],
  [
    'a reference to nothing',
    (s) => ((s.data.st.vars.$dict.turn = { $ref: 77 }), s),
    'reference',
    'st.vars.turn',
    'snapshot: st.vars.turn: $ref 77 refers to nothing written before it',
  ],
  [
    'model data that is not in the model',
    (s) => ((s.data.st.vars.$dict.turn = { $model: ['constants', 'X'] }), s),
    'reference',
    'st.vars.turn',
    'snapshot: st.vars.turn: refers to model data at constants.X, which is not in this model',
  ],
  [
    'an unknown function',
    (s) => ((s.data.st.vars.$dict.turn = { $function: 'launch' }), s),
    'reference',
    'st.vars.turn',
    `snapshot: st.vars.turn: no function "launch" in this model or the language`,
  ],
  [
    'an expression where a function name belongs (it is never compiled nor run)',
    (s) => ((s.data.st.vars.$dict.turn = { $function: 'len([0] * 10**7 * 10**7)' }), s),
    'reference',
    'st.vars.turn',
    `snapshot: st.vars.turn: no function "len([0] * 10**7 * 10**7)" in this model or the language`,
  ],
  [
    'a builtin name with spaces around it',
    (s) => ((s.data.st.vars.$dict.turn = { $function: ' len' }), s),
    'reference',
    'st.vars.turn',
    `snapshot: st.vars.turn: no function " len" in this model or the language`,
  ],
  [
    'an unknown number',
    (s) => ((s.data.st.vars.$dict.turn = { $number: 'lots' }), s),
    'value',
    'st.vars.turn',
    'snapshot: st.vars.turn: unknown number "lots"',
  ],
  [
    'a tuple that is not a list',
    (s) => ((s.data.st.vars.$dict.turn = { $tuple: 3 }), s),
    'value',
    'st.vars.turn',
    'snapshot: st.vars.turn: expected a list',
  ],
  [
    'the count of answers',
    (s) => ((s.data.answered = -1), s),
    'value',
    'answered',
    'snapshot: answered: expected a whole number from 0',
  ],
];

function emptied(s: ReturnType<typeof json>) {
  s.data.cursor = [];
  return s;
}
function s0() {
  return json(midGame().snapshot());
}
function indexOf(s: ReturnType<typeof json>, k: string): number {
  return (s.data.cursor as { k?: string; $record?: { k: string } }[]).findIndex((f) => f.k === k || f.$record?.k === k);
}
function frameOf(s: ReturnType<typeof json>, k: string) {
  const f = s.data.cursor[indexOf(s, k)];
  return f.$record ?? f;
}

group('restoreGame refuses a broken snapshot', () => {
  it.each(CASES)('%s', (_name, breakIt, kind, path, message) => {
    const s = s0();
    const fp = s.model.fingerprint;
    expect(refused(breakIt(s))).toEqual({ kind, path, message: message.replace('FP', fp) });
  });
});
