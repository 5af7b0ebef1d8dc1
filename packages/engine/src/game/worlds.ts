// Worlds a player cannot tell from the game they are in (engine README "Worlds"): copies in which
// every outcome the player did not see is drawn again, and everything they saw is kept. Three ways,
// cheapest first:
// - `copy`: the player saw every answer and outcome; only the unknown order of shuffled zones is
//   dealt again (the engine never reads it, see resample.ts);
// - `redistribute`: what the player did not see are only cards drawn into `drawn_from` zones; those
//   are dealt again with the unknown part of their source (resample.ts);
// - `replay`: anything else (a die only another player saw, a card in another player's hand, a
//   secret choice): the game is played again from its start by a batch of particles, with every
//   answer the player saw fixed and every other one drawn again (chance with its probabilities,
//   other players' choices uniformly among their options). A particle whose observations, table or
//   open request differ from the player's is dropped; the others are weighed by how likely what was
//   fixed was in their world and drawn again in proportion (a particle filter), so the worlds follow
//   the player's posterior without restarting the whole replay at each disagreement.
import { isLanguageDict, PySet, Tuple, type Value } from '@tabletwin/expr';
import type { Model, Path } from '../model/types.js';
import type { Core } from './core.js';
import type { LogLink } from './history.js';
import { HIDDEN, viewOf } from './information.js';
import { redistribute } from './resample.js';
import { nextFloat, nextInt, nextUint32, seedRng, type RngState } from './rng.js';
import type { Request, Visible } from './types.js';
import type { WorldMethod, WorldOptions, WorldSampler, WorldStats } from './interface.js';
import { canSee } from './visibility.js';

/** The game a sampler copies and plays again (`G`): the loop, with `clone` and `answer`. */
export interface Replayable<G> extends Core {
  clone(): G;
  answer(index: number): void;
}

interface Seen {
  /** The observation as the player saw it: `kind|where|player|visible|label` (label `?` when hidden). */
  readonly key: string;
  readonly kind: string;
  readonly where: string;
  readonly player: number | null;
  readonly visibleTo: Visible;
  /** Whether the player saw the label. */
  readonly visible: boolean;
  readonly label: string;
}

const visibleText = (v: Visible): string => (v === 'all' ? '*' : v.join(','));

/** The observation of one log entry for `player`, or null (events, the end, errors). */
function observed(l: LogLink, player: number): Seen | null {
  const e = l.entry;
  let where: string, who: number | null, vis: Visible, label: string;
  if (e !== null) {
    if (!('visibleTo' in e)) return null;
    ({ where, player: who, visibleTo: vis, label } = e);
  } else {
    if (l.kind === 'event') return null;
    ({ where, player: who, visibleTo: vis, label } = l);
  }
  const visible = canSee(vis, player);
  const shown = visible ? label : HIDDEN;
  const key = `${l.kind}|${where}|${who ?? '-'}|${visibleText(vis)}|${shown}`;
  return { key, kind: l.kind, where, player: who, visibleTo: vis, visible, label: shown };
}

/** The log entries after the first `from`, oldest first. */
function linksAfter(head: LogLink | null, from: number): LogLink[] {
  const out: LogLink[] = [];
  for (let l = head; l !== null && l.length > from; l = l.prev) out.push(l);
  return out.reverse();
}

/** The observations of `player` in log entries after the first `from`. */
export function observedAfter(g: Core, player: number, from: number): Seen[] {
  const out: Seen[] = [];
  for (const l of linksAfter(g.history.log, from)) {
    const o = observed(l, player);
    if (o !== null) out.push(o);
  }
  return out;
}

const covering = new WeakMap<Model, boolean>();

/**
 * Whether every chance outcome the model can hide is a card drawn into a `drawn_from` zone, which
 * `redistribute` deals again: no `roll` or `draw` with `visible_to_x`, no draw into a zone that is
 * not public and has no `drawn_from`. (`look` and secret choices are seen in the observations.)
 */
function hiddenOnlyInDrawnFrom(model: Model): boolean {
  let ok = covering.get(model);
  if (ok !== undefined) return ok;
  ok = model.ops.every((op) => {
    const o = op as typeof op & { visibleTo?: unknown; to?: Path | string | null };
    if (op.op === 'roll') return o.visibleTo === null;
    if (op.op !== 'draw') return true;
    if (o.visibleTo !== null) return false;
    const to = typeof o.to === 'object' && o.to !== null ? model.zoneIndex.get(o.to.name) : undefined;
    return to !== undefined && (to.visibility === 'public' || to.drawnFrom !== null);
  });
  covering.set(model, ok);
  return ok;
}

/** The cheapest way that does not peek, from what `player` did not see. */
function methodOf(g: Core, seen: readonly Seen[]): WorldMethod {
  if (g.error !== null) return 'copy';
  let chance = false;
  for (const o of seen) {
    if (o.visible) continue;
    if (o.kind === 'decision' || o.kind === 'look' || o.kind === 'search') return 'replay';
    if (o.kind === 'chance') chance = true;
  }
  if (!chance) return 'copy';
  return hiddenOnlyInDrawnFrom(g.model) ? 'redistribute' : 'replay';
}

/**
 * Text that is equal for two tables exactly when they look the same: model data by its path,
 * instances without their uid (two copies of a card are the same to a player), sets in order.
 */
function canonical(model: Model, v: Value, depth = 0): string {
  if (v === null || typeof v !== 'object') return typeof v === 'string' ? JSON.stringify(v) : String(v);
  if (depth > 64) return '…';
  const path = model.dataPaths.get(v as object);
  if (path !== undefined) return `@${JSON.stringify(path)}`;
  if (Array.isArray(v)) return `[${v.map((x) => canonical(model, x, depth + 1)).join(',')}]`;
  if (v instanceof Tuple) return `(${v.items.map((x) => canonical(model, x, depth + 1)).join(',')})`;
  if (v instanceof PySet)
    return `{${[...v]
      .map((x) => canonical(model, x, depth + 1))
      .sort()
      .join(',')}}`;
  if (isLanguageDict(v)) {
    const keys = Object.keys(v)
      .filter((k) => k !== 'uid')
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(model, v[k]!, depth + 1)}`).join(',')}}`;
  }
  return '<?>';
}

function tableOf(g: Core, player: number): string {
  const v = viewOf(g, player);
  const zones: string[] = [];
  for (const decl of g.model.zones) {
    const z = v.zones[decl.name];
    if (z !== undefined) zones.push(`${decl.name}=${canonical(g.model, z as Value)}`);
  }
  return [canonical(g.model, v.vars), zones.join(';'), v.eliminated.join(','), canonical(g.model, v.results)].join('\n');
}

/** What the player sees of the open request: the place, who decides, who sees it, and their own options. */
function askedOf(g: Core, player: number): string {
  let r: Request;
  try {
    r = g.request();
  } catch {
    return 'error';
  }
  if (r.kind === 'end') return 'end';
  const head = `${r.kind}|${r.where}|${visibleText(r.visibleTo)}`;
  if (r.kind === 'chance') return head;
  return r.player === player ? `${head}|${r.player}|${r.options.map((o) => o.label).join('\u0000')}` : `${head}|${r.player}`;
}

/** A generator for a world's own chance, so no world holds the true game's future. */
function freshRng(rng: RngState): RngState {
  return seedRng(nextUint32(rng) * 4294967296 + nextUint32(rng));
}

interface Particle<G> {
  game: G;
  /** Log of the probability of what was fixed since the last draw of particles. */
  logWeight: number;
  /** Observations matched so far, and the log entries read. */
  k: number;
  read: number;
}

export class Worlds<G extends Replayable<G>> implements WorldSampler<G> {
  readonly method: WorldMethod;
  readonly stats: WorldStats = { worlds: 0, batches: 0, dropped: 0, fallbacks: 0 };
  private readonly seen: readonly Seen[];
  private readonly table: string;
  private readonly asked: string;
  /** Particles per batch: `particles`, doubled after each batch that found nothing. */
  private size: number;
  private readonly attempts: number;
  private ready: G[] = [];
  private gaveUp = false;

  constructor(
    private readonly game: G,
    /** A new game of the same model at its start. */
    private readonly fresh: () => G,
    readonly player: number,
    options: WorldOptions = {},
  ) {
    this.seen = observedAfter(game, player, 0);
    this.method = methodOf(game, this.seen);
    this.table = this.method === 'replay' ? tableOf(game, player) : '';
    this.asked = this.method === 'replay' ? askedOf(game, player) : '';
    this.size = Math.max(1, Math.floor(options.particles ?? 16));
    this.attempts = Math.max(1, Math.floor(options.attempts ?? 4));
  }

  next(rng: number | RngState): G {
    const r = typeof rng === 'number' ? seedRng(rng) : rng;
    this.stats.worlds++;
    let world: G | undefined;
    if (this.method === 'replay' && !this.gaveUp) {
      // A batch in which every particle was dropped is tried again with twice as many: evidence
      // that few worlds explain needs more of them (and the sampler keeps the size that worked).
      for (let i = 0; this.ready.length === 0 && i < this.attempts; i++) {
        if (i > 0) this.size *= 2;
        this.ready = this.batch(r);
      }
      world = this.ready.pop();
      if (world === undefined) this.gaveUp = true;
    }
    if (world === undefined) {
      if (this.method === 'replay') this.stats.fallbacks++;
      world = this.dealt(r);
    }
    world.rng = freshRng(r);
    return world;
  }

  /** The game itself with what `redistribute` deals again dealt again. */
  private dealt(rng: RngState): G {
    const g = this.game.clone();
    redistribute(g, this.player, rng);
    return g;
  }

  /**
   * One batch: the particles play the game again request by request, in step (the n-th request of
   * every particle that agrees so far answers the same observation). Empty when all were dropped.
   */
  private batch(rng: RngState): G[] {
    this.stats.batches++;
    const first = this.fresh();
    const n = this.size;
    let ps: Particle<G>[] = Array.from({ length: n }, (_, i) => ({
      game: i === 0 ? first : first.clone(),
      logWeight: 0,
      k: 0,
      read: 0,
    }));
    for (;;) {
      let alive = ps.filter((p) => this.agrees(p));
      // A particle that showed everything the player saw ends the batch; one that is still short of
      // it at that point cannot agree (it asks where the other showed something without asking).
      if (alive.some((p) => p.k === this.seen.length)) alive = alive.filter((p) => p.k === this.seen.length && this.ends(p));
      this.stats.dropped += ps.length - alive.length;
      if (alive.length === 0) return [];
      const even = alive.every((p) => p.logWeight === alive[0]!.logWeight);
      ps = alive.length < ps.length || !even ? drawAgain(alive, n, rng) : alive;
      if (ps[0]!.k === this.seen.length) return ps.map((p) => p.game);
      ps = ps.filter((p) => this.answer(p, rng));
      if (ps.length === 0) return [];
    }
  }

  /** Whether what the particle showed since it was last read is what the player observed. */
  private agrees(p: Particle<G>): boolean {
    const seen = this.seen;
    for (const o of observedAfter(p.game, this.player, p.read))
      if (p.k >= seen.length || o.key !== seen[p.k++]!.key) return false;
    p.read = p.game.history.log?.length ?? 0;
    return p.game.error === null;
  }

  /** Whether a particle that showed everything asks what the game asks, with the same table. */
  private ends(p: Particle<G>): boolean {
    return askedOf(p.game, this.player) === this.asked && tableOf(p.game, this.player) === this.table;
  }

  /** Answers the particle's open request: what the player saw, fixed and weighed, else drawn again. */
  private answer(p: Particle<G>, rng: RngState): boolean {
    const g = p.game;
    const o = this.seen[p.k]!;
    const r = g.request();
    if (r.kind === 'end' || r.kind !== o.kind || r.where !== o.where) return false;
    let index: number;
    if (r.kind === 'decision') {
      if (r.player !== o.player) return false;
      if (!o.visible) index = nextInt(rng, r.options.length);
      else {
        const same: number[] = [];
        r.options.forEach((opt, i) => opt.label === o.label && same.push(i));
        if (same.length === 0) return false;
        index = same[nextInt(rng, same.length)]!;
        // The player's own choices depend only on what they know; others' count as uniform.
        if (r.player !== this.player) p.logWeight += Math.log(same.length / r.options.length);
      }
    } else if (!o.visible) index = pick(rng, r.outcomes, () => true);
    else {
      let all = 0;
      let same = 0;
      for (const c of r.outcomes) {
        all += c.p;
        if (c.label === o.label) same += c.p;
      }
      if (same <= 0) return false;
      index = pick(rng, r.outcomes, (label) => label === o.label);
      p.logWeight += Math.log(same / all);
    }
    g.answer(index);
    return true;
  }
}

/**
 * `n` particles drawn from `alive` in proportion to their weights (systematic resampling); a
 * particle drawn twice is copied. The new ones weigh the same.
 */
function drawAgain<G extends Replayable<G>>(alive: readonly Particle<G>[], n: number, rng: RngState): Particle<G>[] {
  const top = Math.max(...alive.map((p) => p.logWeight));
  const w = alive.map((p) => Math.exp(p.logWeight - top));
  const total = w.reduce((a, b) => a + b, 0);
  const out: Particle<G>[] = [];
  const used = new Set<Particle<G>>();
  let u = nextFloat(rng) / n;
  let acc = 0;
  let i = -1;
  for (let j = 0; j < n; j++, u += 1 / n) {
    while (acc <= u * total && i < alive.length - 1) acc += w[++i]!;
    const p = alive[i]!;
    const game = used.has(p) ? p.game.clone() : p.game;
    used.add(p);
    out.push({ game, logWeight: 0, k: p.k, read: p.read });
  }
  return out;
}

/** An outcome among those `ok` accepts, with their probabilities. */
function pick(rng: RngState, outcomes: readonly { label: string; p: number }[], ok: (label: string) => boolean): number {
  let total = 0;
  for (const c of outcomes) if (ok(c.label)) total += c.p;
  let x = nextFloat(rng) * total;
  let last = -1;
  for (let i = 0; i < outcomes.length; i++) {
    const c = outcomes[i]!;
    if (!ok(c.label) || c.p <= 0) continue;
    last = i;
    x -= c.p;
    if (x < 0) return i;
  }
  return last;
}
