// Helpers for the engine tests: build a model from YAML, play it with scripted answers, and
// print what happened as a list of lines that tests compare exactly.
import { resolve } from 'node:path';
import { repr } from '@tabletwin/expr';
import { loadModel, newGame, type Game, type Model, type Request } from '../src/index.js';
import { acceptanceFolder, modelFiles, repositoryRoot } from '../src/testing/index.js';

/** The shared spec and acceptance files, next to the repository; absent in some CI runs. */
export const shared = resolve(repositoryRoot(), '../shared');
export const hasShared = acceptanceFolder() !== null;

/** Every complete model: the repository's, then the acceptance models (the shared listing). */
export function exampleModels(): { name: string; text: string }[] {
  return modelFiles().map((f) => ({ name: f.name, text: f.text }));
}

/** A model from YAML lines (joined with newlines). */
export function model(...lines: string[]): Model {
  return loadModel(lines.join('\n'));
}

/** One request as a line: `D step s p0 [a|b]`, `C action r [1|2|3]`, `END reason [1, -1]`. */
export function describe(r: Request): string {
  if (r.kind === 'end') return `END ${r.reason} [${r.returns.join(', ')}]`;
  if (r.kind === 'decision') return `D ${r.where} p${r.player} [${r.options.map((o) => o.label).join('|')}]`;
  return `C ${r.where} [${r.outcomes.map((o) => o.label).join('|')}]`;
}

export type Answer = number | string;

/**
 * Plays `m` answering each request with the next answer (an index, or a label). Returns the
 * lines: every request with ` → <label>` for the answer, then the end line (or `ERROR <msg>`,
 * or `OPEN` when the answers ran out).
 */
export function play(m: Model, answers: readonly Answer[], seed = 0): { lines: string[]; game: Game } {
  const game = newGame(m, { seed });
  const lines: string[] = [];
  let k = 0;
  for (;;) {
    let r: Request;
    try {
      r = game.request();
    } catch (e) {
      lines.push(`ERROR ${(e as Error).message}`);
      return { lines, game };
    }
    if (r.kind === 'end') {
      lines.push(describe(r));
      return { lines, game };
    }
    if (k >= answers.length) {
      lines.push(`OPEN ${describe(r)}`);
      return { lines, game };
    }
    const a = answers[k++]!;
    const labels = r.kind === 'decision' ? r.options.map((o) => o.label) : r.outcomes.map((o) => o.label);
    const index = typeof a === 'number' ? a : labels.indexOf(a);
    if (index < 0) throw new Error(`no option ${a} in ${describe(r)}`);
    lines.push(`${describe(r)} → ${labels[index]}`);
    game.answer(index);
  }
}

/** A value in Python notation, for compact assertions on state. */
export function py(v: unknown): string {
  return repr(v as never);
}

/** The error a game stopped with (its class name, `where` and message). */
export function errorOf(game: Game): { name: string; where: string | undefined; message: string } {
  try {
    game.request();
  } catch (e) {
    const err = e as Error & { where?: string };
    return { name: err.name, where: err.where, message: err.message };
  }
  throw new Error('the game did not stop with an error');
}

export interface OpsModelParts {
  /** `state.vars` as YAML flow text, e.g. `{x: {init: 0}}`. */
  vars?: string;
  zones?: string;
  constants?: string;
  content?: string;
  /** The ops of the effect of action `act`, one YAML flow item each. */
  ops: string[];
  /** The cost of action `act`. */
  cost?: string[];
  /** More top-level YAML lines. */
  extra?: string[];
  /** The step's actor_x (default "0"). */
  actor?: string;
  players?: number;
}

/** A model whose flow is one step running action `act` with these ops. */
export function opsModel(p: OpsModelParts): Model {
  const lines = [
    'game: t',
    `num_players: ${p.players ?? 2}`,
    `state: {vars: ${p.vars ?? '{}'}, zones: ${p.zones ?? '{}'}}`,
    `flow: {id: g, kind: sequence, children: [{id: s, kind: step, actor_x: "${p.actor ?? '0'}", do: act}]}`,
    'actions:',
    '  act:',
    '    effect:',
    ...p.ops.map((o) => `      - ${o}`),
  ];
  if (p.cost !== undefined) lines.push('    cost:', ...p.cost.map((o) => `      - ${o}`));
  if (p.constants !== undefined) lines.push(`constants: ${p.constants}`);
  if (p.content !== undefined) lines.push(`content: ${p.content}`);
  lines.push(...(p.extra ?? []));
  return loadModel(lines.join('\n'));
}
