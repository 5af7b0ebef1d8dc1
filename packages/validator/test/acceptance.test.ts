// ../shared/acceptance/README.md: what the validator must show for each acceptance model, and for
// the models of this repository. The model files and the README's table of end reasons come from
// the engine's shared listing (@tabletwin/engine/testing); acceptance models are skipped cleanly
// when ../shared is not there.
import { modelFiles } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { gapList, renderText, renderTree, TEST_GAME_BUDGET, validate } from '../src/index.js';

const files = modelFiles({ drafts: true });
/**
 * How many times over every complete model's test games fit into their budget of work: chess, the
 * heaviest, uses 47 million steps of 200 million; this fails when a change leaves less margin.
 */
const MARGIN = 3;
const draft = files.find((f) => f.name === 'pig-draft.yaml');
const complete = files.filter((f) => f.origin === 'acceptance' && !f.draft);
const ours = files.filter((f) => f.origin === 'repository');

describe.skipIf(draft === undefined)('pig-draft.yaml (guide.md step 7)', () => {
  const report = () => validate(draft!.text);

  test('no errors and no warnings', () => {
    const r = report();
    expect([r.errors, r.warnings]).toEqual([[], []]);
  });

  test('the figures', () => {
    expect(report().figures).toEqual({
      executable: { ok: 6, total: 14, pct: 43 },
      rules: { ok: 6, total: 14, pct: 43 },
      content: null,
      steps: 2,
      ops: 9,
      code: 0,
      calls: 0,
      openQuestions: 0,
    });
  });

  test('the gap list, with the two places not shown', () => {
    const r = report();
    expect(gapList(r.label ?? '', r.figures!, r.gaps)).toEqual([
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
    expect(r.gaps.slice(6).map((g) => `${g.place}: ${g.slot}`)).toEqual([
      'flow choice: step.actor',
      'end reached_goal: end.if/who',
    ]);
    expect(r.gaps.map((g) => g.line)).toEqual([51, 56, 58, 60, 26, 38, 40, 64]);
  });

  test('test games: 0 of 20 finished, all stopped at the same place', () => {
    const games = report().testGames!;
    expect(games).toEqual({
      played: 20,
      notPlayed: 0,
      notPlayedReason: null,
      finished: 0,
      averageRequests: null,
      reasons: [],
      stopped: [{ label: 'Not executable: action stop: pre is text without pre_x', count: 20 }],
      cutOff: 0,
      requestLimit: 5000,
      outOfBudget: 0,
      budget: TEST_GAME_BUDGET,
      work: games.work,
    });
    // Each game stops at its first step: a few flow steps each.
    expect(games.work).toBeGreaterThan(0);
    expect(games.work).toBeLessThan(10_000);
  });

  test('the flow as a tree', () => {
    expect(renderTree(report().flow)).toBe(
      [
        'loop Game for each current in all players in turn (no until)',
        '  sequence Turn',
        '    - Start of turn: start_turn',
        '    loop Roll until you stop or roll a 1 until the turn is over',
        '      - Roll or stop: roll | stop · by the current player',
        '          stop allowed if: the pot is not empty',
      ].join('\n'),
    );
  });

  test('the text a person reads', () => {
    const text = renderText(report());
    for (const part of [
      'No errors, no warnings.',
      'Executable 43%',
      'rules 43% · content - · steps 2 · ops 9 · code 0% · open questions 0',
      'Test games: 0 of 20 finished\nWhere games stopped:\n  20× Not executable: action stop: pre is text without pre_x',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe.skipIf(complete.length === 0)('complete acceptance models: no errors, 100% executable, 20 of 20 finished', () => {
  test.each(complete.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    const r = validate(file.text);
    expect(r.errors).toEqual([]);
    expect(r.figures?.executable.pct).toBe(100);
    expect(r.testGames?.stopped).toEqual([]);
    expect(r.testGames?.finished).toBe(20);
    expect(r.testGames?.work).toBeLessThan(TEST_GAME_BUDGET / MARGIN);
    expect(file.endReasons).not.toBeNull();
    for (const reason of r.testGames?.reasons ?? []) expect(file.endReasons).toContain(reason.label);
  });
});

describe.skipIf(ours.length === 0)('the models of this repository', () => {
  test.each(ours.map((f) => [f.name, f] as const))(
    '%s: no errors or warnings, 100% executable, 20 of 20 finished',
    (_name, file) => {
      const r = validate(file.text);
      expect([r.errors, r.warnings]).toEqual([[], []]);
      expect(r.figures?.executable.pct).toBe(100);
      expect(r.testGames?.finished).toBe(20);
      expect(r.testGames?.work).toBeLessThan(TEST_GAME_BUDGET / MARGIN);
    },
  );

  test('the same model gives the same report', () => {
    const text = ours[0]!.text;
    expect(validate(text)).toEqual(validate(text));
  });
});
