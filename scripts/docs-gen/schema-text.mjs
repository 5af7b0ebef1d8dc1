// The model schema read for people: find an object of it by its path in a model, and say in a
// few words what a field may hold.
import { code, codeList } from './markdown.mjs';

/** The object schema one step below `node`: a dict's entries, a list's items, the object itself. */
function unwrap(node) {
  if (node === undefined) return undefined;
  if (node.additionalProperties && typeof node.additionalProperties === 'object' && !node.properties)
    return unwrap(node.additionalProperties);
  if (node.type === 'array' && node.items) return unwrap(node.items);
  if (node.anyOf) return node.anyOf.map(unwrap).find((n) => n?.properties) ?? node;
  return node;
}

/**
 * The properties of the object at `path` (`top`, `state.zones`, `outcomes.outcomes`, a flow node
 * kind `node.loop`, a case of a branch `node.branch.cases`), or throws.
 */
export function objectAt(schema, path) {
  const common = commonNodeKeys(schema);
  if (path === 'top') return schema.properties;
  if (path === 'node') return pick(schema.$defs.node_sequence.properties, (k) => common.includes(k));
  const [first, ...rest] = path.split('.');
  let node =
    first === 'node'
      ? schema.$defs[`node_${rest.shift()}`]
      : first === 'op'
        ? schema.$defs[`op_${rest.shift()}`]
        : unwrap(schema.properties[first]);
  for (const key of rest) node = unwrap(node?.properties?.[key]);
  if (!node?.properties) throw new Error(`docs-gen: the schema has no object at ${path}`);
  if (first === 'node' && path.split('.').length === 2) return pick(node.properties, (k) => !common.includes(k));
  return node.properties;
}

/** Keys every flow node kind has (id, kind, label, ...). */
export function commonNodeKeys(schema) {
  const kinds = schema.$defs.node.oneOf.map(({ $ref }) => schema.$defs[$ref.replace('#/$defs/', '')].properties);
  return Object.keys(kinds[0]).filter((k) => kinds.every((p) => k in p));
}

/** The flow node kinds, in the schema's order. */
export function nodeKinds(schema) {
  return schema.$defs.node.oneOf.map(({ $ref }) => $ref.replace('#/$defs/node_', ''));
}

function pick(properties, keep) {
  return Object.fromEntries(Object.entries(properties).filter(([k]) => keep(k)));
}

const TYPE_WORDS = {
  string: 'text',
  number: 'number',
  integer: 'whole number',
  boolean: '`true` / `false`',
  null: '`null`',
  object: 'dict',
  array: 'list',
};

/** What a field may hold, in words: `text`, `` `top`, `bottom` or `random` ``, `ops`, ... */
export function valueWords(node) {
  if (node === null || node === undefined) return 'expression';
  if (node.$ref === '#/$defs/ops') return 'list of ops';
  if (node.$ref === '#/$defs/node') return 'flow node';
  if (node.const !== undefined) return code(node.const);
  if (node.enum) return codeList(node.enum.map(String));
  if (node.anyOf) return node.anyOf.map(valueWords).join(' or ');
  if (Array.isArray(node.type)) {
    const types = node.type;
    if (types.length === 3 && types.includes('string') && types.includes('number') && types.includes('boolean'))
      return 'expression';
    return types.map((t) => TYPE_WORDS[t]).join(' or ');
  }
  if (node.type === 'array') return node.items?.type === 'string' ? 'list of names' : `list of ${plural(node.items)}`;
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object')
    return valueWords(node.additionalProperties) === 'expression' ? 'dict of expressions' : 'dict';
  if (node.type === 'object') return 'dict';
  if (node.type) return TYPE_WORDS[node.type];
  return 'any value';
}

function plural(items) {
  if (items?.type === 'array') return 'lists of names';
  if (items?.$ref === '#/$defs/node') return 'flow nodes';
  return 'entries';
}

/**
 * The path of every object of the schema that lists its keys, as `keys:` sections name them:
 * `top`, `state.zones`, `priority.protocol`, `node`, `node.loop`, `node.branch.cases`, ...
 * Ops are left out (their sections are `op-fields:`).
 */
export function schemaObjects(schema) {
  const out = ['top'];
  const walk = (node, path) => {
    const obj = unwrap(node);
    if (!obj?.properties) return;
    if (path !== null) out.push(path);
    for (const [k, v] of Object.entries(obj.properties)) {
      if (v.$ref) continue;
      walk(v, path === null ? k : `${path}.${k}`);
    }
  };
  for (const [k, v] of Object.entries(schema.properties)) if (!v.$ref) walk(v, k);
  out.push('node');
  for (const kind of nodeKinds(schema)) {
    out.push(`node.${kind}`);
    for (const [k, v] of Object.entries(schema.$defs[`node_${kind}`].properties))
      if (!v.$ref && unwrap(v)?.properties) walk(v, `node.${kind}.${k}`);
  }
  return out;
}
