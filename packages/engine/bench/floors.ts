// Plain TypeScript floors for the engine benchmark: each game's rules written by hand, with the
// same uniform random choices the engine's random player makes.
import { mulberry32, TICTACTOE_LINES as LINES } from '@tabletwin/engine/testing';

/** The seeded generator of every floor. */
export const random = mulberry32;

export function plainTicTacToe(rnd: () => number): number {
  const board: (number | null)[] = new Array(9).fill(null);
  for (let turn = 0; ; turn++) {
    const p = turn % 2;
    const empty: number[] = [];
    for (let i = 0; i < 9; i++) if (board[i] === null) empty.push(i);
    board[empty[Math.floor(rnd() * empty.length)]!] = p;
    if (LINES.some((l) => l.every((i) => board[i] === p))) return p;
    if (!board.includes(null)) return -1;
  }
}

export function plainPig(rnd: () => number): number {
  const score = [0, 0];
  for (;;) {
    for (let p = 0; p < 2; p++) {
      let pot = 0;
      for (;;) {
        const stop = pot > 0 && rnd() < 0.5;
        if (stop) {
          score[p]! += pot;
          break;
        }
        const pips = 1 + Math.floor(rnd() * 6);
        if (pips === 1) {
          pot = 0;
          break;
        }
        pot += pips;
      }
      if (score[p]! >= 20) return p;
    }
  }
}

export function plainMiniPoker(rnd: () => number): number[] {
  const deck = ['J', 'Q', 'K'];
  const hand: string[] = [];
  for (let p = 0; p < 2; p++) hand.push(deck.splice(Math.floor(rnd() * deck.length), 1)[0]!);
  const stake = [1, 1];
  let betOut = false;
  let folded = -1;
  let called = false;
  let checks = 0;
  const rank = (c: string) => 'JQK'.indexOf(c);
  // The betting loop goes round the players until a fold or a showdown (check then bet: the first
  // player answers in a second round).
  for (let p = 0; ; p = 1 - p) {
    if (rnd() < 0.5) {
      if (betOut) folded = p;
      else checks++;
    } else {
      stake[p]! += 1;
      if (betOut) called = true;
      else betOut = true;
    }
    if (folded >= 0) return [0, 1].map((q) => (q === folded ? -stake[q]! : stake[1 - q]!));
    if (called || checks === 2) return [0, 1].map((q) => (rank(hand[q]!) > rank(hand[1 - q]!) ? stake[1 - q]! : -stake[q]!));
  }
}

interface StackItem {
  action: 'bolt' | 'counter';
  actor: number;
  cancelled: boolean;
  target: number;
}

/** duel.yaml: one window with a LIFO stack; bolts hit the other player, counters cancel a bolt. */
export function plainDuel(rnd: () => number): number[] {
  const hp = [2, 2];
  const bolts = [1, 1];
  const counters = [1, 1];
  const stack: StackItem[] = [];
  const open = (p: number) => stack.some((s) => s.actor !== p && !s.cancelled);
  let p = 0;
  let passes = 0;
  for (;;) {
    const legal: ('bolt' | 'counter' | 'pass')[] = [];
    if (bolts[p]! > 0) legal.push('bolt');
    if (counters[p]! > 0 && open(p)) legal.push('counter');
    const choice = legal.length === 0 ? 'pass' : (legal.push('pass'), legal[Math.floor(rnd() * legal.length)]!);
    if (choice === 'pass') {
      if (++passes < 2) {
        p = 1 - p;
        continue;
      }
      const item = stack.pop();
      if (item === undefined) break;
      if (!item.cancelled) {
        if (item.action === 'bolt') hp[1 - item.actor]! -= 1;
        else stack[item.target]!.cancelled = true;
      }
      passes = 0;
      p = 0;
      continue;
    }
    let target = -1;
    if (choice === 'bolt') bolts[p]! -= 1;
    else {
      counters[p]! -= 1;
      for (let i = 0; i < stack.length; i++) if (stack[i]!.actor !== p && !stack[i]!.cancelled) target = i;
    }
    stack.push({ action: choice, actor: p, cancelled: false, target });
    passes = 0;
    p = 1 - p;
  }
  return [hp[0]! - hp[1]!, hp[1]! - hp[0]!];
}

interface Card {
  uid: number;
  id: number;
}

/** A dealt card game: two hands of three, four cards face down, six left in the deck. */
export interface CardPosition {
  hands: Card[][];
  shadow: Card[];
  deck: Card[];
}

function shuffle<T>(xs: T[], rnd: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = xs[i]!;
    xs[i] = xs[j]!;
    xs[j] = t;
  }
  return xs;
}

export function dealtPosition(rnd: () => number): CardPosition {
  const cards = shuffle(
    Array.from({ length: 16 }, (_, i) => ({ uid: i + 1, id: i + 1 })),
    rnd,
  );
  return { hands: [cards.slice(0, 3), cards.slice(3, 6)], shadow: cards.slice(6, 10), deck: cards.slice(10) };
}

/** What player 0 has not seen (the face-down cards and the deck) dealt again, in a copy. */
export function plainResample(pos: CardPosition, rnd: () => number): CardPosition {
  const copy = (cs: Card[]) => cs.map((c) => ({ ...c }));
  const unseen = shuffle(copy([...pos.shadow, ...pos.deck]), rnd);
  return { hands: pos.hands.map(copy), shadow: unseen.slice(0, pos.shadow.length), deck: unseen.slice(pos.shadow.length) };
}
