// Worlds a player cannot tell from the game they are in (engine README "Worlds"): copies in which
// every outcome the player did not see is drawn again, and everything they saw is kept. Three ways,
// cheapest first:
// - `copy`: the player saw every answer and outcome; only the unknown order of shuffled zones is
//   dealt again (the engine never reads it, see resample.ts);
// - `redistribute`: what the player did not see are only cards drawn into `drawn_from` zones; those
//   are dealt again with the unknown part of their source (resample.ts);
// - `replay`: anything else (a die only another player saw, a secret choice, a card in another
//   player's hand): the game is played again from its start with every answer the player saw fixed
//   and every other one drawn again (chance with its probabilities, other players' choices
//   uniformly among their options). A replay whose observations, table or open request differ from
//   the player's is thrown away. Replays weigh what they fix by how likely it was in that world, and
//   an independence Metropolis-Hastings chain over them makes the worlds follow the player's
//   posterior (see the README for when that is exact).
import { isDict, PySet, Tuple, type Value } from '@tabletwin/expr';
import type { Model, Path } from '../model/types.js';
import type { Core } from './core.js';
import type { GameRun } from './game.js';
import type { LogLink } from './history.js';
import { HIDDEN, viewOf } from './information.js';
import { redistribute } from './resample.js';
import { nextFloat, nextInt, nextUint32, seedRng, type RngState } from './rng.js';
import type { Request, Visible } from './types.js';
import { canSee } from './visibility.js';

export type WorldMethod = 'copy' | 'redistribute' | 'replay';

export interface WorldOptions {
  /** Replays tried for one world before the chain keeps its last world (default 200). */
  attempts?: number;
  /** Extra steps of the chain before its first world (default 3; replay only). */
  burnIn?: number;
}

export interface WorldStats {
  /** Worlds handed out. */
  worlds: number;
  /** Games played again from the start (replay only). */
  replays: number;
  /** Replays thrown away: they disagreed with what the player observed. */
  rejected: number;
  /** Worlds that repeat the chain's previous world (a proposal refused, or no consistent replay found). */
  repeated: number;
  /**
   * Worlds made by `redistribute` because no replay agreed with the player's observations within
   * `attempts` from the start: those may keep hidden outcomes of the true game.
   */
  fallbacks: number;
}

/** Hands out worlds for one player at one moment of a game. */
export interface WorldSampler<G = unknown> {
  readonly player: number;
  readonly method: WorldMethod;
  readonly stats: Readonly<WorldStats>;
  /** A world: an independent game the player cannot tell from this one (`rng`: a seed or a generator state). */
  next(rng: number | RngState): G;
}

/** What the sampler needs besides the game: a new game of the same model at its start. */
export type FreshGame = () => GameRun;

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
  if (isDict(v)) {
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

interface Proposal {
  readonly game: GameRun;
  /** Log of the probability of what was fixed, in this world. */
  readonly logWeight: number;
}

export class Worlds implements WorldSampler<GameRun> {
  readonly method: WorldMethod;
  readonly stats: WorldStats = { worlds: 0, replays: 0, rejected: 0, repeated: 0, fallbacks: 0 };
  private readonly seen: readonly Seen[];
  private readonly table: string;
  private readonly asked: string;
  private readonly attempts: number;
  private readonly burnIn: number;
  private current: Proposal | null = null;
  private gaveUp = false;

  constructor(
    private readonly game: GameRun,
    private readonly fresh: FreshGame,
    readonly player: number,
    options: WorldOptions = {},
  ) {
    const g = game;
    this.seen = observedAfter(g, player, 0);
    this.method = methodOf(g, this.seen);
    this.table = this.method === 'replay' ? tableOf(g, player) : '';
    this.asked = this.method === 'replay' ? askedOf(g, player) : '';
    this.attempts = Math.max(1, options.attempts ?? 200);
    this.burnIn = Math.max(0, options.burnIn ?? 3);
  }

  next(rng: number | RngState): GameRun {
    const r = typeof rng === 'number' ? seedRng(rng) : rng;
    this.stats.worlds++;
    let world: GameRun | null = null;
    if (this.method === 'replay' && !this.gaveUp) {
      const first = this.current === null;
      let x = this.step(r);
      // The chain's first world comes from the replays' prior; a few more steps move it towards
      // the weights when what the player saw is not equally likely in every world.
      for (let i = 0; first && x !== null && i < this.burnIn; i++) x = this.step(r);
      if (x === null) {
        this.gaveUp = true;
        this.stats.fallbacks++;
      } else world = x.clone();
    } else if (this.gaveUp) this.stats.fallbacks++;
    world ??= this.dealt(r);
    world.rng = freshRng(r);
    return world;
  }

  /** The game itself with what `redistribute` deals again dealt again. */
  private dealt(rng: RngState): GameRun {
    const g = this.game.clone();
    redistribute(g, this.player, rng);
    return g;
  }

  /** One step of the chain: a consistent proposal, accepted with min(1, w(y) / w(x)); null when none was found from the start. */
  private step(rng: RngState): GameRun | null {
    let y: Proposal | null = null;
    for (let i = 0; i < this.attempts && y === null; i++) {
      this.stats.replays++;
      y = this.propose(rng);
      if (y === null) this.stats.rejected++;
    }
    const x = this.current;
    if (y !== null && (x === null || Math.log(nextFloat(rng)) < y.logWeight - x.logWeight)) this.current = y;
    else if (x !== null) this.stats.repeated++;
    return this.current?.game ?? null;
  }

  /** The game played again from its start; null as soon as it shows the player something else. */
  private propose(rng: RngState): Proposal | null {
    const g = this.fresh();
    const seen = this.seen;
    const me = this.player;
    let k = 0;
    let checked = 0;
    let logWeight = 0;
    for (;;) {
      for (const o of observedAfter(g, me, checked)) if (k >= seen.length || o.key !== seen[k++]!.key) return null;
      checked = g.history.log?.length ?? 0;
      if (g.error !== null) return null;
      if (k === seen.length) break;
      const r = g.request();
      const o = seen[k]!;
      if (r.kind === 'end' || r.kind !== o.kind || r.where !== o.where) return null;
      let index: number;
      if (r.kind === 'decision') {
        if (r.player !== o.player) return null;
        if (!o.visible) index = nextInt(rng, r.options.length);
        else {
          const same: number[] = [];
          r.options.forEach((opt, i) => opt.label === o.label && same.push(i));
          if (same.length === 0) return null;
          index = same[nextInt(rng, same.length)]!;
          // The player's own choices depend only on what they know; others' are taken as uniform.
          if (r.player !== me) logWeight += Math.log(same.length / r.options.length);
        }
      } else if (!o.visible) index = pick(rng, r.outcomes, () => true);
      else {
        let all = 0;
        let same = 0;
        for (const c of r.outcomes) {
          all += c.p;
          if (c.label === o.label) same += c.p;
        }
        if (same <= 0) return null;
        index = pick(rng, r.outcomes, (label) => label === o.label);
        logWeight += Math.log(same / all);
      }
      g.answer(index);
    }
    if (askedOf(g, me) !== this.asked || tableOf(g, me) !== this.table) return null;
    return { game: g, logWeight };
  }
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
