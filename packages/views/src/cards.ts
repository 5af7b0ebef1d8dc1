// Cards as typographic data: name, type, colour band, corner number, stats, tokens and tags, from
// the content item (found by id) overlaid with the instance's own properties.
import { isLanguageDict, PySet, repr, Tuple, type Value } from '@tabletwin/expr';
import type { ModelInfo } from './game.js';
import type { Card, CardStyle, FaceCard, Json, Stat, Token } from './types.js';

type Raw = Readonly<Record<string, unknown>>;

const indexes = new WeakMap<object, { content: Map<string, Raw>; constants: Map<string, Raw> }>();

/** Dicts with an `id` anywhere under `root`, first one per id (document order). */
function byId(root: unknown, into: Map<string, Raw>, depth = 0): Map<string, Raw> {
  if (depth > 64 || typeof root !== 'object' || root === null) return into;
  if (Array.isArray(root)) {
    for (const x of root) byId(x, into, depth + 1);
    return into;
  }
  const r = root as Raw;
  const id = r['id'];
  if ((typeof id === 'string' || typeof id === 'number') && !into.has(String(id))) into.set(String(id), r);
  for (const v of Object.values(r)) byId(v, into, depth + 1);
  return into;
}

function indexOf(info: ModelInfo): { content: Map<string, Raw>; constants: Map<string, Raw> } {
  let ix = indexes.get(info);
  if (ix === undefined) {
    ix = { content: byId(info.content, new Map()), constants: byId(info.constants, new Map()) };
    indexes.set(info, ix);
  }
  return ix;
}

/** The content item with this id. */
export function contentItem(info: ModelInfo, id: unknown): Raw | undefined {
  return typeof id === 'string' || typeof id === 'number' ? indexOf(info).content.get(String(id)) : undefined;
}

/** Fixed fields of a board piece: the content item with this id, else a dict with it in `constants`. */
export function fixedItem(info: ModelInfo, id: unknown): Raw | undefined {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const ix = indexOf(info);
  return ix.content.get(String(id)) ?? ix.constants.get(String(id));
}

const simple = (v: unknown): v is null | boolean | number | string =>
  v === null || typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The simple fields (text, numbers, booleans, None) of a dict. */
export function simpleFields(d: Raw | undefined, into: Record<string, Json> = {}): Record<string, Json> {
  if (d === undefined) return into;
  for (const [k, v] of Object.entries(d)) if (simple(v)) into[k] = v;
  return into;
}

/** What an instance or value is called: label, else id, else uid; text as is. */
export function labelOf(v: Value | Raw, fields: Readonly<Record<string, Json>>): string {
  if (isRecord(v) || fields['label'] !== undefined || fields['id'] !== undefined) {
    const l = fields['label'] ?? fields['id'] ?? fields['uid'];
    return l === undefined || l === null ? '?' : String(l);
  }
  return typeof v === 'string' ? v : repr(v as Value);
}

/** A stable colour for a type: a hue from the text's hash. */
export function typeColor(type: string | null): string {
  if (type === null) return '#777777';
  let h = 2166136261;
  for (let i = 0; i < type.length; i++) h = Math.imul(h ^ type.charCodeAt(i), 16777619);
  return `hsl(${(h >>> 0) % 360}, 45%, 38%)`;
}

export interface CardParts {
  /** The content item, if any. */
  readonly item: Raw | undefined;
  /** The instance's own properties (without `origin`); empty for a plain value. */
  readonly own: Raw;
  /** Item overlaid with own properties: the card's fields. */
  readonly fields: Record<string, Json>;
  readonly uid: number | null;
}

/** A dict of the expression language, or a plain object from the model's data. */
export function isRecord(v: unknown): v is Raw {
  return (
    isLanguageDict(v) ||
    (typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Tuple) && !(v instanceof PySet))
  );
}

/** Splits a value into its content item and own properties. */
export function partsOf(info: ModelInfo, v: Value | Raw): CardParts {
  if (isRecord(v)) {
    const origin = v['origin'];
    const item = isRecord(origin) ? origin : contentItem(info, v['id']);
    const own: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (k !== 'origin') own[k] = x;
    const fields = simpleFields(own, simpleFields(item));
    const uid = typeof v['uid'] === 'number' ? v['uid'] : null;
    return { item, own, fields, uid };
  }
  const item = typeof v === 'string' || typeof v === 'number' ? contentItem(info, v) : undefined;
  return { item, own: {}, fields: simpleFields(item), uid: null };
}

const HIDDEN_CARD: Card = Object.freeze({ hidden: true, new: false });

export function hiddenCard(): Card {
  return HIDDEN_CARD;
}

/** A card face up. */
export function faceCard(info: ModelInfo, style: CardStyle, v: Value | Raw): FaceCard {
  const { item, own, fields, uid } = partsOf(info, v);
  const typeValue = fields[style.typeField];
  const type = typeValue === undefined || typeValue === null ? null : String(typeValue);
  let color: string | null = null;
  for (const rule of style.color) {
    const f = fields[rule.field];
    if (f !== undefined && f !== null && Object.hasOwn(rule.values, String(f))) {
      color = rule.values[String(f)]!;
      break;
    }
  }
  let corner: number | null = null;
  for (const f of style.corner) {
    const x = fields[f];
    if (typeof x === 'number') {
      corner = x;
      break;
    }
  }
  return {
    hidden: false,
    uid,
    name: labelOf(v, fields),
    type,
    typeName: type === null ? null : Object.hasOwn(style.typeNames, type) ? style.typeNames[type]! : type,
    color: color ?? typeColor(type),
    corner,
    stats: statsOf(style, item ?? own, fields),
    tokens: tokensOf(style, item, own),
    tags: Object.keys(fields).filter((k) => fields[k] === true && k !== style.sideways),
    sideways: style.sideways !== null && fields[style.sideways] === true,
    attachments: [],
    new: false,
    fields,
  };
}

function statsOf(style: CardStyle, base: Raw, fields: Readonly<Record<string, Json>>): Stat[] {
  const out: Stat[] = [];
  if (style.stats === null) {
    // Default: the first four numeric fields of the content item, with their current value.
    for (const [k, v] of Object.entries(base)) {
      if (out.length === 4) break;
      if (typeof v !== 'number' || k === 'uid') continue;
      const now = fields[k];
      out.push({ field: k, icon: null, name: k, value: typeof now === 'number' ? now : v });
    }
    return out;
  }
  for (const s of style.stats) {
    const v = fields[s.field];
    if (typeof v === 'number') out.push({ field: s.field, icon: s.icon, name: s.name, value: v });
  }
  return out;
}

function tokensOf(style: CardStyle, item: Raw | undefined, own: Raw): Token[] {
  const out: Token[] = [];
  if (style.tokens !== null) {
    for (const [k, t] of Object.entries(style.tokens)) {
      const v = own[k];
      if (typeof v === 'number' && v !== 0) out.push({ property: k, value: v, color: t.color, name: t.name });
    }
    return out;
  }
  for (const [k, v] of Object.entries(own)) {
    if (k === 'uid' || typeof v !== 'number' || !(v > 0)) continue;
    if (item !== undefined && Object.hasOwn(item, k)) continue;
    out.push({ property: k, value: v, color: null, name: k });
  }
  return out;
}

/** The key a card is compared by between two tables: uid, else its name; `?` for a back. */
export function cardKey(c: Card): string {
  if (c.hidden) return '?';
  return c.uid !== null ? `#${c.uid}` : `=${c.name}`;
}
