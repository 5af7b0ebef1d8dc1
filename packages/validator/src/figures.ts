// The figures of "What the validator shows" and the gap list, from the slots.
import type { Slot } from './executability.js';
import { list, type ModelIndex } from './model.js';
import { isCode } from './op-specs.js';
import type { Figures, Gap, Share } from './report.js';

/** Whole percent, rounded, but never 100 while a slot is missing. */
export function percent(ok: number, total: number): number {
  if (total === 0) return 100;
  const pct = Math.round((100 * ok) / total);
  return ok < total ? Math.min(pct, 99) : pct;
}

function share(slots: readonly Slot[]): Share {
  const ok = slots.filter((s) => s.ok).length;
  return { ok, total: slots.length, pct: percent(ok, slots.length) };
}

export function computeFigures(index: ModelIndex, slots: readonly Slot[]): Figures {
  const content = slots.filter((s) => s.layer === 'content');
  const calls = index.ops.filter((o) => isCode(o.op)).length;
  const ops = index.ops.length;
  return {
    executable: share(slots),
    rules: share(slots.filter((s) => s.layer === 'rules')),
    content: content.length === 0 ? null : share(content),
    steps: index.nodes.filter((n) => n.node['kind'] === 'step').length,
    ops,
    // Never shown as 0% while there is a call.
    code: calls === 0 ? 0 : Math.max(1, Math.round((100 * calls) / ops)),
    calls,
    openQuestions: list(index.root['open_questions']).length,
  };
}

export function gapsOf(slots: readonly Slot[]): Gap[] {
  return slots.filter((s) => !s.ok).map((s) => ({ kind: s.kind, place: s.place, slot: s.slot, path: s.path }));
}
