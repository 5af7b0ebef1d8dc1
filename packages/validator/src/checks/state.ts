// Checks of the top level, the state and the open questions (docs/reference.md#top-level, docs/reference.md#state, docs/reference.md#open-questions).
import { isPlainObject, list, text } from '../model.js';
import { numPlayersProblem } from '@tabletwin/engine';
import { oneOf, shown, type Check } from './context.js';

const MODES = ['competitive', 'cooperative'];
const QUESTION_STATUS = ['open', 'assumed', 'answered'];

export const checkMode: Check = (ctx) => {
  const mode = ctx.index.root['mode'];
  if (mode !== undefined && !MODES.includes(mode as string)) {
    ctx.report('unknown-value', `mode ${shown(mode)}; use ${oneOf(MODES)}`, ['mode']);
  }
};

/** The engine refuses such a count when it loads the model: say so at the line, not through 20 stopped games. */
export const checkNumPlayers: Check = (ctx) => {
  const problem = numPlayersProblem(ctx.index.root['num_players']);
  if (problem !== null) ctx.report('unknown-value', problem, ['num_players']);
};

export const checkPersist: Check = (ctx) => {
  const parts = [
    ['zone', ctx.index.zones, 'zones'],
    ['variable', ctx.index.vars, 'vars'],
  ] as const;
  for (const [what, map, key] of parts) {
    for (const [name, d] of map) {
      if (d['persist'] !== undefined && d['persist'] !== 'campaign') {
        ctx.report('unknown-value', `${what} '${name}': persist ${shown(d['persist'])}; the only value is campaign`, [
          'state',
          key,
          name,
          'persist',
        ]);
      }
    }
  }
};

export const checkDrawnFrom: Check = (ctx) => {
  for (const [name, zone] of ctx.index.zones) {
    const source = zone['drawn_from'];
    if (source === undefined) continue;
    const path = ['state', 'zones', name, 'drawn_from'];
    const from = typeof source === 'string' ? ctx.index.zones.get(source) : undefined;
    if (from?.['shuffled'] !== true)
      ctx.report('drawn-from-unshuffled', `zone '${name}': drawn_from ${shown(source)} is not a shuffled zone`, path);
    if ((zone['visibility'] ?? 'public') === 'public') {
      ctx.report(
        'drawn-from-public',
        `zone '${name}': drawn_from on a public zone; everyone sees its cards, so there is nothing to redistribute`,
        path,
      );
    }
  }
};

export const checkOpenQuestions: Check = (ctx) => {
  list(ctx.index.root['open_questions']).forEach((q, i) => {
    const path = ['open_questions', i];
    if (!isPlainObject(q)) {
      ctx.report('missing-field', `open question ${i + 1}: no question`, path);
      return;
    }
    const name = text(q['id']) ?? String(i + 1);
    if (typeof q['question'] !== 'string' || q['question'].trim() === '') {
      ctx.report('missing-field', `open question ${name}: no question`, path);
    }
    if (q['status'] !== undefined && !QUESTION_STATUS.includes(q['status'] as string)) {
      ctx.report('question-status', `open question ${name}: status ${shown(q['status'])}; use ${oneOf(QUESTION_STATUS)}`, [
        ...path,
        'status',
      ]);
    }
  });
};
