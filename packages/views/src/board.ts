// A board from the model's `boards` with its pieces: cell positions from the geometry
// (layout.ts), pieces from a dict variable or from instances in a zone, highlighted cells with a
// legend, and the cells whose pieces changed since the previous table.
import type { Value } from '@tabletwin/expr';
import { fixedItem, isRecord, labelOf, simpleFields } from './cards.js';
import { previousSlot, slotId, type Ctx } from './context.js';
import { boardLayout } from './layout.js';
import { notice } from './slots.js';
import type { BoardCell, BoardSlot, BoardSpec, Json, Piece, Slot } from './types.js';

/** Up to two letters for a token without an icon: the initials of the first two words, or the first two letters of one word. */
export function initials(label: string): string {
  const words = label.split(/[\s_-]+/).filter((w) => w !== '');
  if (words.length === 0) return '';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('');
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('');
}

function pieceOf(spec: BoardSpec, v: Value | Record<string, unknown>, fields: Record<string, Json>, uid: number | null): Piece {
  const label = labelOf(v as Value, fields);
  const id = fields['id'];
  const icons = spec.icons;
  const icon = Object.hasOwn(icons, label)
    ? icons[label]
    : id !== undefined && id !== null && Object.hasOwn(icons, String(id))
      ? icons[String(id)]
      : undefined;
  let color: string | null = icon?.color ?? null;
  if (color === null && spec.color !== null) {
    const f = fields[spec.color.field];
    if (f !== undefined && f !== null && Object.hasOwn(spec.color.values, String(f))) color = spec.color.values[String(f)]!;
  }
  const raw = spec.value === null ? undefined : fields[spec.value];
  const value = typeof raw === 'number' || typeof raw === 'string' ? raw : null;
  return { label, icon: icon?.icon ?? null, initials: initials(label), color, value, uid, fields };
}

/** The cells of a `cells` entry's constant or variable: a list of names, or a dict's keys. */
function cellNames(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (isRecord(v)) return Object.keys(v);
  return [];
}

const signature = (ps: readonly Piece[]): string => ps.map((p) => `${p.label}|${p.value ?? ''}|${p.color ?? ''}`).join(';');

export function boardSlot(ctx: Ctx, spec: BoardSpec): Slot {
  const { info } = ctx.src;
  const name = spec.name ?? spec.geometry;
  const layout = boardLayout(info, spec.geometry);
  if (typeof layout === 'string') return notice(ctx, `board:${spec.geometry}`, name, layout);
  const notices: string[] = [];

  // Pieces by cell.
  const at = new Map<string, Piece[]>();
  const offBoard: Piece[] = [];
  const put = (cell: unknown, p: Piece): void => {
    const c = typeof cell === 'string' || typeof cell === 'number' ? String(cell) : null;
    if (c === null || !layout.kept.has(c)) offBoard.push(p);
    else at.set(c, [...(at.get(c) ?? []), p]);
  };
  if (spec.pieces !== null && 'var' in spec.pieces) {
    const v = ctx.src.value(spec.pieces.var);
    if (v === undefined) notices.push(`variable ${spec.pieces.var} not found`);
    else if (!isRecord(v)) notices.push(`variable ${spec.pieces.var} is not a dict`);
    else {
      for (const [cell, piece] of Object.entries(v)) {
        if (piece === null || piece === undefined) continue;
        const fields = isRecord(piece) ? simpleFields(piece) : {};
        put(cell, pieceOf(spec, piece as Value, fields, typeof fields['uid'] === 'number' ? fields['uid'] : null));
      }
    }
  } else if (spec.pieces !== null) {
    const { zone, field } = spec.pieces;
    const decl = info.zoneIndex.get(zone);
    if (decl === undefined) notices.push(`zone ${zone} not found`);
    else {
      const parts = decl.perPlayer
        ? Array.from({ length: info.numPlayers }, (_, p) => ctx.src.zone(zone, p) ?? [])
        : [ctx.src.zone(zone, null) ?? []];
      for (const v of parts.flat()) {
        if (ctx.src.isHidden(v) || !isRecord(v)) continue;
        const own: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) if (k !== 'origin') own[k] = x;
        const fields = simpleFields(own, simpleFields(fixedItem(info, v['id'])));
        put(v[field], pieceOf(spec, v, fields, typeof v['uid'] === 'number' ? v['uid'] : null));
      }
    }
  }

  // Highlighted cells: the first entry that holds a cell gives its colour.
  const highlight = new Map<string, string>();
  const legend: { color: string; name: string }[] = [];
  for (const rule of spec.cells) {
    const value =
      rule.const !== null
        ? Object.hasOwn(info.constants, rule.const)
          ? info.constants[rule.const]
          : undefined
        : ctx.src.value(rule.var!);
    if (value === undefined) {
      notices.push(rule.const !== null ? `constant ${rule.const} not found` : `variable ${rule.var} not found`);
      continue;
    }
    for (const c of cellNames(value)) if (!highlight.has(c)) highlight.set(c, rule.color);
    if (rule.name !== null) legend.push({ color: rule.color, name: rule.name });
  }

  const flipped = spec.flip && ctx.src.viewer === 1;
  const fx = (x: number): number => (flipped ? Math.round((layout.width - x) * 1e4) / 1e4 : x);
  const fy = (y: number): number => (flipped ? Math.round((layout.height - y) * 1e4) / 1e4 : y);
  const id = slotId(ctx, `board:${spec.geometry}`);
  const before = previousSlot(ctx, id, 'board');
  const was = before === undefined ? null : new Map(before.cells.map((c) => [c.cell, signature(c.pieces)]));
  const cells: BoardCell[] = layout.cells.map((c) => {
    const pieces = at.get(c.cell) ?? [];
    return {
      cell: c.cell,
      x: fx(c.x),
      y: fy(c.y),
      label: spec.names && layout.shape === 'hex' ? c.cell : null,
      dark: spec.checkered && layout.shape === 'square' && (c.bx + c.by) % 2 === 0,
      highlight: highlight.get(c.cell) ?? null,
      pieces,
      changed: was !== null && (was.get(c.cell) ?? '') !== signature(pieces),
    };
  });
  const names = spec.names && layout.shape === 'square';
  const slot: BoardSlot = {
    kind: 'board',
    id,
    name,
    notices,
    geometry: spec.geometry,
    shape: layout.shape,
    width: layout.width,
    height: layout.height,
    flipped,
    cells,
    holes: layout.holes.map((h) => ({ cell: h.cell, x: fx(h.x), y: fy(h.y) })),
    walls: layout.walls.map((w) => ({ between: w.between, x1: fx(w.x1), y1: fy(w.y1), x2: fx(w.x2), y2: fy(w.y2) })),
    columns: names ? layout.columns.map((c) => ({ label: c.label, x: fx(c.x) })) : [],
    rows: names ? layout.rows.map((r) => ({ label: r.label, y: fy(r.y) })) : [],
    legend,
    offBoard,
  };
  return slot;
}
