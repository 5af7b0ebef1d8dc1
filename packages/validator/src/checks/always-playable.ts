// "Always playable" (docs/engine.md#the-validator): a fast action without `pre`, without `cost`, and with
// nothing in its effect that could end the game, in a window that is opened somewhere. Random
// players rarely all pass in a row, so such a window may stay open until the engine gives up.
import { baseName, entries, has, isPlainObject, label, list, openedWindows, type ActionSite, type ModelIndex } from '../model.js';
import type { CheckContext, Check } from './context.js';
import { fieldsOfKind, specOf } from '../op-specs.js';

export const checkAlwaysPlayable: Check = (ctx) => {
  const windows = openedWindows(ctx.index);
  if (windows.length === 0) return;
  const reads = endReads(ctx);
  const listened = new Set(ctx.index.triggers.map((t) => t.trigger['event']));
  for (const action of ctx.index.allActions()) {
    const speed = action.action['speed'];
    if (typeof speed !== 'string' || has(action.action, 'pre') || has(action.action, 'pre_x')) continue;
    if (list(action.action['cost']).length > 0 || couldEndGame(ctx.index, action, reads, listened)) continue;
    for (const name of windows) {
      const window = name === null ? undefined : ctx.index.windows.get(name);
      const allows = name === null || list(window?.['allows']).includes(speed);
      if (!allows) continue;
      ctx.report(
        'always-playable',
        `action ${action.name}: always playable in window ${name ?? 'None'}; random players may keep the window open forever`,
        [...action.path, 'speed'],
      );
    }
  }
};

/** The names the end conditions' `if_x` read, also through derived values and own functions. */
function endReads(ctx: CheckContext): Set<string> {
  const root = ctx.index.root;
  const deps = new Map<string, Set<string>>();
  const state = isPlainObject(root['state']) ? root['state'] : {};
  for (const [name, d] of entries(state['derived'])) {
    const src = isPlainObject(d) ? d['x'] : d;
    deps.set(name, new Set(typeof src === 'string' ? ctx.exprs.names(src) : []));
  }
  for (const [name, fn] of entries(root['functions'])) {
    if (!isPlainObject(fn)) continue;
    const local = new Set([
      ...list(fn['params']).map((p) => label(p).replace(/\?$/, '')),
      ...Object.keys(isPlainObject(fn['let']) ? fn['let'] : {}),
    ]);
    const names = new Set<string>();
    for (const src of [...Object.values(isPlainObject(fn['let']) ? fn['let'] : {}), fn['x']]) {
      if (typeof src === 'string') for (const n of ctx.exprs.names(src)) if (!local.has(n)) names.add(n);
    }
    deps.set(name, names);
  }
  const reads = new Set<string>();
  const todo: string[] = [];
  for (const c of list(root['end'])) {
    if (isPlainObject(c) && typeof c['if_x'] === 'string') todo.push(...ctx.exprs.names(c['if_x']));
  }
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (reads.has(n)) continue;
    reads.add(n);
    todo.push(...(deps.get(n) ?? []));
  }
  return reads;
}

/**
 * Whether an op of the action could end the game, from what its spec says it touches: anything
 * (other flows, content, chance models, code, a new scenario), or what the end conditions read.
 */
function couldEndGame(index: ModelIndex, action: ActionSite, reads: Set<string>, listened: Set<unknown>): boolean {
  const anyZoneRead = [...index.zones.keys()].some((z) => reads.has(z));
  const read = (path: unknown) => typeof path === 'string' && reads.has(baseName(path));
  return action.ops.some(({ op }) => {
    const spec = specOf(op['op']);
    const touches = spec?.touches ?? [];
    if (spec === undefined) return false;
    if (touches.includes('anything')) return true;
    if (touches.includes('variables'))
      return has(op, 'attr') || fieldsOfKind(spec, 'variable').some(([field]) => read(op[field]));
    if (touches.includes('modifiers')) return reads.has('modified');
    if (touches.includes('events'))
      return Object.entries(spec.fields).some(([field, f]) => f.names === 'events' && listened.has(op[field]));
    if (!touches.includes('zones')) return false;
    const zones = fieldsOfKind(spec, 'zone');
    if (zones.some(([field, f]) => f.anyWhenMissing === true && op[field] === undefined)) return anyZoneRead;
    return zones.some(([field]) => read(op[field]));
  });
}
