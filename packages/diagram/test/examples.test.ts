// Every example model drawn: each file of the repository's models/ and of the spec's examples
// (../shared/spec/examples, when it is there) goes through diagramOf, trackLayout and renderSvg
// without an error (duel.yaml has no step at all: a sequence holding a window); no two step boxes overlap, every box lies inside the drawing, and the SVG has
// one box per step of the layout.
import { modelFiles } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { diagramOf, renderSvg, trackLayout, type Rect } from '../src/index.js';

const files = modelFiles({ origins: ['repository', 'example'] });

const overlap = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each(files.map((f) => [`${f.origin}/${f.name}`, f.text]))('%s', (_name, text) => {
  const d = diagramOf(text);
  const layout = trackLayout(d.flow);
  const svg = renderSvg(layout, { title: d.title, subtitle: d.subtitle });

  test('the model has no errors and a flow to draw', () => {
    expect(d.errors).toEqual([]);
    expect(layout.boxes.length + layout.groups.length).toBeGreaterThan(0);
  });

  test('no two boxes overlap and every box lies inside the drawing', () => {
    layout.boxes.forEach((a, i) => {
      expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= layout.width && a.y + a.h <= layout.height, a.key).toBe(true);
      layout.boxes.slice(i + 1).forEach((b) => expect(overlap(a, b), `${a.key} and ${b.key}`).toBe(false));
    });
  });

  test('the SVG is one document with a box per step', () => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<rect [^>]*rx="6"/g) ?? []).toHaveLength(layout.boxes.length);
    expect(svg).not.toMatch(/NaN|undefined|\[object/);
  });
});
