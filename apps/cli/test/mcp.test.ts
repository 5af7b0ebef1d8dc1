// `tabletwin mcp` through the SDK's own Client and StdioClientTransport against the built command:
// the tools an agent sees, a draft checked, a game played and replayed, a simulation, Kuhn poker
// solved, the docs read; a model that never ends, a runaway expression and a YAML error as error
// results, and the server answering after each.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { hoardingModel } from '@tabletwin/engine/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const draftFile = fileURLToPath(new URL('../../../../shared/acceptance/models/pig-draft.yaml', import.meta.url));
const built = existsSync(bin);

type Answer = { content: { type: string; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

describe.skipIf(!built)('tabletwin mcp', () => {
  let client: Client;
  // The server's own limits are under test: the client waits longer than any of them (the SDK's
  // 60 s default passed on a loaded machine while a 120 s call was still within its limit).
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<Answer> =>
    (await client.callTool({ name, arguments: args }, undefined, { timeout: 800_000 })) as Answer;
  const text = (a: Answer) => a.content.map((c) => c.text).join('');
  /** The server still answers: a cheap call after each hard one. */
  const alive = async () => expect(text(await call('eval_expression', { expression: '1 + 2' }))).toBe('3\n');

  beforeAll(async () => {
    client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], stderr: 'ignore' }));
  });
  afterAll(async () => {
    await client?.close();
  });

  test('the tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'analyze',
        'check_tactic',
        'compare',
        'draw_diagram',
        'eval_expression',
        'list_models',
        'play_game',
        'simulate',
        'solve',
        'validate_model',
      ].sort(),
    );
    for (const t of tools) {
      expect(t.description!.length).toBeGreaterThan(60);
      expect(t.inputSchema.type).toBe('object');
    }
    const validate = tools.find((t) => t.name === 'validate_model')!;
    expect(Object.keys(validate.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['model', 'game', 'set']));
  });

  test.skipIf(!existsSync(draftFile))(
    'validate_model: the pig draft is 43% executable, with its gaps, as text and as data',
    async () => {
      const a = await call('validate_model', { model: readFileSync(draftFile, 'utf8') });
      expect(a.isError).toBeUndefined();
      expect(text(a)).toMatch(/43%/);
      const report = a.structuredContent!;
      expect(typeof report['exitCode']).toBe('number');
      expect(JSON.stringify(report)).toMatch(/gaps/);
    },
  );

  test('play_game: a built-in game by name, then replayed with answers for a human seat', async () => {
    const a = await call('play_game', { game: 'pig', seed: 2, max: 6 });
    expect(a.isError).toBeUndefined();
    expect(text(a)).toMatch(/Cut off after 6 requests\n$/);
    const b = await call('play_game', { game: 'pig', seed: 2, players: ['human', 'random'], answers: ['1', '1'], max: 40 });
    expect(text(b)).toMatch(/player 0/i);
    await alive();
  });

  test('simulate: win rates with intervals, as text and data', async () => {
    const a = await call('simulate', { game: 'pig', games: 300, seed: 1, players: ['random'] });
    expect(a.isError).toBeUndefined();
    expect(text(a)).toMatch(/^pig: 300 games, seeds 1 to 300\n/);
    const r = a.structuredContent as { games: number; seats: { winRate: number }[] };
    expect(r.games).toBe(300);
    expect(r.seats[0]!.winRate).toBeGreaterThan(0.4);
  });

  test('a long simulation sends progress; a cancelled call stops, and the server goes on', async () => {
    const seen: number[] = [];
    const stop = new AbortController();
    const pending = client.callTool({ name: 'simulate', arguments: { game: 'pig', games: 10_000_000 } }, undefined, {
      signal: stop.signal,
      onprogress: (p) => {
        seen.push(p.progress);
        if (seen.length === 2) stop.abort();
      },
      timeout: 600_000,
    });
    await expect(pending).rejects.toThrow();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[1]!).toBeGreaterThan(0);
    await alive();
  });

  test('analyze: the metrics of a game, each with an interval', async () => {
    const a = await call('analyze', { game: 'tictactoe', games: 20, budget: 16, players: ['random'] });
    expect(a.isError).toBeUndefined();
    const metrics = (a.structuredContent as { metrics: { name: string }[] }).metrics.map((m) => m.name);
    expect(metrics).toEqual(expect.arrayContaining(['completion', 'advantage_first', 'skill']));
    expect(text(a)).toMatch(/^tictactoe: analysis, 20 games per player/);
  });

  test('solve: Kuhn poker is worth −1/18 to the first player', async () => {
    const a = await call('solve', { game: 'kuhn-poker', iterations: 2000 });
    expect(a.isError).toBeUndefined();
    const values = (a.structuredContent as { values: number[] }).values;
    expect(values[0]!).toBeCloseTo(-1 / 18, 2);
  });

  test('solve by mccfr: the options reach the command, the constants too', async () => {
    const args = { game: 'liars-dice', set: { FACES: 3 }, method: 'mccfr', iterations: 300, games: 100, seed: 4, tolerance: 0.5 };
    const a = await call('solve', args);
    expect(a.isError).toBeUndefined();
    const data = a.structuredContent as {
      method: string;
      iterations: number;
      tolerance: number;
      sampled: { seed: number; games: number };
      strategy: { entries: Record<string, { options: string[] }> };
    };
    expect([data.method, data.iterations, data.tolerance, data.sampled.seed, data.sampled.games]).toEqual([
      'mccfr',
      300,
      0.5,
      4,
      100,
    ]);
    // Three faces: the highest bid is 2 × 3.
    const options = new Set(Object.values(data.strategy.entries).flatMap((e) => e.options));
    expect(options.has('2 × 3')).toBe(true);
    expect(options.has('1 × 4')).toBe(false);
  });

  test('resources: the docs pages, all of them in one text, the schemas and the built-in models', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining(['tabletwin://llms-full.txt', 'tabletwin://schema/model.json', 'tabletwin://models/pig.yaml']),
    );
    const pig = await client.readResource({ uri: 'tabletwin://models/pig.yaml' });
    expect((pig.contents[0] as { text: string }).text).toMatch(/^game: pig/m);
    const page = uris.find((u) => u.startsWith('tabletwin://docs/'))!;
    expect(((await client.readResource({ uri: page })).contents[0] as { text: string }).text).toMatch(/^# /m);
    const schema = JSON.parse(
      ((await client.readResource({ uri: 'tabletwin://schema/model.json' })).contents[0] as { text: string }).text,
    );
    expect(schema.type).toBe('object');
  });

  test('a model that never ends, a runaway expression and a YAML error are error results; the server goes on', async () => {
    const endless = [
      'game: endless',
      'num_players: 1',
      'state: {vars: {n: {init: 0}}, zones: {}}',
      'flow: {id: g, kind: loop, children: [{id: s, kind: sequence, children: []}]}',
    ].join('\n');
    const a = await call('play_game', { model: endless, seconds: 30 });
    expect(a.isError).toBe(true);
    await alive();
    const b = await call('eval_expression', { expression: 'sum(1 for x in range(10000) for y in range(10000))', seconds: 20 });
    expect(b.isError).toBe(true);
    expect(text(b)).toMatch(/TimeoutError|too long|time limit/);
    await alive();
    const c = await call('play_game', { model: 'game: x\nstate: [unclosed' });
    expect(c.isError).toBe(true);
    expect(text(c)).toMatch(/line \d+/);
    await alive();
  });

  test('past its time limit a call is stopped and says so; past its memory, the same', async () => {
    const a = await call('simulate', { game: 'chess', games: 1_000_000, seconds: 3 });
    expect(a.isError).toBe(true);
    expect(text(a)).toBe(
      "simulate: stopped after 3 s (the call's time limit): does the model end? A smaller run (fewer games, a lower --max) may fit",
    );
    await alive();
    // Ninety steps, each setting a variable of 9,000,000 items (each under the limit of one value):
    // the engine's budget for the whole state stops it, with its message.
    const heavy = hoardingModel();
    const b = await call('play_game', { model: heavy, seconds: 120 });
    expect(b.isError).toBe(true);
    expect(text(b)).toMatch(/the game's state would hold more than 10,000,000 items/);
    await alive();
  });

  test('no file outside the call: a tactic that extends /etc/passwd finds nothing, and a path is not a game', async () => {
    const a = await call('play_game', {
      game: 'pig',
      players: ['tactic:mine', 'random'],
      tactics: { mine: 'tactic: mine\ngame: pig\nextends: /etc/passwd\nrules: []\n' },
    });
    expect(a.isError).toBe(true);
    expect(text(a)).not.toMatch(/root:/);
    const b = await call('validate_model', { game: '../../etc/passwd' });
    expect(b.isError).toBe(true);
    expect(text(b)).toMatch(/no built-in model/);
  });
});
