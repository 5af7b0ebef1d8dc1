// What the worker does for each kind of message; plain functions, so tests run them without a worker.
import { allSteps, diagramOf, MARKER_INFO, renderDiagramText, renderSvg, trackLayout } from '@tabletwin/diagram';
import { renderText, renderTree, validate, type FlowStep } from '@tabletwin/validator';
import type { Answer, Job, JobKind } from '../lib/protocol.js';
import { prepare as prepareSpec } from '@tabletwin/tactics';
import { message, play } from './play.js';
import { checkTactic } from './tactic.js';
import { track } from './track.js';

export function check({ text }: Job['check']): Answer['check'] {
  const report = validate(text);
  return { report, text: renderText(report), tree: renderTree(report.flow) };
}

/** The findings alone, without test games: quick enough to run after every pause in typing. */
export function lint({ text }: Job['lint']): Answer['lint'] {
  const report = validate(text, { testGames: false });
  return {
    findings: [...report.errors, ...report.warnings].map((f) => ({
      severity: f.severity === 'error' ? 'error' : 'warning',
      message: `${f.message} (${f.code})`,
      line: f.line ?? null,
      column: f.column ?? null,
    })),
  };
}

export function diagram({ text }: Job['diagram']): Answer['diagram'] {
  const d = diagramOf(text);
  const svg = renderSvg(trackLayout(d.flow), { title: d.title, subtitle: d.subtitle });
  return {
    svg,
    text: renderDiagramText(d),
    title: d.title,
    errors: d.errors.map((f) => (f.line === undefined ? f.message : `line ${f.line}: ${f.message}`)),
    steps: allSteps(d.flow)
      .filter((s): s is FlowStep => s.kind === 'step')
      .map((s) => ({
        key: s.key,
        name: s.name,
        markers: s.markers.map((m) => ({ marker: m, label: MARKER_INFO[m].label, icon: MARKER_INFO[m].icon })),
        actor: s.actor,
        actions: s.actions.map((a) => ({ name: a.name, label: a.label, pre: a.pre })),
      })),
    cards: d.actions,
  };
}

/** Loads each spec as a simulation worker would (constants, players, the model) so that a typo stops the run before its first game. */
export function prepare({ specs }: Job['prepare']): Answer['prepare'] {
  for (const [i, spec] of specs.entries()) {
    try {
      prepareSpec(spec);
    } catch (e) {
      return { problem: `${specs.length > 1 ? `${i === 0 ? 'A' : 'B'}: ` : ''}${e instanceof Error ? e.message : message(e)}` };
    }
  }
  return { problem: null };
}

export function run<K extends JobKind>(kind: K, job: Job[K]): Answer[K] {
  switch (kind) {
    case 'check':
      return check(job as Job['check']) as Answer[K];
    case 'play':
      return play(job as Job['play']) as Answer[K];
    case 'diagram':
      return diagram(job as Job['diagram']) as Answer[K];
    case 'lint':
      return lint(job as Job['lint']) as Answer[K];
    case 'track':
      return track(job as Job['track']) as Answer[K];
    case 'tactic':
      return checkTactic(job as Job['tactic']) as Answer[K];
    case 'prepare':
      return prepare(job as Job['prepare']) as Answer[K];
  }
  throw new Error(`unknown job ${String(kind)}`);
}
