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
    expect(lines.some((l) => /^#2 {3}decision at step guess for player 0: heads \| tails {2}→ (heads|tails)$/.test(l))).toBe(
      true,
    );
    expect(lines.some((l) => /^#3 {3}chance at action toss: heads \| tails {2}→ (heads|tails)$/.test(l))).toBe(true);
    const guess = lines.findIndex((l) => l.startsWith('#2'));
    expect(lines.slice(guess + 2, guess + 4)).toEqual(['     event      guessed', '     automatic  step toss: toss']);
    expect(lines.some((l) => /^End: (match|miss) · player 0 (-1|1) · player 1 (-1|1)$/.test(l))).toBe(true);
  });

  test('what changed in variables and zones follows the answer that changed it, items by label', async () => {
    const lines = (await tabletwin('play', coin, '--seed', '3')).out.split('\n');
    const deal = lines.findIndex((l) => l.startsWith('#1'));
    const card = /→ ([12])$/.exec(lines[deal]!)![1];
    const left = card === '1' ? '2' : '1';
    expect(lines.slice(deal + 1, deal + 3)).toEqual([
      `     changed    bag: [1, 2] → [${left}]`,
      `     changed    mine[1]: [] → [${card}]`,
    ]);
    const guess = lines.findIndex((l) => l.startsWith('#2'));
    const call = / → (heads|tails)$/.exec(lines[guess]!)![1];
    // Before the event and the next automatic step, not after them.
    expect(lines.slice(guess + 1, guess + 4)).toEqual([
      `     changed    call: None → ${call}`,
      '     event      guessed',
      '     automatic  step toss: toss',
    ]);
  });

  test('attribute writes of objects show right after the answer or the automatic step that made them', async () => {
    const walk = file(
      'walk.yaml',
      [
        'game: walk',
        'label: Walk',
        'state:',
        `  zones: {pieces: {init_x: "[{'id': 'k', 'label': 'Knight', 'cell': 'a', 'hp': 5}]"}}`,
        '  vars: {turns: {init: 0}}',
        'flow: {id: g, kind: sequence, children: [{id: go, kind: step, actor_x: "0", do: move}, {id: hurt, kind: step, do: sting}]}',
        'actions:',
        `  move: {effect: [{op: choose, options_x: "['b', 'c']", bind: dest}, {op: set, of_x: "pieces[0]", attr: cell, value_x: dest}, {op: emit, event: moved}]}`,
        '  sting: {effect: [{op: add, of_x: "pieces[0]", attr: hp, amount: -1}, {op: add, var: turns, amount: 1}]}',
        'end: [{id: done, if_x: "turns == 1", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('play', walk, '--seed', '-5');
    const to = / → ([bc])$/.exec(r.out.split('\n')[3]!)![1];
    expect(r.out).toBe(
      [
        'Walk · seed -5 · random players, chance from the seed',
        '',
        '     automatic  step go, player 0: move',
        `#1   decision at action move for player 0: b | c  → ${to}`,
        `     changed    cell of Knight: a → ${to}`,
        '     event      moved',
        '     automatic  step hurt: sting',
        '     changed    turns: 0 → 1',
        '     changed    hp of Knight: 5 → 4',
        '',
        'End: done · player 0 0 · player 1 0',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await tabletwin('play', walk, '--seed', '-5', '--json')).out);
    expect(json.requests[0].changed).toEqual([`cell of Knight: a → ${to}`]);
    expect(json.requests[0].after).toEqual([
      { kind: 'event', name: 'moved' },
      {
        kind: 'automatic',
        where: 'step hurt',
        player: null,
        label: 'sting',
        visibleTo: 'all',
        changed: ['turns: 0 → 1', 'hp of Knight: 5 → 4'],
      },
    ]);
  });

  test('a flow that loops without asking: its identical lines show once, with how many more', async () => {
    const loop = file(
      'loop.yaml',
      [
        'game: loop',
        'flow: {id: g, kind: loop, children: [{id: s, kind: step, do: idle}]}',
        'actions: {idle: {effect: []}}',
        'end: [{id: never, if_x: "False", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('play', loop);
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      [
        `${loop} · seed 0 · random players, chance from the seed`,
        '',
        '     automatic  step s: idle',
        '     … 9,999 more times',
        '',
        'Error: flow g: loop does not end',
        '',
      ].join('\n'),
    );
  });

  test('a flow that counts without asking: the stretch keeps its first 100 and last 20 lines, with how many are left out', async () => {
    const count = file(
      'count.yaml',
      [
        'game: count',
        'state: {vars: {n: {scope: global, type: int, init: 0}}}',
        'flow: {id: g, kind: loop, children: [{id: s, kind: step, do: tick}]}',
        'actions: {tick: {effect: [{op: set, var: n, value_x: "n + 1"}]}}',
        'end: [{id: never, if_x: "False", result: draw}]',
      ].join('\n'),
    );
    const r = await tabletwin('play', count);
    expect(r.code).toBe(1);
    const lines = r.out.split('\n');
    // 10,000 rounds of two lines each: 100 kept, 19,880 left out, 20 kept.
    expect(lines.slice(2, 6)).toEqual([
      '     automatic  step s: tick',
      '     changed    n: 0 → 1',
      '     automatic  step s: tick',
      '     changed    n: 1 → 2',
    ]);
    expect(lines[102]).toBe('     … 19,880 more lines of what happened on its own');
    expect(lines.slice(122)).toEqual(['     changed    n: 9999 → 10000', '', 'Error: flow g: loop does not end', '']);
    expect(lines).toHaveLength(126);
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

  test('a negative seed is a seed; --max cuts the game off', async () => {
    expect((await tabletwin('play', coin, '--seed', '-5')).out.split('\n')[0]).toBe(
      'Coin · seed -5 · random players, chance from the seed',
    );
    const cut = await tabletwin('play', coin, '--max', '1');
    expect([
      cut.code,
      cut.out.split('\n').filter((l) => l.startsWith('#')).length,
      cut.out.endsWith('\nCut off after 1 request\n'),
    ]).toEqual([0, 1, true]);
  });

  test('the same seed prints the same game', async () => {
    expect((await tabletwin('play', coin, '--seed', '5')).out).toBe((await tabletwin('play', coin, '--seed', '5')).out);
  });

  test('--json gives the same as JSON', async () => {
    const r = await tabletwin('play', coin, '--seed', '3', '--json');
    const data = JSON.parse(r.out);
    expect(data.model).toBe('Coin');
    expect(data.start).toEqual([{ kind: 'automatic', where: 'step deal', player: null, label: 'deal', visibleTo: 'all' }]);
    expect(
      data.requests.map((s: { request: { kind: string; where: string } }) => `${s.request.kind} ${s.request.where}`),
    ).toEqual(['chance action deal', 'decision step guess', 'chance action toss']);
    expect(data.requests[0].request.visibleTo).toEqual([1]);
    expect(data.requests[1].changed).toEqual([`call: None → ${data.requests[1].answer.label}`]);
    expect(data.requests[1].after).toEqual([
      { kind: 'event', name: 'guessed' },
      { kind: 'automatic', where: 'step toss', player: null, label: 'toss', visibleTo: 'all' },
    ]);
    expect(data.requests[2].after).toEqual([]);
    expect(['match', 'miss']).toContain(data.end.reason);
    expect(data.error).toBeNull();
  });

  test('an engine error is printed with its place; exit code 1', async () => {
    const bad = file(
      'bad.yaml',
      'game: b\nflow: {id: g, kind: step, do: a}\nactions: {a: {effect: [{op: add, var: nope, amount: 1}]}}',
    );
    const r = await tabletwin('play', bad);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n').pop()).toBe("Error: variable 'nope' not declared");
    const json = JSON.parse((await tabletwin('play', bad, '--json')).out);
    expect(json.error).toEqual({ kind: 'ExprError', message: "variable 'nope' not declared", where: 'action a' });
  });

  test('bad arguments and unreadable models', async () => {
    expect((await tabletwin('play')).err).toContain('expected one model file, got 0');
    const seeds = 'between -9,007,199,254,740,991 and 9,007,199,254,740,991';
    const maxes = 'from 0 to 9,007,199,254,740,991';
    for (const [args, err] of [
      [['--seed', 'x'], `tabletwin play: --seed must be a whole number ${seeds}, not x\n`],
      [['--seed', 'abc'], `tabletwin play: --seed must be a whole number ${seeds}, not abc\n`],
      [['--seed', '9007199254740993'], `tabletwin play: --seed must be a whole number ${seeds}, not 9007199254740993\n`],
      [['--seed', '2.5'], `tabletwin play: --seed must be a whole number ${seeds}, not 2.5\n`],
      [['--max', '1e99'], `tabletwin play: --max must be a whole number ${maxes}, not 1e99\n`],
      [['--max', '-1'], `tabletwin play: --max must be a whole number ${maxes}, not -1\n`],
    ] as const) {
      expect(await tabletwin('play', coin, ...args)).toEqual({ code: 1, out: '', err });
    }
    for (const [path, why] of [
      [join(dir, 'missing.yaml'), `cannot read ${join(dir, 'missing.yaml')}: no such file`],
      [dir, `cannot read ${dir}: is a folder`],
      [file('empty.yaml', ''), `${join(dir, 'empty.yaml')} is empty`],
    ]) {
      expect(await tabletwin('play', path!)).toEqual({ code: 1, out: '', err: `tabletwin play: ${why}\n` });
    }
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
    ["len(cells('b')), deck", '(6, [1, 2, 3])'],
    ['score', '[3, 3]'],
  ])('%s', async (src, out) => {
    expect(await tabletwin('eval', '--model', model, src)).toEqual({ code: 0, out: out + '\n', err: '' });
  });
  test('names from --scope come first', async () => {
    const scope = file('s.json', '{"GOAL": 5, "actor": 1}');
    expect((await tabletwin('eval', '--model', model, '--scope', scope, 'GOAL + score[actor]')).out).toBe('8\n');
  });
  test('errors', async () => {
    expect(await tabletwin('eval', '--model', model, 'nope')).toEqual({
      code: 1,
      out: '',
      err: "error evaluating 'nope': NameError: name 'nope' is not defined\n",
    });
    const missing = join(dir, 'missing.yaml');
    expect((await tabletwin('eval', '--model', missing, '1')).err).toBe(`tabletwin eval: cannot read ${missing}: no such file\n`);
    const empty = file('empty.yaml', '\n');
    expect((await tabletwin('eval', '--model', empty, '1')).err).toBe(`tabletwin eval: ${empty} is empty\n`);
  });
});
