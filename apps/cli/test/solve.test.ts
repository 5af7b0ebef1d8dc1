// `tabletwin solve`: Kuhn poker by CFR and a small Pig by expectimax, the strategy file, the errors.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tabletwin, tempFolder } from './helpers.js';

const MODELS = resolve(import.meta.dirname, '../../../models');
const KUHN = join(MODELS, 'kuhn-poker.yaml');
const folder = tempFolder('tabletwin-solve-');
const pig = folder.file(
  'pig5.yaml',
  readFileSync(join(MODELS, 'pig.yaml'), 'utf8')
    .replace(/GOAL: \d+/, 'GOAL: 3')
    .replace('    label: Throw the die\n', '    label: Throw the die\n    pre_x: "score[current] + pot < GOAL"\n'),
);

describe('tabletwin solve', () => {
  it('Kuhn poker: the value, the exploitability and the strategy per information state', async () => {
    const r = await tabletwin('solve', KUHN, '--iterations', '1000');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Kuhn poker · CFR, 1,000 iterations, 58 nodes');
    expect(lines[1]).toMatch(/^Value: player 0 -0\.0555\d+ · player 1 0\.0555\d+$/);
    expect(Number(/^Exploitability: (.*)$/.exec(lines[2]!)![1])).toBeLessThan(1e-3);
    expect(lines[4]).toBe('Strategy (12 information states):');
    expect(lines[5]).toBe('  player 0 at step act · deal · J · ?');
    expect(lines[6]).toMatch(/^ {4}check 0\.\d+ · bet 0\.\d+$/);
    expect(r.out).toContain('  player 1 at step act · deal · ? · K · P0 bet\n    fold 0 · call 1\n');
  });

  it('not converged: said in the first line and in words, and in --json', async () => {
    const r = await tabletwin('solve', KUHN, '--iterations', '20');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Kuhn poker · CFR, 20 iterations, 58 nodes (not converged)');
    expect(lines[2]).toBe('Exploitability: 0.010109');
    expect(lines[3]).toBe(
      'Not converged: the exploitability is above the tolerance 0.001 (more iterations, --iterations N, may bring it down)',
    );
    const json = JSON.parse((await tabletwin('solve', KUHN, '--iterations', '20', '--json')).out);
    expect(json).toMatchObject({ converged: false, tolerance: 0.001 });
    const loose = await tabletwin('solve', KUHN, '--iterations', '20', '--tolerance', '0.05');
    expect(loose.out.split('\n').slice(0, 4)).toEqual([
      'Kuhn poker · CFR, 20 iterations, 58 nodes',
      expect.stringMatching(/^Value: /),
      'Exploitability: 0.010109',
      '',
    ]);
    expect(JSON.parse((await tabletwin('solve', KUHN, '--tolerance=0.05', '--json')).out)).toMatchObject({
      converged: true,
      tolerance: 0.05,
    });
  });

  it('--json and --out', async () => {
    const out = join(folder.dir, 'kuhn.json');
    const r = await tabletwin('solve', KUHN, '--iterations', '50', '--json', '--out', out);
    expect(r.code).toBe(0);
    const data = JSON.parse(r.out);
    expect(data).toMatchObject({ model: 'Kuhn poker', method: 'cfr', iterations: 50, nodes: 58 });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(data.strategy);
    expect(data.strategy.format).toBe('tabletwin-strategy/1');
  });

  // One of a thing is said in the singular.
  it.each([
    ['kuhn-poker --iterations 1', [KUHN, '--iterations', '1'], 'Kuhn poker · CFR, 1 iteration, 58 nodes (not converged)'],
    ['kuhn-poker --iterations 2', [KUHN, '--iterations', '2'], 'Kuhn poker · CFR, 2 iterations, 58 nodes (not converged)'],
    ['a small Pig --iterations 1', [pig, '--iterations', '1'], /^Pig · expectimax, \d+ states, 1 sweep \(not converged\)$/],
  ] as const)('solve %s: the first line is %s', async (_, args, first) => {
    const r = await tabletwin('solve', ...args);
    expect(r.code).toBe(0);
    if (typeof first === 'string') expect(r.out.split('\n')[0]).toBe(first);
    else expect(r.out.split('\n')[0]).toMatch(first);
  });

  it('a small Pig by expectimax, with each state', async () => {
    const r = await tabletwin('solve', pig);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toMatch(/^Pig · expectimax, \d+ states, \d+ sweeps$/);
    expect(r.out).toContain('Exploitability: 0\n');
    expect(r.out).toContain('Strategy (');
  });

  describe('--method mccfr', () => {
    const LEDUC = join(MODELS, 'leduc-poker.yaml');
    const strategy = join(folder.dir, 'leduc-mccfr.json');
    const solved = (async () =>
      tabletwin(
        'solve',
        LEDUC,
        '--method',
        'mccfr',
        '--iterations',
        '2000',
        '--games',
        '1000',
        '--seed',
        '3',
        '--out',
        strategy,
      ))();

    it('estimates, said as such, with their standard errors and the sampling', async () => {
      const r = await solved;
      expect(r.code).toBe(0);
      expect(r.err).toBe(
        'tabletwin solve leduc-poker: the game tree has about 9,500 nodes (from 256 random games); sampled CFR keeps at most 100,000 information states\n',
      );
      const lines = r.out.split('\n');
      expect(lines[0]).toBe("Leduc hold'em · sampled CFR (mccfr), 2,000 iterations, 288 information states kept (not converged)");
      expect(lines[1]).toMatch(/^Value \(estimated\): player 0 -?[\d.]+ ± [\d.]+ · player 1 -?[\d.]+ ± [\d.]+$/);
      expect(lines[2]).toMatch(
        /^Exploitability \(estimated\): [\d.]+ ± [\d.]+, an upper estimate; the lower estimate is [\d.]+$/,
      );
      expect(lines[3]).toBe('From 1,000 sampled games per player (seed 3); ± is one standard error');
      expect(lines[4]).toBe(
        'Not converged: the upper estimate is above the tolerance 0.001 (more iterations, --iterations N, may bring it down)',
      );
      expect(lines[6]).toBe('Strategy (288 information states):');
      expect(r.out).toContain('  … 188 more (--json or --out lists all)\n');
      expect(
        r.out.endsWith('A decision the strategy has no entry for (never met while sampling) is played uniformly at random.\n'),
      ).toBe(true);
    });

    it('--json: the same seed gives the same figures', async () => {
      await solved;
      const r = await tabletwin(
        'solve',
        LEDUC,
        '--method',
        'mccfr',
        '--iterations',
        '2000',
        '--games',
        '1000',
        '--seed',
        '3',
        '--json',
      );
      const data = JSON.parse(r.out);
      expect(data).toMatchObject({ method: 'mccfr', iterations: 2000, nodes: 288, converged: false, tolerance: 0.001 });
      expect(data.sampled).toMatchObject({ seed: 3, games: 1000 });
      expect(data.sampled.exploitabilityLow).toBeLessThanOrEqual(data.exploitability);
      expect(data.strategy).toEqual(JSON.parse(readFileSync(strategy, 'utf8')));
      expect(data.strategy.uncovered).toBe('uniform');
    });

    it('--max-states: a full table is said, and the states met past it are played uniformly', async () => {
      const r = await tabletwin('solve', KUHN, '--method', 'mccfr', '--max-states', '5', '--iterations', '100', '--games', '50');
      expect(r.code).toBe(0);
      expect(r.err).toMatch(/; sampled CFR keeps at most 5 information states\n$/);
      const lines = r.out.split('\n');
      expect(lines[0]).toBe('Kuhn poker · sampled CFR (mccfr), 100 iterations, 5 information states kept (not converged)');
      expect(lines[4]).toMatch(
        /^The table of 5 information states \(--max-states\) was full at iteration \d+: [\d,]+ decisions at states met later were played uniformly$/,
      );
      expect(r.out).toContain('Strategy (5 information states):');
    });

    it('the strategy file plays as solved:<file> in play and simulate', async () => {
      await solved;
      const rel = relative(process.cwd(), strategy);
      const p = await tabletwin('play', LEDUC, '--players', `solved:${rel},random`, '--seed', '5', '--json');
      expect(p.code).toBe(0);
      expect(JSON.parse(p.out).end.returns).toHaveLength(2);
      const sim = await tabletwin(
        'simulate',
        LEDUC,
        '--players',
        `solved:${rel},random`,
        '--games',
        '400',
        '--workers',
        '1',
        '--json',
      );
      expect([sim.code, sim.err]).toEqual([0, '']);
      const data = JSON.parse(sim.out);
      expect(data.failed).toBe(0);
      // Against a random player the strategy wins chips.
      expect(data.seats[0].meanReturn).toBeGreaterThan(0);
    });
  });

  describe('the player solved:<file>', () => {
    const strategy = join(folder.dir, 'kuhn-1000.json');
    const solved = (async () => {
      const r = await tabletwin('solve', KUHN, '--iterations', '1000', '--json', '--out', strategy);
      return JSON.parse(r.out).values as number[];
    })();
    const rel = relative(process.cwd(), strategy);

    it('simulate: the mean return of the strategy against itself is its value, within 3 standard errors', async () => {
      const values = await solved;
      const r = await tabletwin(
        'simulate',
        KUHN,
        '--players',
        `solved:${rel}`,
        '--games',
        '4000',
        '--seed',
        '1',
        '--workers',
        '1',
        '--json',
      );
      expect([r.code, r.err]).toEqual([0, '']);
      const seat = JSON.parse(r.out).seats[0];
      const se = (seat.returnHigh - seat.returnLow) / (2 * 1.96);
      expect(Math.abs(seat.meanReturn - values[0]!)).toBeLessThan(3 * se);
      expect(JSON.parse(r.out).failed).toBe(0);
    });

    it('play: 400 games against itself average its value, within 3 standard errors', async () => {
      const values = await solved;
      const returns: number[] = [];
      for (let seed = 1; seed <= 400; seed++) {
        const r = await tabletwin('play', KUHN, '--players', `solved:${rel},solved:${rel}`, '--seed', String(seed), '--json');
        expect(r.code).toBe(0);
        returns.push(JSON.parse(r.out).end.returns[0]);
      }
      const mean = returns.reduce((a, b) => a + b) / returns.length;
      const sd = Math.sqrt(returns.reduce((a, x) => a + (x - mean) ** 2, 0) / (returns.length - 1));
      expect(Math.abs(mean - values[0]!)).toBeLessThan((3 * sd) / Math.sqrt(returns.length));
    });

    it('a state the strategy does not cover stops the game, naming it', async () => {
      const out = join(folder.dir, 'pig3.json');
      expect((await tabletwin('solve', pig, '--out', out)).code).toBe(0);
      const r = await tabletwin(
        'play',
        pig,
        '--set',
        'GOAL=4',
        '--players',
        `solved:${relative(process.cwd(), out)}`,
        '--seed',
        '2',
      );
      expect(r.code).toBe(1);
      expect(r.out).toMatch(
        new RegExp(
          `\\nError: solved:${relative(process.cwd(), out).replace(/[.\\/]/g, '\\$&')}: no entry for player \\d at step choice, seeing \\{.*\\n$`,
        ),
      );
    });

    const bad = folder.file('bad.json', '{"entries": {}}');
    const pigStrategy = join(folder.dir, 'pig-for-kuhn.json');
    it.each([
      ['play', [KUHN]],
      ['simulate', [KUHN, '--games', '10']],
    ])('%s: a file that is not a strategy, one for another game, one that is missing', async (name, args) => {
      await tabletwin('solve', pig, '--out', pigStrategy);
      const spec = (path: string) => `solved:${relative(process.cwd(), path)}`;
      const cases: [string, string][] = [
        [bad, 'not a strategy: format undefined is not tabletwin-strategy/1'],
        [pigStrategy, 'a strategy for "pig", not for "kuhn-poker": solve this model for its own strategy'],
      ];
      for (const [path, reason] of cases) {
        const r = await tabletwin(name, ...args, '--players', spec(path));
        expect([r.code, r.err]).toEqual([
          1,
          `tabletwin ${name}: cannot use player '${spec(path)}': ${relative(process.cwd(), path)}: ${reason}\n`,
        ]);
      }
      const r = await tabletwin(name, ...args, '--players', 'solved:nowhere.json');
      expect(r.err).toBe(`tabletwin ${name}: cannot use player 'solved:nowhere.json': cannot read nowhere.json: no such file\n`);
    });
  });

  describe('the size first, then progress', () => {
    it('the estimate is said on stderr before solving', async () => {
      const r = await tabletwin('solve', KUHN, '--iterations', '10');
      expect([r.code, r.err]).toEqual([
        0,
        'tabletwin solve kuhn-poker: the game tree has about 57 nodes (from 256 random games); at most 500,000 can be solved\n',
      ]);
    });
    it('--progress: the exploring and the sweeps, a line each (at most one a second when piped)', async () => {
      const r = await tabletwin('solve', 'tictactoe', '--progress');
      const lines = r.err.split('\n');
      expect(lines[0]).toBe(
        'tabletwin solve tictactoe: the game has at least about 4,900 positions (from 256 random games; its tree has about 430,000 nodes); at most 500,000 can be solved',
      );
      expect(lines[1]).toBe('exploring: 0 positions (at most 500,000)');
      expect(lines.slice(2, -1).every((l) => /^(exploring: [\d,]+ positions|sweep \d+) \(at most [\d,]+\)$/.test(l))).toBe(true);
    });
    it.each([
      [
        'higher-lower',
        'tabletwin solve higher-lower: too big: the game tree has about 2.7e11 nodes (from 16 random games); at most 500,000 can be solved exactly (method mccfr samples bigger games)\n',
      ],
      [
        'pig',
        'tabletwin solve pig: the game has at least about 7,700 positions (from 256 random games; its tree has about 1.6e26 nodes); at most 500,000 can be solved\n' +
          'tabletwin solve pig: too big: a line of play went 20,000 requests deep without ending or coming back to a position (flow rolling: loop does not end): its positions grow without end; a game must be bounded to be solved\n',
      ],
    ])('%s is refused as too big, in seconds of CPU', async (name, err) => {
      const t = process.cpuUsage();
      const r = await tabletwin('solve', name);
      const u = process.cpuUsage(t);
      expect([r.code, r.out, r.err]).toEqual([1, '', err]);
      expect((u.user + u.system) / 1e6).toBeLessThan(60);
    });
  });

  const errors: [string, string[], string][] = [
    [
      'expectimax on hidden cards',
      [KUHN, '--method', 'expectimax'],
      'tabletwin solve kuhn-poker: expectimax needs every request seen by everyone, and action deal is not: use cfr\n',
    ],
    [
      'an unknown method',
      [KUHN, '--method', 'best'],
      'tabletwin solve: --method must be expectimax, cfr, mccfr or auto, not best\n',
    ],
    ['no games', [KUHN, '--method', 'mccfr', '--games', '0'], 'tabletwin solve: --games must be at least 1\n'],
    ['no states', [KUHN, '--method', 'mccfr', '--max-states', '0'], 'tabletwin solve: --max-states must be at least 1\n'],
    [
      'a seed that is not a number',
      [KUHN, '--seed', 'x'],
      'tabletwin solve: --seed must be a whole number between -9,007,199,254,740,991 and 9,007,199,254,740,991, not x\n',
    ],
    [
      'bad iterations',
      [KUHN, '--iterations', 'many'],
      'tabletwin solve: --iterations must be a whole number from 0 to 9,007,199,254,740,991, not many\n',
    ],
    ['no file', ['nowhere.yaml'], 'tabletwin solve: cannot read nowhere.yaml: no such file\n'],
    [
      'a negative tolerance',
      [KUHN, '--tolerance', '-0.5'],
      'tabletwin solve: --tolerance must be a number from 0 up (such as 0.001 or 1e-4), not -0.5\n',
    ],
    [
      'a tolerance that is not a number',
      [KUHN, '--tolerance', '1e-3x'],
      'tabletwin solve: --tolerance must be a number from 0 up (such as 0.001 or 1e-4), not 1e-3x\n',
    ],
  ];
  it.each(errors)('%s', async (_, args, message) => {
    const r = await tabletwin('solve', ...args);
    expect(r.code).toBe(1);
    expect(r.err).toBe(message);
  });
});
