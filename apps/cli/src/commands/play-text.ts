// `tabletwin play` as text: one line per request with its answer, then what the answer changed,
// then what happened on its own, each followed by its changes. Runs of the same line (a flow that
// loops without asking) show once, with how many more times they came; a stretch between two
// requests longer than a screenful keeps its beginning and its end, with how many lines are left out.

import type { Visible } from '@tabletwin/engine';
import type { Explained, Played, Shown, Step } from '../play-game.js';

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

/** Lines of a drawn table start with this; they never collapse (a board has rows alike). */
const TABLE = '     │ ';

/** Each run of identical lines as its first line and `… N more times`. */
export function collapse(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[j] === lines[i] && !lines[i]!.startsWith(TABLE)) j++;
    out.push(lines[i]!);
    if (j - i === 2) out.push(lines[i]!);
    else if (j - i > 2) out.push(`     … ${(j - i - 1).toLocaleString('en-US')} more times`);
    i = j;
  }
  return out;
}

/** Lines kept at the beginning and at the end of a long stretch between two requests. */
export const STRETCH_HEAD = 100;
export const STRETCH_TAIL = 20;

/**
 * One stretch of what happened on its own (collapsed first), cut to its first `STRETCH_HEAD` and last
 * `STRETCH_TAIL` lines when longer: a loop that counts without asking would otherwise print 10,000
 * changed values before its error.
 */
export function stretch(lines: readonly string[]): string[] {
  const all = collapse(lines);
  if (all.length <= STRETCH_HEAD + STRETCH_TAIL + 1) return all;
  const left = all.length - STRETCH_HEAD - STRETCH_TAIL;
  return [
    ...all.slice(0, STRETCH_HEAD),
    `     … ${left.toLocaleString('en-US')} more lines of what happened on its own`,
    ...all.slice(-STRETCH_TAIL),
  ];
}

/** `--explain`: what decided a tactic's decision, and per option what its look-ahead measured. */
export function explainLines(e: Explained): string[] {
  const lines = [`     by         ${e.by}`];
  const m = e.mcts;
  if (m !== undefined) {
    const { worlds, fell } = worldsText(m.worlds);
    const tree = `${m.nodes.toLocaleString('en-US')} nodes${m.full ? ', full: stopped growing' : ''}`;
    lines.push(`     searched   ${m.iterations.toLocaleString('en-US')} iterations, ${tree}${worlds}${fell}`);
    for (const o of m.options)
      lines.push(
        `     option     ${o.label}: ${o.visits.toLocaleString('en-US')} visits, mean ${o.mean === null ? '-' : fixed(o.mean)}`,
      );
  }
  const s = e.search;
  if (s === undefined) return lines;
  const changed = s.chosen === s.rules ? `kept ${s.rules}` : `played ${s.chosen} instead of ${s.rules}`;
  const { worlds, fell } = worldsText(s.worlds);
  lines.push(
    `     searched   ${s.rounds} round${s.rounds === 1 ? '' : 's'}, ${s.rollouts} rollouts of the rules' option; ${changed}${worlds}${fell}`,
  );
  for (const o of s.options) {
    const diff =
      o.status === 'rules'
        ? " (the rules' choice)"
        : `, diff ${signed(o.diff)} ± ${o.se === null ? '∞' : fixed(o.se)} (${o.status})`;
    lines.push(`     option     ${o.label}: mean ${fixed(o.mean)} over ${o.n}${diff}`);
  }
  return lines;
}

/** How a search's worlds were made, when not simply copied (engine README, "Worlds"). */
function worldsText(w: { method: string; fallbacks: number }): { worlds: string; fell: string } {
  return {
    worlds: w.method === 'copy' ? '' : `; worlds by ${w.method}`,
    fell: w.fallbacks > 0 ? ` (${w.fallbacks} fell back to redistributing and may know hidden cards)` : '',
  };
}

const fixed = (n: number) => n.toFixed(3);
const signed = (n: number) => (n >= 0 ? '+' : '−') + Math.abs(n).toFixed(3);

const tableLines = (t: readonly string[] | undefined) => (t === undefined ? [] : t.map((l) => TABLE + l));

export function playText(p: Played): string {
  const same = p.players !== null && p.players.every((x) => x === p.players![0]);
  const who =
    p.players === null ? 'random players,' : same ? `${p.players[0]} in every seat ·` : `players ${p.players.join(', ')} ·`;
  const as = p.viewer === null ? '' : ` · as player ${p.viewer} sees it`;
  const lines = [`${p.model} · seed ${p.seed} · ${who} chance from the seed${as}`, ''];
  lines.push(...stretch([...changedLines(p.startChanged), ...p.start.flatMap(entryLines)]));
  p.requests.forEach((s, i) => {
    const r = s.request;
    const n = `#${i + 1}`.padEnd(4);
    lines.push(...tableLines(s.table));
    if (r.kind === 'decision') {
      const options = r.options === undefined ? '' : `: ${r.options.join(' | ')}`;
      lines.push(`${n} decision at ${r.where} for player ${r.player}${seenBy(r.visibleTo)}${options}  → ${s.answer.label}`);
    } else {
      const outcomes = r.outcomes === undefined ? '' : `: ${outcomesText(r.outcomes)}`;
      lines.push(`${n} chance at ${r.where}${seenBy(r.visibleTo)}${outcomes}  → ${s.answer.label}`);
    }
    if (s.explain !== undefined) lines.push(...explainLines(s.explain));
    lines.push(...stretch([...changedLines(s.changed), ...s.after.flatMap(entryLines)]));
  });
  lines.push(...tableLines(p.table));
  lines.push('');
  if (p.error !== null) {
    lines.push(`${p.error.kind === 'NotExecutable' ? 'Not executable' : 'Error'}: ${p.error.message}`);
  } else if (p.cutOff) {
    lines.push(`Cut off after ${p.requests.length.toLocaleString('en-US')} request${p.requests.length === 1 ? '' : 's'}`);
  } else if (p.stopped) {
    lines.push(
      `Stopped after ${p.requests.length.toLocaleString('en-US')} request${p.requests.length === 1 ? '' : 's'}: no more answers`,
    );
  } else if (p.end !== null) {
    lines.push(`End: ${p.end.reason} · ${p.end.returns.map((x, p) => `player ${p} ${x}`).join(' · ')}`);
  }
  return collapse(lines).join('\n') + '\n';
}

/**
 * What player `p` saw happen in `steps` (for a human seat, before its question): requests and
 * automatic entries with their answers where `p` may see them, `(not seen)` elsewhere. No changes:
 * they are worked out from the whole state and could tell what `p` may not know.
 */
export function seenLines(steps: readonly Step[], p: number): string[] {
  const sees = (v: Visible) => v === 'all' || v.includes(p);
  const shown = (v: Visible, label: string) => (sees(v) ? label : '(not seen)');
  const lines: string[] = [];
  for (const s of steps) {
    const r = s.request;
    const who = r.kind === 'decision' ? ` for player ${r.player}` : '';
    lines.push(`  ${r.kind} at ${r.where}${who}  → ${shown(r.visibleTo, s.answer.label)}`);
    for (const e of s.after) {
      if (e.kind === 'event') lines.push(`  event ${e.name}`);
      else if (e.kind === 'automatic') lines.push(`  automatic ${e.where}: ${shown(e.visibleTo, e.label)}`);
      else if (e.kind === 'draw' || e.kind === 'look' || e.kind === 'search' || e.kind === 'reveal')
        lines.push(`  ${e.kind} ${e.where}: ${shown(e.visibleTo, e.label)}`);
    }
  }
  return lines;
}
