// The report as text for a person (what `tabletwin validate` prints): errors and warnings with
// their line, the figures, the gap list, the test games and the flow as a tree.
import type { Figures, Finding, Gap, Report, Share, TestGames } from './report.js';
import { renderTree } from './tree.js';

/** Places listed per kind of gap before "… and N more". */
const GAPS_SHOWN = 6;

export function renderText(report: Report): string {
  const out: string[] = [];
  const name = report.label ?? report.game;
  if (name !== null) out.push(report.game !== null && report.game !== name ? `${name} (${report.game})` : name);
  out.push(...findings(report));
  if (report.figures) {
    out.push('', ...figures(report.figures));
    if (report.gaps.length > 0)
      out.push('', 'What the engine still misses', ...gapList(name ?? 'model', report.figures, report.gaps));
  }
  if (report.testGames) out.push('', ...testGames(report.testGames));
  else if (report.figures && report.errors.length > 0) out.push('', 'Test games: none, fix the errors first');
  const tree = renderTree(report.flow);
  if (tree !== '') out.push('', 'The flow as a tree', tree);
  while (out[0] === '') out.shift();
  return `${out.join('\n')}\n`;
}

function where(f: Finding): string {
  return f.line === undefined ? '' : `line ${f.line}, column ${f.column ?? 1}: `;
}

function findings(report: Report): string[] {
  const { errors, warnings } = report;
  if (errors.length === 0 && warnings.length === 0) return ['No errors, no warnings.'];
  const out: string[] = [];
  const section = (title: string, list: Finding[]) => {
    if (list.length === 0) return;
    out.push('', `${title} (${list.length}):`);
    for (const f of list) out.push(`  ${where(f)}${f.message}`);
  };
  if (errors.length === 0) out.push('No errors.');
  section('Errors', errors);
  section('Warnings', warnings);
  return out;
}

function bar(pct: number, width = 20): string {
  const full = Math.round((pct / 100) * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
}

function shareText(s: Share | null): string {
  return s === null ? '-' : `${s.pct}% (${s.ok}/${s.total})`;
}

function figures(f: Figures): string[] {
  return [
    `Executable ${f.executable.pct}% ${bar(f.executable.pct)}`,
    `  rules ${f.rules.pct}% · content ${shareText(f.content)} · steps ${f.steps} · ops ${f.ops} · code ${f.code}% · open questions ${f.openQuestions}`,
  ];
}

/** The gap list in the format of docs/guide.md step 7. */
export function gapList(name: string, f: Figures, gaps: readonly Gap[]): string[] {
  const layers = [`rules ${f.rules.ok}/${f.rules.total}`];
  if (f.content) layers.push(`content ${f.content.ok}/${f.content.total}`);
  const out = [
    `== ${name}: executable ${f.executable.pct}% (${layers.join(', ')}), ${gaps.length} gap${gaps.length === 1 ? '' : 's'}`,
  ];
  const kinds = new Map<string, Gap[]>();
  for (const g of gaps) kinds.set(g.kind, [...(kinds.get(g.kind) ?? []), g]);
  const ordered = [...kinds.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [kind, list] of ordered) {
    out.push(`  ${kind}: ${list.length}`);
    for (const g of list.slice(0, GAPS_SHOWN)) out.push(`      ${g.place}: ${g.slot}`);
    if (list.length > GAPS_SHOWN) out.push(`      … and ${list.length - GAPS_SHOWN} more`);
  }
  return out;
}

const thousands = (n: number) => n.toLocaleString('en-US');

function testGames(t: TestGames): string[] {
  const out = [`Test games: ${t.finished} of ${t.played} finished`];
  if (t.averageRequests !== null) {
    out.push(`On average ${Math.round(t.averageRequests)} requests per game. How they ended:`);
    for (const r of t.reasons) out.push(`  ${r.label}: ${r.count}×`);
  }
  if (t.stopped.length > 0) {
    out.push('Where games stopped:');
    for (const s of t.stopped) out.push(`  ${s.count}× ${s.label}`);
  }
  if (t.notPlayedReason === 'same-error') {
    out.push(`${t.notPlayed} more not played: the first ${t.played} stopped on the same error, one that costs seconds a game`);
  }
  if (t.outOfBudget > 0 || t.notPlayedReason === 'budget') {
    const cut = t.outOfBudget > 0 ? [`game ${t.played} cut off`] : [];
    const left = t.notPlayedReason === 'budget' ? [`${t.notPlayed} more not played`] : [];
    const what = [...cut, ...left].join(' and ');
    out.push(
      `${what[0]!.toUpperCase()}${what.slice(1)}: the test games used their budget of ${thousands(t.budget)} steps; do some requests compute a lot (a big loop or comprehension)?`,
    );
  }
  if (t.cutOff > 0) {
    out.push(
      `${t.cutOff} game${t.cutOff === 1 ? '' : 's'} did not end within ${t.requestLimit} requests: a loop without an end?`,
    );
  }
  return out;
}
