// The executability slots of ops (docs/engine.md#executability, the rows for ops): one handler per
// op that has slots. An op has one slot (two for `set`/`add` with `attr`), executable when every
// field it lists has an `_x` or a usable literal.
import { has, label, own, type Dict } from './model.js';

/** How a field may be given without its `_x`. */
type Literal = 'value' | 'non-text';

/** A slot of one op: its label and whether the engine can run it. */
export interface OpSlot {
  slot: string;
  /** The field the slot is about (the first one that is not ok), if any. */
  field?: string;
  ok: boolean;
  /** `text`, `code:<kind>` or `language`. */
  kind: string;
}

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function hasExpr(op: Dict, field: string): boolean {
  const v = op[`${field}_x`];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** The field has its `_x`, or a literal the engine uses as is. */
function fieldOk(op: Dict, field: string, literal: Literal): boolean {
  if (hasExpr(op, field)) return true;
  if (!has(op, field)) return false;
  const v = op[field];
  if (typeof v !== 'string') return true;
  return literal === 'value' && PLAIN_NAME.test(v);
}

function present(op: Dict, field: string): boolean {
  return has(op, field) || has(op, `${field}_x`);
}

/** One slot over several fields; the label names the first field that is not ok. */
function slotOver(op: string, d: Dict, fields: readonly [string, Literal][]): OpSlot {
  const bad = fields.find(([f, literal]) => !fieldOk(d, f, literal));
  const field = (bad ?? fields[0]!)[0];
  return { slot: `${op}.${field}`, field, ok: bad === undefined, kind: 'text' };
}

type Handler = (d: Dict, codeKind: (name: unknown) => string) => OpSlot[];

const whatAnd =
  (op: string, extra?: string): Handler =>
  (d) => {
    const fields: [string, Literal][] = [['what', 'non-text']];
    if (extra !== undefined && present(d, extra)) fields.push([extra, 'non-text']);
    return [slotOver(op, d, fields)];
  };

const HANDLERS: Record<string, Handler> = {
  choose: (d) => {
    const fields = (['options', 'min', 'max'] as const).filter((f) => f === 'options' || present(d, f));
    return [
      slotOver(
        'choose',
        d,
        fields.map((f) => [f, 'non-text']),
      ),
    ];
  },
  if: (d) => [{ slot: 'if.cond', field: 'cond', ok: hasExpr(d, 'cond'), kind: 'text' }],
  for_each: (d) => [slotOver('for_each', d, [['items', 'non-text']])],
  repeat: (d) => [slotOver('repeat', d, [['until', 'non-text']])],
  set: (d) => valueAndOf('set', 'value', 'value', d),
  let: (d) => [slotOver('let', d, [['value', 'value']])],
  add: (d) => valueAndOf('add', 'amount', 'non-text', d),
  place: whatAnd('place', 'at'),
  create: whatAnd('create', 'n'),
  move: whatAnd('move'),
  destroy: whatAnd('destroy'),
  reveal: whatAnd('reveal'),
  draw: (d) => (present(d, 'n') ? [slotOver('draw', d, [['n', 'non-text']])] : []),
  look: (d) => (present(d, 'n') ? [slotOver('look', d, [['n', 'non-text']])] : []),
  roll: (d) => [slotOver('roll', d, [['die', 'non-text']])],
  cancel: (d) => [slotOver('cancel', d, [['target', 'non-text']])],
  modify: (d) => [{ slot: 'modify.change', field: 'change', ok: has(d, 'stat') && hasExpr(d, 'change'), kind: 'text' }],
  call: (d, codeKind) => [{ slot: `call ${label(d['code'])}`, ok: false, kind: `code:${codeKind(d['code'])}` }],
  say: () => [{ slot: 'say', ok: false, kind: 'language' }],
};

/** `set`/`add`: the value or amount, and with `attr` the instance in `of` as a second slot. */
function valueAndOf(op: string, field: string, literal: Literal, d: Dict): OpSlot[] {
  const slots = [slotOver(op, d, [[field, literal]])];
  if (has(d, 'attr')) slots.push(slotOver(op, d, [['of', 'non-text']]));
  return slots;
}

/** The slots of one op (none for ops the table does not list). */
export function opSlots(op: Dict, codeKind: (name: unknown) => string): OpSlot[] {
  const handler = own(HANDLERS, op['op']);
  return handler ? handler(op, codeKind) : [];
}

/** The ops that have slots. */
export const SLOT_OPS: readonly string[] = Object.keys(HANDLERS);

export { hasExpr, present };
