// The flow as data (`FlowTree`): every node of the main flow and of the named flows, with what the
// text tree (docs/guide.md step 7) and the diagram (docs/diagram.md) show of it. Plain JSON, built once per
// report; `renderTree` in tree.ts writes it as text, the diagram and the site draw from it.
import { entries, isPlainObject, label, list, own, stepActions, type Dict, type ModelIndex } from './model.js';
import type { Marker, ModelPath, StepMarkers } from './report.js';

/** A field as text for people (`field`) and as the engine's expression (`field_x`). */
export interface Twin {
  /** The text (a number or boolean written as text), or `null`. */
  text: string | null;
  x: string | null;
}

interface FlowNodeBase {
  /** Unique in the tree: the node's `id` when no other node has it, else `@` and its path. */
  key: string;
  /** `id` as written (as text), or `null`. */
  id: string | null;
  label: string | null;
  /** What the tree calls the node: `label`, else `id`, else `?`. */
  name: string;
  path: ModelPath;
  note: string | null;
  /** The priority window opened after the node: its name, `true` for every speed, or `null`. */
  window: string | true | null;
  /** `end_event`: one or more event names (empty when there are none). */
  endEvents: string[];
}

export interface FlowSequence extends FlowNodeBase {
  kind: 'sequence';
  children: FlowNode[];
}

export interface FlowLoop extends FlowNodeBase {
  kind: 'loop';
  over: Twin | null;
  /** The variable set to each value of `over`. */
  as: string | null;
  until: Twin | null;
  once: boolean;
  /** The turn order (`fixed`, `clockwise_from_first`, ...). */
  order: string | null;
  children: FlowNode[];
}

export interface FlowCase {
  when: Twin | null;
  label: string | null;
  note: string | null;
  path: ModelPath;
  children: FlowNode[];
}

export interface FlowBranch extends FlowNodeBase {
  kind: 'branch';
  switch: string | null;
  cases: FlowCase[];
}

/** An action a step names in `do`. */
export interface FlowAction {
  name: string;
  label: string | null;
  /** Where the action (or content ability) is, or `null` when no action has that name. */
  path: ModelPath | null;
  /** When the action is legal. */
  pre: Twin | null;
}

export interface FlowStep extends FlowNodeBase {
  kind: 'step';
  actor: Twin | null;
  actions: FlowAction[];
  markers: Marker[];
}

export interface FlowSubflow extends FlowNodeBase {
  kind: 'subflow';
  /** The name in `flows` it runs. */
  ref: string | null;
}

/** A node without a known kind (an error of its own); its children are not read. */
export interface FlowUnknown extends FlowNodeBase {
  kind: 'unknown';
  /** The kind as written, or `null` when there is none. */
  written: string | null;
}

export type FlowNode = FlowSequence | FlowLoop | FlowBranch | FlowStep | FlowSubflow | FlowUnknown;

export interface FlowTree {
  /** The main flow (`flow`), or `null` when there is none. */
  main: FlowNode | null;
  /** The named flows (`flows`), in model order. */
  flows: { name: string; node: FlowNode }[];
}

/** A scalar as text, anything else `null`. */
function scalar(v: unknown): string | null {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
}

function twin(d: Dict, field: string): Twin | null {
  const text = scalar(d[field]);
  const x = scalar(d[`${field}_x`]);
  return text === null && x === null ? null : { text, x };
}

const stringOr = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const shownOr = (v: unknown): string | null => (v === undefined || v === null ? null : label(v));

interface Build {
  index: ModelIndex;
  markers: Map<string, Marker[]>;
  /** How many nodes have each id. */
  ids: Map<string, number>;
}

type Part<K extends FlowNode['kind']> = (
  node: Dict,
  path: ModelPath,
  b: Build,
) => Omit<Extract<FlowNode, { kind: K }>, keyof FlowNodeBase>;

const childrenOf = (node: Dict, path: ModelPath, b: Build): FlowNode[] => {
  const out: FlowNode[] = [];
  list(node['children']).forEach((child, i) => {
    if (isPlainObject(child)) out.push(build(child, [...path, 'children', i], b));
  });
  return out;
};

const PARTS: { [K in Exclude<FlowNode['kind'], 'unknown'>]: Part<K> } = {
  sequence: (node, path, b) => ({ kind: 'sequence', children: childrenOf(node, path, b) }),
  loop: (node, path, b) => ({
    kind: 'loop',
    over: twin(node, 'over'),
    as: stringOr(node['as']),
    until: twin(node, 'until'),
    once: node['once'] === true,
    order: stringOr(node['order']),
    children: childrenOf(node, path, b),
  }),
  branch: (node, path, b) => {
    const cases: FlowCase[] = [];
    list(node['cases']).forEach((c, i) => {
      if (!isPlainObject(c)) return;
      const at = [...path, 'cases', i];
      cases.push({
        when: twin(c, 'when'),
        label: stringOr(c['label']),
        note: stringOr(c['note']),
        path: at,
        children: childrenOf(c, at, b),
      });
    });
    return { kind: 'branch', switch: stringOr(node['switch']), cases };
  },
  step: (node, path, b) => ({
    kind: 'step',
    actor: twin(node, 'actor'),
    actions: stepActions(node).map((name): FlowAction => {
      const site = b.index.actionNamed(name);
      return {
        name,
        label: site ? stringOr(site.action['label']) : null,
        path: site ? site.path : null,
        pre: site ? twin(site.action, 'pre') : null,
      };
    }),
    markers: b.markers.get(JSON.stringify(path)) ?? [],
  }),
  subflow: (node) => ({ kind: 'subflow', ref: shownOr(node['ref']) }),
};

function build(node: Dict, path: ModelPath, b: Build): FlowNode {
  const id = shownOr(node['id']);
  const labelText = shownOr(node['label']);
  const window = node['window'] === true ? true : stringOr(node['window']);
  const ev = node['end_event'];
  const base: FlowNodeBase = {
    key: id !== null && b.ids.get(id) === 1 && !id.startsWith('@') ? id : `@${path.map(String).join('.')}`,
    id,
    label: labelText,
    name: labelText ?? id ?? '?',
    path,
    note: stringOr(node['note']),
    window,
    endEvents: typeof ev === 'string' ? [ev] : list(ev).map(label),
  };
  const part = own(PARTS, node['kind']) as Part<FlowNode['kind']> | undefined;
  if (part) return { ...base, ...part(node, path, b) } as FlowNode;
  return { ...base, kind: 'unknown', written: shownOr(node['kind']) };
}

/** The flow of an indexed model as data; `markers` are the step markers of the same model. */
export function buildFlowTree(index: ModelIndex, markers: readonly StepMarkers[]): FlowTree {
  const ids = new Map<string, number>();
  for (const { node } of index.nodes) {
    const id = shownOr(node['id']);
    if (id !== null) ids.set(id, (ids.get(id) ?? 0) + 1);
  }
  const b: Build = { index, ids, markers: new Map(markers.map((m) => [JSON.stringify(m.path), m.markers])) };
  const root = index.root;
  const tree: FlowTree = { main: isPlainObject(root['flow']) ? build(root['flow'], ['flow'], b) : null, flows: [] };
  for (const [name, node] of entries(root['flows'])) {
    if (isPlainObject(node)) tree.flows.push({ name, node: build(node, ['flows', name], b) });
  }
  return tree;
}
