// End conditions (docs/reference.md#end-conditions): a `scope` must name a flow, a `result` must be known, and a
// competitive win or loss needs one player in `who_x`, not something that is obviously a list.
import { obviouslySeveral } from '../expressions.js';
import { isPlainObject, label, list } from '../model.js';
import { oneOf, shown, type Check } from './context.js';

const RESULTS = ['win', 'loss', 'draw', 'score', 'eliminate', 'continue'];

export const checkEnd: Check = (ctx) => {
  const root = ctx.index.root;
  const competitive = root['mode'] !== 'cooperative';
  const mainId = isPlainObject(root['flow']) ? root['flow']['id'] : undefined;
  list(root['end']).forEach((c, i) => {
    const path = ['end', i];
    if (!isPlainObject(c)) return;
    const place = `end condition ${label(c['id'] ?? i)}`;
    const scope = c['scope'];
    if (scope !== undefined && scope !== mainId && (typeof scope !== 'string' || !ctx.index.flows.has(scope))) {
      ctx.report('name-not-found', `${place}: scope ${shown(scope)} is not a flow in flows`, [...path, 'scope']);
    }
    const result = c['result'];
    if (!RESULTS.includes(result as string)) {
      const what = result === undefined ? 'no result' : `result ${shown(result)}`;
      ctx.report(
        result === undefined ? 'missing-field' : 'unknown-value',
        `${place}: ${what}; use ${oneOf(RESULTS)}`,
        result === undefined ? path : [...path, 'result'],
      );
    }
    const who = c['who_x'];
    if (competitive && (result === 'win' || result === 'loss') && typeof who === 'string') {
      const ast = ctx.exprs.ast(who);
      if (ast && obviouslySeveral(ast)) {
        ctx.report(
          'who-not-one-player',
          `${place}: who_x gives several players; a competitive ${result} needs one player index (several winners: result score with returns_x)`,
          [...path, 'who_x'],
        );
      }
    }
  });
};
