// ../shared/acceptance/README.md: what the validator must show for each acceptance model, and for
// the models of this repository. Skipped cleanly when ../shared is not there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gapList, renderText, validate } from '../src/index.js';

const shared = new URL('../../../../shared/acceptance/models/', import.meta.url);
const ours = new URL('../../../models/', import.meta.url);
const hasShared = existsSync(shared);

/** End reasons each complete acceptance model may show (acceptance/README.md). */
const EXPECTED: Record<string, string[]> = {
  'my-game.yaml': ['over'],
  'race.yaml': ['finish'],
  'pig.yaml': ['reached_goal'],
  'mini-poker.yaml': ['fold', 'showdown'],
  'trek.yaml': ['campaign_over'],
  'duel.yaml': ['closed'],
  'guide-campaign.yaml': ['campaign_over'],
  'tictactoe.yaml': ['three_in_row', 'full'],
  'hex-skirmish.yaml': ['won', 'fallen', 'time_up'],
};

describe.skipIf(!hasShared)('pig-draft.yaml (guide.md step 7)', () => {
  const report = () => validate(readFileSync(new URL('pig-draft.yaml', shared), 'utf8'));

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
    expect(r.gaps.slice(6).map((g) => `${g.place}: ${g.slot}`)).toEqual(['flow choice: step.actor', 'end reached_goal: end.if/who']);
    expect(r.gaps.map((g) => g.line)).toEqual([51, 56, 58, 60, 26, 38, 40, 64]);
  });

  test('test games: 0 of 20 finished, all stopped at the same place', () => {
    expect(report().testGames).toEqual({
      played: 20,
      finished: 0,
      averageRequests: null,
      reasons: [],
      stopped: [{ label: 'Not executable: action stop: pre is text without pre_x', count: 20 }],
      cutOff: 0,
      requestLimit: 5000,
    });
  });

  test('the flow as a tree', () => {
    expect(report().tree).toBe(
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

describe.skipIf(!hasShared)('complete acceptance models: no errors, 100% executable, 20 of 20 finished', () => {
  const files = hasShared ? readdirSync(shared).filter((f) => f in EXPECTED) : [];
  test.each(files)('%s', (file) => {
    const r = validate(readFileSync(new URL(file, shared), 'utf8'));
    expect(r.errors).toEqual([]);
    expect(r.figures?.executable.pct).toBe(100);
    expect(r.testGames?.stopped).toEqual([]);
    expect(r.testGames?.finished).toBe(20);
    for (const reason of r.testGames?.reasons ?? []) expect(EXPECTED[file]).toContain(reason.label);
  });
});

describe('the models of this repository', () => {
  const files = readdirSync(ours).filter((f) => f.endsWith('.yaml'));
  test.each(files)('%s: no errors or warnings, 100% executable, 20 of 20 finished', (file) => {
    const r = validate(readFileSync(new URL(file, ours), 'utf8'));
    expect([r.errors, r.warnings]).toEqual([[], []]);
    expect(r.figures?.executable.pct).toBe(100);
    expect(r.testGames?.finished).toBe(20);
  });

  test('the same model gives the same report', () => {
    const text = readFileSync(new URL(files[0]!, ours), 'utf8');
    expect(validate(text)).toEqual(validate(text));
  });
});
