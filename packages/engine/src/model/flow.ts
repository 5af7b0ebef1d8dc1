// Flow nodes (docs/reference.md#flow) into numbered, normalized nodes.
import { formatPath } from '../errors.js';
import type { ModelPath } from '../source/read-model.js';
import { isRaw, type Normalizer, type Raw } from './normalizer.js';
import type { BranchCase, FlowNode } from './types.js';

const KINDS = new Set(['sequence', 'loop', 'branch', 'subflow', 'step']);

export function readNode(raw: unknown, path: ModelPath, n: Normalizer): number {
  const index = n.nodes.length;
  const node: Raw = isRaw(raw) ? raw : {};
  const id = typeof node['id'] === 'string' || typeof node['id'] === 'number' ? String(node['id']) : formatPath(path);
  const place = node['kind'] === 'step' ? `step ${id}` : `flow ${id}`;
  const base = { n: index, id, place, path, window: readWindow(node['window']), endEvents: readEvents(node['end_event']) };
  n.nodes.push({ ...base, kind: 'invalid', reason: '' });
  const kind = node['kind'];
  let result: FlowNode;
  if (!isRaw(raw)) {
    result = { ...base, kind: 'invalid', reason: 'a flow node must be a mapping' };
  } else if (typeof kind !== 'string' || !KINDS.has(kind)) {
    result = { ...base, kind: 'invalid', reason: `unknown kind '${String(kind)}'` };
  } else if (kind === 'sequence' || kind === 'loop') {
    const children = readChildren(node['children'], [...path, 'children'], n);
    result =
      kind === 'sequence'
        ? { ...base, kind, children }
        : {
            ...base,
            kind,
            children,
            over: n.expr(node, 'over'),
            as: typeof node['as'] === 'string' ? node['as'] : null,
            until: n.expr(node, 'until'),
            once: node['once'] === true,
          };
  } else if (kind === 'branch') {
    const cases: BranchCase[] = (Array.isArray(node['cases']) ? node['cases'] : []).map((c: unknown, i: number) => {
      const casePath = [...path, 'cases', i];
      const raw = isRaw(c) ? c : {};
      return { when: n.field(raw, 'when', casePath), children: readChildren(raw['children'], [...casePath, 'children'], n) };
    });
    result = { ...base, kind, cases };
  } else if (kind === 'subflow') {
    result = { ...base, kind, ref: String(node['ref'] ?? '') };
  } else {
    const d = node['do'];
    result = {
      ...base,
      kind: 'step',
      do: Array.isArray(d) ? d.map(String) : d === undefined || d === null ? [] : [String(d)],
      actor: n.expr(node, 'actor'),
      secret: node['secret'] === true,
      visibleTo: n.expr(node, 'visible_to'),
    };
  }
  n.nodes[index] = Object.freeze(result);
  return index;
}

function readChildren(raw: unknown, path: ModelPath, n: Normalizer): number[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((child, i) => readNode(child, [...path, i], n));
}

function readWindow(w: unknown): string | true | null {
  if (w === true) return true;
  if (typeof w === 'string') return w;
  return null;
}

function readEvents(e: unknown): string[] {
  if (typeof e === 'string') return [e];
  if (Array.isArray(e)) return e.filter((x): x is string => typeof x === 'string');
  return [];
}
