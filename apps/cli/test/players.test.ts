// `tabletwin play --players`: tactic, agent, random and first seats, --explain, human seats
// answered through piped lines (with undo and the end of the input), and the errors of specs.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, tabletwin, tabletwinWith, tempFolder } from './helpers.js';

const pig = join(ROOT, 'models', 'pig.yaml');
/** Specs are paths from where the command runs. */
const rel = (path: string) => relative(process.cwd(), path);
const stopAt8 = `tactic:${rel(join(ROOT, 'models', 'tactics', 'pig-tactic.yaml'))}`;
const searching = `tactic:${rel(join(FIXTURES, 'pig-search.yaml'))}`;
const { file } = tempFolder('tabletwin-players-');
// Pig with an agent that banks whenever it may.
const pigAgent = file(
  'pig-agent.yaml',
  readFileSync(pig, 'utf8') + "\nagents:\n  banker: {kind: heuristic, policy_x: \"'stop' if 'stop' in options else 'roll'\"}\n",
);

/** `[player, answer]` of every decision in a game's text. */
function decisions(out: string): [number, string][] {
  return [...out.matchAll(/^#\d+ +decision at step choice for player (\d): roll \| stop {2}→ (roll|stop)$/gm)].map((m) => [
    Number(m[1]),
    m[2]!,
  ]);
}

describe('seats from --players', () => {
  test('a tactic and a random player on pig.yaml: the start of the game, exactly', async () => {
    const r = await tabletwin('play', pig, '--players', `${stopAt8},random`, '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 15)).toEqual([
      `Pig · seed 3 · players ${stopAt8}, random · chance from the seed`,
      '',
      '     automatic  step start: start_turn',
      '     automatic  step choice, player 0: roll',
      '#1   chance at action roll: 1 | 2 | 3 | 4 | 5 | 6  → 5',
      '     changed    pot: 0 → 5',
      '#2   decision at step choice for player 0: roll | stop  → roll',
      '#3   chance at action roll: 1 | 2 | 3 | 4 | 5 | 6  → 3',
      '     changed    pot: 5 → 8',
      '#4   decision at step choice for player 0: roll | stop  → stop',
      '     changed    score: [0, 0] → [8, 0]',
      '     changed    current: 0 → 1',
      '     changed    turn_over: False → True',
      '     automatic  step start: start_turn',
      '     changed    pot: 8 → 0',
    ]);
    expect(r.out).toMatch(/\nEnd: reached_goal · player 0 -?1 · player 1 -?1\n$/);
  });

  test.each([
    // [specs, what every decision of each seat must be (null: anything)]
    ['agent:banker', ['stop', 'stop']],
    ['random,agent:banker', [null, 'stop']],
    ['first', ['roll', 'roll']],
    ['agent:banker,first', ['stop', 'roll']],
  ] as const)('--players %s', async (players, expected) => {
    const r = await tabletwin('play', pigAgent, '--players', players, '--seed', '1', '--max', '60');
    expect(r.code).toBe(0);
    const made = decisions(r.out);
    expect(made.length).toBeGreaterThan(0);
    for (const [p, answer] of made) if (expected[p] !== null) expect([p, answer]).toEqual([p, expected[p]]);
  });

  test('one spec for every seat is one player; the same seed plays the same game', async () => {
    const a = await tabletwin('play', pig, '--players', 'random', '--seed', '4');
    const b = await tabletwin('play', pig, '--seed', '4');
    // The default players are the random player seeded as before.
    expect(a.out.split('\n').slice(1)).toEqual(b.out.split('\n').slice(1));
    expect(a.out.split('\n')[0]).toBe('Pig · seed 4 · random in every seat · chance from the seed');
    expect((await tabletwin('play', pig, '--players', `${stopAt8},random`, '--seed', '9')).out).toBe(
      (await tabletwin('play', pig, '--players', `${stopAt8},random`, '--seed', '9')).out,
    );
  });
});

describe('--explain', () => {
  test('the rule that decided each tactic decision; nothing for other seats', async () => {
    const r = await tabletwin('play', pig, '--players', `${stopAt8},random`, '--seed', '3', '--explain');
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('#2 '));
    expect(lines.slice(at, at + 5)).toEqual([
      '#2   decision at step choice for player 0: roll | stop  → roll',
      '     by         tactic pig-tactic: rule 2 (step choice)',
      '#3   chance at action roll: 1 | 2 | 3 | 4 | 5 | 6  → 3',
      '     changed    pot: 5 → 8',
      '#4   decision at step choice for player 0: roll | stop  → stop',
    ]);
    expect(lines[at + 5]).toBe('     by         tactic pig-tactic: rule 1 (step choice)');
    lines.forEach((l, i) => {
      if (/^#\d+ +decision .* for player 1:/.test(l)) expect(lines[i + 1]).not.toMatch(/^ {5}by /);
      if (/^#\d+ +decision .* for player 0:/.test(l))
        expect(lines[i + 1]).toMatch(/^ {5}by {9}tactic pig-tactic: rule [12] \(step choice\)$/);
    });
  });

  test('a searched decision: the rounds and each option with its mean and standard error', async () => {
    const r = await tabletwin('play', pig, '--players', `${searching},random`, '--seed', '3', '--explain', '--max', '4');
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('#2 '));
    expect(lines.slice(at, at + 5)).toEqual([
      '#2   decision at step choice for player 0: roll | stop  → roll',
      '     by         tactic pig-search: rule 2 (step choice)',
      "     searched   2 rounds, 8 rollouts of the rules' option; kept roll",
      "     option     roll: mean 0.250 over 8 (the rules' choice)",
      '     option     stop: mean 0.500 over 8, diff +0.250 ± 0.590 (open)',
    ]);
  });

  test("look-ahead:tactic: searches a tactic without search at the places of its rules; no-look-ahead:tactic: turns a file's search off", async () => {
    const on = await tabletwin(
      'play',
      pig,
      '--players',
      `look-ahead:${stopAt8},random`,
      '--seed',
      '3',
      '--explain',
      '--max',
      '4',
    );
    expect(on.out.split('\n')[0]).toBe(`Pig · seed 3 · players look-ahead:${stopAt8}, random · chance from the seed`);
    // The defaults of docs/tactics.md: 8 rollouts a round.
    expect(on.out).toMatch(/ {5}searched {3}\d+ rounds?, (8|16|24|32) rollouts of the rules' option; /);
    const off = await tabletwin(
      'play',
      pig,
      '--players',
      `no-look-ahead:${searching},random`,
      '--seed',
      '3',
      '--explain',
      '--max',
      '4',
    );
    expect(off.code).toBe(0);
    expect(off.out).toContain('     by         tactic pig-search: rule 2 (step choice)');
    expect(off.out).not.toContain('searched');
  });

  test('--json keeps the record: by, and per option n, mean, diff, se and status', async () => {
    const r = await tabletwin(
      'play',
      pig,
      '--players',
      `${searching},random`,
      '--seed',
      '3',
      '--explain',
      '--max',
      '2',
      '--json',
    );
    const json = JSON.parse(r.out);
    expect(json.players).toEqual([searching, 'random']);
    expect(json.requests[1].explain.by).toBe('tactic pig-search: rule 2 (step choice)');
    expect(json.requests[1].explain.search.options.map((o: { label: string; status: string }) => [o.label, o.status])).toEqual([
      ['roll', 'rules'],
      ['stop', 'open'],
    ]);
    expect(json.requests[0].explain).toBeUndefined();
  });
});

describe('mcts seats', () => {
  const ttt = join(ROOT, 'models', 'tictactoe.yaml');
  test('--explain: iterations, the tree, and per option its visits and mean return', async () => {
    const r = await tabletwin('play', ttt, '--players', 'mcts:300,random', '--seed', '2', '--explain', '--max', '1');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const at = lines.findIndex((l) => l.startsWith('#1 '));
    expect(lines[at]).toMatch(
      /^#1 {3}decision at action mark for player 0: a3 \| b3 \| c3 \| a2 \| b2 \| c2 \| a1 \| b1 \| c1 {2}→ [abc][123]$/,
    );
    expect(lines[at + 1]).toBe('     by         mcts:300');
    expect(lines[at + 2]).toMatch(/^ {5}searched {3}300 iterations, \d+ nodes$/);
    const options = lines.slice(at + 3, at + 12);
    for (const l of options) expect(l).toMatch(/^ {5}option {5}[abc][123]: \d+ visits, mean -?\d\.\d{3}$/);
    const visits = options.map((l) => Number(/: (\d+) visits/.exec(l)![1]));
    expect(visits.reduce((a, b) => a + b, 0)).toBe(300);
  });

  test("look-ahead at a die only the other player saw: the rollouts' worlds come from a replay", async () => {
    const peek = join(ROOT, 'packages', 'tactics', 'test', 'fixtures', 'peek.yaml');
    const guess = file('guess.yaml', 'tactic: g\nrules: [{at: step guess, pick: low}]\nsearch: {at: step guess}\n');
    const r = await tabletwin('play', peek, '--players', `tactic:${guess},random`, '--seed', '1', '--explain');
    expect(r.out).toMatch(
      /\n {5}searched {3}\d+ rounds?, \d+ rollouts of the rules' option; (kept low|played high instead of low); worlds by replay\n/,
    );
  });

  test('--json: the record of a hidden-information search says how its worlds were made', async () => {
    const kuhn = join(ROOT, 'models', 'kuhn-poker.yaml');
    const r = await tabletwin('play', kuhn, '--players', 'mcts:100', '--seed', '1', '--explain', '--json');
    const json = JSON.parse(r.out);
    const first = json.requests.find((q: { request: { kind: string } }) => q.request.kind === 'decision');
    expect(first.explain.by).toBe('mcts:100');
    expect(first.explain.mcts).toMatchObject({ iterations: 100, full: false, worlds: { method: 'replay', fallbacks: 0 } });
    expect(first.explain.mcts.options.map((o: { label: string }) => o.label)).toEqual(['check', 'bet']);
  });
});

describe('a human seat, answered line by line', () => {
  const args = ['play', pig, '--players', `human,${stopAt8}`, '--seed', '1'];

  test('the question: what happened so far, the table as that player sees it, the variables, the options', async () => {
    const r = await tabletwinWith(['2'], ...args);
    expect(r.err.split('\n').slice(0, 12)).toEqual([
      '',
      'So far:',
      '  chance at action roll  → 4',
      'Player 0 decides at step choice',
      'Player 0 (you)',
      '  score ▯▯▯▯▯▯▯▯▯▯ 0/10',
      'Player 1',
      '  score ▯▯▯▯▯▯▯▯▯▯ 0/10',
      'variables: score [0, 0] · pot 4 · current 0 · turn_over False',
      '  1  roll',
      '  2  stop',
      'player 0> 2',
    ]);
  });

  test('u undoes the last own decision and what followed; the end of the input stops with the game so far', async () => {
    // roll (pot 4 → 10), roll (→ 13), undo: back at pot 10, stop; then the input ends.
    const r = await tabletwinWith(['1', '1', 'u', '2'], ...args);
    expect(r.code).toBe(0);
    expect(r.err).toContain('player 0> u\nundone: your decision at step choice (roll) and 1 request after it\n');
    const answers = decisions(r.out).filter(([p]) => p === 0);
    expect(answers).toEqual([
      [0, 'roll'],
      [0, 'stop'],
    ]);
    expect(r.out).toContain('     changed    score: [0, 0] → [10, 0]\n');
    expect(r.out).toMatch(/\n\nStopped after \d+ requests: no more answers\n$/);
  });

  test.each([
    ['a number out of range, then a label', ['7', 'stop'], 'answer with a number from 1 to 2\n'],
    ['undo before any own decision', ['u', '2'], 'nothing to undo yet\n'],
    ['an empty line', ['', '2'], 'answer with a number from 1 to 2\n'],
  ])('%s: asked again', async (_, input, problem) => {
    const r = await tabletwinWith(input, ...args);
    expect(r.err).toContain(`player 0> ${input[0]}\n${problem}player 0> ${input[1]}\n`);
    expect(decisions(r.out)[0]).toEqual([0, 'stop']);
  });

  test('no answer at all: the game up to the first question', async () => {
    const r = await tabletwinWith([], ...args);
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(-3)).toEqual(['', 'Stopped after 1 request: no more answers', '']);
  });
});

describe('failures while playing', () => {
  test("a tactic's rule that fails while deciding stops the game like an engine error", async () => {
    const typo = file('typo.yaml', 'tactic: typo\nrules:\n  - {at: step choice, when_x: "pott > 3", pick: stop}\n');
    const r = await tabletwin('play', pig, '--players', `tactic:${typo},random`, '--seed', '3');
    expect([r.code, r.err]).toEqual([1, '']);
    expect(r.out.trimEnd().split('\n').pop()).toBe(
      "Error: tactic typo: rule 1 (step choice) when_x: error evaluating 'pott > 3': NameError: name 'pott' is not defined",
    );
  });

  test('--json with a human seat: the questions on stderr, the game alone on stdout', async () => {
    const r = await tabletwinWith(['2'], 'play', pig, '--players', 'human,random', '--seed', '1', '--json');
    const json = JSON.parse(r.out);
    expect([json.players, json.stopped, json.requests[1].answer.label]).toEqual([['human', 'random'], true, 'stop']);
    expect(r.err).toContain('player 0> 2\n');
  });
});

describe('specs that cannot be used: one line, no stack trace', () => {
  const broken = file('broken.yaml', 'tactic: broken\nrules:\n  - {at: step choice, pick: stop, max_x: "1"}\n');
  test.each([
    [
      'foo',
      "cannot use player 'foo': not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>",
    ],
    ['look-ahead:random', "cannot use player 'look-ahead:random': look-ahead is for a tactic seat: look-ahead:tactic:<path>"],
    ['look-ahead:tactic:nope.yaml', "cannot use player 'look-ahead:tactic:nope.yaml': cannot read nope.yaml: no such file"],
    ['random,random,random', '--players names 3 players; the model has 2 seats: give one for every seat or one per seat'],
    ['tactic:nope.yaml', "cannot use player 'tactic:nope.yaml': cannot read nope.yaml: no such file"],
    [`tactic:${broken}`, `cannot use player 'tactic:${broken}': tactic broken: rule 1 (step choice) has 2 pick fields`],
    ['agent:nobody', "cannot use player 'agent:nobody': agent nobody: no policy_x"],
    [
      'mcts:fast',
      "cannot use player 'mcts:fast': mcts takes a number of iterations (mcts:2000) or a time per decision (mcts:2s, mcts:500ms), not 'fast'",
    ],
    [
      'random,',
      "cannot use player '': not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>",
    ],
  ])('--players %s', async (players, message) => {
    expect(await tabletwin('play', pig, '--players', players)).toEqual({ code: 1, out: '', err: `tabletwin play: ${message}\n` });
  });
});
