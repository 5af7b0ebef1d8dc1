// What the validator needs to know about the expressions of a model: whether they compile, the
// free names they read, the stats they read with `modified('stat', ...)`, and whether a `who_x`
// obviously gives several players. Each source text is compiled once per validation.
import { compile, ExprError, walk, type CompiledExpr, type ExprNode } from '@tabletwin/expr';

export type Analysis = { ok: true; compiled: CompiledExpr } | { ok: false; message: string };

export class Expressions {
  private readonly cache = new Map<string, Analysis>();

  analyse(src: string): Analysis {
    let found = this.cache.get(src);
    if (found === undefined) {
      try {
        found = { ok: true, compiled: compile(src) };
      } catch (e) {
        // Anything else the compiler throws is shown the same way rather than ending the report.
        const message =
          e instanceof ExprError ? e.message : `cannot compile "${src}": ${e instanceof Error ? e.message : String(e)}`;
        found = { ok: false, message };
      }
      this.cache.set(src, found);
    }
    return found;
  }

  /** The free names of `src`, none if it does not compile. */
  names(src: string): ReadonlySet<string> {
    const a = this.analyse(src);
    return a.ok ? a.compiled.names : new Set();
  }

  ast(src: string): ExprNode | undefined {
    const a = this.analyse(src);
    return a.ok ? a.compiled.ast : undefined;
  }
}

/** The literal stat names of `modified('stat', ...)` calls in an expression. */
export function modifiedStats(ast: ExprNode): string[] {
  const stats: string[] = [];
  walk(ast, (node) => {
    if (node.kind !== 'Call' || node.func.kind !== 'Name' || node.func.id !== 'modified') return;
    const first = node.args[0] ?? node.keywords.find((k) => k.name === 'stat')?.value;
    if (first?.kind === 'Constant' && typeof first.value === 'string') stats.push(first.value);
  });
  return stats;
}

const LIST_MAKERS = new Set(['list', 'sorted', 'set', 'tuple']);
const COLLECTIONS = new Set(['List', 'Tuple', 'Set', 'ListComp', 'SetComp', 'GeneratorExp', 'DictComp']);

/** A list, tuple or set literal, a comprehension, or a call of list(), sorted(), set(), tuple(). */
export function obviouslySeveral(ast: ExprNode): boolean {
  if (COLLECTIONS.has(ast.kind)) return true;
  return ast.kind === 'Call' && ast.func.kind === 'Name' && LIST_MAKERS.has(ast.func.id);
}
