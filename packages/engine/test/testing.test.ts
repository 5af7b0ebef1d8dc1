// @tabletwin/engine/testing: the shared model checks find what they are meant to find, and the
// model listing reads the folders of a repository.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe as group, expect, it } from 'vitest';
import {
  benchTime,
  checkModel,
  counted,
  cpuRate,
  DRAFTS,
  END_REASONS,
  inTurns,
  median,
  modelFiles,
} from '../src/testing/index.js';
import { model } from './helpers.js';

/** A coin game: heads ends it at once (`heads`), tails ends it with `tails`. */
const coin = (extra: { tails?: string; end?: string } = {}) =>
  model(
    'game: t',
    'state: {vars: {side: {init: null}}}',
    'flow: {id: g, kind: sequence, children: [{id: s, kind: step, do: flip}]}',
    'actions:',
    `  flip: {effect: [{op: roll, die: [h, t], bind: c}, {op: set, var: side, value_x: "${extra.tails ?? 'c'}"}]}`,
    `end: [{id: heads, if_x: "side == 'h'", result: draw}, ${extra.end ?? '{id: tails, if_x: "side == \'t\'", result: draw}'}]`,
  );

group('checkModel', () => {
  it('a sound model: no problems, the reasons counted', () => {
    const report = checkModel(coin(), { games: 200 });
    expect(report.problems).toEqual([]);
    expect(report.games).toBe(200);
    expect(report.reasons['heads']! + report.reasons['tails']!).toBe(200);
    expect(report.reasons['heads']).toBeGreaterThan(60);
    expect(report.requests).toBe(200);
  });

  it('reasons that are not allowed', () => {
    const report = checkModel(coin(), { games: 50, endReasons: ['heads'] });
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.problems[0]).toMatch(/^seed \d+: end reason 'tails' is not one of heads$/);
  });

  it('engine errors, with the seed and the request', () => {
    const report = checkModel(coin({ tails: "c if c == 'h' else 1 / 0" }), { games: 50 });
    expect(report.problems[0]).toMatch(/^seed \d+, request 1: ExprError: error evaluating '.*': ZeroDivisionError: /);
    expect(report.problems.length).toBe(Math.min(20, 50 - report.reasons['heads']!));
  });

  it('games that do not end, and at most MAX_PROBLEMS lines', () => {
    const endless = model(
      'game: t',
      'flow: {id: g, kind: loop, children: [{id: s, kind: step, actor_x: "0", do: [a, b]}]}',
      'actions: {a: {effect: []}, b: {effect: []}}',
    );
    const report = checkModel(endless, { games: 30, maxRequests: 50, copyGames: 2 });
    expect(report.problems.length).toBe(20);
    expect(report.problems[0]).toBe('seed 0: no end within 50 requests');
  });
});

group('modelFiles', () => {
  it("the repository's models, then the acceptance models; drafts only when asked", () => {
    const root = mkdtempSync(join(tmpdir(), 'tabletwin-'));
    const repo = join(root, 'main');
    const shared = join(root, 'shared', 'acceptance', 'models');
    mkdirSync(join(repo, 'models'), { recursive: true });
    mkdirSync(shared, { recursive: true });
    writeFileSync(join(repo, 'models', 'b.yaml'), 'game: b');
    writeFileSync(join(repo, 'models', 'a.yaml'), 'game: a');
    writeFileSync(join(repo, 'models', 'README.md'), '# not a model');
    writeFileSync(join(shared, 'pig.yaml'), 'game: pig');
    writeFileSync(join(shared, 'pig-draft.yaml'), 'game: draft');
    const list = modelFiles({ root: repo });
    expect(list.map((f) => [f.origin, f.name, f.text, f.draft, f.endReasons])).toEqual([
      ['repository', 'a.yaml', 'game: a', false, null],
      ['repository', 'b.yaml', 'game: b', false, null],
      ['acceptance', 'pig.yaml', 'game: pig', false, ['reached_goal']],
    ]);
    expect(modelFiles({ root: repo, drafts: true }).map((f) => f.name)).toEqual([
      'a.yaml',
      'b.yaml',
      'pig-draft.yaml',
      'pig.yaml',
    ]);
    expect(modelFiles({ root: join(mkdtempSync(join(tmpdir(), 'tabletwin-')), 'main') })).toEqual([]);
    // The spec's examples only when asked, in the order asked.
    mkdirSync(join(root, 'shared', 'spec', 'examples'), { recursive: true });
    writeFileSync(join(root, 'shared', 'spec', 'examples', 'race.yaml'), 'game: race');
    expect(modelFiles({ root: repo, origins: ['example', 'repository'] }).map((f) => [f.origin, f.name])).toEqual([
      ['example', 'race.yaml'],
      ['repository', 'a.yaml'],
      ['repository', 'b.yaml'],
    ]);
    expect(modelFiles({ root: repo }).some((f) => f.origin === 'example')).toBe(false);
  });

  it('the tables of the acceptance README', () => {
    expect(Object.keys(END_REASONS).sort()).toEqual([
      'duel.yaml',
      'guide-campaign.yaml',
      'hex-skirmish.yaml',
      'mini-poker.yaml',
      'my-game.yaml',
      'pig.yaml',
      'race.yaml',
      'tictactoe.yaml',
      'trek.yaml',
    ]);
    expect(DRAFTS).toEqual({ 'pig-draft.yaml': 'action stop: pre is text without pre_x' });
  });
});

group('the timing the benches share', () => {
  it.each([
    [[], Number.NaN],
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
  ])('median of %j is %s', (xs, m) => {
    expect(median(xs)).toBe(m);
  });

  it('BENCH_TIME and BENCH_ROUNDS override the defaults; nonsense is ignored', () => {
    const saved = [process.env['BENCH_TIME'], process.env['BENCH_ROUNDS']];
    try {
      delete process.env['BENCH_TIME'];
      delete process.env['BENCH_ROUNDS'];
      expect(benchTime(4000, 5)).toEqual({ ms: 4000, rounds: 5 });
      process.env['BENCH_TIME'] = '300';
      process.env['BENCH_ROUNDS'] = 'many';
      expect(benchTime(4000, 5)).toEqual({ ms: 300, rounds: 5 });
    } finally {
      for (const [k, v] of [
        ['BENCH_TIME', saved[0]],
        ['BENCH_ROUNDS', saved[1]],
      ] as const)
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  });

  it('counted calls work(i) with i counting on, a batch at a time', () => {
    const seen: number[] = [];
    const unit = counted((i) => seen.push(i), 3);
    expect([unit(), unit()]).toEqual([3, 3]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('rates are units per CPU second, measured in turns with a rate and a ratio for each side', () => {
    const spin = (units: number) => () => {
      let x = 0;
      for (let k = 0; k < 20_000; k++) x += Math.sqrt(k);
      return x > 0 ? units : 0;
    };
    // Only shapes here: how fast is the bench's question (pnpm bench), not a unit test's.
    expect(cpuRate(spin(1), 5)).toBeGreaterThan(0);
    const m = inTurns(spin(2), spin(1), { ms: 20, rounds: 3 });
    expect(Object.keys(m)).toEqual(['a', 'b', 'ratio']);
    for (const v of Object.values(m)) expect(Number.isFinite(v) && v > 0).toBe(true);
  });
});
