// The step markers of docs/diagram.md#markers. The validator computes them (its `flow` carries them
// per step); this module adds the one case it misses and describes each marker for the legend.
import { validate, type FlowNode, type FlowTree, type Marker } from '@tabletwin/validator';
import { dict, isPlainObject, list, type Dict } from './data.js';

export type { Marker };

export interface MarkerInfo {
  marker: Marker;
  /** The name docs/diagram.md gives it. */
  label: string;
  /** A one-character icon (the SVG draws it in a coloured disc). */
  icon: string;
  colour: string;
  /** When a step gets it, in short. */
  when: string;
}

/** Every marker, in the order of docs/diagram.md's table. */
export const MARKERS: readonly MarkerInfo[] = [
  { marker: 'choice', label: 'Choice', icon: '?', colour: '#2563eb', when: 'several actions in do, or choose, say or search' },
  {
    marker: 'chance',
    label: 'Chance',
    icon: '⚄',
    colour: '#d97706',
    when: 'roll, shuffle, draw or look at a shuffled zone, sample without skill',
  },
  { marker: 'skill', label: 'Skill', icon: '★', colour: '#7c3aed', when: 'sample from an outcome model with skill' },
  {
    marker: 'hidden',
    label: 'Hidden',
    icon: '◐',
    colour: '#475569',
    when: 'secret choose, search, look, move or draw into a hidden or owner zone',
  },
  { marker: 'window', label: 'Window', icon: 'W', colour: '#0d9488', when: 'a window on the step, or a window op' },
  { marker: 'trigger', label: 'Trigger', icon: '!', colour: '#dc2626', when: 'emit of an event a trigger listens to' },
  { marker: 'language', label: 'Language', icon: '“', colour: '#db2777', when: 'say, or choose with an llm agent' },
  {
    marker: 'persistent',
    label: 'Persistent',
    icon: 'P',
    colour: '#65a30d',
    when: 'set or add a persist variable, put into a persist zone, or reset',
  },
  { marker: 'code', label: 'Code', icon: '#', colour: '#111827', when: 'call' },
];

export const MARKER_INFO: Readonly<Record<Marker, MarkerInfo>> = Object.fromEntries(MARKERS.map((m) => [m.marker, m])) as Record<
  Marker,
  MarkerInfo
>;

function hasRun(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasRun);
  if (!isPlainObject(v)) return false;
  if (v['op'] === 'run') return true;
  return Object.keys(v).some((k) => hasRun(v[k]));
}

/** A placeholder action name no model can clash with (a model's names come from YAML keys). */
const RUN_ACTION = (ref: string) => `\u0000subflow ${ref}`;

/**
 * The validator follows `run` into the steps of the flow it runs, but not into a `subflow` node
 * inside that flow, though its steps run as part of it too. In a copy of the model, such a
 * subflow node becomes a step whose one action runs the same flow, so the validator's own rules
 * apply unchanged; the step paths of the model stay the same.
 */
function withSubflowsAsRuns(data: Dict): Dict | null {
  const flows = data['flows'];
  if (!isPlainObject(flows) || !hasRun(data)) return null;
  const actions: Dict = { ...dict(data['actions']) };
  let changed = false;
  const rewrite = (node: unknown): unknown => {
    if (!isPlainObject(node)) return node;
    if (node['kind'] === 'subflow' && typeof node['ref'] === 'string') {
      changed = true;
      actions[RUN_ACTION(node['ref'])] = { effect: [{ op: 'run', flow: node['ref'] }] };
      return { kind: 'step', do: RUN_ACTION(node['ref']) };
    }
    const out: Dict = { ...node };
    if (Array.isArray(node['children'])) out['children'] = node['children'].map(rewrite);
    if (Array.isArray(node['cases']))
      out['cases'] = list(node['cases']).map((c) =>
        isPlainObject(c) ? { ...c, children: list(c['children']).map(rewrite) } : c,
      );
    return out;
  };
  const newFlows: Dict = {};
  for (const name of Object.keys(flows)) newFlows[name] = rewrite(flows[name]);
  return changed ? { ...data, flows: newFlows, actions } : null;
}

function steps(node: FlowNode | null, out: FlowNode[]): void {
  if (node === null) return;
  if (node.kind === 'step') out.push(node);
  if (node.kind === 'sequence' || node.kind === 'loop') for (const c of node.children) steps(c, out);
  if (node.kind === 'branch') for (const c of node.cases) for (const n of c.children) steps(n, out);
}

/** Every step of the tree, main flow first, depth first. */
export function allSteps(tree: FlowTree): FlowNode[] {
  const out: FlowNode[] = [];
  steps(tree.main, out);
  for (const f of tree.flows) steps(f.node, out);
  return out;
}

/** The tree with the markers of docs/diagram.md; `tree` itself is not changed. */
export function withMarkers(tree: FlowTree, data: Dict | null): FlowTree {
  const copy = JSON.parse(JSON.stringify(tree)) as FlowTree;
  const changed = data === null ? null : withSubflowsAsRuns(data);
  if (changed === null) return copy;
  const byPath = new Map(validate(changed, { testGames: false }).markers.map((m) => [JSON.stringify(m.path), m.markers]));
  for (const step of allSteps(copy)) {
    const found = byPath.get(JSON.stringify(step.path));
    if (step.kind === 'step' && found) step.markers = found;
  }
  return copy;
}
