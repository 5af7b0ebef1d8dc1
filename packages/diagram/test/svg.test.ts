// renderSvg: a standalone document, model text escaped, and a snapshot of three models (the files
// in test/snapshots/ were looked at rendered to PNG before they were kept).
import { describe, expect, test } from 'vitest';
import { diagramOf, escapeXml, fit, orderIcon, renderSvg, trackLayout, wrap } from '../src/index.js';
import { models, oneStep, type Model } from './helpers.js';

const byName = new Map(models());

describe.each(['pig.yaml', 'hex-skirmish.yaml', 'cauldron-duel.yaml'])('snapshot of %s', (name) => {
  const text = byName.get(name);
  test.skipIf(text === undefined)('the SVG', async () => {
    const d = diagramOf(text!);
    const svg = renderSvg(trackLayout(d.flow), { title: d.title, subtitle: d.subtitle });
    await expect(svg).toMatchFileSnapshot(`snapshots/${name.replace('.yaml', '.svg')}`);
  });
});

describe('model text is escaped', () => {
  const evil = '<script>alert("x")</script> & \'quotes\'';
  const model: Model = oneStep(
    [],
    { actions: { a: { label: evil } } },
    { label: evil, actor: evil, note: evil, end_event: evil, window: evil },
  );
  model['flow'] = {
    id: 'g',
    kind: 'sequence',
    label: evil,
    note: evil,
    end_event: evil,
    children: [(model['flow'] as { children: unknown[] }).children[0]],
  };
  const d = diagramOf(model);
  const svg = renderSvg(trackLayout(d.flow), { title: evil, subtitle: evil, font: `"x"</style><script>` });

  test('no tag from the model survives', () => {
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('</script');
    expect(svg).not.toContain('</style><');
    expect(svg).toContain('&lt;script&gt;');
  });

  test('every & starts an entity', () => {
    expect(svg.match(/&(?!(amp|lt|gt|quot|#39);)/g)).toBeNull();
  });

  test('the document has one root element and only the tags the renderer writes', () => {
    const tags = new Set([...svg.matchAll(/<\/?([a-zA-Z]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['circle', 'defs', 'g', 'marker', 'path', 'rect', 'style', 'svg', 'text', 'title', 'tspan']);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  test.each([
    ['<a href="x">&</a>', '&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;'],
    ["it's", 'it&#39;s'],
    ['bell\u0007', 'bell'],
    ['plain', 'plain'],
  ])('escapeXml(%j)', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('text that does not fit', () => {
  test.each([
    ['short', 100, 'short'],
    ['a text much longer than the room it has', 68, 'a text mu…'],
    ['  spaces \n  inside  ', 200, 'spaces inside'],
  ])('fit(%j, %d)', (text, width, expected) => {
    expect(fit(text, width)).toBe(expected);
  });

  test('wrap breaks at spaces and ends with … after the last line it may use', () => {
    expect(wrap('one two three four five six', 70)).toEqual(['one two', 'three four', 'five six']);
    expect(wrap('one two three four five six', 70, 2)).toEqual(['one two', 'three fou…']);
  });

  test.each([
    ['fixed', '→'],
    ['clockwise_from_first', '↻'],
    ['players_choose', '?'],
    ['constructor', '↺'],
    [null, '↺'],
  ])('the turn-order icon of %s', (order, icon) => {
    expect(orderIcon(order)).toBe(icon);
  });
});

describe('options', () => {
  const d = diagramOf(byName.get('pig.yaml') ?? oneStep([{ op: 'roll', die: [1, 2], bind: 'r' }]));
  const layout = trackLayout(d.flow);

  test('without a legend, without a title', () => {
    const svg = renderSvg(layout, { legend: false });
    expect(svg).not.toContain('class="legend"');
    expect(svg).not.toContain('class="heading"');
  });

  test('colours and font', () => {
    const svg = renderSvg(layout, { colours: { background: '#000000' }, font: 'Serif' });
    expect(svg).toContain('<rect width="100%" height="100%" fill="#000000"/>');
    expect(svg).toContain('font-family:Serif;');
  });
});
