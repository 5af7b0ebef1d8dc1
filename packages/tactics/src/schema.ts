// The shape check of tactic.schema.json, written out by hand: the browser build may not generate
// code at run time (no ajv, no new Function). The tables below follow the schema key by key;
// `test/schema.test.ts` keeps them in step with the JSON file.

type Kind = 'text' | 'expr' | 'places' | 'texts' | 'count' | 'number' | 'default' | 'lets' | 'rules' | 'search';

const TOP: Readonly<Record<string, Kind>> = {
  tactic: 'text',
  game: 'text',
  label: 'text',
  summary: 'text',
  note: 'text',
  extends: 'text',
  let: 'lets',
  rules: 'rules',
  default: 'default',
  search: 'search',
};

const RULE: Readonly<Record<string, Kind>> = {
  at: 'places',
  options: 'texts',
  when: 'text',
  when_x: 'expr',
  pick: 'text',
  pick_x: 'expr',
  max_x: 'expr',
  min_x: 'expr',
  take_x: 'expr',
  note: 'text',
};

const SEARCH: Readonly<Record<string, Kind>> = { at: 'places', rollouts: 'count', max_rollouts: 'count', z: 'number' };

/** Every key the schema knows, per object (for tests that compare with the JSON file). */
export const SCHEMA_KEYS = { top: Object.keys(TOP), rule: Object.keys(RULE), search: Object.keys(SEARCH) };

const isText = (v: unknown): boolean => typeof v === 'string';
const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isExpr = (v: unknown): boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** What is wrong with `data` as a tactic file: one line per problem, `path: what`, in document order. */
export function schemaProblems(data: unknown): string[] {
  const out: string[] = [];
  if (!isMap(data)) return ['a tactic is a mapping with a `tactic` key'];
  if (data['tactic'] === undefined) out.push('`tactic` is required');
  if (data['rules'] === undefined && data['extends'] === undefined) out.push('`rules` or `extends` is required');
  checkObject(data, TOP, '', out);
  return out;
}

function checkObject(obj: Record<string, unknown>, fields: Readonly<Record<string, Kind>>, path: string, out: string[]): void {
  for (const [key, value] of Object.entries(obj)) {
    const at = path === '' ? key : `${path}.${key}`;
    const kind = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (kind === undefined) out.push(`${at}: unknown key`);
    else checkValue(value, kind, at, out);
  }
}

function checkValue(v: unknown, kind: Kind, at: string, out: string[]): void {
  const fail = (what: string): void => void out.push(`${at}: ${what}`);
  switch (kind) {
    case 'text':
      if (!isText(v)) fail(`must be text, not ${shown(v)}`);
      return;
    case 'expr':
      if (!isExpr(v)) fail(`must be an expression (text, a number or true/false), not ${shown(v)}`);
      return;
    case 'places':
      if (!isText(v) && !(Array.isArray(v) && v.every(isText))) fail(`must be a place or a list of places, not ${shown(v)}`);
      return;
    case 'texts':
      if (!(Array.isArray(v) && v.every(isText))) fail(`must be a list of labels (text), not ${shown(v)}`);
      return;
    case 'count':
      if (!(typeof v === 'number' && Number.isInteger(v) && v >= 1))
        fail(`must be a whole number of at least 1, not ${shown(v)}`);
      return;
    case 'number':
      if (!(typeof v === 'number' && Number.isFinite(v))) fail(`must be a number, not ${shown(v)}`);
      return;
    case 'default':
      if (v !== 'random' && v !== 'first') fail(`must be random or first, not ${shown(v)}`);
      return;
    case 'lets':
      if (!isMap(v)) return fail(`must be a mapping of names to expressions, not ${shown(v)}`);
      for (const [name, x] of Object.entries(v))
        if (!isExpr(x)) out.push(`${at}.${name}: must be an expression (text, a number or true/false), not ${shown(x)}`);
      return;
    case 'rules':
      if (!Array.isArray(v)) return fail(`must be a list of rules, not ${shown(v)}`);
      v.forEach((rule, i) =>
        isMap(rule)
          ? checkObject(rule, RULE, `${at}.${i}`, out)
          : out.push(`${at}.${i}: a rule must be a mapping, not ${shown(rule)}`),
      );
      return;
    case 'search':
      if (!isMap(v)) return fail(`must be a mapping, not ${shown(v)}`);
      checkObject(v, SEARCH, at, out);
      return;
  }
}

/** A value as the author wrote it, briefly (YAML 1.1 reads `yes`/`no`/`on`/`off` as true/false). */
function shown(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return `${v} (YAML reads yes, no, on, off as true or false: put the text in quotes)`;
  return String(v);
}
