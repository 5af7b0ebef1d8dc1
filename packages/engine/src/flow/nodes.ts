// Flow nodes that hold other nodes (docs/engine.md#a-game-start-to-end): sequence, loop, branch,
// subflow; a node that cannot run (invalid); and the first frame of every kind of node.
import { truthy } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import type { ChildrenFrame, Frame } from '../game/frames.js';
import type { Machine } from '../game/machine.js';
import { handler } from '../game/frame-handler.js';
import { kept } from '../game/budget.js';
import { allKeepable } from '../game/storable.js';
import { listOf } from '../game/values.js';
import type { FlowNode } from '../model/types.js';

/** Rounds of one loop before it is an error. */
const MAX_ROUNDS = 10_000;

type NodeOf<K extends FlowNode['kind']> = Extract<FlowNode, { kind: K }>;

function nodeOf<K extends FlowNode['kind']>(g: Machine, f: { n: number }): NodeOf<K> {
  return g.model.nodes[f.n] as NodeOf<K>;
}

/** Starts the next child; `false` when all have run. */
function nextChild(g: Machine, f: ChildrenFrame, children: readonly number[]): boolean {
  if (f.c >= children.length) return false;
  g.startNode(children[f.c++]!);
  return true;
}

export const sequence = handler('sequence', {
  step(g, f) {
    if (!nextChild(g, f, nodeOf<'sequence'>(g, f).children)) g.finishNode(f);
  },
});

export const loop = handler('loop', {
  step(g, f) {
    const node = nodeOf<'loop'>(g, f);
    // Goes on to the next value or round at once; a loop without children does one piece of
    // work per call, so the loop's guard against running without a request still counts it.
    const again = node.children.length > 0;
    do {
      if (!f.inRound) {
        if (f.round > 0 && node.once) return g.finishNode(f);
        if (node.until !== null && g.test(node.until, null)) return g.finishNode(f);
        if (++f.round > MAX_ROUNDS) throw runError(node.place, 'loop does not end');
        f.items = node.over === null ? null : listOf(g.eval(node.over, null));
        if (f.items !== null) {
          const what = node.as === null ? `a value of loop ${node.id}` : 'variable';
          const name = node.as ?? undefined;
          allKeepable(g, f.items, what, name);
          kept(g, what, name);
        }
        f.i = 0;
        f.c = 0;
        f.inRound = true;
        if (f.items !== null && f.items.length > 0 && node.as !== null) g.st.vars[node.as] = f.items[0]!;
      }
      if (nextChild(g, f, node.children)) return;
      // All children ran for this value (or this round).
      f.c = 0;
      if (f.items !== null && ++f.i < f.items.length) {
        if (node.as !== null) g.st.vars[node.as] = f.items[f.i]!;
        continue;
      }
      f.inRound = false;
    } while (again);
  },
});

export const branch = handler('branch', {
  step(g, f) {
    const node = nodeOf<'branch'>(g, f);
    if (f.chosen < 0) {
      const place = node.place;
      f.chosen = node.cases.findIndex((c) => {
        const w = c.when;
        if (w.k === 'expr') return g.test(w.expr, null);
        if (w.k === 'literal') return truthy(w.value);
        return g.notExecutable(place, w.k === 'text' ? 'when is text without when_x' : 'a case without when_x');
      });
      if (f.chosen < 0) return g.finishNode(f);
    }
    if (!nextChild(g, f, node.cases[f.chosen]!.children)) g.finishNode(f);
  },
});

export const subflow = handler('subflow', {
  step(g, f) {
    if (f.started) return g.finishNode(f);
    const node = nodeOf<'subflow'>(g, f);
    const root = g.model.flows.get(node.ref);
    if (root === undefined) throw new NotExecutable(`flow ${node.id}`, `subflow '${node.ref}' is not in flows`);
    f.started = true;
    delete g.st.results[node.ref];
    g.startNode(root);
  },
});

export const invalid = handler('invalid', {
  step(g, f) {
    const node = nodeOf<'invalid'>(g, f);
    g.notExecutable(`flow ${node.id}`, node.reason);
  },
});

/** The legal actions of a step before it asks (frozen: a clone shares it). */
const NO_ACTIONS: readonly string[] = Object.freeze([]);

/** How each kind of node starts. */
export function nodeFrame(node: FlowNode): Frame {
  switch (node.kind) {
    case 'sequence':
      return { k: 'sequence', n: node.n, c: 0 };
    case 'loop':
      return { k: 'loop', n: node.n, c: 0, round: 0, items: null, i: 0, inRound: false };
    case 'branch':
      return { k: 'branch', n: node.n, c: 0, chosen: -1 };
    case 'subflow':
      return { k: 'subflow', n: node.n, scope: node.ref, started: false };
    case 'step':
      return { k: 'step', n: node.n, phase: 0, legal: NO_ACTIONS, locals: null };
    case 'invalid':
      return { k: 'invalid', n: node.n };
  }
}
