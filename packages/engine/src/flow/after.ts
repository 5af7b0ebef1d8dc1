// After a node's own work (docs/engine.md#a-game-start-to-end): its window opens, then each of its
// end events is emitted, with an end check after each.
import type { Machine } from '../game/machine.js';
import { checkEnd } from '../game/end.js';
import { handler } from '../game/frame-handler.js';
import { emitEndEvent } from '../ops/events.js';
import { openWindow } from '../ops/windows.js';

export const after = handler('after', {
  step(g: Machine, f) {
    const node = g.model.nodes[f.n]!;
    if (f.check) {
      f.check = false;
      checkEnd(g);
      if (g.cursor[g.cursor.length - 1] !== f) return;
    }
    if (f.i < 0) {
      f.i = 0;
      if (node.window !== null) return openWindow(g, node.window, null, `flow ${node.id}`);
    }
    if (f.i < node.endEvents.length) {
      f.check = true;
      return emitEndEvent(g, node.endEvents[f.i++]!, node.id);
    }
    g.pop();
  },
});
