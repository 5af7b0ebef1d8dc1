// The code of each kind of finding: a stable name an editor or an agent can key on, whatever the
// message says. A code always has the same severity, so the checks name only the code. The
// README's table lists every code with an example message (a test keeps the two in step).
import type { Severity } from './report.js';

export const FINDING_CODES = {
  // The text cannot be read as a model (the report then holds this one error).
  'unreadable-file': 'error',
  'unreadable-yaml': 'error',
  'not-a-model': 'error',
  'key-not-text': 'error',
  // The schema.
  'unknown-key': 'warning',
  'missing-key': 'warning',
  // Errors the engine would stop at.
  'expr-syntax': 'error',
  'missing-field': 'error',
  'unknown-value': 'error',
  'unknown-kind': 'error',
  'unknown-op': 'error',
  'bad-shape': 'error',
  'name-not-found': 'error',
  'name-taken': 'error',
  'duplicate-id': 'error',
  'ability-in-step': 'error',
  'board-invalid': 'error',
  'who-not-one-player': 'error',
  // Warnings: the model runs, but likely not as meant.
  unused: 'warning',
  'event-never-emitted': 'warning',
  'stat-never-read': 'warning',
  'speed-without-window': 'warning',
  'always-playable': 'warning',
  'optional-without-controller': 'warning',
  'ability-without-speed': 'warning',
  'say-without-agent': 'warning',
  'exec-without-of': 'warning',
  'exec-without-content': 'warning',
  'drawn-from-unshuffled': 'warning',
  'drawn-from-public': 'warning',
  'zone-init-ignored': 'warning',
  'content-status': 'warning',
  'question-status': 'warning',
} as const satisfies Record<string, Severity>;

export type FindingCode = keyof typeof FINDING_CODES;

export function severityOf(code: FindingCode): Severity {
  return FINDING_CODES[code];
}
