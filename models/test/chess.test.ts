// Chess (models/chess.yaml): move generation counted through the engine's API against the
// published perft figures, every end rule on a position that triggers it, the special moves,
// its view and its material tactic. A position is loaded by rewriting the constant FEN in the
// model text, as a user would.
import { loadModel, newGame, playGame, randomPlayer, type Game, type Model } from '@tabletwin/engine';
import { loadTactic, tacticPlayer } from '@tabletwin/tactics';
import { loadView, tableOf } from '@tabletwin/views';
import { describe, expect, it } from 'vitest';
import { libraryFile } from './helpers.js';
import { perft } from '../bench/perft.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';

function chess(fen: string = START, maxPlies?: number): Model {
  let text = libraryFile('chess.yaml').replace(/^ {2}FEN: .*$/m, `  FEN: "${fen}"`);
  if (maxPlies !== undefined) text = text.replace(/^ {2}MAX_PLIES: .*$/m, `  MAX_PLIES: ${maxPlies}`);
  return loadModel(text);
}

function start(fen?: string, maxPlies?: number): Game {
  return newGame(chess(fen, maxPlies), { seed: 1 });
}

/** The labels of the open decision. */
function options(g: Game): string[] {
  const r = g.request();
  if (r.kind !== 'decision') throw new Error(`no decision: ${JSON.stringify(r)}`);
  return r.options.map((o) => o.label);
}

/** Plays the moves given in UCI, each one a decision of the side to move. */
function play(g: Game, ...moves: string[]): Game {
  for (const m of moves) {
    const i = options(g).indexOf(m);
    if (i < 0) throw new Error(`${m} is not among ${options(g).join(' ')}`);
    g.answer(i);
  }
  return g;
}

function ending(g: Game): { returns: readonly number[]; reason: string } | null {
  const r = g.request();
  return r.kind === 'end' ? { returns: r.returns, reason: r.reason } : null;
}

describe('chess: perft through the engine', () => {
  // Full: every option of every decision is answered on a clone, down to the leaves. Bulk: the
  // last ply is counted as the options of the decision before it (the engine's legal moves).
  it.each([
    ['start', 1, 20, 'full', START],
    ['start', 2, 400, 'full', START],
    ['start', 3, 8_902, 'bulk', START],
    ['Kiwipete', 1, 48, 'full', KIWIPETE],
    ['Kiwipete', 2, 2_039, 'bulk', KIWIPETE],
    ['position 3', 1, 14, 'full', POSITION_3],
    ['position 3', 2, 191, 'full', POSITION_3],
    ['position 3', 3, 2_812, 'bulk', POSITION_3],
  ] as const)('%s to depth %i: %i leaves (%s)', (_name, depth, leaves, how, fen) => {
    expect(perft(start(fen), depth, how === 'bulk')).toBe(leaves);
  });

  it('start to depth 4: 197281 leaves (bulk; about 10 s, 9,323 half-moves answered)', () => {
    expect(perft(start(START), 4, true)).toBe(197_281);
  });

  it('full and bulk counting agree where both are cheap (position 3, depth 3 answered to the leaves)', () => {
    expect(perft(start(POSITION_3), 3, false)).toBe(2_812);
  });
});

describe('chess: the end rules', () => {
  it.each([
    // [what, FEN, moves, returns, reason]
    ["fool's mate: black mates on h4", START, ['f2f3', 'e7e5', 'g2g4', 'd8h4'], [-1, 1], 'checkmate'],
    ['a rook mates on the back rank', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', ['a1a8'], [1, -1], 'checkmate'],
    ['mated in the loaded position', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', [], [1, -1], 'checkmate'],
    ['the queen takes the last square: stalemate', '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1', ['f1f7'], [0, 0], 'stalemate'],
    ['the hundredth half-move without pawn move or capture', '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', ['a1a2'], [0, 0], 'fifty_moves'],
    [
      'knights out and back twice: the start position a third time',
      START,
      ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'],
      [0, 0],
      'threefold_repetition',
    ],
    ['the king takes the last rook: bare kings', '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', ['e1d2'], [0, 0], 'insufficient_material'],
    ['king and bishop against king', '4k3/8/8/8/8/8/8/4KB2 w - - 0 1', [], [0, 0], 'insufficient_material'],
    ['bishops on squares of one colour', '2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1', [], [0, 0], 'insufficient_material'],
    ['the move cap (MAX_PLIES 4 here)', START, ['e2e4', 'e7e5', 'g1f3', 'b8c6'], [0, 0], 'move_cap'],
  ] as const)('%s', (_what, fen, moves, returns, reason) => {
    const g = play(start(fen, reason === 'move_cap' ? 4 : undefined), ...moves);
    expect(ending(g)).toEqual({ returns, reason });
    expect(g.state.vars['ply']).toBe(moves.length);
  });

  it.each([
    ['two knights can still mate', '4k3/8/8/8/8/8/8/NN2K3 w - - 0 1'],
    ['bishops on squares of both colours', '4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1'],
    ['king and pawn', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'],
  ])('play goes on: %s', (_what, fen) => {
    expect(ending(start(fen))).toBeNull();
  });

  it('the start position twice is not yet a draw; a pawn move clears the count', () => {
    const g = play(start(), 'g1f3', 'g8f6', 'f3g1', 'f6g8');
    expect(ending(g)).toBeNull();
    expect(g.state.vars['repeats']).toBe(2);
    play(g, 'e2e4');
    expect(g.state.vars['repeats']).toBe(1);
    expect(g.state.vars['halfmoves']).toBe(0);
  });

  it('a capture on the hundredth half-move resets the count instead', () => {
    const g = play(start('4k3/8/8/8/8/8/p7/R3K3 w - - 99 80'), 'a1a2');
    expect(ending(g)).toBeNull();
    expect(g.state.vars['halfmoves']).toBe(0);
  });

  it('a forced move is played without asking; ply tells how far the game went', () => {
    // The king must take the queen; the bare kings that remain end the game.
    const g = start('7k/8/8/8/8/8/1q6/K7 w - - 0 1');
    expect(ending(g)).toEqual({ returns: [0, 0], reason: 'insufficient_material' });
    expect(g.state.vars['ply']).toBe(1);
    expect(g.state.vars['pieces']).toEqual({ h8: 'k', b2: 'K' });
  });
});

describe('chess: special moves', () => {
  it.each([
    ['both castlings', '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', ['e1g1', 'e1c1'], []],
    ['not through an attacked square (f1)', '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1', ['e1c1'], ['e1g1']],
    ['not into check (g1)', '4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1', ['e1c1'], ['e1g1']],
    ['not out of check', '4k3/4q3/8/8/8/8/8/R3K2R w KQ - 0 1', [], ['e1g1', 'e1c1']],
    ['the rook may pass an attacked square (b1)', '1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1', ['e1g1', 'e1c1'], []],
    ['not without the right', '4k3/8/8/8/8/8/8/R3K2R w K - 0 1', ['e1g1'], ['e1c1']],
    ['black castles too', 'r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1', ['e8g8', 'e8c8'], []],
    ['en passant right after the double step', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', ['e5d6', 'e5e6'], []],
    ['not en passant when it uncovers the king along the rank', '8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1', ['b5b6'], ['b5c6']],
    ['promotion: one option per piece', '8/P7/8/8/8/8/8/k6K w - - 0 1', ['a7a8q', 'a7a8r', 'a7a8b', 'a7a8n'], ['a7a8']],
    ['a pinned knight stays', '4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1', [], ['e2c3', 'e2g3', 'e2c1', 'e2g1', 'e2d4', 'e2f4']],
    ['a pinned rook slides along the pin', '4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1', ['e2e3', 'e2e7'], ['e2d2', 'e2f2']],
  ] as const)('%s', (_what, fen, present, absent) => {
    const labels = options(start(fen));
    for (const m of present) expect(labels).toContain(m);
    for (const m of absent) expect(labels).not.toContain(m);
  });

  it('castling moves the rook, en passant removes the pawn passed, promotion puts the piece chosen', () => {
    expect(play(start('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1'), 'e1c1').state.vars['pieces']).toEqual({
      e8: 'k',
      h1: 'R',
      c1: 'K',
      d1: 'R',
    });
    expect(play(start('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'), 'e5d6').state.vars['pieces']).toEqual({ e8: 'k', e1: 'K', d6: 'P' });
    expect(play(start('8/P7/8/8/8/8/8/k6K w - - 0 1'), 'a7a8n').state.vars['pieces']).toEqual({ a1: 'k', h1: 'K', a8: 'N' });
  });

  it('rights are lost when the king or a rook moves or a rook is taken; the double step sets the en passant square', () => {
    const g = play(start(KIWIPETE), 'e2a6', 'b4b3');
    expect(g.state.vars['castling']).toEqual(['K', 'Q', 'k', 'q']);
    play(g, 'h1g1');
    expect(g.state.vars['castling']).toEqual(['Q', 'k', 'q']);
    play(g, 'e8f8');
    expect(g.state.vars['castling']).toEqual(['Q']);
    const h = play(start(KIWIPETE), 'e5g6', 'h3g2', 'g6h8');
    expect(h.state.vars['castling']).toEqual(['K', 'Q', 'q']);
    expect(play(start(), 'e2e4').state.vars['ep']).toBe('e3');
    expect(play(start(), 'e2e3').state.vars['ep']).toBeNull();
  });
});

describe('chess: view and tactic', () => {
  it('the view draws the board from both sides without notices', () => {
    const view = loadView(libraryFile('views/chess.yaml'));
    const g = start();
    const before = tableOf(g, view, { viewer: 0 });
    play(g, 'e2e4');
    for (const viewer of [0, 1, null]) {
      const table = tableOf(g, view, { viewer, previous: before });
      const slots = table.table.flatMap((row) => row.slots);
      expect(slots.flatMap((s) => s.notices)).toEqual([]);
      const board = slots.find((s) => s.kind === 'board');
      if (board?.kind !== 'board') throw new Error('no board');
      expect(board.flipped).toBe(viewer === 1);
      expect(board.cells.filter((c) => c.pieces.length > 0)).toHaveLength(32);
      const e4 = board.cells.find((c) => c.cell === 'e4')!;
      expect(e4.pieces.map((p) => p.icon)).toEqual(['♙']);
      expect(board.cells.find((c) => c.cell === 'e8')!.pieces.map((p) => [p.icon, p.color])).toEqual([['♚', 'black']]);
    }
  });

  it('the material tactic beats random players over 200 games (wins alone, more than 3 standard errors above 50%)', () => {
    const model = chess();
    const tactic = loadTactic(libraryFile('tactics/chess-material.yaml'), { model });
    const games = 200;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const seat = i % 2; // white in half the games, black in the other half
      const me = tacticPlayer(tactic, { seed: i });
      const players = seat === 0 ? [me, randomPlayer(1_000 + i)] : [randomPlayer(1_000 + i), me];
      const r = playGame(model, { seed: i, players, maxRequests: 5_000 });
      if (r.returns![seat]! > 0) wins++;
    }
    const p = wins / games;
    const se = Math.sqrt((p * (1 - p)) / games);
    expect(p - 3 * se).toBeGreaterThan(0.5);
  });
});
