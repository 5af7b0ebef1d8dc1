// The diagram as terminal text (for `tabletwin diagram`): title, the flow tree of docs/guide.md step 7
// with each step's markers, then the panels that have something in them.
import { renderTree } from '@tabletwin/validator';
import type { Twin } from './data.js';
import type { Diagram } from './diagram.js';
import { MARKER_INFO, MARKERS, allSteps, type Marker } from './markers.js';
import type { OpLine } from './ops.js';

const markerList = (ms: readonly Marker[]): string =>
  ms.length === 0 ? '' : `  [${ms.map((m) => MARKER_INFO[m].label).join(', ')}]`;

const twinText = (t: Twin | null): string =>
  t === null ? '-' : t.text !== null && t.x !== null ? `${t.text} (${t.x})` : (t.text ?? t.x ?? '-');

function ops(lines: string[], list: readonly OpLine[], indent: string): void {
  for (const op of list) lines.push(`${indent}${'  '.repeat(op.depth)}${op.text}`);
}

function section(lines: string[], title: string, body: string[]): void {
  if (body.length === 0) return;
  lines.push('', `== ${title}`, ...body);
}

/** The diagram as lines of text, without a final newline. */
export function renderDiagramText(d: Diagram): string {
  const lines: string[] = [d.title];
  if (d.subtitle !== null) lines.push(d.subtitle);
  if (d.summary !== null) lines.push('', d.summary.trim());
  if (d.errors.length > 0) {
    lines.push('', 'Errors (the diagram shows the model as written):');
    for (const e of d.errors) lines.push(`  ${e.line !== undefined ? `line ${e.line}: ` : ''}${e.message}`);
  }

  // The validator's tree text, with notes, loop order and each step's markers.
  const flow = renderTree(d.flow, { notes: true, order: true, indent: '  ', stepSuffix: (s) => markerList(s.markers) });
  section(lines, 'Flow', flow === '' ? [] : flow.split('\n'));
  const used = new Set(allSteps(d.flow).flatMap((s) => (s.kind === 'step' ? s.markers : [])));
  section(
    lines,
    'Markers',
    MARKERS.filter((m) => used.has(m.marker)).map((m) => `  ${m.label}: ${m.when}`),
  );

  const p = d.panels;
  const state = [
    ...p.state.zones.map(
      (z) =>
        `  zone ${z.name}: ${[z.owner === 'player' ? 'one per player' : z.owner, z.visibility, ...(z.shuffled ? ['shuffled'] : []), ...(z.persistent ? ['Persistent'] : [])].join(', ')}`,
    ),
    ...p.state.vars.map(
      (v) =>
        `  var ${v.name}: ${[v.scope === 'player' ? 'one per player' : v.scope, ...(v.type ? [v.type] : []), `init ${twinText(v.init)}`, ...(v.persistent ? ['Persistent'] : [])].join(', ')}`,
    ),
  ];
  section(lines, 'State', state);
  section(
    lines,
    'Constants',
    p.constants.map((c) => `  ${c.name} = ${c.value}`),
  );
  section(
    lines,
    'Derived',
    p.derived.map((v) => `  ${v.name} = ${v.text !== null && v.x !== null ? `${v.text} (${v.x})` : (v.text ?? v.x ?? '-')}`),
  );
  const triggers: string[] = [];
  for (const t of p.triggers) {
    triggers.push(
      `  ${t.id}: ${t.timing} ${t.event ?? '?'}${t.optional ? ', optional' : ''}${t.if !== null ? `, if ${twinText(t.if)}` : ''}`,
    );
    ops(triggers, t.ops, '      ');
  }
  section(lines, 'Triggers', triggers);
  section(
    lines,
    'Modifiers',
    p.modifiers.map(
      (m) =>
        `  ${m.id ?? '-'}: ${m.stat ?? '?'} (layer ${m.layer}) → ${twinText(m.change)}${m.if !== null ? `, if ${twinText(m.if)}` : ''}`,
    ),
  );
  if (p.priority !== null) {
    const pr = p.priority;
    const body = [
      `  protocol: first ${twinText(pr.protocol.first)}, closes ${pr.protocol.closes}, resolution ${pr.protocol.resolution}, after action ${pr.protocol.afterAction}`,
    ];
    for (const w of pr.windows) {
      body.push(
        `  window ${w.name ?? '(all speeds)'}${w.label !== null ? ` "${w.label}"` : ''}: allows ${w.allows.join(', ') || '-'}${w.note !== null ? ` · ${w.note}` : ''}`,
      );
      for (const a of w.actions) body.push(`      ${a.label ?? a.name} (${a.speed}${a.item !== null ? `, on ${a.item}` : ''})`);
    }
    section(lines, 'Priority', body);
  }
  section(
    lines,
    'Outcome models',
    p.outcomes.map(
      (o) =>
        `  ${o.name} (${o.kind === 'skill' ? 'Skill' : 'Chance'}): ${o.outcomes.map((x) => `${x.id ?? '?'} ${twinText(x.p)}`).join(' | ')}`,
    ),
  );
  const content: string[] = [];
  for (const c of p.content) {
    content.push(
      `  ${c.id}${c.label !== null ? ` "${c.label}"` : ''} (${c.at}${c.status !== null ? `, ${c.status}` : ''})${c.text !== null ? `: ${c.text}` : ''}`,
    );
    if (c.keywords.length > 0) content.push(`      keywords: ${c.keywords.join(', ')}`);
    if (c.faces.length > 0) content.push(`      faces: ${c.faces.map((f) => f.face).join(' | ')}`);
    if (c.effect.length + c.abilities.length + c.triggers.length + c.modifiers.length > 0) content.push('      effect:');
    ops(content, c.effect, '        ');
    for (const a of c.abilities)
      content.push(
        `        ability ${a.id} (${a.speed ?? 'no speed'}): windows ${a.windows.map((w) => w ?? '(all speeds)').join(', ') || '-'}`,
      );
    for (const t of c.triggers) content.push(`        trigger ${t.id}: ${t.timing} ${t.event ?? '?'}`);
    for (const m of c.modifiers) content.push(`        modifier ${m.id ?? '-'}: ${m.stat ?? '?'} → ${twinText(m.change)}`);
  }
  section(lines, 'Content', content);
  section(
    lines,
    'Open questions',
    p.openQuestions.map(
      (q) =>
        `  ${q.id ?? '-'} (${q.status}${q.about !== null ? `, about ${q.about}` : ''}): ${q.question ?? '?'}${q.answer !== null ? ` → ${q.answer}` : ''}`,
    ),
  );
  section(
    lines,
    'End',
    p.end.map(
      (e) =>
        `  ${e.id ?? '-'}: ${e.result ?? '?'} if ${twinText(e.if)}${e.who !== null ? `, who ${twinText(e.who)}` : ''}${e.check !== null ? `, check ${e.check}` : ''}${e.scope !== null ? `, scope ${e.scope}` : ''}`,
    ),
  );
  const f = d.figures;
  if (f !== null) {
    const content = f.content === null ? '-' : `${f.content.pct}% (${f.content.ok}/${f.content.total})`;
    section(lines, 'Executability', [
      `  ${f.executable.pct}% executable: rules ${f.rules.pct}% (${f.rules.ok}/${f.rules.total}), content ${content}, code ${f.code}%`,
    ]);
  }
  return lines.join('\n');
}
