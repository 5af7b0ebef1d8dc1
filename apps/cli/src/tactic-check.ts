// `tabletwin validate tactic.yaml --model model.yaml`: a tactic checked against its model by
// @tabletwin/tactics (`checkTactic`: loading, the places it names, test games), reported here.

import type { Model } from '@tabletwin/engine';
import { checkTactic as check, PLACE_GAMES } from '@tabletwin/tactics';
import { readFileOrBuiltin } from './builtin.js';

/** A file is taken for a tactic when it has a top-level `tactic:` key (the key the schema requires). */
export const isTacticText = (text: string): boolean => /^tactic\s*:/m.test(text);

export interface TacticReport {
  file: string;
  model: string;
  tactic: string | null;
  label: string | null;
  errors: string[];
  warnings: string[];
  /** Every place found, sorted. */
  places: string[];
  /** Test games with the tactic in every seat: played, and how many stopped on an error. */
  games: { played: number; failed: number } | null;
}

/** The check of @tabletwin/tactics (`checkTactic`), as `validate` reports it. */
export function checkTactic(file: string, text: string, modelFile: string, model: Model): TacticReport {
  const c = check(text, { model, path: file, read: (p) => readFileOrBuiltin(p, 'tactic') });
  return {
    file,
    model: modelFile,
    tactic: c.tactic?.name ?? null,
    label: c.tactic?.label ?? null,
    errors: c.errors,
    warnings: c.warnings,
    places: c.places,
    games: c.games,
  };
}

/** The report as text, in the manner of the model reports. */
export function tacticText(r: TacticReport): string {
  const lines: string[] = [];
  if (r.tactic !== null) lines.push(`Tactic ${r.tactic}${r.label === null ? '' : ` (${r.label})`} · ${r.file} for ${r.model}`);
  else if (r.model !== '') lines.push(`Tactic ${r.file} for ${r.model}`);
  if (r.errors.length === 0 && r.warnings.length === 0) lines.push('No errors, no warnings.');
  if (r.errors.length > 0) lines.push(`Errors (${r.errors.length}):`, ...r.errors.map((e) => `  ${e}`));
  if (r.warnings.length > 0) lines.push(`Warnings (${r.warnings.length}):`, ...r.warnings.map((w) => `  ${w}`));
  if (r.places.length > 0)
    lines.push(`Places the model asks (its own and from ${PLACE_GAMES} random games): ${r.places.join(', ')}`);
  if (r.games !== null) {
    lines.push(
      `Test games with the tactic in every seat: ${r.games.played - r.games.failed} of ${r.games.played} without a failing rule`,
    );
  }
  return lines.join('\n') + '\n';
}
