// `tabletwin play` and `tabletwin eval --model`, run in-process through the command table.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';

const { dir, file } = tempFolder('tabletwin-play-');

// A coin game: player 0 picks heads or tails, a coin is flipped, a match wins.
const coin = file(
  'coin.yaml',
  [
    'game: coin',
    'label: Coin',
    'state: {vars: {call: {init: null}, flip: {init: null}}, zones: {bag: {visibility: hidden, shuffled: true, init_x: "[1, 2]"}, mine: {owner: player, visibility: owner}}}',
    'flow: {id: g, kind: sequence, children: [{id: deal, kind: step, do: deal}, {id: guess, kind: step, actor_x: "0", do: [heads, tails], end_event: guessed}, {id: toss, kind: step, do: toss}]}',
    'actions:',
    '  deal: {effect: [{op: draw, from: bag, to: "mine[1]"}]}',
    '  heads: {effect: [{op: set, var: call, value: heads}]}',
    '  tails: {effect: [{op: set, var: call, value: tails}]}',
    '  toss: {effect: [{op: roll, die: [heads, tails], bind: side}, {op: set, var: flip, value_x: side}]}',
    'end: [{id: match, if_x: "flip is not None and flip == call", result: win, who_x: "0"}, {id: miss, if_x: "flip is not None", result: loss, who_x: "0"}]',
  ].join('\n'),
);

describe('tabletwin play', () => {
  test('prints the game request by request: places, options, answers, automatic steps, events, the end', async () => {
    const r = await tabletwin('play', coin, '--seed', '3');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Coin · seed 3 · random players, chance from the seed');
    expect(lines).toContain('     automatic  step deal: deal');
    expect(lines.some((l) => /^#1 {3}chance at action deal \(seen by player 1\): 1 \| 2 {2}→ [12]$/.test(l))).toBe(true);
    expect(lines.some((l) => /^#2 {3}decision at step guess for player 0: heads \| tails {2}→ (heads|tails)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^#3 {3}chance at action toss: heads \| tails {2}→ (heads|tails)$/.test(l))).toBe(true);
    const guess = lines.findIndex((l) => l.startsWith('#2'));
    expect(lines.slice(guess + 1, guess + 3)).toEqual(['     event      guessed', '     automatic  step toss: toss']);
    expect(lines.some((l) => /^End: (match|miss) · player 0 (-1|1) · player 1 (-1|1)$/.test(l))).toBe(true);
  });

  test('what changed in variables and zones follows each request, items by label', async () => {
    const lines = (await tabletwin('play', coin, '--seed', '3')).out.split('\n');
    const deal = lines.findIndex((l) => l.startsWith('#1'));
    const card = /→ ([12])$/.exec(lines[deal]!)![1];
    const left = card === '1' ? '2' : '1';
    expect(lines.slice(deal + 1, deal + 3)).toEqual([`     changed    bag: [1, 2] → [${left}]`, `     changed    mine[1]: [] → [${card}]`]);
    const guess = lines.findIndex((l) => l.startsWith('#2'));
    const call = / → (heads|tails)$/.exec(lines[guess]!)![1];
    expect(lines[guess + 3]).toBe(`     changed    call: None → ${call}`);
  });

  test('chance with unequal outcomes shows their probabilities', async () => {
    const shot = file(
      'shot.yaml',
      [
        'game: shot',
        'state: {vars: {hit: {init: false}}}',
        'outcomes: {aim: {outcomes: [{id: in, p: q, p_x: "0.25", effect: [{op: set, var: hit, value: true}]}, {id: out, p: r, p_x: "0.75"}]}}',
        'flow: {id: g, kind: step, do: shoot}',
        'actions: {shoot: {effect: [{op: sample, model: aim}]}}',
        'end: [{id: done, if_x: "True", result: draw}]',
      ].join('\n'),
    );
    const lines = (await tabletwin('play', shot, '--seed', '1')).out.split('\n');
    expect(lines.some((l) => /^#1 {3}chance at action shoot · aim: in 0.25 \| out 0.75 {2}→ (in|out)$/.test(l))).toBe(true);
  });

  test('the same seed prints the same game', async () => {
    expect((await tabletwin('play', coin, '--seed', '5')).out).toBe((await tabletwin('play', coin, '--seed', '5')).out);
  });

  test('--json gives the same as JSON', async () => {
    const r = await tabletwin('play', coin, '--seed', '3', '--json');
    const data = JSON.parse(r.out);
    expect(data.model).toBe('Coin');
    expect(data.start).toEqual([{ kind: 'automatic', where: 'step deal', player: null, label: 'deal', visibleTo: 'all' }]);
    expect(data.requests.map((s: { request: { kind: string; where: string } }) => `${s.request.kind} ${s.request.where}`)).toEqual([
      'chance action deal',
      'decision step guess',
      'chance action toss',
    ]);
    expect(data.requests[0].request.visibleTo).toEqual([1]);
    expect(data.requests[1].after).toEqual([
      { kind: 'event', name: 'guessed' },
      { kind: 'automatic', where: 'step toss', player: null, label: 'toss', visibleTo: 'all' },
    ]);
    expect(data.requests[2].after).toEqual([]);
    expect(['match', 'miss']).toContain(data.end.reason);
    expect(data.error).toBeNull();
  });

  test('an engine error is printed with its place; exit code 1', async () => {
    const bad = file('bad.yaml', 'game: b\nflow: {id: g, kind: step, do: a}\nactions: {a: {effect: [{op: add, var: nope, amount: 1}]}}');
    const r = await tabletwin('play', bad);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n').pop()).toBe("Error: variable 'nope' not declared");
    const json = JSON.parse((await tabletwin('play', bad, '--json')).out);
    expect(json.error).toEqual({ kind: 'ExprError', message: "variable 'nope' not declared", where: 'action a' });
  });

  test('bad arguments and unreadable models', async () => {
    expect((await tabletwin('play')).err).toContain('expected one model file, got 0');
    expect((await tabletwin('play', coin, '--seed', 'x')).err).toBe('tabletwin play: --seed must be an integer, not x\n');
    const r = await tabletwin('play', file('notes.yaml', 'just: text'));
    expect(r).toMatchObject({ code: 1 });
    expect(r.err).toContain('This is not a model');
  });
});

describe('tabletwin eval --model', () => {
  const model = file(
    'm.yaml',
    [
      'game: m',
      'constants: {GOAL: 20}',
      'boards: {b: {kind: square, width: 3, height: 2}}',
      'functions: {double: {params: [x], x: "x * 2"}}',
      'state: {vars: {score: {scope: player, init: 3}}, zones: {deck: {init_x: "[1, 2, 3]"}}, derived: {total: "sum(score)"}}',
      'flow: {id: g, kind: step, do: a}',
      'actions: {a: {effect: [{op: set, var: score, value: [9, 9]}]}}',
    ].join('\n'),
  );
  test.each([
    ['GOAL', '20'],
    ['total, double(GOAL)', '(6, 40)'],
    ['len(cells(\'b\')), deck', '(6, [1, 2, 3])'],
    ['score', '[3, 3]'],
  ])('%s', async (src, out) => {
    expect(await tabletwin('eval', '--model', model, src)).toEqual({ code: 0, out: out + '\n', err: '' });
  });
  test('names from --scope come first', async () => {
    const scope = file('s.json', '{"GOAL": 5, "actor": 1}');
    expect((await tabletwin('eval', '--model', model, '--scope', scope, 'GOAL + score[actor]')).out).toBe('8\n');
  });
  test('errors', async () => {
    expect(await tabletwin('eval', '--model', model, 'nope')).toEqual({ code: 1, out: '', err: "error evaluating 'nope': NameError: name 'nope' is not defined\n" });
    expect((await tabletwin('eval', '--model', join(dir, 'missing.yaml'), '1')).err).toContain('cannot read');
  });
});
