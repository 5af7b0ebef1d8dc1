// "Always playable" (docs/engine.md#the-validator): a fast action without `pre`, without `cost`, and with
// nothing in its effect that could end the game, in a window that is opened somewhere. Random
// players rarely all pass in a row, so such a window may stay open until the engine gives up.
import { baseName, entries, has, isDict, label, list, openedWindows, type ActionSite, type ModelIndex } from '../model.js';
import type { CheckContext, Check } from './context.js';

/** Ops after which anything may happen (other flows, content, chance models, code, a new scenario). */
const OPEN_ENDED = new Set(['run', 'exec', 'sample', 'call', 'reset', 'say']);
const ZONE_OPS = new Set(['place', 'create', 'move', 'destroy', 'draw', 'shuffle']);

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
  const state = isDict(root['state']) ? root['state'] : {};
  for (const [name, d] of entries(state['derived'])) {
    const src = isDict(d) ? d['x'] : d;
    deps.set(name, new Set(typeof src === 'string' ? ctx.exprs.names(src) : []));
  }
  for (const [name, fn] of entries(root['functions'])) {
    if (!isDict(fn)) continue;
    const local = new Set([
      ...list(fn['params']).map((p) => label(p).replace(/\?$/, '')),
      ...Object.keys(isDict(fn['let']) ? fn['let'] : {}),
    ]);
    const names = new Set<string>();
    for (const src of [...Object.values(isDict(fn['let']) ? fn['let'] : {}), fn['x']]) {
      if (typeof src === 'string') for (const n of ctx.exprs.names(src)) if (!local.has(n)) names.add(n);
    }
    deps.set(name, names);
  }
  const reads = new Set<string>();
  const todo: string[] = [];
  for (const c of list(root['end'])) {
    if (isDict(c) && typeof c['if_x'] === 'string') todo.push(...ctx.exprs.names(c['if_x']));
  }
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (reads.has(n)) continue;
    reads.add(n);
    todo.push(...(deps.get(n) ?? []));
  }
  return reads;
}

function couldEndGame(index: ModelIndex, action: ActionSite, reads: Set<string>, listened: Set<unknown>): boolean {
  const anyZoneRead = [...index.zones.keys()].some((z) => reads.has(z));
  return action.ops.some(({ op }) => {
    const kind = label(op['op']);
    if (OPEN_ENDED.has(kind)) return true;
    if (kind === 'set' || kind === 'add')
      return has(op, 'attr') || (typeof op['var'] === 'string' && reads.has(baseName(op['var'])));
    if (kind === 'modify') return reads.has('modified');
    if (kind === 'emit') return listened.has(op['event']);
    if (!ZONE_OPS.has(kind)) return false;
    if (kind === 'destroy' && op['from'] === undefined) return anyZoneRead;
    return ['from', 'to', 'zone'].some((f) => typeof op[f] === 'string' && reads.has(baseName(op[f] as string)));
  });
}
