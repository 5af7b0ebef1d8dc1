// Boards and own functions (docs/board-geometry.md#boards and docs/board-geometry.md#own-functions): errors in a board, function names that
// clash, functions without `x` or with bad `params` or `let`, and boards or functions never used.
import { BUILTIN_NAMES } from '@tabletwin/expr';
import { BOARD_FUNCTION_NAMES, GeometryError, loadBoard } from '@tabletwin/geometry';
import type { FindingCode } from '../codes.js';
import { entries, isPlainObject } from '../model.js';
import type { ModelPath } from '../report.js';
import { shown, type Check, type CheckContext } from './context.js';

/** Reserved names of docs/expressions.md#names-in-scope (besides the builtins and board functions). */
const RESERVED = ['modified', 'content', 'players', 'n_players', 'eliminated', 'results', 'None', 'True', 'False'];
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export const checkBoards: Check = (ctx) => {
  for (const [name, spec] of entries(ctx.index.root['boards'])) {
    try {
      loadBoard(name, spec);
    } catch (e) {
      if (e instanceof GeometryError) ctx.report('board-invalid', e.message, boardPath(name, e.where));
      else ctx.report('board-invalid', `board '${name}': ${e instanceof Error ? e.message : String(e)}`, ['boards', name]);
    }
    if (!ctx.quoted(name)) ctx.report('unused', `board '${name}' is never named in an expression`, ['boards', name]);
  }
};

/** `boards.map.walls[2]` → `['boards', 'map', 'walls', 2]`. */
function boardPath(name: string, where: string | null): ModelPath {
  if (where === null) return ['boards', name];
  const rest = where.slice(`boards.${name}`.length);
  const parts: (string | number)[] = ['boards', name];
  for (const m of rest.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) parts.push(m[1] ?? Number(m[2]));
  return parts;
}

export const checkFunctions: Check = (ctx) => {
  const root = ctx.index.root;
  const state = isPlainObject(root['state']) ? root['state'] : {};
  const taken = new Set<string>([
    ...BUILTIN_NAMES,
    ...RESERVED,
    ...Object.keys(isPlainObject(root['constants']) ? root['constants'] : {}),
    ...ctx.index.vars.keys(),
    ...ctx.index.zones.keys(),
    ...Object.keys(isPlainObject(state['derived']) ? state['derived'] : {}),
    ...(isPlainObject(root['boards']) && Object.keys(root['boards']).length > 0 ? BOARD_FUNCTION_NAMES : []),
  ]);
  for (const [name, fn] of entries(root['functions'])) {
    const path = ['functions', name];
    const problem = (code: FindingCode, what: string, at: ModelPath = path) =>
      ctx.report(code, `function '${name}': ${what}`, at);
    if (taken.has(name)) problem('name-taken', 'that name already exists');
    if (!isPlainObject(fn)) {
      problem('missing-field', 'no x');
      continue;
    }
    if (fn['x'] === undefined || fn['x'] === null) problem('missing-field', 'no x');
    const params = fn['params'];
    if (params !== undefined && params !== null) {
      if (!Array.isArray(params)) problem('bad-shape', 'params must be a list of names', [...path, 'params']);
      else {
        params.forEach((p, i) => {
          const bare = typeof p === 'string' && p.endsWith('?') ? p.slice(0, -1) : p;
          if (typeof bare !== 'string' || !NAME.test(bare))
            problem('bad-shape', `parameter ${shown(p)} is not a name`, [...path, 'params', i]);
        });
      }
    }
    const lets = fn['let'];
    if (
      lets !== undefined &&
      lets !== null &&
      (!isPlainObject(lets) || Object.values(lets).some((e) => typeof e !== 'string' && typeof e !== 'number'))
    ) {
      problem('bad-shape', 'let must be a dict {name: expression}', [...path, 'let']);
    }
  }
  checkFunctionsCalled(ctx);
};

function checkFunctionsCalled(ctx: CheckContext): void {
  const functions = Object.keys(isPlainObject(ctx.index.root['functions']) ? ctx.index.root['functions'] : {});
  if (functions.length === 0) return;
  const called = new Set<string>();
  for (const site of ctx.sites) {
    const own = site.path[0] === 'functions' ? site.path[1] : undefined;
    for (const n of ctx.exprs.names(site.src)) if (n !== own) called.add(n);
  }
  for (const name of functions) {
    if (!called.has(name)) ctx.report('unused', `function '${name}' is never called`, ['functions', name]);
  }
}
