// End conditions (docs/reference.md#end-conditions, docs/engine.md#end-conditions): tested in list order at the
// moments the flow handlers call `checkEnd`; the first that fires ends the game, or with a
// `scope` the subflow running that flow.
import { isLanguageDict, PySet, repr, Tuple, type Value } from '@tabletwin/expr';
import { NotExecutable, atPlace, runError } from '../errors.js';
import type { EndCondition } from '../model/types.js';
import type { Frame } from './frames.js';
import type { Machine } from './machine.js';
import { listOf, playerIndex } from './values.js';

const SCOPED = new Set(['win', 'loss', 'draw']);

/** Runs the end check. Afterwards the game may have ended, or frames up to a scope are gone. */
export function checkEnd(g: Machine): void {
  const conditions = g.model.end;
  // Indexed loops over model arrays: they are frozen, and V8 iterates those with for-of slowly.
  for (let i = 0; i < conditions.length; i++) {
    const c = conditions[i]!;
    const where = c.place;
    try {
      if (testCondition(g, c, where)) return;
    } catch (e) {
      throw atPlace(e, where);
    }
  }
}

/** Tests one condition; `true` when checking stops here. */
function testCondition(g: Machine, c: EndCondition, where: string): boolean {
  if (c.if === null || c.result === 'continue') return false;
  let scopeFrame = -1;
  if (c.scope !== null && c.scope !== g.model.nodes[g.model.flow]!.id) {
    scopeFrame = findScope(g.cursor, c.scope);
    if (scopeFrame < 0) return false;
  }
  if (c.result === 'eliminate') {
    if (c.who === null) throw new NotExecutable(where, 'eliminate needs who_x');
    if (g.test(c.if, null)) eliminate(g, g.eval(c.who, null), where);
    return false;
  }
  if (!g.test(c.if, null)) return false;
  if (scopeFrame >= 0 && SCOPED.has(c.result)) {
    endScope(g, c.scope!, c.result, scopeFrame);
    return true;
  }
  g.end(returnsOf(g, c, where), c.id);
  return true;
}

function returnsOf(g: Machine, c: EndCondition, where: string): number[] {
  const n = g.model.numPlayers;
  const all = (x: number) => new Array<number>(n).fill(x);
  switch (c.result) {
    case 'draw':
      return all(0);
    case 'score': {
      if (c.returns === null) throw new NotExecutable(where, 'a score needs returns_x');
      const v = g.eval(c.returns, null);
      const list = Array.isArray(v) ? v : v instanceof Tuple ? v.items : null;
      if (list === null || list.length !== n) {
        const got = list === null ? repr(v) : `${list.length} values`;
        throw runError(where, `returns_x gives ${got}, expected ${n}`);
      }
      return list.map((x) => {
        const num = typeof x === 'boolean' ? Number(x) : x;
        if (typeof num !== 'number') throw runError(where, `returns_x gives ${repr(v)}; each return must be a number`);
        return num;
      });
    }
    case 'win':
    case 'loss': {
      const sign = c.result === 'win' ? 1 : -1;
      if (g.model.mode === 'cooperative') return all(sign);
      if (c.who === null) throw new NotExecutable(where, 'a competitive game needs who_x');
      const who = g.eval(c.who, null);
      if (Array.isArray(who) || who instanceof Tuple || who instanceof PySet) {
        throw runError(
          where,
          `who_x gives a list (${repr(who)}); a competitive ${c.result} needs one player index (several winners: result score with returns_x)`,
        );
      }
      const p = playerIndex(who, n);
      if (p === null) throw runError(where, `who_x gives ${repr(who)}, not a player`);
      const out = all(-sign);
      out[p] = sign;
      return out;
    }
    default:
      throw new NotExecutable(where, `unknown result '${c.result}'`);
  }
}

function eliminate(g: Machine, who: Value, where: string): void {
  const n = g.model.numPlayers;
  const list =
    who === null
      ? []
      : playerIndex(who, n) !== null
        ? [who]
        : isLanguageDict(who) || typeof who === 'string'
          ? null
          : listOf(who);
  if (list === null) throw runError(where, `who_x gives ${repr(who)}, not players`);
  for (const item of list) {
    const p = playerIndex(item, n);
    if (p === null) throw runError(where, `who_x gives ${repr(who)}, not players`);
    if (g.st.eliminated.includes(p)) continue;
    g.st.eliminated.push(p);
    g.event(`eliminated:${p}`);
  }
}

/** The index in the cursor of the innermost frame running flow `scope`, or -1. */
export function findScope(cursor: readonly Frame[], scope: string): number {
  for (let i = cursor.length - 1; i >= 0; i--) {
    const f = cursor[i]!;
    if ('scope' in f && f.scope === scope) return i;
  }
  return -1;
}

/** A scoped win, loss or draw: records it and drops everything the subflow was doing. */
function endScope(g: Machine, scope: string, result: string, frame: number): void {
  g.st.results[scope] = result;
  g.event(`${scope}:${result}`);
  g.cursor.length = frame + 1;
}
