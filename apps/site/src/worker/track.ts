// The track of the rules for the player page: the diagram package's SVG without heading or legend
// (so its boxes sit at the layout's own coordinates), and per step box the places the engine names
// when it asks there (`step <id>`, or `action <name>` for a decision inside one of its actions).
import { allSteps, diagramOf, renderSvg, trackLayout } from '@tabletwin/diagram';
import type { Answer, Job } from '../lib/protocol.js';

export function track({ text }: Job['track']): Answer['track'] {
  const d = diagramOf(text, { content: false });
  const layout = trackLayout(d.flow);
  const svg = renderSvg(layout, { legend: false });
  const size = /^<svg[^>]*\bwidth="([\d.]+)" height="([\d.]+)"/.exec(svg);
  const places = new Map<string, string[]>();
  for (const s of allSteps(d.flow)) {
    if (s.kind !== 'step') continue;
    places.set(s.key, [...(s.id === null ? [] : [`step ${s.id}`]), ...s.actions.map((a) => `action ${a.name}`)]);
  }
  return {
    svg,
    width: size === null ? layout.width : Number(size[1]),
    height: size === null ? layout.height : Number(size[2]),
    boxes: layout.boxes
      .filter((b) => places.has(b.key))
      .map((b) => ({ key: b.key, name: b.full, x: b.x, y: b.y, w: b.w, h: b.h, places: places.get(b.key)! })),
  };
}
