// What every check gets: the model index, the compiled expressions, the quoted words, and one
// way to report (the code decides the severity).
import type { FindingCode } from '../codes.js';
import type { ExpressionSite } from '../expression-sites.js';
import type { Expressions } from '../expressions.js';
import { label, type ModelIndex } from '../model.js';
import type { ModelPath } from '../report.js';

export interface CheckContext {
  index: ModelIndex;
  exprs: Expressions;
  sites: readonly ExpressionSite[];
  /** Does some expression mention this word in quotes (see `quotedIn`)? */
  quoted: (word: string) => boolean;
  report(code: FindingCode, message: string, path: ModelPath): void;
}

export type Check = (ctx: CheckContext) => void;

/** `'a', 'b' or 'c'`-style lists for messages: `a, b or c`. */
export function oneOf(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** A value as it appears in a message: text in quotes, anything else as YAML would show it. */
export function shown(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : label(v);
}
