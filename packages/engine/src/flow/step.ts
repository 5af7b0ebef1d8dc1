// A step (docs/engine.md#a-game-start-to-end, rules 1-7): the actor, the legal actions, one taken without
// asking or a decision between several, the action's cost and effect, then the end check.
import { repr, truthy, type Value } from '@tabletwin/expr';
import { NotExecutable, runError } from '../errors.js';
import type { StepFrame } from '../game/frames.js';
import type { Machine } from '../game/machine.js';
import { checkEnd } from '../game/end.js';
import { handler } from '../game/frame-handler.js';
import { newLocals, type Locals } from '../game/locals.js';
import { kept } from '../game/budget.js';
import { keepable } from '../game/storable.js';
import type { Visible } from '../game/types.js';
import { choiceOf, MASK_ACTIONS } from '../game/runtime.js';
import { playerIndex } from '../game/values.js';
import { playersOf } from '../game/visibility.js';
import type { ActionDecl, FlowNode } from '../model/types.js';

type StepNode = Extract<FlowNode, { kind: 'step' }>;

/** Is the action legal for these local names? (rule 2) */
export function isLegal(g: Machine, action: ActionDecl, locals: Locals | null): boolean {
  const pre = action.pre;
  switch (pre.k) {
    case 'missing':
      return true;
    case 'expr':
      return g.test(pre.expr, locals);
    case 'literal':
      return truthy(pre.value);
    case 'text':
      return g.notExecutable(action.place, 'pre is text without pre_x');
  }
}

function visibility(g: Machine, node: StepNode, actor: Value): Visible {
  if (node.visibleTo !== null) return playersOf(g, g.eval(node.visibleTo, null), 'visible_to_x');
  if (node.secret) {
    const p = playerIndex(actor, g.model.numPlayers);
    return p === null ? [] : [p];
  }
  return 'all';
}

function run(g: Machine, f: StepFrame, name: string, action: ActionDecl = g.model.actions.get(name)!): void {
  f.phase = 1;
  const locals = f.locals!;
  if (action.self !== null) locals.set('self', action.self);
  // Without a cost the effect starts at once (the action's frame would only hand over to it).
  if (action.cost === null) g.runOps(action.effect, locals, action.place);
  else g.push({ k: 'action', name, locals, phase: 0 });
}

export const step = handler('step', {
  step(g, f) {
    const node = g.model.nodes[f.n] as StepNode;
    const place = node.place;
    if (f.phase === 1) {
      f.phase = 2;
      checkEnd(g);
      if (g.cursor[g.cursor.length - 1] === f) g.finishNode(f);
      return;
    }
    if (f.phase === 2) return g.finishNode(f);
    const actor = node.actor === null ? null : g.eval(node.actor, null);
    keepable(g, actor, `local name 'actor'`);
    const locals = (f.locals = newLocals(actor));
    kept(g, `local name 'actor'`);
    // The legal actions as a mask of their positions in `do`: the lists for each set are made once
    // (`Runtime.stepChoice`), except in a step of more actions than a mask holds.
    const named: string[] | null = node.do.length > MASK_ACTIONS ? [] : null;
    let mask = 0;
    let count = 0;
    let only: ActionDecl | null = null;
    for (let j = 0; j < node.do.length; j++) {
      const name = node.do[j]!;
      const action = g.model.actions.get(name);
      if (action === undefined) throw new NotExecutable(place, `action '${name}' is not in actions`);
      if (isLegal(g, action, locals)) {
        only = action;
        count++;
        if (named !== null) named.push(name);
        else mask |= 1 << j;
      }
    }
    if (count === 0) return g.finishNode(f);
    const choice = named !== null ? choiceOf(named) : g.rt.stepChoice(f.n, mask, node.do);
    const legal = (f.legal = choice.legal);
    const player = playerIndex(actor, g.model.numPlayers);
    if (count === 1) {
      g.automatic(place, player, legal[0]!, visibility(g, node, actor));
      return run(g, f, legal[0]!, only!);
    }
    if (node.actor === null) g.notExecutable(place, 'choice between actions without actor_x');
    if (player === null) throw runError(place, `actor_x gives ${repr(actor)}, not a player`);
    g.decide(player, choice.options, place, visibility(g, node, actor));
  },
  answer(g, f, index) {
    run(g, f, f.legal[index]!);
  },
});

/** An action's cost, then its effect, with one dict of local names (rule 6). */
export const action = handler('action', {
  refs: { name: 'action' },
  step(g, f) {
    const decl = g.model.actions.get(f.name)!;
    if (f.phase === 0) {
      f.phase = 1;
      if (decl.cost !== null) return g.runOps(decl.cost, f.locals, decl.costPlace);
    }
    // The effect is the action's last part: it runs in place of this frame.
    g.pop();
    g.runOps(decl.effect, f.locals, decl.place);
  },
});
