// The menu of models every page shows the same way: each built-in model by its label and file id
// (`Pig (pig)`), sorted by label, then "Your model" where this browser keeps one.
import { CATALOG } from '../lib/catalog.js';
import { MODELS, YOURS } from '../lib/models.js';
import { byLabel, fileChoice } from '../lib/words.js';

export interface ModelChoice {
  id: string;
  label: string | null;
}

/** The built-in models as the menus list them. */
export function modelChoices(): ModelChoice[] {
  return byLabel([...MODELS.keys()].map((id) => ({ id, label: CATALOG.find((e) => e.name === id)?.label ?? null })));
}

/** The `<option>`s: the built-in models, "Your model" when `yours`, and `extra` (a name the link asks for that is none of these). */
export function ModelOptions({ yours, extra }: { yours: boolean; extra?: { id: string; text: string } | null }) {
  return (
    <>
      {modelChoices().map((m) => (
        <option key={m.id} value={m.id}>
          {fileChoice(m.id, m.label)}
        </option>
      ))}
      {yours && <option value={YOURS}>Your model</option>}
      {extra && <option value={extra.id}>{extra.text}</option>}
    </>
  );
}
