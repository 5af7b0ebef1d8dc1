// Step markers (docs/engine.md#the-validator "Markers", docs/diagram.md#markers): what happens in a step, from
// the ops of its actions, including the flows they `run`. Ops of triggers count for no step.
import { baseName, isDict, label, stepActions, text, type Dict, type ModelIndex, type NodeSite, type OpSite } from './model.js';
import type { Marker, StepMarkers } from './report.js';

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
      const flow = site.op['op'] === 'run' ? text(site.op['flow']) : undefined;
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

function opMarkers(ctx: Context, op: Dict, found: Set<Marker>): void {
  const from = zone(ctx, op['from']);
  const to = zone(ctx, op['to']);
  const shuffled = (z: Dict | undefined) => z?.['shuffled'] === true;
  const persistent = (z: Dict | undefined) => z?.['persist'] !== undefined;
  const hiddenTarget = (z: Dict | undefined) =>
    z !== undefined && !shuffled(z) && (z['visibility'] === 'hidden' || z['visibility'] === 'owner');
  switch (op['op']) {
    case 'choose': {
      found.add('choice');
      if (op['secret'] === true) found.add('hidden');
      const agent = typeof op['agent'] === 'string' ? agentOf(ctx, op['agent']) : undefined;
      if (agent?.['kind'] === 'llm') found.add('language');
      break;
    }
    case 'say':
      found.add('choice');
      found.add('language');
      break;
    case 'search':
      found.add('choice');
      found.add('hidden');
      break;
    case 'shuffle':
    case 'roll':
      found.add('chance');
      break;
    case 'draw':
      if (shuffled(from)) found.add('chance');
      if (hiddenTarget(to)) found.add('hidden');
      if (persistent(to)) found.add('persistent');
      break;
    case 'look':
      found.add('hidden');
      if (shuffled(from)) found.add('chance');
      break;
    case 'move':
      if (hiddenTarget(to)) found.add('hidden');
      if (persistent(to)) found.add('persistent');
      break;
    case 'place':
    case 'create':
      if (persistent(to)) found.add('persistent');
      break;
    case 'sample': {
      const model = typeof op['model'] === 'string' ? ctx.index.outcomes.find((o) => o.name === op['model']) : undefined;
      if (model) found.add(model.model['skill'] === true ? 'skill' : 'chance');
      break;
    }
    case 'window':
      found.add('window');
      break;
    case 'emit':
      if (typeof op['event'] === 'string' && ctx.listened.has(op['event'])) found.add('trigger');
      break;
    case 'set':
    case 'add': {
      const v = typeof op['var'] === 'string' ? ctx.index.vars.get(baseName(op['var'])) : undefined;
      if (v?.['persist'] !== undefined) found.add('persistent');
      break;
    }
    case 'reset':
      found.add('persistent');
      break;
    case 'call':
      found.add('code');
      break;
  }
}

function agentOf(ctx: Context, name: string): Dict | undefined {
  const agents = ctx.index.root['agents'];
  const agent = isDict(agents) ? agents[name] : undefined;
  return isDict(agent) ? agent : undefined;
}
