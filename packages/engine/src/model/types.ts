// The normalized model: what the engine reads while playing. Built once by `loadModel`, frozen,
// never changed by a game. Flow nodes, op lists and ops are numbered, so the frames of a game in
// progress refer to them by number and stay plain data.
import type { Value } from '@tabletwin/expr';
import type { ModelPath, ModelSource } from '../source/read-model.js';
import type { Expr } from './expressions.js';

/**
 * How the engine reads one field of the model (docs/reference.md#writing-rules-down "Text and expression").
 * - `expr`: the `<field>_x` expression;
 * - `literal`: a value written as is (number, list, bool, dict; text for `value` of set/let);
 * - `text`: text without `_x`, NotExecutable when the engine needs it;
 * - `missing`: not written at all.
 */
export type Field =
  | { readonly k: 'expr'; readonly expr: Expr }
  | { readonly k: 'literal'; readonly value: Value }
  | { readonly k: 'text'; readonly name: string }
  | { readonly k: 'missing'; readonly name: string };

/** A variable or zone path: `name` or `name[expr]...`. */
export interface Path {
  readonly text: string;
  readonly name: string;
  readonly index: readonly Expr[];
}

export interface VarDecl {
  readonly name: string;
  readonly perPlayer: boolean;
  readonly init: Field;
  readonly persist: boolean;
}

export type Visibility = 'public' | 'owner' | 'hidden';

export interface ZoneDecl {
  readonly name: string;
  readonly perPlayer: boolean;
  readonly visibility: Visibility;
  readonly shuffled: boolean;
  readonly persist: boolean;
  readonly drawnFrom: string | null;
  readonly init: Field;
}

export interface DerivedDecl {
  readonly name: string;
  readonly index: number;
  readonly expr: Expr;
}

export interface FunctionDecl {
  readonly name: string;
  readonly params: readonly string[];
  readonly lets: readonly (readonly [string, Expr])[];
  readonly x: Expr | null;
}

interface NodeBase {
  /** Index in `Model.nodes`. */
  readonly n: number;
  readonly id: string;
  /** `step <id>` or `flow <id>`: how places and messages name the node. */
  readonly place: string;
  readonly path: ModelPath;
  /** `null` no window; `true` a window for every speed; else the window's name. */
  readonly window: string | true | null;
  readonly endEvents: readonly string[];
}

export type FlowNode =
  | (NodeBase & { readonly kind: 'sequence'; readonly children: readonly number[] })
  | (NodeBase & {
      readonly kind: 'loop';
      readonly children: readonly number[];
      readonly over: Expr | null;
      readonly as: string | null;
      readonly until: Expr | null;
      readonly once: boolean;
    })
  | (NodeBase & { readonly kind: 'branch'; readonly cases: readonly BranchCase[] })
  | (NodeBase & { readonly kind: 'subflow'; readonly ref: string })
  | (NodeBase & {
      readonly kind: 'step';
      readonly do: readonly string[];
      readonly actor: Expr | null;
      readonly secret: boolean;
      readonly visibleTo: Expr | null;
    })
  | (NodeBase & { readonly kind: 'invalid'; readonly reason: string });

export interface BranchCase {
  readonly when: Field;
  readonly children: readonly number[];
}

/** An op after normalization; each op family adds its own fields. */
export interface Op {
  /** Index in `Model.ops`. */
  readonly index: number;
  readonly op: string;
  readonly path: ModelPath;
}

/** A list of ops (an effect, a cost, a `then`, a body...). */
export interface OpList {
  readonly n: number;
  readonly ops: readonly number[];
  /**
   * Can running it bind a local name in the dict it is given? (A `bind`, or an op list of an op
   * that runs in the same dict, such as an `if` branch; loop bodies and emits work on copies.)
   */
  readonly binds: boolean;
}

export interface ActionDecl {
  readonly name: string;
  /** `action <name>` and `action <name> (cost)`: the places of its effect and cost. */
  readonly place: string;
  readonly costPlace: string;
  readonly pre: Field;
  readonly cost: number | null;
  readonly effect: number | null;
  readonly speed: string | null;
  /** For an ability: the content item it belongs to (`self`). */
  readonly self: Value | null;
}

export type EndResult = 'win' | 'loss' | 'draw' | 'score' | 'eliminate' | 'continue';

export interface EndCondition {
  readonly id: string;
  /** `end condition <id>` */
  readonly place: string;
  readonly if: Expr | null;
  readonly result: EndResult | string;
  readonly who: Expr | null;
  readonly returns: Expr | null;
  readonly scope: string | null;
}

export interface TriggerDecl {
  readonly id: string;
  /** `trigger <id>` */
  readonly place: string;
  readonly event: string;
  readonly timing: string;
  readonly optional: boolean;
  readonly if: Field;
  readonly controller: Expr | null;
  readonly do: number | null;
  /** For a content trigger: the item (`self`) and its `active_x`. */
  readonly self: Value | null;
  readonly active: Expr | null;
}

export interface Model {
  readonly source: ModelSource | undefined;
  /** The model as plain data, frozen. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly numPlayers: number;
  readonly mode: 'competitive' | 'cooperative';
  readonly constants: ReadonlyMap<string, Value>;
  /** The `content` layer as a value (a dict), or `undefined` without content. */
  readonly content: Value;
  readonly vars: readonly VarDecl[];
  readonly varIndex: ReadonlyMap<string, VarDecl>;
  readonly zones: readonly ZoneDecl[];
  readonly zoneIndex: ReadonlyMap<string, ZoneDecl>;
  /** Some zone has `drawn_from`: `resample` deals cards again, so who knows which card is kept. */
  readonly dealsAgain: boolean;
  readonly derived: ReadonlyMap<string, DerivedDecl>;
  readonly functions: readonly FunctionDecl[];
  readonly boards: unknown;
  readonly nodes: readonly FlowNode[];
  /** Node number of the main flow. */
  readonly flow: number;
  readonly flows: ReadonlyMap<string, number>;
  readonly actions: ReadonlyMap<string, ActionDecl>;
  readonly ops: readonly Op[];
  readonly opLists: readonly OpList[];
  readonly triggers: readonly TriggerDecl[];
  /** Static modifiers: the model's, then those on content items. */
  readonly modifiers: readonly ModifierDecl[];
  readonly priority: Protocol;
  readonly outcomes: ReadonlyMap<string, OutcomeModel>;
  /** The `effect` of each content item (by the item's identity), for `exec`. */
  readonly contentEffects: WeakMap<object, number>;
  readonly end: readonly EndCondition[];
  /** The same object as `data` (`agentPlayer` reads `agents` from it; the other sections are normalized above). */
  readonly raw: Readonly<Record<string, unknown>>;
  /** Model data (constants, content, literals) by identity, with its path in the model. */
  readonly dataPaths: WeakMap<object, ModelPath>;
  /** The same, by path (`JSON.stringify(path)`), to find model data again from a snapshot. */
  readonly dataByPath: ReadonlyMap<string, Value>;
  /** Expressions compiled for this model, by source text. */
  readonly exprs: ReadonlyMap<string, Expr>;
}

export interface Protocol {
  readonly first: Field;
  readonly closes: string;
  readonly resolution: string;
  readonly afterAction: string;
  /** Window name → the speeds it allows. */
  readonly windows: ReadonlyMap<string, readonly string[]>;
}

export interface ModifierDecl {
  readonly id: string;
  readonly stat: string;
  readonly layer: number;
  readonly if: Expr | null;
  readonly change: Field;
  /** For a content modifier: the item (`self`) and its `active_x`. */
  readonly self: Value | null;
  readonly active: Expr | null;
}

export interface OutcomeModel {
  readonly name: string;
  readonly derived: readonly (readonly [string, Expr])[];
  readonly outcomes: readonly { readonly id: string; readonly p: Field; readonly effect: number | null }[];
}
