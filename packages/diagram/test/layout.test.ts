// trackLayout: boxes never overlap, every step appears once, branch cases stand side by side,
// loops return to their start, everything fits, and the same tree gives the same layout.
import type { FlowNode, FlowTree } from '@tabletwin/validator';
import { describe, expect, test } from 'vitest';
import { diagramOf, trackLayout, type Rect, type TrackLayout } from '../src/index.js';
import { models, tricky } from './helpers.js';

const cases: [string, FlowTree][] = [
  ['a branch, nested loops, subflows and named flows', diagramOf(tricky).flow],
  ...models().map(([name, text]): [string, FlowTree] => [name, diagramOf(text).flow]),
];

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function nodes(tree: FlowTree): FlowNode[] {
  const out: FlowNode[] = [];
  const visit = (n: FlowNode): void => {
    out.push(n);
    if (n.kind === 'sequence' || n.kind === 'loop') n.children.forEach(visit);
    if (n.kind === 'branch') n.cases.forEach((c) => c.children.forEach(visit));
  };
  if (tree.main) visit(tree.main);
  tree.flows.forEach((f) => visit(f.node));
  return out;
}

function rectOf(layout: TrackLayout, key: string): Rect | undefined {
  return layout.boxes.find((b) => b.key === key) ?? layout.groups.find((g) => g.key === key && g.kind !== 'flow');
}

/** The first and last point of SVG path data. */
function ends(d: string): [number, number][] {
  const nums = [...d.matchAll(/-?\d+(\.\d+)?(e-?\d+)?/g)].map((m) => Number(m[0]));
  return [
    [nums[0] ?? NaN, nums[1] ?? NaN],
    [nums[nums.length - 2] ?? NaN, nums[nums.length - 1] ?? NaN],
  ];
}

describe.each(cases)('%s', (_name, tree) => {
  const layout = trackLayout(tree);
  const all = nodes(tree);

  test('no two boxes overlap', () => {
    layout.boxes.forEach((a, i) =>
      layout.boxes.slice(i + 1).forEach((b) => expect(overlap(a, b), `${a.key} and ${b.key}`).toBe(false)),
    );
  });

  test('every step (and subflow, and node of unknown kind) appears once, as a box', () => {
    const keys = all.filter((n) => n.kind === 'step' || n.kind === 'subflow' || n.kind === 'unknown').map((n) => n.key);
    expect(layout.boxes.map((b) => b.key).sort()).toEqual([...keys].sort());
  });

  test('every group appears once, as a frame', () => {
    const keys = all.filter((n) => n.kind === 'sequence' || n.kind === 'loop' || n.kind === 'branch').map((n) => n.key);
    expect(
      layout.groups
        .filter((g) => g.kind !== 'case' && g.kind !== 'flow')
        .map((g) => g.key)
        .sort(),
    ).toEqual([...keys].sort());
  });

  test('branch cases stand side by side, left to right in model order', () => {
    for (const n of all) {
      if (n.kind !== 'branch') continue;
      const frames = n.cases.map((_c, i) => layout.groups.find((g) => g.key === `${n.key}#${i}`));
      expect(frames.every((f) => f !== undefined)).toBe(true);
      frames.forEach((f, i) => {
        const next = frames[i + 1];
        if (!f || !next) return;
        expect(next.y).toBe(f.y);
        expect(next.x).toBeGreaterThanOrEqual(f.x + f.w);
      });
      const edges = layout.edges.filter(
        (e) => e.kind === 'split' && frames.some((f) => f && e.to.y === f.y && e.to.x > f.x && e.to.x < f.x + f.w),
      );
      expect(edges).toHaveLength(n.cases.length);
    }
  });

  test('loops return to their start: from below the last child to the top of the first', () => {
    const loops = all.filter((n) => n.kind === 'loop' && !(n.once && n.over === null));
    expect(layout.loops.map((l) => l.key).sort()).toEqual(loops.map((n) => n.key).sort());
    for (const n of loops) {
      if (n.kind !== 'loop') continue;
      const back = layout.loops.find((l) => l.key === n.key)!;
      expect(ends(back.d)).toEqual([
        [back.from.x, back.from.y],
        [back.to.x, back.to.y],
      ]);
      const first = n.children[0];
      const last = n.children[n.children.length - 1];
      if (!first || !last) continue;
      const a = rectOf(layout, first.key)!;
      const z = rectOf(layout, last.key)!;
      expect(back.to.y).toBe(a.y);
      expect(back.from.y).toBeGreaterThanOrEqual(z.y + z.h);
      expect(back.to.x).toBeGreaterThan(a.x);
      expect(back.to.x).toBeLessThan(a.x + a.w);
      expect(back.icon.order).toBe(n.order);
    }
  });

  test('everything lies inside the drawing', () => {
    for (const r of [...layout.boxes, ...layout.groups]) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.w).toBeLessThanOrEqual(layout.width);
      expect(r.y + r.h).toBeLessThanOrEqual(layout.height);
    }
  });

  test('the same tree gives the same layout', () => {
    expect(trackLayout(JSON.parse(JSON.stringify(tree)) as FlowTree)).toEqual(layout);
  });
});

describe('what the track shows', () => {
  const layout = trackLayout(diagramOf(tricky).flow);

  test('a step box: name, who acts, its actions shortened to fit, its window and end event, its markers', () => {
    const first = layout.boxes.find((b) => b.key === 'first')!;
    expect(first.lines).toEqual([
      { kind: 'actor', text: 'by the first player' },
      { kind: 'action', text: '• A very long action label that…' },
      { kind: 'action', text: '• b' },
      { kind: 'window', text: 'window w' },
      { kind: 'end', text: 'end: done' },
    ]);
    expect(first.markers.map((m) => m.marker)).toEqual(['choice', 'window']);
  });

  test('a group: window and events after it, its note under it; a case: when and label', () => {
    expect(layout.texts.filter((t) => t.key === 'g').map((t) => [t.kind, t.text])).toEqual([
      ['window', 'window (all speeds)'],
      ['event', 'event after: round_over, tick'],
      ['note', 'The whole game; the note is long enough to be wrapped over more than one line under the frame.'],
    ]);
    expect(layout.texts.filter((t) => t.key === 'other_step').map((t) => t.text)).toEqual(['a flow that is only a step']);
    expect(layout.groups.find((g) => g.key === 'split#0')?.title).toEqual(['when sunny', 'Sun']);
    expect(layout.groups.find((g) => g.key === 'split#1')?.title).toEqual(['when False']);
  });

  test('named flows are framed to the right of the main flow, in model order', () => {
    const flows = layout.groups.filter((g) => g.kind === 'flow');
    expect(flows.map((f) => f.title)).toEqual([['flows.side'], ['flows.other']]);
    const main = layout.groups.find((g) => g.key === 'g')!;
    expect(flows[0]!.x).toBeGreaterThan(main.x + main.w);
    expect(flows[1]!.x).toBeGreaterThan(flows[0]!.x + flows[0]!.w);
  });

  test('the loop of a loop with order shows the order; a subflow box names its flow', () => {
    expect(layout.loops.find((l) => l.key === 'g')?.icon.order).toBe('clockwise_from_first');
    expect(layout.boxes.find((b) => b.key === 'call_side')?.lines).toEqual([{ kind: 'ref', text: 'runs flows.side' }]);
    expect(layout.boxes.find((b) => b.key === 'odd')?.lines).toEqual([{ kind: 'ref', text: 'kind phase (unknown)' }]);
  });

  test('a loop that runs once without over has no way back', () => {
    expect(layout.loops.map((l) => l.key)).toEqual(['empty_loop', 'g', 'side']);
    expect(layout.groups.find((g) => g.key === 'inner')?.title).toEqual(['loop inner', 'once']);
  });

  test('an empty tree is an empty drawing', () => {
    expect(trackLayout({ main: null, flows: [] })).toEqual({
      width: 32,
      height: 32,
      boxes: [],
      groups: [],
      texts: [],
      edges: [],
      loops: [],
    });
  });
});
