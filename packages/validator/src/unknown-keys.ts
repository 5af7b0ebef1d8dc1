// Unknown keys: the model checked against the JSON Schema by the standalone validator generated at
// build time (no ajv and no `new Function` at run time). Only "additional property" errors are
// used: every other check has its own, better worded message in the checks.
import { validateModelSchema } from './generated/schema-validators.js';
import type { ModelPath } from './report.js';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: { additionalProperty?: string; missingProperty?: string };
}

type StandaloneValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

export interface UnknownKey {
  code: 'unknown-key' | 'missing-key';
  key: string;
  /** Path of the key itself (its parent's path plus the key). */
  path: ModelPath;
  message: string;
}

/** Keys in a model that the schema does not allow, in document order of the schema walk. */
export function unknownModelKeys(model: unknown): UnknownKey[] {
  return unknownKeys(schemaErrors(validateModelSchema as StandaloneValidator, model), model);
}

/**
 * What the validator reports from the model schema, with one schema run: the top-level keys it
 * requires (`game`, `label`, `actions`, `end`) that are missing, then the unknown keys. Deeper
 * required fields have checks of their own.
 */
export function modelKeyFindings(model: unknown): UnknownKey[] {
  const errors = schemaErrors(validateModelSchema as StandaloneValidator, model);
  const missing = errors
    .filter((e) => e.keyword === 'required' && e.instancePath === '' && e.params.missingProperty !== undefined)
    .map((e): UnknownKey => {
      const key = e.params.missingProperty!;
      return {
        code: 'missing-key',
        key,
        path: [],
        message: `missing key '${key}' at the top level; the schema requires game, label, actions and end`,
      };
    });
  return [...missing, ...unknownKeys(errors, model)];
}

function schemaErrors(validate: StandaloneValidator, data: unknown): SchemaError[] {
  return validate(data) ? [] : (validate.errors ?? []);
}

function unknownKeys(errors: readonly SchemaError[], data: unknown): UnknownKey[] {
  const seen = new Set<string>();
  const found: UnknownKey[] = [];
  for (const error of errors) {
    const key = error.params.additionalProperty;
    if (error.keyword !== 'additionalProperties' || key === undefined) continue;
    const parent = pointerToPath(error.instancePath, data);
    const id = JSON.stringify([...parent, key]);
    // Alternatives of one place (a derived value as text or as a dict) may report a key twice.
    if (seen.has(id)) continue;
    seen.add(id);
    const where = parent.length === 0 ? 'the top level' : parent.map(String).join('.');
    found.push({ code: 'unknown-key', key, path: [...parent, key], message: `unknown key '${key}' at ${where}` });
  }
  return found;
}

/** A JSON pointer (`/actions/roll/effect/1`) as a model path, list indexes as numbers. */
function pointerToPath(pointer: string, data: unknown): ModelPath {
  if (pointer === '') return [];
  const path: (string | number)[] = [];
  let here: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(here)) {
      const i = Number(key);
      path.push(i);
      here = here[i];
    } else {
      path.push(key);
      here = typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}
