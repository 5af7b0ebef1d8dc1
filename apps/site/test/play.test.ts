import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeEntry, type WireEntry } from '../src/lib/log.js';
import type { PlaySetup } from '../src/lib/protocol.js';
import { parse } from 'yaml';
import { catalogEntry, numPlayersOfText } from '../src/lib/catalog-entry.js';
import { check } from '../src/worker/jobs.js';
import { play } from '../src/worker/play.js';

const pig = readFileSync(new URL('../../../models/pig.yaml', import.meta.url), 'utf8');
const tactic = readFileSync(new URL('../../../models/tactics/pig-tactic.yaml', import.meta.url), 'utf8');
const setup = (over: Partial<PlaySetup> = {}): PlaySetup => ({
  text: pig,
  view: null,
  tactics: [['models/tactics/pig-tactic.yaml', tactic]],
  seed: 1,
  players: ['you', 'random'],
  answers: [],
  ...over,
});

describe('play: a game named by its setup', () => {
  test('stops at the first question of a you seat', () => {
    const s = play(setup());
    expect(s.used).toBe(0);
    expect(s.question).toEqual({
      kind: 'decision',
      player: 0,
      options: [
        { label: 'roll', value: 'roll' },
        { label: 'stop', value: 'stop' },
      ],
      where: 'step choice',
      visibleTo: 'all',
    });
    expect(s.viewer).toBe(0);
    expect(s.end).toBeNull();
  });

  test('the same answers give the same state; a prefix of them gives the earlier question again', () => {
    const answers = [0, 1, 0, 1, 0, 1];
    const full = play(setup({ answers }));
    expect(play(setup({ answers }))).toEqual(full);
    const earlier = play(setup({ answers: answers.slice(0, 3) }));
    expect(earlier.used).toBe(3);
    expect(play(setup({ answers: [...answers.slice(0, 3)] }))).toEqual(earlier);
  });

  test('what happened since the previous question starts with the answer given there', () => {
    const s = play(setup({ answers: [0] }));
    const since = s.since as unknown as WireEntry[];
    expect(since[0]).toEqual({ kind: 'decision', where: 'step choice', player: 0, index: 0, label: 'roll', visibleTo: 'all' });
    expect(describeEntry(since[0]!, 0)).toBe('Player 0 chose roll (at step choice)');
    expect(describeEntry(since[0]!, 0, s.actions)).toBe('Player 0 chose Throw the die (roll) (at step choice)');
    expect(s.actions).toEqual({ roll: 'Throw the die', stop: 'Bank the pot' });
  });

  test('answers that do not fit the question are not used', () => {
    expect(play(setup({ answers: [5] })).used).toBe(0);
  });

  test('a tactic and a random player play to the end without a question', () => {
    const s = play(setup({ players: ['tactic:models/tactics/pig-tactic.yaml', 'random'] }));
    expect(s.question).toBeNull();
    expect(s.end).toMatchObject({ kind: 'end', reason: 'reached_goal' });
  });

  test('a model that cannot be read is an error of the job', () => {
    expect(() => play(setup({ text: 'game: [' }))).toThrow();
  });
});

describe('the values panel', () => {
  test("Pig's shared values and each player's score, as the viewer sees them", () => {
    const s = play(setup());
    // The first throw of a turn is the only choice (`stop` needs a pot), so the pot holds it already.
    const first = (play(setup({ answers: [0] })).since as unknown as WireEntry[])[0];
    expect(first).toMatchObject({ kind: 'decision', label: 'roll' });
    expect(s.values.global).toEqual([
      { kind: 'var', name: 'pot', label: null, text: '4' },
      { kind: 'var', name: 'current', label: null, text: '0' },
      { kind: 'var', name: 'turn_over', label: null, text: 'False' },
    ]);
    expect(s.values.players).toEqual([
      [{ kind: 'var', name: 'score', label: null, text: '0' }],
      [{ kind: 'var', name: 'score', label: null, text: '0' }],
    ]);
  });

  test('the pot after a throw grows by what the die showed', () => {
    const pot = (answers: number[]): string => play(setup({ answers })).values.global.find((l) => l.name === 'pot')!.text;
    const s = play(setup({ answers: [0] }));
    const thrown = (s.since as unknown as WireEntry[]).find((e) => e.kind === 'chance')!.label!;
    expect(thrown).toBe('6');
    expect([pot([]), pot([0])]).toEqual(['4', '10']);
  });
});

describe('watching a game of computer seats', () => {
  const watched = (step: number) => play(setup({ players: ['random', 'random'], step }));

  test('step 0 shows the first decision and the option the seat takes; the next step starts with that choice', () => {
    const first = watched(0);
    expect(first.question).toMatchObject({ kind: 'decision', player: 0, where: 'step choice' });
    expect(first.watch).toEqual({ step: 0, steps: null, chosen: expect.any(Number) });
    const next = watched(1);
    const decision = (next.since as unknown as WireEntry[]).find((e) => e.kind === 'decision') as WireEntry & { index: number };
    expect(decision.index).toBe(first.watch!.chosen);
    expect(next.watch!.step).toBe(1);
  });

  test('the last step is the end, with the number of decisions the whole game took', () => {
    const whole = play(setup({ players: ['random', 'random'] }));
    const n = (whole.since as unknown as WireEntry[]).filter((e) => e.kind === 'decision').length;
    expect(whole.watch).toBeNull();
    const end = watched(100_000);
    expect(end.end).toEqual(whole.end);
    expect(end.watch).toEqual({ step: n, steps: n, chosen: null });
    expect(watched(n - 1).question).not.toBeNull();
    expect(watched(n).end).toEqual(whole.end);
  });
});

describe('describeEntry', () => {
  test.each<[WireEntry, number | null, string]>([
    [{ kind: 'chance', where: 'action deal', player: null, label: '7', visibleTo: [1] }, 0, 'Chance: ? (at action deal)'],
    [{ kind: 'chance', where: 'action deal', player: null, label: '7', visibleTo: [1] }, 1, 'Chance: 7 (at action deal)'],
    [{ kind: 'chance', where: 'action deal', player: null, label: '7', visibleTo: [1] }, null, 'Chance: 7 (at action deal)'],
    [
      { kind: 'automatic', where: 'step turn', player: 0, label: 'move', visibleTo: 'all' },
      0,
      'Player 0 took move, the only choice (at step turn)',
    ],
    // Events carry a name, not a label (an earlier version read the label and wrote `event: `).
    [{ kind: 'event', name: 'round_over' }, 0, 'Event: round_over'],
    [{ kind: 'draw', where: 'action deal', player: 1, label: 'Ace', visibleTo: [1] }, 0, 'Player 1 drew: ? (at action deal)'],
    [{ kind: 'draw', where: 'action deal', player: 1, label: 'Ace', visibleTo: [1] }, 1, 'Player 1 drew: Ace (at action deal)'],
    [{ kind: 'end', reason: 'reached_goal', returns: [1, -1] }, 0, 'End: reached_goal, returns 1, -1'],
  ])('%j as seen by %s', (entry, viewer, want) => {
    expect(describeEntry(entry, viewer)).toBe(want);
  });
});

describe('the other jobs', () => {
  test('check gives the report, its text and the tree', () => {
    const r = check({ text: pig });
    expect(r.report.testGames).toMatchObject({ played: 20, finished: 20 });
    expect(r.tree.split('\n')[0]).toBe('loop Turns for each current in each player in seat order (no until)');
  });

  test('a catalog entry reads label, players and seats, and names a problem instead of failing', () => {
    expect(catalogEntry('pig', parse(pig))).toEqual({
      name: 'pig',
      game: 'pig',
      label: 'Pig',
      summary: expect.any(String),
      players: '2 players',
      demonstrates: 'a loop over players; a loop until a flag; a die roll; an action with a precondition',
      numPlayers: 2,
      agents: [],
      problem: null,
    });
    expect(catalogEntry('odd', { game: 'odd', num_players: 2.5, agents: ['x'] })).toMatchObject({
      numPlayers: 2,
      agents: [],
      label: null,
      problem: null,
    });
    expect(catalogEntry('list', ['a'])).toMatchObject({ name: 'list', problem: 'the file is not a mapping of keys' });
    expect(catalogEntry('broken', null, 'unexpected end')).toMatchObject({ name: 'broken', problem: 'unexpected end' });
  });

  test.each([
    ['game: solo\nnum_players: 1\n', 1],
    ['game: four\nnum_players: "4"  # a comment\n', 4],
    ['game: nested\nstate:\n  num_players: 5\n', 2],
    ['game: none\n', 2],
    ['num_players: 0\n', 2],
  ])('the seats of your model come from its top-level num_players line: %j', (text, seats) => {
    expect(numPlayersOfText(text)).toBe(seats);
  });
});

describe('the table marks what changed since the previous question', () => {
  const chess = readFileSync(new URL('../../../models/chess.yaml', import.meta.url), 'utf8');
  const view = readFileSync(new URL('../../../models/views/chess.yaml', import.meta.url), 'utf8');
  const board = (answers: number[]) => {
    const s = play(setup({ text: chess, view, players: ['you', 'random'], answers }));
    const slot = s.table!.table.flatMap((r) => r.slots).find((x) => x.kind === 'board')!;
    if (slot.kind !== 'board') throw new Error('no board');
    return slot.cells;
  };
  const pieces = (cells: ReturnType<typeof board>) => new Map(cells.map((c) => [c.cell, c.pieces.map((p) => p.initials).join()]));

  test('chess: 32 pieces; after one move each, the four squares of the two moves (from and to) are marked', () => {
    const first = board([]);
    expect(first.flatMap((c) => c.pieces).length).toBe(32);
    expect(first.filter((c) => c.changed)).toEqual([]);
    const after = board([0]);
    expect(after.flatMap((c) => c.pieces).length).toBe(32);
    const before = pieces(first);
    const moved = [...pieces(after)].filter(([cell, p]) => before.get(cell) !== p).map(([cell]) => cell);
    expect(moved.length).toBe(4);
    expect(after.filter((c) => c.changed).map((c) => c.cell)).toEqual(moved);
  });
});

describe('view as', () => {
  const tricks = readFileSync(new URL('../../../models/three-tricks.yaml', import.meta.url), 'utf8');
  const hidden = (s: ReturnType<typeof play>) =>
    s
      .table!.players.flatMap((p) => p.rows.flatMap((r) => r.slots))
      .flatMap((x) => (x.kind === 'zone' ? x.cards : []))
      .filter((c) => c.hidden).length;
  test.each([
    [undefined, 0],
    ['all' as const, null],
    [1, 1],
  ])('%s: the table and the log through the eyes of %s', (viewAs, viewer) => {
    const s = play(setup({ text: tricks, players: ['you', 'random'], ...(viewAs === undefined ? {} : { viewAs }) }));
    expect(s.viewer).toBe(viewer);
    expect(s.table!.viewer).toBe(viewer);
    // Everything shows only to the eyes of everyone; a seat sees the other seat's hand face down.
    if (viewer === null) expect(hidden(s)).toBe(0);
    else expect(hidden(s)).toBeGreaterThan(0);
  });
});

describe('look-ahead per tactic seat', () => {
  const tacticSeat = 'tactic:models/tactics/pig-tactic.yaml';
  const ownSeat = 'tactic:models/tactics/pig-search.yaml';
  const tactics: [string, string][] = [
    ['models/tactics/pig-tactic.yaml', tactic],
    ['models/tactics/pig-search.yaml', `${tactic}\nsearch: {at: step choice, rollouts: 4}\n`],
  ];
  // The tactic seat plays its turns while player 0 rolls until the game ends (answers beyond the end are dropped).
  const answers = Array.from({ length: 400 }, () => 0);
  test.each([
    // [seat 1, searches, its file has a search of its own]
    [tacticSeat, false, false],
    [`look-ahead:${tacticSeat}`, true, false],
    [`no-look-ahead:${tacticSeat}`, false, false],
    [ownSeat, true, true],
    [`look-ahead:${ownSeat}`, true, true],
    [`no-look-ahead:${ownSeat}`, false, true],
  ])('%s: searches %s, own search %s', (spec, searches, own) => {
    const s = play(setup({ players: ['you', spec], answers, tactics }));
    expect(s.end).not.toBeNull();
    expect(s.searched[0]).toBe(0);
    expect(s.searched[1]! > 0).toBe(searches);
    expect(s.lookAhead).toEqual([false, searches]);
    expect(s.ownSearch).toEqual([false, own]);
  });

  test('look-ahead on a seat that is not a tactic is an error of the job naming the player', () => {
    expect(() => play(setup({ players: ['you', 'look-ahead:random'] }))).toThrow(
      'player look-ahead:random: look-ahead is for a tactic seat: look-ahead:tactic:<path>',
    );
  });
});
