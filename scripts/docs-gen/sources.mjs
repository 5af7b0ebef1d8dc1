// Where the generated sections of docs/ take their facts from: the built packages (dist/), the
// model schema, and, for what the code keeps to itself (limits, the engine's messages), its
// source files. Each reader fails loudly when what it looks for has moved, so a refactoring
// shows up here instead of as a silently wrong page.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export class MissingBuild extends Error {}

async function dist(rel) {
  const file = join(root, rel);
  if (!existsSync(file)) throw new MissingBuild(`${rel} is missing: build first (npx -y pnpm@12.4.2 build)`);
  return import(new URL(`file://${file}`).href);
}

/** Everything the sections read, loaded once. */
export async function loadSources() {
  const [expr, geometry, engine, validator, diagram, cli] = await Promise.all([
    dist('packages/expr/dist/index.js'),
    dist('packages/geometry/dist/index.js'),
    dist('packages/engine/dist/index.js'),
    dist('packages/validator/dist/index.js'),
    dist('packages/diagram/dist/index.js'),
    dist('apps/cli/dist/index.js'),
  ]);
  const schema = JSON.parse(readFileSync(join(root, 'packages/validator/schema.json'), 'utf8'));
  const commands = {};
  for (const [name, load] of Object.entries(cli.COMMANDS)) commands[name] = (await load()).command;
  return { expr, geometry, engine, validator, diagram, schema, commands };
}

// --- the ops ------------------------------------------------------------------------------------

/**
 * Every op, its one line and its fields, from the engine's table of ops (`OP_SPECS`), in its
 * order; each field with the schema of its written form (`node`) and of its `_x` (`xNode`), which
 * the schema derives from the same table, and our words for it (`words`: its default and meaning).
 * Every op section of the docs goes through this function.
 */
export function opSpecs({ engine, schema }) {
  return engine.OP_SPECS.map((spec) => {
    const def = schema.$defs[`op_${spec.name}`];
    if (def === undefined) throw new Error(`docs-gen: the schema has no op ${spec.name}; build the validator first`);
    const fields = Object.entries(spec.fields).map(([name, f]) => {
      const expr = f.kind === 'value' || f.kind === 'expression';
      return { name, node: def.properties[name], expr, xNode: expr ? def.properties[`${name}_x`] : null };
    });
    // Our words for each field, `[default, meaning]`, as the docs' tables of fields take them.
    const words = Object.fromEntries(
      Object.entries(spec.fields)
        .filter(([, f]) => f.meaning !== undefined)
        .map(([name, f]) => [name, [f.defaultWords ?? '', f.meaning]]),
    );
    return { name: spec.name, description: spec.description, fields, words };
  });
}

/**
 * The fields of an object of the schema, a text twin and its `_x` merged into one field:
 * `{ name, node, expr, xNode }` where `node` is the schema of the written form (the literal or
 * text), `expr` says an `_x` form exists and `xNode` is its schema.
 */
export function fieldsOf(properties, skip = []) {
  const out = [];
  for (const [key, node] of Object.entries(properties)) {
    if (skip.includes(key)) continue;
    if (key.endsWith('_x') && key.slice(0, -2) in properties) continue;
    if (key.endsWith('_x')) out.push({ name: key.slice(0, -2), node: null, expr: true, only: true, xNode: node });
    else out.push({ name: key, node, expr: `${key}_x` in properties, xNode: properties[`${key}_x`] ?? null });
  }
  return out;
}

// --- constants kept in source files -------------------------------------------------------------

/** The value of `const NAME = <number>` in a source file of the repository. */
export function sourceConstant(rel, name) {
  const text = readFileSync(join(root, rel), 'utf8');
  const m = new RegExp(`const ${name}\\s*(?::[^=]+)?=\\s*([0-9_]+)\\s*;`).exec(text);
  if (m === null) throw new Error(`docs-gen: no constant ${name} in ${rel}; the limits table needs re-pointing`);
  return Number(m[1].replaceAll('_', ''));
}

/** The number matched by the first group of `pattern` in a source file of the repository. */
export function sourcePattern(rel, pattern) {
  const m = pattern.exec(readFileSync(join(root, rel), 'utf8'));
  if (m === null) throw new Error(`docs-gen: ${pattern} not found in ${rel}; the limits table needs re-pointing`);
  return Number(m[1].replaceAll('_', ''));
}

// --- the engine's messages ------------------------------------------------------------------------

// Calls that make an error, and which argument is its message: (where, message) or (kind, message).
const MAKERS = {
  NotExecutable: { message: 1, kind: () => 'NotExecutable' },
  notExecutable: { message: 1, kind: () => 'NotExecutable' },
  runError: { message: 1, kind: (args) => args[2] ?? 'RuntimeError' },
  ExprError: { message: 1, kind: (args) => args[0] },
  ModelError: { message: 1, kind: () => 'ModelError' },
};

function* sourceFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) yield path;
  }
}

/**
 * A message as written in the source, its `${...}` parts shown as `<name>`, except a limit
 * (`MAX_STEPS`) the same file or the expression language defines, which is shown as its value.
 */
function templateText(node, sf) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans)
    text += (limitText(span.expression, sf) ?? `<${placeholder(span.expression, sf)}>`) + span.literal.text;
  return text;
}

/** `${MAX_TEXT}` → `1000000`, `${thousands(MAX_TEXT)}` → `1,000,000`; null for anything else. */
function limitText(e, sf) {
  const grouped = ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'thousands';
  const inner = grouped ? e.arguments[0] : e;
  if (inner === undefined || !ts.isIdentifier(inner) || !inner.text.startsWith('MAX_')) return null;
  const own = new RegExp(`const ${inner.text}\\s*(?::[^=]+)?=\\s*([0-9_]+)\\s*;`).exec(sf.text);
  const value = own !== null ? Number(own[1].replaceAll('_', '')) : EXPR_LIMITS[inner.text];
  if (value === undefined) return null;
  return grouped ? value.toLocaleString('en-US') : String(value);
}

// Limits the engine's messages take from the expression language.
const EXPR_LIMITS = Object.fromEntries(
  ['packages/expr/src/values.ts', 'packages/expr/src/limits.ts'].flatMap((rel) =>
    [...readFileSync(join(root, rel), 'utf8').matchAll(/export const (MAX_\w+) = ([0-9_]+);/g)].map((m) => [
      m[1],
      Number(m[2].replaceAll('_', '')),
    ]),
  ),
);

/** `repr(actor)` → `actor`, `op.name` → `name`, `MAX_STEPS` → `MAX_STEPS`, anything else → `…`. */
function placeholder(e, sf) {
  while (ts.isCallExpression(e) && e.arguments.length > 0) e = e.arguments[0];
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isElementAccessExpression(e)) return placeholder(e.expression, sf);
  return '…';
}

/** The messages an expression can stand for: a literal, either branch of `? :`, a `const` of the
 * same file, or the `return`s of a function of the same file it calls. */
function messagesOf(node, sf, seen = new Set()) {
  const text = templateText(node, sf);
  if (text !== null) return [text];
  if (ts.isParenthesizedExpression(node)) return messagesOf(node.expression, sf, seen);
  if (ts.isConditionalExpression(node)) return [...messagesOf(node.whenTrue, sf, seen), ...messagesOf(node.whenFalse, sf, seen)];
  const callee = ts.isCallExpression(node) ? node.expression : null;
  const name = ts.isIdentifier(node)
    ? node.text
    : callee === null
      ? null
      : ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword
          ? callee.name.text
          : null;
  const key = `${callee === null ? 'const' : 'function'} ${name}`;
  if (name === null || seen.has(key)) return [];
  seen.add(key);
  const out = [];
  const visit = (n) => {
    if (ts.isIdentifier(node) && ts.isVariableDeclaration(n) && n.name.getText(sf) === name && n.initializer)
      out.push(...messagesOf(n.initializer, sf, seen));
    if (callee !== null && (ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name?.getText(sf) === name) {
      const returns = (m) => {
        if (ts.isReturnStatement(m) && m.expression) out.push(...messagesOf(m.expression, sf, seen));
        if (!ts.isFunctionLike(m)) ts.forEachChild(m, returns);
      };
      ts.forEachChild(n, returns);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Every message the engine's own code can stop a game (or refuse a model) with. */
export function engineMessages() {
  const dir = join(root, 'packages/engine/src');
  const found = new Map();
  const add = (text, kind, file) => {
    if (!found.has(text)) found.set(text, { text, kind, file });
  };
  for (const file of sourceFiles(dir)) {
    const rel = file.slice(dir.length + 1);
    if (rel.startsWith('testing/') || rel === 'errors.ts' || rel.startsWith('game/snapshot')) continue;
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
        const maker = name === null ? undefined : MAKERS[name];
        const args = node.arguments ?? [];
        if (maker !== undefined && args.length > maker.message) {
          const literals = args.map((a) => (ts.isStringLiteral(a) ? a.text : undefined));
          for (const text of messagesOf(args[maker.message], sf)) add(text, maker.kind(literals), rel);
        }
      }
      // An invalid flow node carries its reason until a game reaches it.
      if (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'reason')
        for (const text of messagesOf(node.initializer, sf)) if (text !== '') add(text, 'NotExecutable', rel);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return [...found.values()];
}
