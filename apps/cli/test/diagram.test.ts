// `tabletwin diagram`: the rules as text (renderDiagramText), the track diagram as an SVG file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { diagramOf, renderDiagramText, renderSvg, trackLayout } from '@tabletwin/diagram';
import { ROOT, tabletwin, tempFolder } from './helpers.js';

const pig = join(ROOT, 'models', 'pig.yaml');
const { dir, file } = tempFolder('tabletwin-diagram-');

describe('tabletwin diagram', () => {
  test('pig.yaml as text: the tree with its markers, then the panels', async () => {
    const r = await tabletwin('diagram', pig);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toBe(renderDiagramText(diagramOf(readFileSync(pig, 'utf8'))) + '\n');
    expect(r.out.split('\n').slice(4, 17)).toEqual([
      '',
      '== Flow',
      '  loop Turns for each current in each player in seat order (no until) · order fixed',
      '    sequence One turn',
      '      - Empty the pot: start_turn',
      '      loop Throw until you stop or throw a 1 until the turn has ended',
      '        - Throw or stop: roll | stop · by the player whose turn it is  [Choice, Chance]',
      '            stop allowed if: something is in the pot',
      '',
      '== Markers',
      '  Choice: several actions in do, or choose, say or search',
      '  Chance: roll, shuffle, draw or look at a shuffled zone, sample without skill',
      '',
    ]);
  });

  test('--svg writes the track diagram and says so', async () => {
    const out = join(dir, 'pig.svg');
    expect(await tabletwin('diagram', pig, '--svg', out)).toEqual({
      code: 0,
      out: `${out}: the track diagram of Pig\n`,
      err: '',
    });
    const d = diagramOf(readFileSync(pig, 'utf8'));
    const svg = readFileSync(out, 'utf8');
    expect(svg).toBe(renderSvg(trackLayout(d.flow), { title: 'Pig', subtitle: d.subtitle }));
    // The subtitle is the model's `demonstrates` (docs/diagram.md), here Pig's.
    expect(d.subtitle).toBe('a loop over players; a loop until a flag; a die roll; an action with a precondition');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Throw or stop');
  });

  test('a model with errors is drawn with them; exit code 1', async () => {
    const notes = file('notes.yaml', 'just: text\n');
    const r = await tabletwin('diagram', notes);
    expect(r).toEqual({
      code: 1,
      out: 'Untitled model\n\nErrors (the diagram shows the model as written):\n  This is not a model: a model is a mapping with a `flow`\n',
      err: '',
    });
    const svg = join(dir, 'notes.svg');
    expect(await tabletwin('diagram', notes, '--svg', svg)).toEqual({
      code: 1,
      out: `${svg}: the track diagram of Untitled model (the model has 1 error)\n`,
      err: '',
    });
  });

  test.each([
    [
      ['diagram'],
      'tabletwin diagram: expected one model file, got 0\nusage: tabletwin diagram <model.yaml> [--svg out.svg] [--no-content] [--set NAME=VALUE]\n',
    ],
    [['diagram', join(dir, 'none.yaml')], `tabletwin diagram: cannot read ${join(dir, 'none.yaml')}: no such file\n`],
    [
      ['diagram', pig, '--svg', join(dir, 'no', 'x.svg')],
      `tabletwin diagram: cannot write ${join(dir, 'no', 'x.svg')}: no such file\n`,
    ],
    [
      ['diagram', pig, '--svg'],
      'tabletwin diagram: --svg needs a value: --svg out.svg\nusage: tabletwin diagram <model.yaml> [--svg out.svg] [--no-content] [--set NAME=VALUE]\n',
    ],
  ])('%j: one line, no stack trace', async (args, err) => {
    expect(await tabletwin(...args)).toEqual({ code: 1, out: '', err });
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });
});
