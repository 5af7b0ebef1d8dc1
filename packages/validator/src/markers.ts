// Step markers (docs/engine.md#the-validator "Markers", docs/diagram.md#markers): what happens in a step, from
// the ops of its actions, including the flows they `run`, as the engine's table of ops says what
// each asks, hides and touches. Ops of triggers count for no step.
import {
  baseName,
  isPlainObject,
  label,
  stepActions,
  text,
  type Dict,
  type ModelIndex,
  type NodeSite,
  type OpSite,
} from './model.js';
import type { Marker, StepMarkers } from './report.js';
import type { NameSpace, OpSpec } from '@tabletwin/engine';
import { fieldsOfKind, namesIn, specOf } from './op-specs.js';

const ORDER: readonly Marker[] = ['choice', 'chance', 'skill', 'hidden', 'window', 'trigger', 'language', 'persistent', 'code'];

export function stepMarkers(index: ModelIndex): StepMarkers[] {
  const listened = new Set(index.triggers.map((t) => t.trigger['event']).filter((e): e is string => typeof e === 'string'));
  const ctx: Context = { index, listened };
  return index.nodes
    .filter((n) => n.node['kind'] === 'step')
    .map((n) => ({ step: label(n.node['id'] ?? n.path.join('.')), path: n.path, markers: markersOf(ctx, n) }));
}

interface Context {
  index: ModelIndex;
  listened: Set<string>;
}

function markersOf(ctx: Context, step: NodeSite): Marker[] {
  const found = new Set<Marker>();
  const names = stepActions(step.node);
  if (names.length > 1) found.add('choice');
  if (step.node['window'] !== undefined && step.node['window'] !== false && step.node['window'] !== null) found.add('window');
  for (const site of opsOfActions(ctx.index, names, new Set())) opMarkers(ctx, site.op, found);
  return ORDER.filter((m) => found.has(m));
}

/** The ops of these actions and, through `run`, of the steps of the flows they run. */
function opsOfActions(index: ModelIndex, names: readonly string[], running: Set<string>): OpSite[] {
  const ops: OpSite[] = [];
  for (const name of names) {
    for (const site of index.actionNamed(name)?.ops ?? []) {
      ops.push(site);
      const flow = text(namesIn(site.op, 'flows')[0]);
      if (flow === undefined || running.has(flow) || !index.flows.has(flow)) continue;
      running.add(flow);
      for (const node of index.nodes) {
        if (node.flow === flow && node.node['kind'] === 'step') ops.push(...opsOfActions(index, stepActions(node.node), running));
      }
    }
  }
  return ops;
}

function zone(ctx: Context, path: unknown): Dict | undefined {
  return typeof path === 'string' ? ctx.index.zones.get(baseName(path)) : undefined;
}

/** The value of the first field of `spec` that names `space` (an op's `model`, `event`...). */
function named(spec: OpSpec, op: Dict, space: NameSpace): unknown {
  const entry = Object.entries(spec.fields).find(([, f]) => f.names === space);
  return entry === undefined ? undefined : op[entry[0]];
}

/** The markers of one op, from what its spec says it asks, hides and touches. */
function opMarkers(ctx: Context, op: Dict, found: Set<Marker>): void {
  const spec = specOf(op['op']);
  if (spec === undefined) return;
  const from = zone(ctx, op['from']);
  const to = zone(ctx, op['to']);
  const shuffled = (z: Dict | undefined) => z?.['shuffled'] === true;
  const persistent = (z: Dict | undefined) => z?.['persist'] !== undefined;
  const hiddenTarget = (z: Dict | undefined) =>
    z !== undefined && !shuffled(z) && (z['visibility'] === 'hidden' || z['visibility'] === 'owner');
  const touches = spec.touches ?? [];

  if (spec.asks === 'decision') found.add('choice');
  if (spec.asks === 'chance when shuffled' && shuffled(from)) found.add('chance');
  if (spec.asks === 'chance') {
    // Through an outcome model: chance or skill as the model says, when it exists.
    const modelName = named(spec, op, 'outcomes');
    if (Object.values(spec.fields).every((f) => f.names !== 'outcomes')) found.add('chance');
    else {
      const model = typeof modelName === 'string' ? ctx.index.outcomes.find((o) => o.name === modelName) : undefined;
      if (model) found.add(model.model['skill'] === true ? 'skill' : 'chance');
    }
  }
  if (spec.hides === 'always' || (spec.hides === 'when secret' && op['secret'] === true)) found.add('hidden');
  if (spec.hides === 'into a hidden zone' && hiddenTarget(to)) found.add('hidden');

  const agentName = named(spec, op, 'agents');
  const agent = typeof agentName === 'string' ? agentOf(ctx, agentName) : undefined;
  if (agent?.['kind'] === 'llm') found.add('language');
  for (const slot of spec.slots ?? []) {
    if (slot.never?.kind === 'language') found.add('language');
    if (slot.never?.kind === 'code') found.add('code');
  }

  if (touches.includes('window')) found.add('window');
  if (touches.includes('events')) {
    const event = named(spec, op, 'events');
    if (typeof event === 'string' && ctx.listened.has(event)) found.add('trigger');
  }
  if (touches.includes('campaign')) found.add('persistent');
  if (touches.includes('zones') && persistent(to)) found.add('persistent');
  if (touches.includes('variables')) {
    for (const [field] of fieldsOfKind(spec, 'variable')) {
      const path = op[field];
      const v = typeof path === 'string' ? ctx.index.vars.get(baseName(path)) : undefined;
      if (v?.['persist'] !== undefined) found.add('persistent');
    }
  }
}

function agentOf(ctx: Context, name: string): Dict | undefined {
  const agents = ctx.index.root['agents'];
  const agent = isPlainObject(agents) ? agents[name] : undefined;
  return isPlainObject(agent) ? agent : undefined;
}
