// The one place that reads the engine. Everything else in this package works on a `Source`: the
// model's declarations (read from the model's own data, so they do not depend on how the engine
// stores them) and the live values as the viewer sees them (`game.view(p)` masks what p may not
// see; `null` reads the whole state). When the engine's Game changes shape, only this file moves.
import { HIDDEN, type Game } from '@tabletwin/engine';
import type { Value } from '@tabletwin/expr';

export type Visibility = 'public' | 'owner' | 'hidden';

export interface ZoneInfo {
  readonly name: string;
  readonly perPlayer: boolean;
  readonly visibility: Visibility;
  readonly shuffled: boolean;
}

export interface VarInfo {
  readonly name: string;
  readonly perPlayer: boolean;
  /** `init` is a number (or, per player, a list of numbers). */
  readonly numericInit: boolean;
}

/** What the model declares; built once per model. */
export interface ModelInfo {
  readonly numPlayers: number;
  readonly zones: readonly ZoneInfo[];
  readonly zoneIndex: ReadonlyMap<string, ZoneInfo>;
  readonly vars: readonly VarInfo[];
  readonly varIndex: ReadonlyMap<string, VarInfo>;
  readonly derived: ReadonlySet<string>;
  /** `boards` as written in the model. */
  readonly boards: Readonly<Record<string, unknown>>;
  readonly constants: Readonly<Record<string, unknown>>;
  readonly content: unknown;
}

/** The game as one viewer sees it. */
export interface Source {
  readonly info: ModelInfo;
  readonly viewer: number | null;
  readonly eliminated: readonly number[];
  /** A zone's list (a player's part for a per-player zone); `undefined` if the model has no such zone. */
  zone(name: string, player: number | null): readonly Value[] | undefined;
  /** A variable's value, or for a name that is a derived value its value now; `undefined` if neither. */
  value(name: string): Value | undefined;
  /** A card the viewer may not see (the engine shows it as `?`). */
  isHidden(v: Value): boolean;
}

const infos = new WeakMap<object, ModelInfo>();

type Raw = Record<string, unknown>;
const rec = (v: unknown): Raw => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Raw) : {});

function infoOf(game: Game): ModelInfo {
  const model = game.model;
  const cached = infos.get(model);
  if (cached !== undefined) return cached;
  const data = rec(model.data);
  const state = rec(data['state']);
  const zones: ZoneInfo[] = Object.entries(rec(state['zones'])).map(([name, z]) => {
    const d = rec(z);
    const vis = d['visibility'];
    return {
      name,
      perPlayer: d['owner'] === 'player',
      visibility: vis === 'owner' || vis === 'hidden' ? vis : 'public',
      shuffled: d['shuffled'] === true,
    };
  });
  const vars: VarInfo[] = Object.entries(rec(state['vars'])).map(([name, v]) => {
    const d = rec(v);
    const init = d['init'];
    const perPlayer = d['scope'] === 'player';
    const numeric =
      typeof init === 'number' ||
      (perPlayer && Array.isArray(init) && init.length > 0 && init.every((x) => typeof x === 'number'));
    return { name, perPlayer, numericInit: numeric };
  });
  const info: ModelInfo = {
    numPlayers: model.numPlayers,
    zones,
    zoneIndex: new Map(zones.map((z) => [z.name, z])),
    vars,
    varIndex: new Map(vars.map((v) => [v.name, v])),
    derived: new Set(Object.keys(rec(state['derived']))),
    boards: rec(data['boards']),
    constants: rec(data['constants']),
    content: data['content'],
  };
  infos.set(model, info);
  return info;
}

/** The game seen by `viewer` (`null`: everything). */
export function sourceOf(game: Game, viewer: number | null): Source {
  const info = infoOf(game);
  const st = game.state;
  const zones = viewer === null ? st.zones : game.view(viewer).zones;
  return {
    info,
    viewer,
    eliminated: st.eliminated,
    zone(name, player) {
      const decl = info.zoneIndex.get(name);
      const z = zones[name];
      if (decl === undefined || z === undefined) return undefined;
      if (!decl.perPlayer) return z as Value[];
      return (z as Value[][])[player ?? 0];
    },
    value(name) {
      if (info.varIndex.has(name)) return st.vars[name];
      if (info.derived.has(name)) {
        try {
          return game.evaluate(name);
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    isHidden: (v) => v === HIDDEN,
  };
}

/** The game's model, as the key of per-model caches. */
export function modelKey(game: Game): object {
  return game.model;
}
