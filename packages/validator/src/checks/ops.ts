// Checks of ops (docs/reference.md#ops): known ops, declared zones, and the names ops refer to.
import { baseName, has, isDict, own, type Dict, type OpSite } from '../model.js';
import type { ModelPath } from '../report.js';
import { shown, type Check, type CheckContext } from './context.js';

/** Every op the engine knows (test/ops-table.test.ts compares it with the engine's op table). */
export const OPS: readonly string[] = [
  'set',
  'add',
  'let',
  'place',
  'create',
  'move',
  'destroy',
  'draw',
  'shuffle',
  'look',
  'search',
  'reveal',
  'roll',
  'choose',
  'if',
  'for_each',
  'repeat',
  'emit',
  'sample',
  'exec',
  'run',
  'window',
  'cancel',
  'modify',
  'reset',
  'call',
  'say',
];

const ZONE_FIELDS = ['from', 'to', 'zone'];

/** Per op: checks of the names it refers to. */
const REFERENCES: Record<string, (ctx: CheckContext, site: OpSite) => void> = {
  call: (ctx, site) => declared(ctx, site, 'code', ctx.index.root['code'], 'code'),
  run: (ctx, site) => declared(ctx, site, 'flow', ctx.index.root['flows'], 'flow'),
  sample: (ctx, site) => declared(ctx, site, 'model', ctx.index.root['outcomes'], 'outcome model'),
  choose: (ctx, site) => {
    if (has(site.op, 'agent')) declared(ctx, site, 'agent', ctx.index.root['agents'], 'agent');
  },
  say: (ctx, site) => {
    if (has(site.op, 'agent')) declared(ctx, site, 'agent', ctx.index.root['agents'], 'agent');
    else ctx.report('say-without-agent', `${site.owner.place}: say without agent`, site.path);
  },
  window: (ctx, site) => {
    const name = site.op['name'];
    if (name !== undefined && name !== null && (typeof name !== 'string' || !ctx.index.windows.has(name))) {
      ctx.report('name-not-found', `${site.owner.place}: window ${shown(name)} is not in priority.windows`, [
        ...site.path,
        'name',
      ]);
    }
  },
  exec: (ctx, site) => {
    if (!has(site.op, 'of_x'))
      ctx.report(
        'exec-without-of',
        `${site.owner.place}: exec without of_x; the engine cannot tell which item to run`,
        site.path,
      );
    const content = site.op['content'];
    if (content === undefined) {
      ctx.report(
        'exec-without-content',
        `${site.owner.place}: exec without content; name the catalogue it runs from (e.g. cards.*)`,
        site.path,
      );
    } else if (typeof content !== 'string' || !contentPathExists(ctx.index.root['content'], content)) {
      ctx.report('name-not-found', `${site.owner.place}: exec content ${shown(content)} does not exist in content`, [
        ...site.path,
        'content',
      ]);
    }
  },
};

function declared(ctx: CheckContext, site: OpSite, field: string, table: unknown, what: string): void {
  const name = site.op[field];
  if (typeof name === 'string' && isDict(table) && has(table, name)) return;
  const path: ModelPath = has(site.op, field) ? [...site.path, field] : site.path;
  const problem = name === undefined ? `${site.op['op']} without ${field}` : `${what} ${shown(name)} is not declared`;
  ctx.report(name === undefined ? 'missing-field' : 'name-not-found', `${site.owner.place}: ${problem}`, path);
}

/** `cards.*`, `cards.bolt`: each part a key of the content below it, `*` any key. */
function contentPathExists(content: unknown, path: string): boolean {
  let here: unknown[] = [content];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const v of here) {
      if (!isDict(v) && !Array.isArray(v)) continue;
      const values = Array.isArray(v) ? v : Object.values(v);
      if (part === '*') next.push(...values);
      else if (Array.isArray(v) ? v[Number(part)] !== undefined : has(v, part))
        next.push(Array.isArray(v) ? v[Number(part)] : v[part]);
    }
    if (next.length === 0) return false;
    here = next;
  }
  return true;
}

export const checkOps: Check = (ctx) => {
  for (const site of ctx.index.ops) {
    const name = site.op['op'];
    if (name === undefined) {
      ctx.report('missing-field', `${site.owner.place}: an op without op`, site.path);
      continue;
    }
    if (!OPS.includes(name as string)) {
      ctx.report('unknown-op', `${site.owner.place}: unknown op ${shown(name)}`, [...site.path, 'op']);
      continue;
    }
    checkZones(ctx, site, site.op);
    own(REFERENCES, name)?.(ctx, site);
  }
};

function checkZones(ctx: CheckContext, site: OpSite, op: Dict): void {
  for (const field of ZONE_FIELDS) {
    const path = op[field];
    if (path === undefined) continue;
    if (typeof path === 'string' && ctx.index.zones.has(baseName(path))) continue;
    ctx.report(
      'name-not-found',
      `${site.owner.place}: ${op['op']} ${field}: zone ${shown(typeof path === 'string' ? baseName(path) : path)} is not declared`,
      [...site.path, field],
    );
  }
}
