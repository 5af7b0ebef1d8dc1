// What an op is, as data: its fields and what it asks and touches. Every place that knows ops
// reads this (the engine's reader, the validator's schema, checks, slots and markers, the
// diagram, the docs), so an op is described once, next to its `run` in its family module.
// A leaf module: it imports nothing of the engine but types.
import type { ModelPath } from '../source/read-model.js';
import type { Normalizer, Raw } from '../model/normalizer.js';
import type { Op } from '../model/types.js';

/**
 * How a field is written:
 * - `value`: a literal or its `_x` expression (the engine reads a `Field`);
 * - `expression`: its `_x` is what runs; the plain field is text for people (read as an `Expr`);
 * - `zone`, `variable`: a path, `deck` or `hand[actor]`, `score[p]`;
 * - `word`: a plain key written as is: one of `values`, a name of a part of the model (`names`),
 *   or free text, a flag, a number;
 * - `ops`: a list of ops.
 */
export type FieldKind = 'value' | 'expression' | 'zone' | 'variable' | 'word' | 'ops';

/**
 * The literals a `value` field takes as they are: `any` value, a `number`, a `list`, an `index`
 * (a number or null), `text` (text is the value itself: `value: open`), or `none` (only the `_x`
 * runs; the plain field is text for people).
 */
export type Literal = 'any' | 'number' | 'list' | 'index' | 'text' | 'none';

/** The parts of a model a `word` field names. */
export type NameSpace = 'flows' | 'outcomes' | 'windows' | 'agents' | 'code' | 'events' | 'content';

export interface FieldSpec {
  readonly kind: FieldKind;
  /** `value`: which literals it takes. */
  readonly literal?: Literal;
  /** `word`: the values it may have. */
  readonly values?: readonly string[];
  /** `word`: the part of the model it names. */
  readonly names?: NameSpace;
  /** `word`: how it is written (text unless said): `shown` is any value but null, as text. */
  readonly type?: 'text' | 'shown' | 'boolean' | 'number' | 'any';
  /** `word`: the engine's value when it is not written. */
  readonly default?: string | number | boolean;
  /** A few words for people (the schema's description). */
  readonly description?: string;
  /** What it means, for the docs' table of the op's fields. */
  readonly meaning?: string;
  /** What it is when not written, in words, for the same table (nothing: no default). */
  readonly defaultWords?: string;
  /** The engine does not read it (for people, agents, the validator). */
  readonly engine?: false;
  /** The key of the normalized op, if not the field's name in camel case. */
  readonly key?: string;
  /**
   * The validator reports a missing field: `true` as `<op> without <field>` (a missing field);
   * `{ form, hint }` with a code of its own, `<op>-without-<field>`.
   */
  readonly required?: true | { readonly form?: string; readonly hint: string };
  /** `zone`: not written means every zone (a `destroy` without `from`). */
  readonly anyWhenMissing?: true;
  /** `ops`: runs in the op's own local names (an `if` branch), not in a copy of them. */
  readonly ownLocals?: true;
}

/** What an op may change, for the checks that follow what could end a game. */
export type Touch = 'zones' | 'variables' | 'modifiers' | 'events' | 'window' | 'campaign' | 'anything';

/**
 * An executability slot (docs/engine.md#executability): executable when each of `fields` has its
 * `_x` or a literal the field takes. A field ending in `?` counts only when written; a slot whose
 * fields are all such and unwritten is no slot. `when`: the slot exists only when that key is
 * written; `needs`: keys that must be written too; `never`: the engine never runs it (counted as
 * `code:<kind>` of the field, or `language`).
 */
export interface SlotSpec {
  readonly fields?: readonly string[];
  readonly when?: string;
  readonly needs?: readonly string[];
  readonly never?: { readonly kind: 'code'; readonly field: string } | { readonly kind: 'language' };
}

export interface OpSpec {
  readonly name: string;
  /** One line: what it does. */
  readonly description: string;
  /** Its fields, in the order people read them (`op` and `note` aside). */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /**
   * What it asks: a `decision`, a `chance`, or a chance only `when shuffled` (its `from` zone).
   * An op asking chance through a field that names an outcome model asks it only when the model
   * exists, and asks skill when the model says so.
   */
  readonly asks?: 'decision' | 'chance' | 'chance when shuffled';
  /** What it hides: `always`, `when secret` (its `secret` field), or `into a hidden zone` (`to`). */
  readonly hides?: 'always' | 'when secret' | 'into a hidden zone';
  readonly touches?: readonly Touch[];
  readonly slots?: readonly SlotSpec[];
}

// --- building specs -----------------------------------------------------------------------------

type Extra = Omit<FieldSpec, 'kind'>;

/** The field constructors the family modules declare their ops with. */
export const field = {
  value: (literal: Literal, extra: Extra = {}): FieldSpec => ({ kind: 'value', literal, ...extra }),
  expression: (extra: Extra = {}): FieldSpec => ({ kind: 'expression', ...extra }),
  zone: (extra: Extra = {}): FieldSpec => ({ kind: 'zone', ...extra }),
  variable: (extra: Extra = {}): FieldSpec => ({ kind: 'variable', ...extra }),
  word: (extra: Extra = {}): FieldSpec => ({ kind: 'word', ...extra }),
  ops: (extra: Extra = {}): FieldSpec => ({ kind: 'ops', ...extra }),
};

/** Where a card lands in a zone. */
export const POSITION = field.word({ type: 'shown', values: ['top', 'bottom', 'random'] });

// --- the default reader -------------------------------------------------------------------------

/** `visible_to` → `visibleTo`. */
export function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The normalized key of a field. */
export function keyOf(name: string, spec: FieldSpec): string {
  return spec.key ?? camel(name);
}

/** Reads one field as its kind says. */
function readField(raw: Raw, n: Normalizer, path: ModelPath, name: string, spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'value':
      return n.field(raw, name, path, spec.literal === 'text');
    case 'expression':
      return n.expr(raw, name);
    case 'zone':
    case 'variable':
      return n.path(raw[name]);
    case 'ops':
      return n.opList(raw[name], [...path, name]);
    case 'word': {
      const v = raw[name];
      const dflt = spec.default ?? null;
      switch (spec.type ?? 'text') {
        case 'text':
          return typeof v === 'string' ? v : dflt;
        case 'shown':
          return v === undefined || v === null ? dflt : String(v);
        case 'boolean':
          return v === true;
        case 'number':
          return typeof v === 'number' ? v : dflt;
        case 'any':
          return v ?? dflt;
      }
    }
  }
}

/** An op read from its spec: every field the engine reads, under its normalized key. */
export function readOp<O extends Op>(spec: OpSpec, raw: Raw, n: Normalizer, base: Op): O {
  const out: Record<string, unknown> = { ...base };
  for (const [name, f] of Object.entries(spec.fields)) {
    if (f.engine !== false) out[keyOf(name, f)] = readField(raw, n, base.path, name, f);
  }
  return out as unknown as O;
}
