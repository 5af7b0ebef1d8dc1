// Checks of ops (docs/reference.md#ops): known ops, declared zones, and the names ops refer to, as the
// engine's table of ops declares their fields.
import type { FieldSpec, NameSpace, OpSpec } from '@tabletwin/engine';
import type { FindingCode } from '../codes.js';
import { baseName, has, isPlainObject, type OpSite } from '../model.js';
import { fieldsOfKind, SPECS } from '../op-specs.js';
import type { ModelPath } from '../report.js';
import { shown, type Check, type CheckContext } from './context.js';

/** Every op the engine knows, in the order of its table. */
export const OPS: readonly string[] = [...SPECS.keys()];

/** What a name space is, for the messages, and where its names are declared. */
const NAME_SPACES: Partial<Record<NameSpace, { what: string; table: (ctx: CheckContext) => unknown }>> = {
  code: { what: 'code', table: (ctx) => ctx.index.root['code'] },
  flows: { what: 'flow', table: (ctx) => ctx.index.root['flows'] },
  outcomes: { what: 'outcome model', table: (ctx) => ctx.index.root['outcomes'] },
  agents: { what: 'agent', table: (ctx) => ctx.index.root['agents'] },
};

/** The checks of one field of an op: written when required, and naming what exists. */
function checkField(ctx: CheckContext, site: OpSite, spec: OpSpec, field: string, f: FieldSpec): void {
  const written = has(site.op, field) || (f.kind === 'value' && has(site.op, `${field}_x`));
  const required = f.required;
  if (required !== undefined && required !== true && !has(site.op, required.form ?? field)) {
    const hint = required.hint === '' ? '' : `; ${required.hint}`;
    ctx.report(
      `${spec.name}-without-${field}` as FindingCode,
      `${site.owner.place}: ${spec.name} without ${required.form ?? field}${hint}`,
      site.path,
    );
    return;
  }
  // A value field is checked only for being written (exec `of`).
  if (f.kind !== 'word' || f.names === undefined) return;
  const space = NAME_SPACES[f.names];
  if (space !== undefined) {
    if (required === true || written) declared(ctx, site, field, space.table(ctx), space.what);
  } else if (f.names === 'windows') {
    const name = site.op[field];
    if (name !== undefined && name !== null && (typeof name !== 'string' || !ctx.index.windows.has(name))) {
      ctx.report('name-not-found', `${site.owner.place}: window ${shown(name)} is not in priority.windows`, [
        ...site.path,
        field,
      ]);
    }
  } else if (f.names === 'content' && written) {
    const content = site.op[field];
    if (typeof content !== 'string' || !contentPathExists(ctx.index.root['content'], content)) {
      ctx.report('name-not-found', `${site.owner.place}: ${spec.name} ${field} ${shown(content)} does not exist in content`, [
        ...site.path,
        field,
      ]);
    }
  }
}

function declared(ctx: CheckContext, site: OpSite, field: string, table: unknown, what: string): void {
  const name = site.op[field];
  if (typeof name === 'string' && isPlainObject(table) && has(table, name)) return;
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
      if (!isPlainObject(v) && !Array.isArray(v)) continue;
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
    const spec = SPECS.get(name as string)!;
    checkZones(ctx, site, spec);
    for (const [field, f] of Object.entries(spec.fields)) checkField(ctx, site, spec, field, f);
  }
};

function checkZones(ctx: CheckContext, site: OpSite, spec: OpSpec): void {
  const op = site.op;
  for (const [field] of fieldsOfKind(spec, 'zone')) {
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
