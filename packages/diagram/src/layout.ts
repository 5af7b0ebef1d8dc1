// `trackLayout`: the track diagram as geometry, without a DOM. The track runs top to bottom: steps
// are boxes, a sequence stacks its children, a loop adds a lane on its left for the way back, a
// branch splits into cases side by side that merge again below. Text is not measured (no DOM):
// widths come from a fixed character width and long text is shortened with an ellipsis, so the
// same tree always gives the same layout.
import { linkVertical } from 'd3-shape';
import { path as d3path } from 'd3-path';
import type { FlowBranch, FlowLoop, FlowNode, FlowTree } from '@tabletwin/validator';
import { shown } from './data.js';
import type { BoxLine, GroupBox, Point, TextItem, TrackLayout } from './layout-types.js';
import type { Marker } from './markers.js';

export type { BoxLine, Edge, GroupBox, LoopBack, Point, Rect, StepBox, TextItem, TrackLayout } from './layout-types.js';

/** The sizes the layout uses (pixels at a 12px font). */
export const SIZES = {
  char: 6.8,
  line: 16,
  pad: 8,
  step: 240,
  gap: 26,
  frame: 12,
  heading: 18,
  lane: 30,
  caseGap: 24,
  icon: 18,
  margin: 16,
} as const;
const S = SIZES;

/** Text shortened to fit `width` pixels. */
export function fit(text: string, width: number): string {
  const max = Math.max(1, Math.floor(width / S.char));
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Text broken into lines of at most `width` pixels, at most `most` lines. */
export function wrap(text: string, width: number, most = 4): string[] {
  const max = Math.max(4, Math.floor(width / S.char));
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= max) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  const out = lines.slice(0, most).map((l) => fit(l, width));
  if (lines.length > most) out[most - 1] = fit(`${out[most - 1] ?? ''} …`, width);
  return out;
}

/** A laid-out part of the track: its size, the x of its entry and exit, and how to emit it at an offset. */
interface Block {
  w: number;
  h: number;
  /** x of the track where it enters (top) and leaves (bottom), relative to the block. */
  inX: number;
  outX: number;
  emit(dx: number, dy: number, out: TrackLayout): void;
}

const link = linkVertical<{ source: [number, number]; target: [number, number] }, [number, number]>();
const curve = (from: Point, to: Point): string => link({ source: [from.x, from.y], target: [to.x, to.y] }) ?? '';

function groupSuffix(node: FlowNode): { kind: TextItem['kind']; text: string }[] {
  const out: { kind: TextItem['kind']; text: string }[] = [];
  if (node.window === true) out.push({ kind: 'window', text: 'window (all speeds)' });
  else if (node.window !== null) out.push({ kind: 'window', text: `window ${node.window}` });
  if (node.endEvents.length > 0) out.push({ kind: 'event', text: `event after: ${node.endEvents.join(', ')}` });
  return out;
}

/** The box of a step, subflow or unknown node. */
function box(node: FlowNode): Block {
  const w = S.step;
  const inner = w - 2 * S.pad;
  const lines: BoxLine[] = [];
  let markers: Marker[] = [];
  if (node.kind === 'step') {
    const actor = shown(node.actor);
    if (actor !== null) lines.push({ kind: 'actor', text: fit(`by ${actor}`, inner) });
    for (const a of node.actions) lines.push({ kind: 'action', text: fit(`• ${a.label ?? a.name}`, inner) });
    markers = node.markers;
  } else if (node.kind === 'subflow') {
    lines.push({ kind: 'ref', text: fit(`runs flows.${node.ref ?? '?'}`, inner) });
  } else if (node.kind === 'unknown') {
    lines.push({ kind: 'ref', text: fit(`kind ${node.written ?? '?'} (unknown)`, inner) });
  }
  if (node.window === true) lines.push({ kind: 'window', text: 'window (all speeds)' });
  else if (node.window !== null) lines.push({ kind: 'window', text: fit(`window ${node.window}`, inner) });
  if (node.endEvents.length > 0) lines.push({ kind: 'end', text: fit(`end: ${node.endEvents.join(', ')}`, inner) });
  const boxH = S.pad + S.heading + lines.length * S.line + (markers.length > 0 ? S.icon + 4 : 0) + S.pad;
  const note = node.note === null ? [] : wrap(node.note, w);
  const h = boxH + note.length * S.line + (note.length > 0 ? 4 : 0);
  const kind = node.kind === 'step' || node.kind === 'subflow' ? node.kind : 'unknown';
  return {
    w,
    h,
    inX: w / 2,
    outX: w / 2,
    emit(dx, dy, out) {
      const iconY = dy + boxH - S.pad - S.icon / 2;
      out.boxes.push({
        key: node.key,
        kind,
        name: fit(node.name, inner),
        full: node.name,
        x: dx,
        y: dy,
        w,
        h: boxH,
        lines,
        markers: markers.map((marker, i) => ({ marker, x: dx + S.pad + S.icon / 2 + i * (S.icon + 4), y: iconY })),
      });
      note.forEach((text, i) =>
        out.texts.push({ key: node.key, kind: 'note', text, x: dx, y: dy + boxH + 4 + (i + 1) * S.line - 4 }),
      );
    },
  };
}

interface Stack {
  w: number;
  h: number;
  blocks: Block[];
  /** y and x of each child, relative to the stack. */
  at: number[];
  left: number[];
  emitEdges(dx: number, dy: number, out: TrackLayout): void;
}

/** Children one below the other, joined by track edges. */
function stack(children: readonly FlowNode[]): Stack {
  const blocks = children.map(block);
  const w = Math.max(S.step, ...blocks.map((b) => b.w));
  const at: number[] = [];
  let y = 0;
  for (const b of blocks) {
    at.push(y);
    y += b.h + S.gap;
  }
  const h = blocks.length === 0 ? S.line : y - S.gap;
  // Children are centred on the stack, so a track of boxes of one width runs straight down.
  const left = blocks.map((b) => (w - b.w) / 2);
  return {
    w,
    h,
    blocks,
    at,
    left,
    emitEdges(dx, dy, out) {
      blocks.forEach((b, i) => {
        b.emit(dx + (left[i] ?? 0), dy + (at[i] ?? 0), out);
        const next = blocks[i + 1];
        if (!next) return;
        const from = { x: dx + (left[i] ?? 0) + b.outX, y: dy + (at[i] ?? 0) + b.h };
        const to = { x: dx + (left[i + 1] ?? 0) + next.inX, y: dy + (at[i + 1] ?? 0) };
        out.edges.push({ kind: 'track', from, to, d: curve(from, to) });
      });
    },
  };
}

function loopTitle(node: FlowLoop): string[] {
  const over = shown(node.over);
  const until = shown(node.until);
  const second = [
    ...(over !== null ? [node.as !== null ? `for each ${node.as} in ${over}` : `over ${over}`] : []),
    until !== null ? `until ${until}` : node.once ? 'once' : 'no until',
  ].join(' · ');
  return [`loop ${node.name}`, second];
}

/** A frame with heading lines, a body laid out inside, footer texts and an optional left lane. */
function frame(
  node: FlowNode,
  kind: GroupBox['kind'],
  titleText: string[],
  body: Block,
  lane: number,
  extra?: (dx: number, dy: number, bodyAt: Point, out: TrackLayout) => void,
): Block {
  const footer = groupSuffix(node);
  const note = node.note === null ? [] : wrap(node.note, Math.max(body.w, S.step));
  const w = body.w + 2 * S.frame + lane;
  const title = titleText.map((t) => fit(t, w - 2 * S.frame));
  const top = S.frame / 2 + title.length * S.line + S.frame / 2;
  const frameH = top + body.h + S.frame + footer.length * S.line;
  const h = frameH + (note.length > 0 ? 4 + note.length * S.line : 0);
  const bodyX = S.frame + lane;
  return {
    w,
    h,
    inX: bodyX + body.inX,
    outX: bodyX + body.outX,
    emit(dx, dy, out) {
      out.groups.push({ key: node.key, kind, title, x: dx, y: dy, w, h: frameH });
      body.emit(dx + bodyX, dy + top, out);
      footer.forEach((f, i) =>
        out.texts.push({
          key: node.key,
          kind: f.kind,
          text: fit(f.text, w - 2 * S.frame),
          x: dx + S.frame,
          y: dy + top + body.h + S.frame + (i + 1) * S.line - 4,
        }),
      );
      note.forEach((text, i) => out.texts.push({ key: node.key, kind: 'note', text, x: dx, y: dy + frameH + (i + 1) * S.line }));
      extra?.(dx, dy, { x: dx + bodyX, y: dy + top }, out);
    },
  };
}

/** Where the track enters a stack (its first child) and leaves it (its last). */
function ends(s: Stack): { inX: number; outX: number } {
  const last = s.blocks.length - 1;
  const first = s.blocks[0];
  const end = s.blocks[last];
  return {
    inX: first ? (s.left[0] ?? 0) + first.inX : s.w / 2,
    outX: end ? (s.left[last] ?? 0) + end.outX : s.w / 2,
  };
}

function stackBlock(children: readonly FlowNode[]): Block {
  const s = stack(children);
  return { w: s.w, h: s.h, ...ends(s), emit: (dx, dy, out) => s.emitEdges(dx, dy, out) };
}

function loop(node: FlowLoop): Block {
  const s = stack(node.children);
  const body: Block = { w: s.w, h: s.h + S.gap / 2, ...ends(s), emit: (dx, dy, out) => s.emitEdges(dx, dy, out) };
  // A loop that runs its children exactly once (`once` without `over`) has no way back.
  if (node.once && node.over === null) return frame(node, 'loop', loopTitle(node), { ...body, h: s.h }, 0);
  return frame(node, 'loop', loopTitle(node), body, S.lane, (_dx, _dy, at, out) => {
    const r = 6;
    const from = { x: at.x + body.outX, y: at.y + s.h };
    const to = { x: at.x + body.inX, y: at.y };
    const laneX = at.x - S.lane / 2 - S.frame / 2;
    const bottom = at.y + s.h + S.gap / 2;
    const top = at.y - S.frame / 2;
    const p = d3path();
    p.moveTo(from.x, from.y);
    p.arcTo(from.x, bottom, laneX, bottom, r);
    p.arcTo(laneX, bottom, laneX, top, r);
    p.arcTo(laneX, top, to.x, top, r);
    p.arcTo(to.x, top, to.x, to.y, r);
    p.lineTo(to.x, to.y);
    out.loops.push({ key: node.key, from, to, d: p.toString(), icon: { x: laneX, y: (top + bottom) / 2, order: node.order } });
  });
}

function branch(node: FlowBranch): Block {
  const cases = node.cases.map((c, i) => {
    const s = stackBlock(c.children);
    const when = `when ${shown(c.when) ?? '?'}`;
    const caseNode: FlowNode = {
      key: `${node.key}#${i}`,
      id: null,
      label: c.label,
      name: when,
      path: c.path,
      note: c.note,
      window: null,
      endEvents: [],
      kind: 'sequence',
      children: c.children,
    };
    return frame(caseNode, 'case', c.label !== null ? [when, c.label] : [when], s, 0);
  });
  const w = Math.max(S.step, cases.reduce((sum, c) => sum + c.w, 0) + S.caseGap * Math.max(0, cases.length - 1));
  const caseH = Math.max(S.line, ...cases.map((c) => c.h));
  const h = S.gap + caseH + S.gap;
  const mid = w / 2;
  const body: Block = {
    w,
    h,
    inX: mid,
    outX: mid,
    emit(dx, dy, out) {
      let x = dx + (w - (cases.reduce((sum, c) => sum + c.w, 0) + S.caseGap * Math.max(0, cases.length - 1))) / 2;
      const split = { x: dx + mid, y: dy };
      const merge = { x: dx + mid, y: dy + h };
      for (const c of cases) {
        c.emit(x, dy + S.gap, out);
        const into = { x: x + c.inX, y: dy + S.gap };
        const outOf = { x: x + c.outX, y: dy + S.gap + c.h };
        out.edges.push({ kind: 'split', from: split, to: into, d: curve(split, into) });
        out.edges.push({ kind: 'merge', from: outOf, to: merge, d: curve(outOf, merge) });
        x += c.w + S.caseGap;
      }
    },
  };
  return frame(node, 'branch', [`branch ${node.name}${node.switch !== null ? ` on ${node.switch}` : ''}`], body, 0);
}

function block(node: FlowNode): Block {
  switch (node.kind) {
    case 'sequence':
      return frame(node, 'sequence', [`sequence ${node.name}`], stackBlock(node.children), 0);
    case 'loop':
      return loop(node);
    case 'branch':
      return branch(node);
    default:
      return box(node);
  }
}

/**
 * The track diagram of a flow tree: the main flow, then each named flow to its right in a frame
 * of its own. Coordinates are pixels from the top left; the whole fits in `width` × `height`.
 */
export function trackLayout(tree: FlowTree): TrackLayout {
  const out: TrackLayout = { width: 0, height: 0, boxes: [], groups: [], texts: [], edges: [], loops: [] };
  const parts: { block: Block; flow: string | null; key: string }[] = [];
  if (tree.main) parts.push({ block: block(tree.main), flow: null, key: tree.main.key });
  for (const f of tree.flows) {
    const inner = block(f.node);
    const wrapped: Block = {
      w: inner.w + 2 * S.frame,
      h: S.line + S.frame + inner.h + S.frame,
      inX: S.frame + inner.inX,
      outX: S.frame + inner.outX,
      emit(dx, dy, o) {
        o.groups.push({
          key: `flows.${f.name}`,
          kind: 'flow',
          title: [fit(`flows.${f.name}`, inner.w)],
          x: dx,
          y: dy,
          w: inner.w + 2 * S.frame,
          h: S.line + S.frame + inner.h + S.frame,
        });
        inner.emit(dx + S.frame, dy + S.line + S.frame, o);
      },
    };
    parts.push({ block: wrapped, flow: f.name, key: f.node.key });
  }
  let x = S.margin;
  let height = 0;
  for (const p of parts) {
    p.block.emit(x, S.margin, out);
    x += p.block.w + S.margin * 2;
    height = Math.max(height, p.block.h);
  }
  out.width = Math.max(x - S.margin, 2 * S.margin);
  out.height = height + 2 * S.margin;
  return out;
}
