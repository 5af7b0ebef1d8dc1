// Tactic text → data, read by the engine's reader of the models' YAML flavour (docs/reference.md "YAML
// 1.1 pitfalls"): booleans are true/false/yes/no/on/off in lower, title or upper case (not
// `y`/`n`), dates stay text, no tags that build host objects, floats need a digit, merge keys,
// aliases under a budget, and keys must be text, as in a model.
import { ModelError, readYaml as readModelsYaml } from '@tabletwin/engine';
import { TacticError } from './errors.js';

/** Parses a tactic file; `where` names it in errors. */
export function readYaml(text: string, where: string): unknown {
  try {
    return readModelsYaml(text).data;
  } catch (e) {
    if (e instanceof ModelError) throw new TacticError('yaml', where, e.reason);
    throw e;
  }
}
