// Plain TypeScript floor for hex-skirmish.yaml (acceptance models): the same game the engine plays
// from that model, written by hand. Two heroes pick a card each round (resting when the hand is
// empty), the monsters roll one behaviour card per type, everyone acts in initiative order, heroes
// move and attack or heal, monsters focus a hero, walk and attack; modifier decks are reshuffled
// after x2 or a miss. The game ends as the model's `end` list says (won, fallen, time_up), checked
// after every step as the engine does. Decisions are uniform over the options the engine would
// offer (one option: no decision), chances uniform over their faces or the cards in the deck.
// Board functions follow docs/board-geometry.md for this one board: hex 7×5, axial q,r, four holes,
// no walls.
// `hexSkirmishGame` also reports the end reason, decisions and rounds, to check it against the engine.

type Mod = number | 'x2' | 'miss';

/** An attack modifier deck: drawn at random, reshuffled at the end of a round after x2 or a miss. */
interface ModDeck {
  deck: Mod[];
  discard: Mod[];
  reshuffle: boolean;
}

interface Card {
  readonly ini: number;
  readonly move: number;
  readonly attack: number;
  readonly range: number;
  readonly heal: number;
  readonly around: boolean;
  /** Vectors [dq, dr] of an area attack; empty for a single target. */
  readonly pattern: readonly (readonly [number, number])[];
}

interface Fig {
  readonly id: string;
  readonly hero: boolean;
  readonly player: number;
  readonly type: 'guard' | 'archer' | null;
  hp: number;
  readonly max: number;
  readonly shield: number;
  cell: number;
  alive: boolean;
}

// ---- The board: cell order is row by row, q ascending; odd rows shifted, so row r starts at q = -floor(r / 2).

const WIDTH = 7;
const HEIGHT = 5;
const HOLES = ['3,0', '3,1', '2,3', '1,4'];
const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
]; // e se sw w nw ne
const QS: number[] = [];
const RS: number[] = [];
const INDEX = new Map<string, number>();
for (let r = 0; r < HEIGHT; r++) {
  for (let q = -Math.floor(r / 2); q < WIDTH - Math.floor(r / 2); q++) {
    if (HOLES.includes(`${q},${r}`)) continue;
    INDEX.set(`${q},${r}`, QS.length);
    QS.push(q);
    RS.push(r);
  }
}
const N = QS.length;
const at = (q: number, r: number): number => INDEX.get(`${q},${r}`) ?? -1;
/** Neighbour of cell i in direction k, -1 off the board or on a hole. */
const NEXT: number[] = [];
for (let i = 0; i < N; i++) for (const [dq, dr] of DIRS) NEXT.push(at(QS[i]! + dq, RS[i]! + dr));
const cellOf = (name: string): number => INDEX.get(name)!;
const OBSTACLE = cellOf('5,2');
const TERRAIN = new Map([
  [cellOf('2,2'), 2],
  [cellOf('1,2'), 2],
]);

function distance(a: number, b: number): number {
  const dq = QS[a]! - QS[b]!;
  const dr = RS[a]! - RS[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Steps from a to b around holes (figures ignored), or Infinity beyond `limit`. */
function stepsWithin(a: number, b: number, limit: number): number {
  const dist = new Array<number>(N).fill(Infinity);
  dist[a] = 0;
  const queue = [a];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    if (u === b) return dist[u]!;
    if (dist[u]! >= limit) continue;
    for (let k = 0; k < 6; k++) {
      const v = NEXT[u * 6 + k]!;
      if (v >= 0 && dist[v] === Infinity) {
        dist[v] = dist[u]! + 1;
        queue.push(v);
      }
    }
  }
  return Infinity;
}

// Line of sight with corners: a line from each corner of a (5% inside) to each corner of b,
// sampled 8 times per √3; blocked when a sample lands off the board or on a hole. A sample on
// the border of two cells (within 1e-9) counts for neither.
const SQRT3 = Math.sqrt(3);
const CORNERS = [0, 1, 2, 3, 4, 5].map(
  (k) => [Math.cos((Math.PI / 180) * (30 + 60 * k)), Math.sin((Math.PI / 180) * (30 + 60 * k))] as const,
);
const EDGE = 1e-9;
const BORDER = -2;

/** The cell under a point of the plane, -1 off the board or on a hole, BORDER on an edge. */
function locate(px: number, py: number): number {
  const qf = (SQRT3 / 3) * px - py / 3;
  const rf = (2 / 3) * py;
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const eq = Math.abs(q - qf),
    er = Math.abs(r - rf),
    es = Math.abs(s - sf);
  if (eq > er && eq > es) q = -r - s;
  else if (er > es) r = -q - s;
  const dx = px - SQRT3 * (q + r / 2);
  const dy = py - 1.5 * r;
  const near = dx * dx + dy * dy;
  if (near >= 0.75 - EDGE) {
    for (const [dq, dr] of DIRS) {
      const ex = dx - SQRT3 * (dq + dr / 2);
      const ey = dy - 1.5 * dr;
      if (ex * ex + ey * ey - near < EDGE) return BORDER;
    }
  }
  return at(q, r);
}

function clearLine(x0: number, y0: number, x1: number, y1: number): boolean {
  const samples = Math.max(1, Math.ceil((Math.hypot(x1 - x0, y1 - y0) / SQRT3) * 8));
  for (let i = 1; i <= samples; i++) {
    const t = i / samples;
    if (locate(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t) === -1) return false;
  }
  return true;
}

function lineOfSight(a: number, b: number): boolean {
  if (a === b) return true;
  const ax = SQRT3 * (QS[a]! + RS[a]! / 2),
    ay = 1.5 * RS[a]!;
  const bx = SQRT3 * (QS[b]! + RS[b]! / 2),
    by = 1.5 * RS[b]!;
  for (const [cx, cy] of CORNERS) {
    for (const [dx, dy] of CORNERS) {
      if (clearLine(ax + cx * 0.95, ay + cy * 0.95, bx + dx * 0.95, by + dy * 0.95)) return true;
    }
  }
  return false;
}

/** The model's in_range: within reach counted around holes, and in sight corner to corner. */
function inRange(a: number, b: number, reach: number): boolean {
  return distance(a, b) <= reach && stepsWithin(a, b, reach) <= reach && lineOfSight(a, b);
}

/** Cells of a pattern placed at `cell`, turned clockwise `turns` times (holes and duplicates left out). */
function shape(cell: number, pattern: readonly (readonly [number, number])[], turns: number): number[] {
  const out: number[] = [];
  for (const v of pattern) {
    let dq = v[0],
      dr = v[1];
    for (let t = 0; t < turns; t++) [dq, dr] = [-dr, dq + dr];
    const c = at(QS[cell]! + dq, RS[cell]! + dr);
    if (c >= 0 && !out.includes(c)) out.push(c);
  }
  return out;
}

// Marks per cell for a search: 0 free, BLOCKED may not be entered, THROUGH may be passed but not ended on.
const BLOCKED = 1,
  THROUGH = 2;

/**
 * Cheapest costs from `start` (entering a terrain cell costs 2, others 1) up to `limit` points,
 * and the cells in the order they were settled: cheapest first, on a tie the one whose cheapest
 * path was found first (neighbours in direction order), as the engine's `reachable` lists them.
 */
function search(start: number, limit: number, marks: Uint8Array): { cost: number[]; order: number[] } {
  const cost = new Array<number>(N).fill(Infinity);
  const done = new Uint8Array(N);
  const buckets: number[][] = [[start]];
  const order: number[] = [];
  cost[start] = 0;
  for (let d = 0; d < buckets.length; d++) {
    for (const u of buckets[d] ?? []) {
      if (done[u]) continue;
      done[u] = 1;
      order.push(u);
      for (let k = 0; k < 6; k++) {
        const v = NEXT[u * 6 + k]!;
        if (v < 0 || done[v] || marks[v] === BLOCKED) continue;
        const next = d + (TERRAIN.get(v) ?? 1);
        if (next > limit || next >= cost[v]!) continue;
        cost[v] = next;
        (buckets[next] ??= []).push(v);
      }
    }
  }
  return { cost, order };
}

// ---- The model's data

const card = (ini: number, move: number, attack: number, range: number, extra: Partial<Card> = {}): Card => ({
  ini,
  move,
  attack,
  range,
  heal: 0,
  around: false,
  pattern: [],
  ...extra,
});
const HERO_CARDS: readonly (readonly Card[])[] = [
  [card(15, 4, 2, 1), card(40, 2, 4, 1), card(28, 1, 2, 1, { around: true, pattern: DIRS }), card(60, 3, 3, 1)],
  [
    card(20, 2, 2, 3),
    card(55, 1, 2, 3, {
      pattern: [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
    }),
    card(35, 2, 0, 2, { heal: 3 }),
    card(12, 4, 1, 2),
  ],
];
const MONSTERS = { guard: { move: 2, attack: 3, range: 1 }, archer: { move: 2, attack: 2, range: 3 } };
interface Behaviour {
  readonly ini: number;
  readonly move: number;
  readonly attack: number;
}
const BEHAVIOUR: Record<'guard' | 'archer', readonly Behaviour[]> = {
  guard: [
    { ini: 45, move: 0, attack: 0 },
    { ini: 30, move: 1, attack: -1 },
    { ini: 70, move: -1, attack: 1 },
  ],
  archer: [
    { ini: 20, move: 0, attack: 0 },
    { ini: 50, move: 1, attack: -1 },
    { ini: 65, move: -1, attack: 1 },
  ],
};
const MODIFIERS: readonly Mod[] = [0, 0, 0, 0, 1, 1, -1, -1, 2, -2, 'x2', 'miss'];
const MAX_ROUNDS = 8;

function setup(): Fig[] {
  const fig = (id: string, hero: boolean, player: number, type: Fig['type'], hp: number, shield: number, cell: string): Fig => ({
    id,
    hero,
    player,
    type,
    hp,
    max: hp,
    shield,
    cell: cellOf(cell),
    alive: true,
  });
  return [
    fig('warrior', true, 0, null, 10, 1, '0,1'),
    fig('seer', true, 1, null, 7, 0, '-1,3'),
    fig('guard1', false, -1, 'guard', 6, 1, '5,1'),
    fig('guard2', false, -1, 'guard', 6, 1, '4,3'),
    fig('archer1', false, -1, 'archer', 4, 0, '6,0'),
  ];
}

function damage(base: number, mod: Mod): number {
  return mod === 'miss' ? 0 : mod === 'x2' ? base * 2 : base + mod;
}

// ---- One game

/** How a game ended: returns, end reason, decisions asked and `round_no` at the end. */
export interface HexSkirmishResult {
  returns: number[];
  reason: string;
  decisions: number;
  rounds: number;
}

/** One game to its end. */
export function hexSkirmishGame(rnd: () => number): HexSkirmishResult {
  const figures = setup();
  const hand = HERO_CARDS.map((cards) => [...cards]);
  const discard: Card[][] = [[], []];
  const lost: Card[][] = [[], []];
  const chosen: (Card | null)[] = [null, null];
  const behaviour: Partial<Record<'guard' | 'archer', Behaviour>> = {};
  const heroMods: ModDeck = { deck: [...MODIFIERS], discard: [], reshuffle: false };
  const monsterMods: ModDeck = { deck: [...MODIFIERS], discard: [], reshuffle: false };
  let decisions = 0;

  const pick = (n: number): number => Math.floor(rnd() * n);
  const choose = (n: number): number => (n > 1 ? (decisions++, pick(n)) : 0);
  const heroes = (): Fig[] => figures.filter((f) => f.hero);
  const monsters = (): Fig[] => figures.filter((f) => !f.hero);
  const defeat = (f: Fig): void => {
    f.alive = false;
    figures.splice(figures.indexOf(f), 1);
  };
  /** Cells a figure of this side may not enter (obstacle, enemies) or may only pass (allies). */
  const marksFor = (me: Fig): Uint8Array => {
    const marks = new Uint8Array(N);
    marks[OBSTACLE] = BLOCKED;
    for (const f of figures) if (f !== me) marks[f.cell] = f.hero === me.hero ? THROUGH : BLOCKED;
    return marks;
  };
  // The deck's order is unknown, so a draw is a uniform pick among the cards left.
  const drawMod = (mods: ModDeck): Mod => {
    if (mods.deck.length === 0) mods.deck.push(...mods.discard.splice(0));
    const i = pick(mods.deck.length);
    const mod = mods.deck[i]!;
    mods.deck[i] = mods.deck[mods.deck.length - 1]!;
    mods.deck.pop();
    mods.discard.push(mod);
    if (mod === 'x2' || mod === 'miss') mods.reshuffle = true;
    return mod;
  };
  const hit = (target: Fig, base: number, mod: Mod): void => {
    target.hp = Math.max(0, target.hp - Math.max(0, damage(base, mod) - target.shield));
    if (target.hp <= 0) defeat(target);
  };
  let round = 1;
  const ended = (): string | null =>
    monsters().length === 0 ? 'won' : heroes().length === 0 ? 'fallen' : round > MAX_ROUNDS ? 'time_up' : null;

  function chooseCard(p: number): void {
    const me = figures.find((f) => f.player === p)!;
    if (hand[p]!.length === 0) {
      if (discard[p]!.length < 2)
        defeat(me); // exhausted
      else {
        hand[p] = discard[p]!;
        discard[p] = [];
        lost[p]!.push(hand[p]!.splice(pick(hand[p]!.length), 1)[0]!); // rested: lose a random card
      }
    }
    if (hand[p]!.length > 0 && me.alive) {
      const c = hand[p]!.splice(choose(hand[p]!.length), 1)[0]!;
      discard[p]!.push(c);
      chosen[p] = c;
    } else chosen[p] = null;
  }

  /** Distinct non-empty groups of monsters the hero can hit with card c. */
  function attackOptions(me: Fig, c: Card): Fig[][] {
    const targets = monsters();
    if (c.pattern.length === 0) return targets.filter((m) => inRange(me.cell, m.cell, c.range)).map((m) => [m]);
    const groups: Fig[][] = [];
    const seen = new Set<number>();
    const add = (cells: number[]): void => {
      let key = 0;
      const group: Fig[] = [];
      targets.forEach((m, i) => {
        if (cells.includes(m.cell)) ((key |= 1 << i), group.push(m));
      });
      if (key !== 0 && !seen.has(key)) (seen.add(key), groups.push(group));
    };
    if (c.around) add(shape(me.cell, c.pattern, 0));
    else {
      for (let t = 0; t < N; t++) {
        if (inRange(me.cell, t, c.range)) for (let d = 0; d < 6; d++) add(shape(t, c.pattern, d));
      }
    }
    return groups;
  }

  function heroActs(me: Fig): void {
    const c = chosen[me.player]!;
    const marks = marksFor(me);
    // Staying first, then the reachable cells cheapest first; allies' cells only to pass through.
    const moves = search(me.cell, c.move, marks).order.filter((x) => marks[x] !== THROUGH);
    me.cell = moves[choose(moves.length)]!;
    if (c.heal > 0) {
      const friends = heroes().filter((h) => inRange(me.cell, h.cell, c.range));
      const target = friends[choose(friends.length)]!;
      target.hp = Math.min(target.max, target.hp + c.heal);
      return;
    }
    const groups = attackOptions(me, c);
    if (groups.length === 0) return;
    for (const target of groups[choose(groups.length)]!) hit(target, c.attack, drawMod(heroMods));
  }

  /** Empty cells from which monster m can attack hero h. */
  const attackCells = (m: Fig, h: Fig, reach: number): number[] => {
    const out: number[] = [];
    for (let c = 0; c < N; c++) {
      if (distance(c, h.cell) > reach || c === OBSTACLE || figures.some((f) => f.cell === c && f !== m)) continue;
      if (inRange(c, h.cell, reach)) out.push(c);
    }
    return out;
  };
  const cheapest = (cost: number[], cells: number[]): number => cells.reduce((best, c) => Math.min(best, cost[c]!), 999);

  function monsterActs(m: Fig): void {
    const base = MONSTERS[m.type!];
    const mc = behaviour[m.type!]!;
    const movement = Math.max(0, base.move + mc.move);
    const attack = Math.max(0, base.attack + mc.attack);
    const marks = marksFor(m);
    // Focus: the hero with the cheapest attack cell; on a tie the first hero.
    const fromHere = search(m.cell, Infinity, marks).cost;
    let focus: Fig | null = null;
    let focusCells: number[] = [];
    let best = 999;
    for (const h of heroes()) {
      const cells = attackCells(m, h, base.range);
      const cost = cheapest(fromHere, cells);
      if (cost < best) [focus, focusCells, best] = [h, cells, cost];
    }
    if (focus === null) return;
    // Destination: the first reachable attack cell, else the reachable cell closest to one.
    const candidates = search(m.cell, movement, marks).order.filter((x) => marks[x] !== THROUGH);
    let dest = candidates.find((c) => focusCells.includes(c));
    if (dest === undefined) {
      let closest = Infinity;
      for (const c of candidates) {
        const cost = cheapest(search(c, Infinity, marks).cost, focusCells);
        if (cost < closest) [dest, closest] = [c, cost];
      }
    }
    m.cell = dest!;
    if (inRange(m.cell, focus.cell, base.range)) hit(focus, attack, drawMod(monsterMods));
  }

  for (;;) {
    for (const p of heroes().map((f) => f.player)) {
      chooseCard(p);
      const end = ended();
      if (end) return finish(end);
    }
    for (const t of (['archer', 'guard'] as const).filter((t) => monsters().some((m) => m.type === t))) {
      behaviour[t] = BEHAVIOUR[t][pick(3)];
    }
    // Initiative order; on a tie heroes first, then the order on the map.
    const order = figures
      .filter((f) => !f.hero || chosen[f.player] !== null)
      .map((f, n) => ({ f, n, ini: f.hero ? chosen[f.player]!.ini : behaviour[f.type!]!.ini, side: f.hero ? 0 : 1 }))
      .sort((a, b) => a.ini - b.ini || a.side - b.side || a.n - b.n)
      .map((e) => e.f);
    for (const f of order) {
      if (!f.alive) continue;
      if (f.hero) heroActs(f);
      else monsterActs(f);
      const end = ended();
      if (end) return finish(end);
    }
    for (const mods of [heroMods, monsterMods]) {
      if (mods.reshuffle) (mods.deck.push(...mods.discard.splice(0)), (mods.reshuffle = false));
    }
    round++;
    const end = ended();
    if (end) return finish(end);
  }

  function finish(reason: string): HexSkirmishResult {
    const r = reason === 'won' ? 1 : -1;
    return { returns: [r, r], reason, decisions, rounds: round };
  }
}

/** One random game of hex-skirmish in plain TypeScript; returns the players' returns. */
export function plainHexSkirmish(rnd: () => number): number[] {
  return hexSkirmishGame(rnd).returns;
}
