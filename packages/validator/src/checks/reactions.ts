// Triggers, priority windows and modifiers (docs/reference.md#priority-windows–docs/reference.md#modifiers).
import { modifiedStats } from '../expressions.js';
import { has, isPlainObject, list, openedWindows, text, type ModelIndex } from '../model.js';
import { oneOf, shown, type Check } from './context.js';
import { namesIn, specOf } from '../op-specs.js';

const TIMINGS = ['when', 'before', 'instead', 'after'];
const RESOLUTIONS = ['immediate', 'nested', 'lifo_stack'];
const CLOSES = ['all_pass_in_succession', 'single_pass_each'];
/** Events the engine adds itself are named `<family>:<detail>` (docs/engine.md#events-and-triggers). */
const ENGINE_FAMILIES = ['instead', 'stack', 'resolves', 'cancelled', 'eliminated', 'exec', 'destroy', 'reset'];

/** Every event name the model may emit: `emit` ops, `end_event`s and the engine's own events. */
function emitted(index: ModelIndex): (event: string) => boolean {
  const names = new Set<string>();
  for (const { op } of index.ops) {
    if (!(specOf(op['op'])?.touches ?? []).includes('events')) continue;
    for (const event of namesIn(op, 'events')) if (typeof event === 'string') names.add(event);
  }
  for (const { node } of index.nodes) {
    const e = node['end_event'];
    for (const n of typeof e === 'string' ? [e] : list(e)) if (typeof n === 'string') names.add(n);
  }
  const families = new Set([...ENGINE_FAMILIES, ...index.flows.keys(), ...index.outcomes.map((o) => o.name)]);
  return (event) => names.has(event) || (event.includes(':') && families.has(event.slice(0, event.indexOf(':'))));
}

export const checkTriggers: Check = (ctx) => {
  const isEmitted = emitted(ctx.index);
  for (const t of ctx.index.triggers) {
    const place = `trigger ${t.id}`;
    const timing = t.trigger['timing'];
    if (timing !== undefined && !TIMINGS.includes(timing as string)) {
      ctx.report('unknown-value', `${place}: timing ${shown(timing)}; use ${oneOf(TIMINGS)}`, [...t.path, 'timing']);
    }
    if (t.trigger['optional'] === true && !has(t.trigger, 'controller_x')) {
      ctx.report(
        'optional-without-controller',
        `${place}: optional without controller_x; the actor of the emitting place decides, and without one the game stops`,
        t.path,
      );
    }
    const event = t.trigger['event'];
    if (typeof event === 'string' && !isEmitted(event))
      ctx.report('event-never-emitted', `${place}: event '${event}' is never emitted`, [...t.path, 'event']);
  }
};

export const checkPriority: Check = (ctx) => {
  const priority = isPlainObject(ctx.index.root['priority']) ? ctx.index.root['priority'] : {};
  const protocol = isPlainObject(priority['protocol']) ? priority['protocol'] : {};
  const path = ['priority', 'protocol'];
  if (protocol['resolution'] !== undefined && !RESOLUTIONS.includes(protocol['resolution'] as string)) {
    ctx.report('unknown-value', `priority: resolution ${shown(protocol['resolution'])}; use ${oneOf(RESOLUTIONS)}`, [
      ...path,
      'resolution',
    ]);
  }
  if (protocol['closes'] !== undefined && !CLOSES.includes(protocol['closes'] as string)) {
    ctx.report('unknown-value', `priority: closes ${shown(protocol['closes'])}; use ${oneOf(CLOSES)}`, [...path, 'closes']);
  }
};

/** Does any window let `speed` through? `window: true` and a `window` op without name allow all. */
function windowAllows(index: ModelIndex): (speed: string) => boolean {
  const openAll = openedWindows(index).includes(null);
  const allowed = new Set<string>();
  for (const w of index.windows.values()) for (const s of list(w['allows'])) if (typeof s === 'string') allowed.add(s);
  return (speed) => openAll || allowed.has(speed);
}

export const checkSpeeds: Check = (ctx) => {
  const allows = windowAllows(ctx.index);
  for (const a of ctx.index.allActions()) {
    if (!has(a.action, 'speed')) continue;
    const place = a.item ? `content ${a.item.id}: ability '${a.name}'` : `action '${a.name}'`;
    if (a.name === 'pass')
      ctx.report(
        'name-taken',
        `${place}: an action with a speed may not be called pass; pass is the engine's own option`,
        a.path,
      );
    const speed = a.action['speed'];
    if (typeof speed !== 'string' || !allows(speed)) {
      ctx.report('speed-without-window', `${place}: speed ${shown(speed)} is not allowed by any window`, [...a.path, 'speed']);
    }
  }
};

export const checkModifierStats: Check = (ctx) => {
  const read = new Set<string>();
  for (const site of ctx.sites) {
    const ast = ctx.exprs.ast(site.src);
    if (ast) for (const s of modifiedStats(ast)) read.add(s);
  }
  const unread = (stat: unknown): stat is string => typeof stat === 'string' && !read.has(stat);
  for (const m of ctx.index.modifiers) {
    const stat = m.modifier['stat'];
    if (!unread(stat)) continue;
    const id = text(m.modifier['id']) ?? String(m.path[m.path.length - 1]);
    ctx.report('stat-never-read', `modifier ${id}: stat '${stat}' is never read with modified('${stat}', ...)`, [
      ...m.path,
      'stat',
    ]);
  }
  for (const site of ctx.index.ops) {
    const stat = site.op['stat'];
    if (site.op['op'] === 'modify' && unread(stat)) {
      ctx.report('stat-never-read', `${site.owner.place}: modify stat '${stat}' is never read with modified('${stat}', ...)`, [
        ...site.path,
        'stat',
      ]);
    }
  }
};
