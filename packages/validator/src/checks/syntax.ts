// Expression syntax errors (docs/expressions.md#names-in-scope, docs/expressions.md#errors): every expression the model holds is compiled
// before play, except a derived value written as plain text, which the engine compiles on use.
import type { Check } from './context.js';

export const checkSyntax: Check = (ctx) => {
  for (const site of ctx.sites) {
    if (site.lazy) continue;
    const a = ctx.exprs.analyse(site.src);
    if (!a.ok) ctx.report('expr-syntax', `${site.path.map(String).join('.')}: ${a.message}`, site.path);
  }
};
