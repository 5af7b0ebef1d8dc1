// Barrow raid: the map's gaps, stones and rubble; initiative from chosen cards; resting and losing
// cards; wights that pick a focus, walk and need sight; the turned flame arc; modifier decks that
// are reshuffled after ×2 or miss. Also its view (no notices) and its `basic` tactic.
import { loadModel, newGame, playGame, restoreGame, type Game } from '@tabletwin/engine';
import { loadTactic, tacticPlayer } from '@tabletwin/tactics';
import { loadView, tableOf } from '@tabletwin/views';
import { describe, expect, it } from 'vitest';
import { answer, decision, libraryFile } from './helpers.js';

const model = loadModel(libraryFile('hex-skirmish.yaml'));

interface Figure {
  label: string;
  cell: string;
  hp: number;
}

type Json = Record<string, unknown>;

/** A fresh game with some figures and zones set differently (through its snapshot). */
function setUp(change: (zones: Json) => void): Game {
  const snap = JSON.parse(JSON.stringify(newGame(model, { seed: 1 }).snapshot())) as Json;
  change(((snap['data'] as Json)['st'] as Json)['zones'] as Json);
  return restoreGame(model, snap as never);
}

function place(zones: Json, cells: Record<string, string>): void {
  for (const f of (zones['$dict'] as Json)['figures'] as { $dict: Figure }[]) {
    const cell = cells[f.$dict.label];
    if (cell !== undefined) f.$dict.cell = cell;
  }
}

const figures = (game: Game): Figure[] => game.state.zones['figures'] as unknown as Figure[];
const at = (game: Game): Record<string, string> => Object.fromEntries(figures(game).map((f) => [f.label, `${f.cell} ${f.hp}`]));

describe('hex-skirmish (Barrow raid)', () => {
  it('the map: gaps gone, stones never entered, rubble costing two, the arc turned', () => {
    const game = newGame(model, { seed: 1 });
    expect(game.evaluate("len(cells('map'))")).toBe(32);
    expect(game.evaluate('hero_moves(0, 2)')).toEqual(['0,1', '1,1', '0,2', '0,0', '1,0', '2,0', '0,3']);
    // With three points the rubble at 2,1 and 1,2 can be entered; the Seer's cell is passed, not ended on.
    expect(game.evaluate('hero_moves(0, 3)')).toEqual([
      '0,1',
      '1,1',
      '0,2',
      '0,0',
      '1,0',
      '2,0',
      '0,3',
      '2,1',
      '1,2',
      '0,4',
      '-1,4',
      '-2,4',
    ]);
    expect(game.evaluate("shape('map', '1,1', AREA, 0)")).toEqual(['1,1', '2,1', '1,2']);
    expect(game.evaluate("shape('map', '1,1', AREA, 1)")).toEqual(['1,1', '1,2', '0,2']);
    // Both wights focus on the Warden (both see him; he is nearer); rushing, the first would stop at 4,1.
    expect(game.evaluate('[focus(w) for w in wights()]')).toEqual([0, 0]);
    expect(game.evaluate("wight_goal(wights()[0], 0, content['abilities'][1])")).toBe('4,1');
  });

  it('a flame arc turned onto two wights, a miss and a ×2, a wight’s blow, and the reshuffle', () => {
    const game = setUp((z) => place(z, { Seer: '5,1', 'Wight A': '5,0', 'Wight B': '6,0' }));
    answer(game, 'Lurch');
    answer(game, 'Brace');
    answer(game, 'Flame arc');
    // Initiative: the Seer (10), the wights (35), the Warden (70).
    expect(game.evaluate('turn_order()')).toEqual([1, -1, 0]);
    answer(game, '5,1');
    const [where, player, arcs] = decision(game);
    expect([where, player]).toEqual(['action play_card', 1]);
    expect(arcs).toContain('6,0 turned 3');
    expect(arcs).not.toContain('5,0 turned 0'); // would cover the Seer herself
    answer(game, '6,0 turned 3');
    answer(game, 'miss'); // Wight A: no damage
    answer(game, 'x2'); // Wight B: 2 × 2 = 4, it falls
    expect(at(game)).toEqual({ Warden: '0,1 8', Seer: '5,1 8', 'Wight A': '5,0 4' });
    expect(game.state.zones['lost']).toEqual([[], ['flame_arc']]);
    expect(game.state.vars['reshuffle']).toEqual(['hero_mods']);
    // Wight A sees the Seer next to it: it stays and strikes, 3 + 1.
    answer(game, '+1');
    expect(at(game)['Seer']).toBe('5,1 4');
    answer(game, '0,1'); // the Warden stays
    // The round is over: the heroes' deck is whole again, the wights' is not.
    expect(game.state.zones['hero_mods']).toHaveLength(9);
    expect(game.state.zones['hero_mods_used']).toEqual([]);
    expect(game.state.zones['wight_mods_used']).toEqual(['+1']);
    expect(game.state.vars['rounds']).toBe(1);
    // Choices are cleared, so a hero who cannot choose next round does not play an old card again.
    expect(game.state.vars['chosen']).toEqual(['none', 'none']);
  });

  it('resting: last in the round, one discarded card lost for good, the rest back in hand, 2 health', () => {
    const game = setUp((z) => {
      const d = z['$dict'] as Json;
      d['hand'] = [
        ['brace', 'rampage'],
        ['bolt', 'glide', 'flame_arc', 'hex'],
      ];
      d['discard'] = [['shove', 'stride'], []];
      for (const f of d['figures'] as { $dict: Figure }[]) if (f.$dict.label === 'Warden') f.$dict.hp = 5;
    });
    answer(game, 'Lurch');
    expect(decision(game)).toEqual(['step choose_card', 0, ['pick_card', 'pick_rest']]);
    answer(game, 'pick_rest');
    answer(game, 'Hex');
    expect(game.evaluate('turn_order()')).toEqual([-1, 1, 0]);
    answer(game, '-1,3'); // the Seer stays; no wight in range
    expect(decision(game)).toEqual(['action rest_up', 0, ['shove', 'stride']]);
    answer(game, 'stride');
    expect(game.state.zones['hand']).toEqual([
      ['brace', 'rampage', 'shove'],
      ['bolt', 'glide', 'flame_arc'],
    ]);
    expect(game.state.zones['discard']).toEqual([[], ['hex']]);
    expect(game.state.zones['lost']).toEqual([['stride'], []]);
    expect(at(game)['Warden']).toBe('0,1 7');
  });

  it('200 random games end for the expected reasons, cards and modifiers all accounted for', () => {
    const reasons: Record<string, number> = {};
    for (let seed = 0; seed < 200; seed++) {
      const r = playGame(model, { seed });
      reasons[r.reason!] = (reasons[r.reason!] ?? 0) + 1;
      const z = r.game.state.zones as Record<string, unknown[] & unknown[][]>;
      for (const p of [0, 1]) expect(z['hand']![p]!.length + z['discard']![p]!.length + z['lost']![p]!.length).toBe(4);
      expect(z['hero_mods']!.length + z['hero_mods_used']!.length).toBe(9);
      expect(z['wight_mods']!.length + z['wight_mods_used']!.length).toBe(9);
      expect(r.returns).toEqual(r.reason === 'barrow_cleared' ? [1, 1] : [-1, -1]);
    }
    expect(Object.keys(reasons).sort()).toEqual(['barrow_cleared', 'exhausted', 'hero_fell']);
    expect(reasons['barrow_cleared']).toBe(9);
  });

  // Random players clear the barrow in about one game of twenty (9 of seeds 0–199).
  it('the basic tactic plays 200 games without error and clears the barrow in at least a quarter of them', () => {
    const tactic = loadTactic(libraryFile('tactics/hex-skirmish-basic.yaml'), { model });
    let wins = 0;
    for (let seed = 0; seed < 200; seed++) {
      const players = [tacticPlayer(tactic, { seed }), tacticPlayer(tactic, { seed: seed + 1000 })];
      if (playGame(model, { seed, players }).reason === 'barrow_cleared') wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(50);
  });

  it('the view lays out the table with no notices at the start, mid-game and at the end', () => {
    const view = loadView(libraryFile('views/hex-skirmish.yaml'));
    const notices = (t: unknown): string[] => {
      if (Array.isArray(t)) return t.flatMap(notices);
      if (t === null || typeof t !== 'object') return [];
      return Object.entries(t).flatMap(([k, v]) => (k === 'notices' ? (v as string[]) : notices(v)));
    };
    const game = newGame(model, { seed: 2 });
    const end = playGame(model, { seed: 2 }).game;
    const mid = newGame(model, { seed: 2 });
    for (let i = 0; i < 8; i++) mid.answer(0);
    const start = tableOf(game, view, { viewer: null });
    const board = start.table[0]!.slots[0] as unknown as { kind: string; cells: { cell: string; pieces: { label: string }[] }[] };
    expect(board.kind).toBe('board');
    expect(board.cells.flatMap((c) => c.pieces.map((p) => `${p.label} ${c.cell}`))).toEqual([
      'Wight A 6,0',
      'Warden 0,1',
      'Wight B 5,1',
      'Seer -1,3',
    ]);
    for (const g of [game, mid, end]) {
      for (const viewer of [null, 0, 1]) {
        const table = tableOf(g, view, { viewer });
        expect(table.automatic).toBe(false);
        expect(notices(table)).toEqual([]);
      }
    }
  });
});
