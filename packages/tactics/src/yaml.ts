// Tactic text → data, in the YAML 1.1 flavour models are written in (docs/reference.md "YAML 1.1
// pitfalls"): booleans are true/false/yes/no/on/off in lower, title or upper case (not `y`/`n`,
// which the package's 1.1 schema would also read as booleans), dates stay text, no tags that
// build host objects, floats need a digit: the engine's own tags (`modelTags`). Keys must be
// text, as in a model.
import { modelTags } from '@tabletwin/engine';
import { isScalar, parseDocument, visit } from 'yaml';
import { TacticError } from './errors.js';

/** Parses a tactic file; `where` names it in errors. */
export function readYaml(text: string, where: string): unknown {
  const doc = parseDocument(text, { version: '1.1', customTags: modelTags, merge: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first !== undefined)
    throw new TacticError('yaml', where, `The YAML cannot be read: ${first.message.split('\n')[0] ?? first.message}`);
  let badKey: unknown;
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isScalar(key) && typeof key.value !== 'string' && key.value !== '<<') {
        badKey = key.value;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (badKey !== undefined) throw new TacticError('yaml', where, `key ${String(badKey)} is not text; put it in quotes`);
  return doc.toJS({ maxAliasCount: 1000 });
}
