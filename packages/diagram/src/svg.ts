// `renderSvg`: a track layout as one standalone SVG document (for files and the site's export
// button): its own font stack and colours, markers as icons with a legend. Model text is
// untrusted, so every text and attribute value is escaped.
import type { TrackLayout } from './layout.js';
import { fit, SIZES } from './layout.js';
import { MARKER_INFO, MARKERS, type Marker } from './markers.js';

export interface SvgOptions {
  /** A heading above the track (the diagram's `title`). */
  title?: string;
  subtitle?: string | null;
  /** Draw the legend of the markers that occur (default true). */
  legend?: boolean;
  /** CSS font stack. */
  font?: string;
  /** Colours of the drawing; markers keep their own colours. */
  colours?: Partial<Colours>;
}

export interface Colours {
  background: string;
  text: string;
  muted: string;
  step: string;
  stepBorder: string;
  frame: string;
  loop: string;
  track: string;
}

/** Family names without quotes (valid CSS), so escaping leaves them alone when the SVG is inlined in HTML. */
export const DEFAULT_FONT =
  'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, Noto Sans, DejaVu Sans, sans-serif';

export const DEFAULT_COLOURS: Colours = {
  background: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  step: '#f8fafc',
  stepBorder: '#94a3b8',
  frame: '#cbd5e1',
  loop: '#0ea5e9',
  track: '#64748b',
};

/** Turn orders (docs/reference.md#flow `order`) and their icons on a loop's way back. */
export const ORDER_ICONS: Readonly<Record<string, string>> = {
  fixed: '→',
  clockwise_from_first: '↻',
  initiative: '⇅',
  simultaneous: '⇉',
  deck_order: '▤',
  players_choose: '?',
};
const DEFAULT_ORDER_ICON = '↺';

export function orderIcon(order: string | null): string {
  return order !== null && Object.prototype.hasOwnProperty.call(ORDER_ICONS, order)
    ? (ORDER_ICONS[order] ?? DEFAULT_ORDER_ICON)
    : DEFAULT_ORDER_ICON;
}

/** Text safe inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const n = (v: number): string => String(Math.round(v * 10) / 10);

function markerIcon(marker: Marker, x: number, y: number): string {
  const info = MARKER_INFO[marker];
  return (
    `<g class="marker marker-${marker}"><title>${escapeXml(info.label)}</title>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(SIZES.icon / 2)}" fill="${info.colour}"/>` +
    `<text x="${n(x)}" y="${n(y + 4)}" text-anchor="middle" class="icon">${escapeXml(info.icon)}</text></g>`
  );
}

/** The layout as an SVG document (one string, starting with `<svg`). */
export function renderSvg(layout: TrackLayout, options: SvgOptions = {}): string {
  // Colours come from the caller, not the model; escaped all the same, as they land in attributes.
  const c = Object.fromEntries(
    Object.entries({ ...DEFAULT_COLOURS, ...options.colours }).map(([k, v]) => [k, escapeXml(String(v))]),
  ) as unknown as Colours;
  const font = options.font ?? DEFAULT_FONT;
  const m = SIZES.margin;
  const headH = (options.title !== undefined ? 26 : 0) + (options.subtitle ? 18 : 0);
  const used = MARKERS.filter((info) => layout.boxes.some((b) => b.markers.some((x) => x.marker === info.marker)));
  const legend = options.legend !== false && used.length > 0;
  const legendH = legend ? 24 + used.length * 20 : 0;
  const legendW = legend
    ? Math.max(...used.map((info) => 2 * m + 24 + (info.label.length + 1 + info.when.length) * SIZES.char))
    : 0;
  const width = Math.max(layout.width, legendW, 360);
  const height = headH + layout.height + legendH;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img">`,
    `<style>text{font-family:${escapeXml(font)};font-size:12px;fill:${c.text}}.name{font-weight:600}.muted{fill:${c.muted}}` +
      `.heading{font-size:18px;font-weight:700}.sub{fill:${c.muted};font-size:13px}.group{font-weight:600;fill:${c.muted}}` +
      `.icon{fill:#ffffff;font-size:11px;font-weight:700}.order{fill:${c.loop};font-size:14px;font-weight:700}` +
      `.note{fill:${c.muted};font-style:italic}</style>`,
    `<rect width="100%" height="100%" fill="${c.background}"/>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
      `<path d="M0,0L10,5L0,10z" fill="${c.track}"/></marker>` +
      `<marker id="arrow-loop" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">` +
      `<path d="M0,0L10,5L0,10z" fill="${c.loop}"/></marker></defs>`,
  );
  if (options.title !== undefined)
    out.push(`<text x="${m}" y="${m + 8}" class="heading">${escapeXml(fit(options.title, width - 2 * m))}</text>`);
  if (options.subtitle)
    out.push(`<text x="${m}" y="${m + 28}" class="sub">${escapeXml(fit(options.subtitle, width - 2 * m))}</text>`);
  out.push(`<g transform="translate(0,${n(headH)})">`);
  for (const g of layout.groups) {
    const dash = g.kind === 'case' ? ' stroke-dasharray="4 3"' : '';
    out.push(
      `<rect x="${n(g.x)}" y="${n(g.y)}" width="${n(g.w)}" height="${n(g.h)}" rx="8" fill="none" stroke="${c.frame}"${dash}/>`,
    );
    g.title.forEach((t, i) =>
      out.push(
        `<text x="${n(g.x + 10)}" y="${n(g.y + 6 + (i + 1) * SIZES.line - 4)}" class="${i === 0 ? 'group' : 'muted'}">${escapeXml(t)}</text>`,
      ),
    );
  }
  for (const e of layout.edges)
    out.push(`<path d="${escapeXml(e.d)}" fill="none" stroke="${c.track}" stroke-width="1.5" marker-end="url(#arrow)"/>`);
  for (const l of layout.loops) {
    out.push(`<path d="${escapeXml(l.d)}" fill="none" stroke="${c.loop}" stroke-width="1.5" marker-end="url(#arrow-loop)"/>`);
    out.push(
      `<g class="order"><title>${escapeXml(`turn order: ${l.icon.order ?? 'not given'}`)}</title>` +
        `<circle cx="${n(l.icon.x)}" cy="${n(l.icon.y)}" r="9" fill="${c.background}" stroke="${c.loop}"/>` +
        `<text x="${n(l.icon.x)}" y="${n(l.icon.y + 5)}" text-anchor="middle" class="order">${escapeXml(orderIcon(l.icon.order))}</text></g>`,
    );
  }
  for (const b of layout.boxes) {
    const dash = b.kind === 'step' ? '' : ' stroke-dasharray="5 3"';
    out.push(`<g class="box box-${b.kind}"><title>${escapeXml(b.full)}</title>`);
    out.push(
      `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" rx="6" fill="${c.step}" stroke="${c.stepBorder}"${dash}/>`,
    );
    out.push(`<text x="${n(b.x + SIZES.pad)}" y="${n(b.y + SIZES.pad + 13)}" class="name">${escapeXml(b.name)}</text>`);
    b.lines.forEach((l, i) => {
      const y = b.y + SIZES.pad + SIZES.heading + (i + 1) * SIZES.line - 4;
      out.push(
        `<text x="${n(b.x + SIZES.pad)}" y="${n(y)}"${l.kind === 'action' ? '' : ' class="muted"'}>${escapeXml(l.text)}</text>`,
      );
    });
    for (const mk of b.markers) out.push(markerIcon(mk.marker, mk.x, mk.y));
    out.push('</g>');
  }
  for (const t of layout.texts)
    out.push(`<text x="${n(t.x)}" y="${n(t.y)}" class="${t.kind === 'note' ? 'note' : 'muted'}">${escapeXml(t.text)}</text>`);
  out.push('</g>');
  if (legend) {
    const y0 = headH + layout.height;
    out.push(`<g class="legend"><text x="${m}" y="${n(y0 + 12)}" class="group">Markers</text>`);
    used.forEach((info, i) => {
      const y = y0 + 28 + i * 20;
      out.push(markerIcon(info.marker, m + 9, y));
      out.push(
        `<text x="${m + 24}" y="${n(y + 4)}"><tspan class="name">${escapeXml(info.label)}</tspan><tspan class="muted"> ${escapeXml(info.when)}</tspan></text>`,
      );
    });
    out.push('</g>');
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
