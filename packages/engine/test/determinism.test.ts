// The game as data (issue: determinism, clone, snapshot/restore): the same seed and players
// give the same game; a clone or a restored snapshot continues exactly like the original.
import { describe as group, expect, it } from 'vitest';
import { loadModel, newGame, playGame, randomPlayer, restoreGame, sampleChance, type Game } from '../src/index.js';
import { exampleModels, model, py } from './helpers.js';

const executable = exampleModels();

/** Answers up to `n` requests: decisions by a random player seeded `seed`, chance from the game. */
function drive(g: Game, seed: number, n: number): void {
  const player = randomPlayer(seed);
  for (let k = 0; k < n; k++) {
    const r = g.request();
    if (r.kind === 'end') return;
    g.answer(r.kind === 'chance' ? sampleChance(g) : player.choose(r, g));
  }
}

/** Everything observable about a game, as text. */
function fingerprint(g: Game): string {
  return JSON.stringify(
    { log: g.log, events: g.events, vars: py(g.state.vars), zones: py(g.state.zones as never), request: g.request() },
    (_k, v) =>
      v === undefined ? '<undefined>' : typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === null ? py(v) : v,
  );
}

group.runIf(executable.length > 0)('every example model', () => {
  it.each(executable.map((m) => [m.name, m.text] as const))('%s: the same seed gives the same game', (_name, text) => {
    const m = loadModel(text);
    for (let seed = 0; seed < 5; seed++) {
      const a = playGame(m, { seed, maxRequests: 3000 });
      const b = playGame(m, { seed, maxRequests: 3000 });
      expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
      expect(b.returns).toEqual(a.returns);
    }
  });

  it.each(executable.map((m) => [m.name, m.text] as const))(
    '%s: clone and snapshot/restore continue like the original',
    (_name, text) => {
      const m = loadModel(text);
      for (const at of [0, 3, 17]) {
        const original = newGame(m, { seed: at });
        drive(original, 1, at);
        const clone = original.clone();
        const restored = restoreGame(m, JSON.parse(JSON.stringify(original.snapshot())));
        expect(fingerprint(clone)).toBe(fingerprint(original));
        expect(fingerprint(restored)).toBe(fingerprint(original));
        drive(original, 2, 2000);
        drive(clone, 2, 2000);
        drive(restored, 2, 2000);
        expect(fingerprint(clone)).toBe(fingerprint(original));
        expect(fingerprint(restored)).toBe(fingerprint(original));
      }
    },
  );
});

group('copies keep sharing and model data', () => {
  const m = model(
    'game: t',
    'content: {cards: {a: {id: a, power: 1}, b: {id: b, power: 2}}}',
    "state: {zones: {hand: {init_x: \"[content['cards']['a'], content['cards']['b']]\"}, pile: {}}}",
    'flow: {id: g, kind: step, actor_x: "0", do: pick}',
    'actions: {pick: {effect: [{op: let, bind: first, value_x: "hand[0]"}, {op: choose, options_x: hand, bind: c}, {op: move, what_x: c, from: hand, to: pile}]}}',
  );

  it('an instance in a zone, in a local name and behind an option stays one object', () => {
    const g = newGame(m);
    for (const copy of [g.clone(), restoreGame(m, JSON.parse(JSON.stringify(g.snapshot())))]) {
      const hand = copy.state.zones['hand'] as object[];
      const r = copy.request();
      expect(r.kind === 'decision' && r.options[0]!.value).toBe(hand[0]);
      expect(hand[0]).not.toBe((g.state.zones['hand'] as object[])[0]);
      const origin = (hand[0] as Record<string, unknown>)['origin'];
      expect(origin).toBe((g.state.zones['hand'] as Record<string, unknown>[])[0]!['origin']);
      expect(m.dataPaths.get(origin as object)).toEqual(['content', 'cards', 'a']);
    }
  });

  it('a clone is independent of the original', () => {
    const g = newGame(m);
    const c = g.clone();
    c.answer(1);
    expect(py(c.state.zones['pile'])).toContain("'b'");
    expect(py(g.state.zones['pile'])).toBe('[]');
    expect(g.request().kind).toBe('decision');
    expect(g.log.length).toBeLessThan(c.log.length);
  });

  it('a snapshot is JSON and keeps None, tuples, sets and non-finite numbers', () => {
    const n = model(
      'game: t',
      'state: {vars: {v: {init: null}}}',
      'flow: {id: g, kind: step, actor_x: "0", do: a}',
      "actions: {a: {effect: [{op: set, var: v, value_x: \"[None, (1, 'x'), {2, 3}, float('inf'), float('nan'), {'k': (None,)}]\"}, {op: choose, options: [p, q], bind: c}]}}",
    );
    const g = newGame(n);
    const text = JSON.stringify(g.snapshot());
    const r = restoreGame(n, JSON.parse(text));
    expect(py(r.state.vars['v'])).toBe(py(g.state.vars['v']));
    expect(py(r.state.vars['v'])).toBe("[None, (1, 'x'), {2, 3}, inf, nan, {'k': (None,)}]");
  });
});
