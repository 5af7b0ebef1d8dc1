// The wire form (issue 10): values, requests, log entries, observations and views as JSON data
// that comes back as the same values (a tuple a tuple, a set in its order, dict keys in order,
// -0, NaN and infinities, functions by name from the model), through JSON and structuredClone.
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import { newDict, PySet, Tuple, type Value } from '@tabletwin/expr';
import {
  fromWire,
  loadModel,
  logFromWire,
  logToWire,
  newGame,
  requestFromWire,
  requestToWire,
  sampleChance,
  toWire,
  viewFromWire,
  viewToWire,
  WireError,
  type Json,
  type Model,
  type Observation,
} from '../src/index.js';
import { same, value } from './exact.js';
import { exampleModels, model } from './helpers.js';

const overJson = (j: Json): Json => JSON.parse(JSON.stringify(j)) as Json;

// --- values ---------------------------------------------------------------------------------

group('values', () => {
  it('come back the same through JSON and through structuredClone (property)', () => {
    fc.assert(
      fc.property(value, (v) => {
        const w = toWire(v);
        same(v, fromWire(overJson(w)));
        same(v, fromWire(structuredClone(w)));
        expect(overJson(w)).toEqual(w);
      }),
      { numRuns: 2000 },
    );
  });

  it('the comparison tells apart what plain JSON loses', () => {
    const plain = (v: Value) =>
      JSON.parse(
        JSON.stringify(v, (_k, x: unknown) => (x instanceof Tuple ? x.items : x instanceof PySet ? [...x] : x)),
      ) as unknown;
    for (const v of [
      -0,
      new Tuple([1]),
      new PySet([2, 1]),
      newDict([
        ['b', 1],
        ['a', 2],
      ]),
    ] as Value[])
      expect(() => same(v, plain(v))).toThrow();
    expect(() =>
      same(
        newDict([
          ['b', 1],
          ['a', 2],
        ]),
        newDict([
          ['a', 2],
          ['b', 1],
        ]),
      ),
    ).toThrow('$.keys[0]: a is not b');
    expect(() => same(new PySet([2, 1]), new PySet([1, 2]))).toThrow('$.set[0]: 1 is not 2');
  });

  it('have the documented form', () => {
    const v = newDict([
      ['b', new Tuple([1, 'x'])],
      ['a', new PySet([3, 1, 2])],
      ['$k', [-0, NaN, Infinity, null]],
    ]);
    expect(toWire(v)).toEqual({
      b: { $tuple: [1, 'x'] },
      a: { $set: [3, 1, 2] },
      $$k: [{ $number: '-0' }, { $number: 'nan' }, { $number: 'inf' }, null],
    });
    expect(JSON.stringify(toWire(v))).toBe(
      '{"b":{"$tuple":[1,"x"]},"a":{"$set":[3,1,2]},"$$k":[{"$number":"-0"},{"$number":"nan"},{"$number":"inf"},null]}',
    );
    expect(toWire(undefined)).toEqual({ $undefined: true });
    expect(fromWire({ $undefined: true })).toBe(undefined);
    expect(fromWire({ $$undefined: true })).toEqual(newDict([['$undefined', true]]));
  });

  it('functions go by name: own functions come back from the model, builtins from the language', () => {
    const m = model(
      'game: t',
      'functions: {twice: {params: [x], x: "x * 2"}}',
      'flow: {id: s, kind: step, actor_x: "0", do: a}',
      'actions: {a: {}}',
    );
    const g = newGame(m);
    const [own, len] = g.evaluate('[twice, len]') as Value[];
    expect(toWire([own!, len!])).toEqual([{ $function: 'twice' }, { $function: 'len' }]);
    same([own, len], fromWire(overJson(toWire([own!, len!])), m));
    expect(fromWire({ $function: 'len' })).toBe(len);
    expect(() => fromWire({ $function: 'twice' })).toThrow("cannot deserialize unknown function 'twice'");
    expect(() => fromWire({ $function: 'nope' }, m)).toThrow("cannot deserialize unknown function 'nope'");
    // Text that is not a name is never compiled: before, this ran and gave max.
    expect(() => fromWire({ $function: 'max if 1 else min' }, m)).toThrow(
      "cannot deserialize unknown function 'max if 1 else min'",
    );
    expect(fromWire({ $function: 'len' }, m)).toBe(len);
  });

  it('a generator is refused', () => {
    const g = newGame(model('game: t', 'flow: {id: s, kind: step, actor_x: "0", do: a}', 'actions: {a: {}}'));
    expect(() => toWire(g.evaluate('(x for x in [1])'))).toThrow('a generator cannot be serialized');
  });
});

// --- records --------------------------------------------------------------------------------

group('requests', () => {
  const m = model(
    'game: t',
    'num_players: 2',
    'constants: {CARDS: [{id: a, cost: [1, 2]}, {id: b, cost: [3]}]}',
    'flow: {id: s, kind: step, actor_x: "0", do: a}',
    'actions:',
    '  a: {effect: [{op: choose, options_x: "CARDS + [(1, 2), {3}, -0.0]", min: 0, max: 2, bind: picked}, {op: roll, die: [1, 2]}]}',
  );

  it('a subset choice with its pool, what was chosen and the items (done has none)', () => {
    const g = newGame(m);
    g.answer(0);
    const r = g.request();
    expect(r.kind === 'decision' && r.subset !== undefined).toBe(true);
    const w = requestToWire(r);
    expect(w).toMatchObject({ kind: 'decision', player: 0, where: 'action a · 2', visibleTo: 'all' });
    expect((w as { subset: { items: Json[] } }).subset.items.at(-1)).toEqual({ $undefined: true });
    same(r, requestFromWire(overJson(w), m));
    same(r, requestFromWire(structuredClone(w), m));
  });

  it('chance and end', () => {
    const g = newGame(m);
    g.answer(0);
    const subset = g.request();
    g.answer(subset.kind === 'decision' ? subset.options.length - 1 : 0); // done
    const chance = g.request();
    expect(chance.kind).toBe('chance');
    same(chance, requestFromWire(overJson(requestToWire(chance))));
    const end = { kind: 'end' as const, returns: [-0, NaN], reason: 'x' };
    expect(requestToWire(end)).toEqual({ kind: 'end', returns: [{ $number: '-0' }, { $number: 'nan' }], reason: 'x' });
    same(end, requestFromWire(overJson(requestToWire(end))));
  });

  it.each([
    ['not a record', 5, 'wire: expected a record'],
    ['an unknown kind', { kind: 'vote' }, "wire: kind: expected 'decision', 'chance' or 'end'"],
    [
      'an option without a value',
      { kind: 'decision', player: 0, options: [{ label: 'a' }], where: 'x', visibleTo: 'all' },
      'wire: options.0.value: missing',
    ],
    [
      'a bad tag in a value',
      { kind: 'decision', player: 0, options: [{ label: 'a', value: { $tuple: 1 } }], where: 'x', visibleTo: 'all' },
      'wire: options.0.value: cannot deserialize {"$tuple":1}',
    ],
    [
      'an odd player',
      { kind: 'decision', player: -1, options: [], where: 'x', visibleTo: 'all' },
      'wire: player: expected a whole number from 0',
    ],
    ['returns that are not numbers', { kind: 'end', returns: ['1'], reason: 'x' }, 'wire: returns.0: expected a number'],
  ])('refuses %s, naming the part', (_name, j, message) => {
    expect(() => requestFromWire(j as Json)).toThrow(WireError);
    expect(() => requestFromWire(j as Json)).toThrow(message);
  });
});

// --- the example models ---------------------------------------------------------------------

const models: [string, Model][] = exampleModels()
  .filter((f) => f.name !== 'hex-skirmish.yaml') // slow games; its values are of the same kinds
  .map((f) => [f.name, loadModel(f.text)]);

group.runIf(models.length > 0)('random games of the example models', () => {
  it.each(models)('%s: every request, the log, the observations and the views come back the same', (_name, m) => {
    for (let seed = 1; seed <= 15; seed++) {
      const g = newGame(m, { seed });
      let x = seed;
      try {
        for (let n = 0; n < 400; n++) {
          const r = g.request();
          same(r, requestFromWire(overJson(requestToWire(r)), m));
          if (n % 25 === 0)
            for (let p = 0; p < m.numPlayers; p++) same(g.view(p), viewFromWire(overJson(viewToWire(g.view(p))), m));
          if (r.kind === 'end') break;
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          g.answer(r.kind === 'chance' ? sampleChance(g) : x % r.options.length);
        }
      } catch (e) {
        if (!(e instanceof Error) || e.name === 'WireError' || e.message.startsWith('$')) throw e;
      }
      same(g.log, logFromWire(overJson(logToWire(g.log))));
      same(g.log, logFromWire(structuredClone(logToWire(g.log))));
      for (let p = 0; p < m.numPlayers; p++) {
        same(g.observations(p), logFromWire<Observation>(overJson(logToWire(g.observations(p)))));
        same(g.view(p), viewFromWire(overJson(viewToWire(g.view(p))), m));
      }
    }
  });
});
