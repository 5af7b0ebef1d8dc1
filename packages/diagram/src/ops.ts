// Effects as pseudo-code for the expanded step card and the panels: one line per op, nested ops
// indented, and under each line the `_x` expressions it carries. The text for people is shown
// where it exists, else the expression.
import { OP_SPECS } from '@tabletwin/engine';
import { brief, isPlainObject, list, own, scalar, type Dict } from './data.js';

export interface OpLine {
  /** Nesting depth: 0 for the ops of the effect itself. */
  depth: number;
  /** The op as pseudo-code (`add the pips to pot`). */
  text: string;
  /** The engine's expressions of the op, `field_x: expression`, in model order. */
  x: string[];
  note: string | null;
}

/** A field for the line: its text, else its expression, else its value. */
function f(op: Dict, field: string): string {
  const t = scalar(op[field]);
  if (t !== null) return t;
  const x = scalar(op[`${field}_x`]);
  if (x !== null) return x;
  return op[field] === undefined ? '?' : brief(op[field]);
}

const has = (op: Dict, field: string): boolean => op[field] !== undefined || op[`${field}_x`] !== undefined;
const target = (op: Dict): string => (has(op, 'var') ? f(op, 'var') : `${f(op, 'of')}.${f(op, 'attr')}`);
const bind = (op: Dict): string => (op['bind'] !== undefined ? ` → ${f(op, 'bind')}` : '');
const opt = (op: Dict, field: string, words: string): string => (has(op, field) ? ` ${words} ${f(op, field)}` : '');

/** One template per op; an op not listed shows its fields as `op field value ...`. */
const LINES: Readonly<Record<string, (op: Dict) => string>> = {
  set: (op) => `set ${target(op)} to ${f(op, 'value')}`,
  add: (op) => `add ${f(op, 'amount')} to ${target(op)}`,
  let: (op) => `let ${f(op, 'bind')} = ${f(op, 'value')}`,
  place: (op) => `place ${f(op, 'what')} in ${f(op, 'to')}${opt(op, 'at', 'at')}`,
  create: (op) => `create ${has(op, 'n') ? `${f(op, 'n')} × ` : ''}${f(op, 'what')} in ${f(op, 'to')}${bind(op)}`,
  move: (op) => `move ${f(op, 'what')} from ${f(op, 'from')} to ${f(op, 'to')}`,
  destroy: (op) => `destroy ${f(op, 'what')}${opt(op, 'from', 'from')}`,
  draw: (op) => `draw ${has(op, 'n') ? f(op, 'n') : 1} from ${f(op, 'from')} to ${f(op, 'to')}`,
  shuffle: (op) => `shuffle ${f(op, 'zone')}`,
  look: (op) => `look at ${has(op, 'n') ? f(op, 'n') : 1} of ${f(op, 'from')}${bind(op)}`,
  search: (op) => `search ${f(op, 'from')}${bind(op)}`,
  reveal: (op) => `reveal ${f(op, 'what')}`,
  roll: (op) => `roll ${f(op, 'die')}${bind(op)}`,
  choose: (op) => `${op['secret'] === true ? 'choose secretly' : 'choose'} from ${f(op, 'options')}${bind(op)}`,
  if: (op) => `if ${f(op, 'cond')}`,
  for_each: (op) => `for each ${f(op, 'as')} in ${f(op, 'items')}`,
  repeat: (op) => `repeat until ${f(op, 'until')}`,
  emit: (op) => `emit ${f(op, 'event')}`,
  sample: (op) => `sample ${f(op, 'model')}`,
  exec: (op) => `run the effect of ${f(op, 'of')}`,
  run: (op) => `run flow ${f(op, 'flow')}`,
  window: (op) => `open window ${op['name'] === undefined ? '(all speeds)' : f(op, 'name')}`,
  cancel: (op) => `cancel ${f(op, 'target')}`,
  modify: (op) => `modify ${f(op, 'stat')}: ${f(op, 'change')}${opt(op, 'until', 'until')}`,
  reset: (op) => `reset${opt(op, 'scope', '')}`,
  call: (op) => `call code ${f(op, 'code')}`,
  say: (op) => `say${opt(op, 'actor', 'by')}${opt(op, 'channel', 'on')}${bind(op)}`,
};

/** Fields that hold nested op lists, as the engine's table of ops declares them. */
const NESTED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  OP_SPECS.map((spec) => [spec.name, Object.keys(spec.fields).filter((k) => spec.fields[k]!.kind === 'ops')]),
);

function lineOf(op: Dict): string {
  const name = scalar(op['op']) ?? '?';
  const template = own(LINES, name);
  if (template) return template(op);
  // The op lists it holds are drawn under it, not on its line.
  const nested = own(NESTED, name) ?? [];
  const fields = Object.keys(op).filter((k) => k !== 'op' && k !== 'note' && !k.endsWith('_x') && !nested.includes(k));
  return [name, ...fields.map((k) => `${k} ${f(op, k)}`)].join(' ');
}

/** The ops of an effect (or `cost`, or a trigger's `do`) as lines. */
export function opLines(ops: unknown, depth = 0): OpLine[] {
  const out: OpLine[] = [];
  for (const op of list(ops)) {
    if (!isPlainObject(op)) continue;
    const x = Object.keys(op)
      .filter((k) => k.endsWith('_x') && scalar(op[k]) !== null)
      .map((k) => `${k}: ${scalar(op[k])}`);
    out.push({ depth, text: lineOf(op), x, note: scalar(op['note']) });
    const nested = own(NESTED, op['op']) ?? [];
    for (const field of nested) {
      if (field === 'else' && op['else'] !== undefined) out.push({ depth, text: 'else', x: [], note: null });
      out.push(...opLines(op[field], depth + 1));
    }
  }
  return out;
}
