// Players named by text (`random`, `first`, `agent:<name>`, `tactic:<path>`, `human`).
import { loadModel, newGame, randomPlayer, type DecisionRequest } from '@tabletwin/engine';
import { describe, expect, it } from 'vitest';
import { isHuman, playerFromSpec, seatLookAhead, TacticError, withLookAhead, type TacticPlayer } from '../src/index.js';
import { exampleText, HOLD_AT_8 } from './helpers.js';

const model = loadModel(
  exampleText('pig.yaml') +
    "\nagents:\n  greedy: {kind: heuristic, policy_x: \"'stop' if 'stop' in options and pot >= 10 else options[0]\"}\n",
);

/** A decision of player 0 at `step choice` with a pot of at least 10. */
function bigPot(): { game: ReturnType<typeof newGame>; request: DecisionRequest } {
  for (let seed = 1; ; seed++) {
    const g = newGame(model, { seed });
    const p = randomPlayer(seed);
    for (let r = g.request(); r.kind !== 'end'; r = g.request()) {
      if (r.kind === 'decision' && r.options.length === 2 && (g.state.vars['pot'] as number) >= 10)
        return { game: g, request: r };
      g.answer(r.kind === 'chance' ? (r.outcomes.length > 1 ? 5 : 0) : p.choose(r, g));
    }
  }
}

describe('playerFromSpec', () => {
  const { game, request } = bigPot();
  const labels = (spec: string, seed = 1, read?: (p: string) => string): string[] => {
    const p = playerFromSpec(spec, { model, seed, ...(read ? { read } : {}) });
    return Array.from({ length: 12 }, () => request.options[p.choose(request, game)]!.label);
  };

  it("random: the engine's random player with that seed", () => {
    const r = randomPlayer(4);
    expect(labels('random', 4)).toEqual(Array.from({ length: 12 }, () => request.options[r.choose(request, game)]!.label));
  });

  it('first', () => {
    expect(labels('first')).toEqual(Array(12).fill('roll'));
  });

  it('agent:<name>', () => {
    expect(labels('agent:greedy')).toEqual(Array(12).fill('stop'));
  });

  it('tactic:<path>, its bases read relative to it', () => {
    const files: Record<string, string> = {
      'tactics/stop-at-10.yaml':
        'tactic: stop-at-10\nextends: ../base/hold8.yaml\nrules:\n  - {at: step choice, when_x: "pot < 10", pick: roll}\n',
      'base/hold8.yaml': HOLD_AT_8,
    };
    const asked: string[] = [];
    const read = (p: string): string => (asked.push(p), files[p]!);
    expect(labels('tactic:tactics/stop-at-10.yaml', 1, read)).toEqual(Array(12).fill('stop'));
    expect(asked).toEqual(['tactics/stop-at-10.yaml', 'base/hold8.yaml']);
    const p = playerFromSpec('tactic:tactics/stop-at-10.yaml', { model, read, record: true }) as TacticPlayer;
    p.choose(request, game);
    expect([p.tactic.name, p.tactic.files, p.records.map((r) => r.by)]).toEqual([
      'stop-at-10',
      ['tactics/stop-at-10.yaml', 'base/hold8.yaml'],
      ['tactic pig-hold-at-8: rule 1 (step choice)'],
    ]);
  });

  it('human: a marker the front end answers', () => {
    const h = playerFromSpec('human', { model });
    expect(isHuman(h)).toBe(true);
    expect(isHuman(playerFromSpec('first', { model }))).toBe(false);
    expect(() => h.choose(request, game)).toThrow('a human seat is answered by the front end, not by choose()');
  });

  const errors: [string, string][] = [
    [
      'robot',
      'player robot: not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>',
    ],
    [
      'agent:',
      'player agent:: not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>',
    ],
    [
      'tactic:',
      'player tactic:: not a player: use random, first, human, agent:<name>, mcts, mcts:<iterations>, mcts:<seconds>s, tactic:<path> (look-ahead:tactic:<path> or no-look-ahead:tactic:<path> to turn its look-ahead on or off) or solved:<strategy.json>',
    ],
    ['tactic:x.yaml', 'player tactic:x.yaml: there is no way to read files here'],
    ['look-ahead:random', 'player look-ahead:random: look-ahead is for a tactic seat: look-ahead:tactic:<path>'],
    [
      'no-look-ahead:agent:greedy',
      'player no-look-ahead:agent:greedy: look-ahead is for a tactic seat: no-look-ahead:tactic:<path>',
    ],
    ['look-ahead:tactic:', 'player look-ahead:tactic:: look-ahead is for a tactic seat: look-ahead:tactic:<path>'],
  ];
  it.each(errors)('%s', (spec, message) => {
    expect(() => playerFromSpec(spec, { model })).toThrow(
      new TacticError('player', `player ${spec}`, message.slice(`player ${spec}: `.length)),
    );
    expect(() => playerFromSpec(spec, { model })).toThrow(message);
  });

  it('a tactic file that cannot be read', () => {
    const read = (p: string): string => {
      throw new Error(`ENOENT: ${p}`);
    };
    expect(() => playerFromSpec('tactic:gone.yaml', { model, read })).toThrow(
      'player tactic:gone.yaml: gone.yaml cannot be read: ENOENT: gone.yaml',
    );
  });

  describe('look-ahead of a tactic seat: as the file says, on, or off', () => {
    const files: Record<string, string> = {
      'plain.yaml': HOLD_AT_8,
      'searching.yaml': `${HOLD_AT_8}search: {at: step choice, rollouts: 4}\n`,
    };
    const read = (p: string): string => files[p]!;
    const seat = (spec: string) => {
      const p = playerFromSpec(spec, { model, seed: 3, read }) as TacticPlayer;
      p.choose(request, game);
      const r = p.last!.search;
      return { searches: p.searches, searched: r !== undefined, perRound: r === undefined ? 0 : r.rollouts / r.rounds };
    };
    const cases: [string, boolean, number][] = [
      // [spec, searches, rollouts per round (its own 4, or the default 8)]
      ['tactic:plain.yaml', false, 0],
      ['tactic:searching.yaml', true, 4],
      ['look-ahead:tactic:plain.yaml', true, 8],
      ['look-ahead:tactic:searching.yaml', true, 4],
      ['no-look-ahead:tactic:plain.yaml', false, 0],
      ['no-look-ahead:tactic:searching.yaml', false, 0],
    ];
    it.each(cases)('%s', (spec, searches, rollouts) => {
      const s = seat(spec);
      expect(s.searches).toBe(searches);
      expect(s.searched).toBe(searches);
      expect(s.perRound).toBe(rollouts);
    });

    const specs: [string, boolean, boolean, string][] = [
      ['tactic:a.yaml', true, false, 'look-ahead:tactic:a.yaml'],
      ['tactic:a.yaml', false, false, 'tactic:a.yaml'],
      ['tactic:a.yaml', false, true, 'no-look-ahead:tactic:a.yaml'],
      ['look-ahead:tactic:a.yaml', false, false, 'tactic:a.yaml'],
      ['no-look-ahead:tactic:a.yaml', true, true, 'look-ahead:tactic:a.yaml'],
      ['look-ahead:random', true, false, 'random'],
      ['first', true, false, 'first'],
    ];
    it.each(specs)('withLookAhead(%s, on %s, own search %s) is %s', (spec, on, own, out) => {
      expect(withLookAhead(spec, on, own)).toBe(out);
    });

    it('seatLookAhead reads the prefix', () => {
      expect(seatLookAhead('look-ahead:tactic:a.yaml')).toEqual({ base: 'tactic:a.yaml', lookAhead: 'on' });
      expect(seatLookAhead('no-look-ahead:tactic:a.yaml')).toEqual({ base: 'tactic:a.yaml', lookAhead: 'off' });
      expect(seatLookAhead('tactic:a.yaml')).toEqual({ base: 'tactic:a.yaml', lookAhead: 'file' });
    });
  });

  it("an agent the model does not have is the engine's error", () => {
    expect(() => playerFromSpec('agent:nobody', { model })).toThrow('agent nobody: no policy_x');
  });
});
