// `tabletwin play` as text: one line per request with its answer, then what the answer changed,
// then what happened on its own, each followed by its changes. Runs of the same line (a flow that
// loops without asking) show once, with how many more times they came.

import type { Visible } from '@tabletwin/engine';
import type { Played, Shown } from './play.js';

function seenBy(v: Visible): string {
  if (v === 'all') return '';
  return v.length === 0 ? ' (seen by nobody)' : ` (seen by player${v.length > 1 ? 's' : ''} ${v.join(', ')})`;
}

function entryLines(e: Shown): string[] {
  const lines: string[] = [];
  switch (e.kind) {
    case 'automatic':
      lines.push(`     automatic  ${e.where}${e.player === null ? '' : `, player ${e.player}`}: ${e.label}`);
      break;
    case 'event':
      lines.push(`     event      ${e.name}`);
      break;
    case 'draw':
    case 'look':
    case 'search':
    case 'reveal':
      lines.push(`     ${e.kind.padEnd(10)} ${e.where}${seenBy(e.visibleTo)}: ${e.label}`);
      break;
    default:
      break;
  }
  return [...lines, ...changedLines(e.changed ?? [])];
}

const changedLines = (changed: readonly string[]) => changed.map((c) => `     changed    ${c}`);

/** Outcomes by label; with their probabilities when they are not all alike. */
function outcomesText(outcomes: readonly { label: string; p: number }[]): string {
  const uniform = outcomes.every((o) => Math.abs(o.p - outcomes[0]!.p) < 1e-12);
  return outcomes.map((o) => (uniform ? o.label : `${o.label} ${+o.p.toFixed(3)}`)).join(' | ');
}

/** Each run of identical lines as its first line and `… N more times`. */
export function collapse(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[j] === lines[i]) j++;
    out.push(lines[i]!);
    if (j - i === 2) out.push(lines[i]!);
    else if (j - i > 2) out.push(`     … ${(j - i - 1).toLocaleString('en-US')} more times`);
    i = j;
  }
  return out;
}

export function playText(p: Played): string {
  const lines = [`${p.model} · seed ${p.seed} · random players, chance from the seed`, ''];
  lines.push(...changedLines(p.startChanged));
  for (const e of p.start) lines.push(...entryLines(e));
  p.requests.forEach((s, i) => {
    const r = s.request;
    const n = `#${i + 1}`.padEnd(4);
    if (r.kind === 'decision') {
      lines.push(
        `${n} decision at ${r.where} for player ${r.player}${seenBy(r.visibleTo)}: ${r.options.join(' | ')}  → ${s.answer.label}`,
      );
    } else {
      lines.push(`${n} chance at ${r.where}${seenBy(r.visibleTo)}: ${outcomesText(r.outcomes)}  → ${s.answer.label}`);
    }
    lines.push(...changedLines(s.changed));
    for (const e of s.after) lines.push(...entryLines(e));
  });
  lines.push('');
  if (p.error !== null) {
    lines.push(`${p.error.kind === 'NotExecutable' ? 'Not executable' : 'Error'}: ${p.error.message}`);
  } else if (p.cutOff) {
    lines.push(`Cut off after ${p.requests.length.toLocaleString('en-US')} request${p.requests.length === 1 ? '' : 's'}`);
  } else if (p.end !== null) {
    lines.push(`End: ${p.end.reason} · ${p.end.returns.map((x, p) => `player ${p} ${x}`).join(' · ')}`);
  }
  return collapse(lines).join('\n') + '\n';
}
