// Checks of `flow` and `flows` (docs/reference.md#flow), and the actions steps name.
import { has, label, list, nodeName, own, stepActions, type NodeSite } from '../model.js';
import { oneOf, shown, type Check, type CheckContext } from './context.js';
import { namesIn } from '../op-specs.js';

const KINDS = ['sequence', 'loop', 'branch', 'step', 'subflow'];
const ORDERS = ['fixed', 'clockwise_from_first', 'initiative', 'simultaneous', 'deck_order', 'players_choose'];

export const checkFlowNodes: Check = (ctx) => {
  const ids = new Set<unknown>();
  for (const site of ctx.index.nodes) {
    const { node, path } = site;
    const id = node['id'];
    if (id !== undefined) {
      if (ids.has(id))
        ctx.report('duplicate-id', `flow id ${shown(id)} is used more than once; ids must be unique`, [...path, 'id']);
      ids.add(id);
    }
    const kind = node['kind'];
    if (!KINDS.includes(kind as string)) {
      const what = kind === undefined ? 'no kind' : `kind ${shown(kind)}`;
      ctx.report(
        kind === undefined ? 'missing-field' : 'unknown-kind',
        `${nodeName(site)}: ${what}; use ${oneOf(KINDS)}`,
        kind === undefined ? path : [...path, 'kind'],
      );
      continue;
    }
    own(CHECKS, kind)?.(ctx, site);
    checkNodeWindow(ctx, site);
    checkEndEvent(ctx, site);
  }
};

const CHECKS: Record<string, (ctx: CheckContext, site: NodeSite) => void> = {
  loop: (ctx, site) => {
    const { node, path } = site;
    if (node['order'] !== undefined && !ORDERS.includes(node['order'] as string)) {
      ctx.report('unknown-value', `${nodeName(site)}: order ${shown(node['order'])}; use ${oneOf(ORDERS)}`, [...path, 'order']);
    }
    const as = node['as'];
    if (as !== undefined && (typeof as !== 'string' || !ctx.index.vars.has(as))) {
      ctx.report('name-not-found', `${nodeName(site)}: loop variable ${shown(as)} is not declared in state.vars`, [
        ...path,
        'as',
      ]);
    }
  },
  branch: (ctx, site) => {
    if (list(site.node['cases']).length === 0)
      ctx.report('missing-field', `${nodeName(site)}: a branch without cases`, site.path);
  },
  subflow: (ctx, site) => {
    const ref = site.node['ref'];
    if (ref === undefined) ctx.report('missing-field', `${nodeName(site)}: a subflow without ref`, site.path);
    else if (typeof ref !== 'string' || !ctx.index.flows.has(ref)) {
      ctx.report('name-not-found', `${nodeName(site)}: subflow ${shown(ref)} is not in flows`, [...site.path, 'ref']);
    }
  },
  step: (ctx, site) => {
    const d = site.node['do'];
    if (d === undefined) {
      ctx.report('missing-field', `${nodeName(site)}: a step without do`, site.path);
      return;
    }
    const named = Array.isArray(d)
      ? d.map((name, i) => [name, [...site.path, 'do', i]] as const)
      : [[d, [...site.path, 'do']] as const];
    for (const [name, where] of named) {
      if (typeof name === 'string' && ctx.index.actions.has(name)) continue;
      const ability = ctx.index.abilities.find((a) => a.name === name);
      if (ability?.item) {
        ctx.report(
          'ability-in-step',
          `${nodeName(site)}: '${label(name)}' is an ability of content ${ability.item.id}; a step cannot do it`,
          where,
        );
      } else {
        ctx.report('name-not-found', `${nodeName(site)}: action ${shown(name)} is not in actions`, where);
      }
    }
  },
};

function checkNodeWindow(ctx: CheckContext, site: NodeSite): void {
  const window = site.node['window'];
  if (typeof window === 'string' && !ctx.index.windows.has(window)) {
    ctx.report('name-not-found', `${nodeName(site)}: window '${window}' is not in priority.windows`, [...site.path, 'window']);
  }
}

function checkEndEvent(ctx: CheckContext, site: NodeSite): void {
  if (!has(site.node, 'end_event')) return;
  const v = site.node['end_event'];
  const names = typeof v === 'string' ? [v] : Array.isArray(v) ? v : null;
  if (names === null || names.some((n) => typeof n !== 'string' || n.trim() === '')) {
    ctx.report('bad-shape', `${nodeName(site)}: end_event must be an event name or a list of names, not ${shown(v)}`, [
      ...site.path,
      'end_event',
    ]);
  }
}

export const checkFlowsCalled: Check = (ctx) => {
  const called = new Set<string>();
  for (const { node } of ctx.index.nodes)
    if (node['kind'] === 'subflow' && typeof node['ref'] === 'string') called.add(node['ref']);
  for (const { op } of ctx.index.ops) {
    for (const flow of namesIn(op, 'flows')) if (typeof flow === 'string') called.add(flow);
  }
  for (const name of ctx.index.flows.keys()) {
    if (!called.has(name)) ctx.report('unused', `flow '${name}' is never called: no subflow or run names it`, ['flows', name]);
  }
};

export const checkActionsUsed: Check = (ctx) => {
  const used = new Set(ctx.index.nodes.filter((n) => n.node['kind'] === 'step').flatMap((n) => stepActions(n.node)));
  for (const site of ctx.index.actions.values()) {
    if (used.has(site.name) || has(site.action, 'note') || has(site.action, 'speed')) continue;
    ctx.report('unused', `action '${site.name}' is not used by any step`, site.path);
  }
};
