// The text face of the report (docs/engine.md#the-validator, docs/guide.md step 7 and 8).
import { expect, test } from 'vitest';
import { gapList, renderText } from '../src/render-text.js';
import type { Figures, Gap, Report } from '../src/report.js';

const figures: Figures = {
  executable: { ok: 6, total: 14, pct: 43 },
  rules: { ok: 6, total: 14, pct: 43 },
  content: null,
  steps: 2,
  ops: 9,
  code: 0,
  calls: 0,
  openQuestions: 0,
};
const gap = (place: string, slot: string, kind = 'text'): Gap => ({ kind, place, slot, path: [] });
const pigGaps = [
  gap('action roll', 'if.cond'),
  gap('action roll', 'add.amount'),
  gap('action stop', 'pre'),
  gap('action stop', 'add.amount'),
  gap('flow game', 'loop.over'),
  gap('flow rolling', 'loop.until'),
  gap('flow choice', 'step.actor'),
  gap('end reached_goal', 'end.if/who'),
];

test('the gap list of guide.md step 7: six places per kind, then how many more', () => {
  expect(gapList('Pig', figures, pigGaps)).toEqual([
    '== Pig: executable 43% (rules 6/14), 8 gaps',
    '  text: 8',
    '      action roll: if.cond',
    '      action roll: add.amount',
    '      action stop: pre',
    '      action stop: add.amount',
    '      flow game: loop.over',
    '      flow rolling: loop.until',
    '      … and 2 more',
  ]);
});

test('kinds with most gaps first; content share in the header', () => {
  const f = { ...figures, content: { ok: 1, total: 2, pct: 50 } };
  const gaps = [
    gap('action a', 'call ai', 'code:algorithm'),
    gap('action b', 'say', 'language'),
    gap('action c', 'say', 'language'),
  ];
  expect(gapList('G', f, gaps)).toEqual([
    '== G: executable 43% (rules 6/14, content 1/2), 3 gaps',
    '  language: 2',
    '      action b: say',
    '      action c: say',
    '  code:algorithm: 1',
    '      action a: call ai',
  ]);
});

const report: Report = {
  game: 'pig',
  label: 'Pig',
  errors: [],
  warnings: [],
  figures,
  gaps: pigGaps,
  markers: [],
  flow: {
    main: {
      kind: 'loop',
      key: 'game',
      id: 'game',
      label: 'Game',
      name: 'Game',
      path: ['flow'],
      note: null,
      window: null,
      endEvents: [],
      over: null,
      as: null,
      until: null,
      once: false,
      order: null,
      children: [],
    },
    flows: [],
  },
  testGames: {
    played: 20,
    notPlayed: 0,
    finished: 0,
    averageRequests: null,
    reasons: [],
    stopped: [{ label: 'Not executable: action stop: pre is text without pre_x', count: 20 }],
    cutOff: 0,
    requestLimit: 5000,
    notPlayedReason: null,
    outOfBudget: 0,
    budget: 200_000_000,
    work: 1805,
  },
};

test('the whole report for the Pig draft', () => {
  expect(renderText(report)).toBe(
    [
      'Pig (pig)',
      'No errors, no warnings.',
      '',
      'Executable 43% [#########...........]',
      '  rules 43% · content - · steps 2 · ops 9 · code 0% · open questions 0',
      '',
      'What the engine still misses',
      ...gapList('Pig', figures, pigGaps),
      '',
      'Test games: 0 of 20 finished',
      'Where games stopped:',
      '  20× Not executable: action stop: pre is text without pre_x',
      '',
      'The flow as a tree',
      'loop Game (no until)',
      '',
    ].join('\n'),
  );
});

test('finished games, errors with their line, cut-off games', () => {
  const r: Report = {
    ...report,
    figures: { ...figures, executable: { ok: 14, total: 14, pct: 100 }, rules: { ok: 14, total: 14, pct: 100 } },
    gaps: [],
    errors: [
      {
        code: 'unknown-value',
        severity: 'error',
        message: "mode 'solo'; use competitive or cooperative",
        path: ['mode'],
        line: 5,
        column: 7,
      },
    ],
    warnings: [{ code: 'unknown-key', severity: 'warning', message: "unknown key 'x' at the top level", path: ['x'] }],
    testGames: {
      played: 20,
      notPlayed: 0,
      finished: 18,
      averageRequests: 25.6,
      reasons: [{ label: 'reached_goal', count: 18 }],
      stopped: [],
      cutOff: 2,
      requestLimit: 5000,
      notPlayedReason: null,
      outOfBudget: 0,
      budget: 200_000_000,
      work: 150_000,
    },
  };
  expect(renderText(r).split('\n').slice(1, 14)).toEqual([
    '',
    'Errors (1):',
    "  line 5, column 7: mode 'solo'; use competitive or cooperative",
    '',
    'Warnings (1):',
    "  unknown key 'x' at the top level",
    '',
    'Executable 100% [####################]',
    '  rules 100% · content - · steps 2 · ops 9 · code 0% · open questions 0',
    '',
    'Test games: 18 of 20 finished',
    'On average 26 requests per game. How they ended:',
    '  reached_goal: 18×',
  ]);
  expect(renderText(r)).toContain('2 games did not end within 5000 requests: a loop without an end?');
});

test.each([
  [1, 'budget', 'Game 3 cut off and 17 more not played'],
  [1, null, 'Game 3 cut off'],
  [0, 'budget', '17 more not played'],
] as const)('out of budget (%s cut off, %s): one line says what was left and why', (outOfBudget, reason, start) => {
  const games = { ...report.testGames!, played: 3, notPlayed: reason === null ? 0 : 17, stopped: [], finished: 3 - outOfBudget };
  const r: Report = { ...report, testGames: { ...games, notPlayedReason: reason, outOfBudget, work: 200_003_000 } };
  const lines = renderText(r).split('\n');
  expect(lines.filter((l) => l.includes('budget'))).toEqual([
    `${start}: the test games used their budget of 200,000,000 steps; do some requests compute a lot (a big loop or comprehension)?`,
  ]);
});

test('a text that is not a model shows only the error', () => {
  const r: Report = {
    game: null,
    label: null,
    errors: [
      { code: 'not-a-model', severity: 'error', message: 'This is not a model: a model is a mapping with a `flow`', path: [] },
    ],
    warnings: [],
    figures: null,
    gaps: [],
    markers: [],
    flow: { main: null, flows: [] },
    testGames: null,
  };
  expect(renderText(r)).toBe('Errors (1):\n  This is not a model: a model is a mapping with a `flow`\n');
});
