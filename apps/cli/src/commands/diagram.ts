// `tabletwin diagram <model.yaml> [--svg out.svg] [--no-content] [--set NAME=VALUE]`: the rules of a
// model drawn from the model (@tabletwin/diagram): the flow tree with the markers of each step and the panels as
// text, or the track diagram as an SVG file. A model with errors is drawn too, with its errors, and exits with 1.

import { writeFileSync } from 'node:fs';
import { diagramOf, renderDiagramText, renderSvg, trackLayout } from '@tabletwin/diagram';
import { parseOptions, usage } from '../args.js';
import { SET_OPTION, takeSet, withConstants } from '../constants.js';
import { fail, readFailure, readModelText, type Command } from '../io.js';

export const command: Command = {
  summary: "draw a model's rules: the flow tree with markers and the panels, or the track diagram as SVG",
  operands: '<model.yaml>',
  options: [
    { name: 'svg', value: 'out.svg', text: 'write the track diagram to this SVG file instead of printing the text' },
    { name: 'no-content', text: 'leave the content (cards, items and their abilities) out: the rules structure only' },
    SET_OPTION,
  ],
  notes:
    'Exit code: 0 when drawn; 1 when the model has errors (it is drawn anyway, with its errors) or a file cannot be read or written.',
  run(args, io) {
    const taken = takeSet(args);
    if (typeof taken === 'string') return fail(io, `tabletwin diagram: ${taken}`);
    const parsed = parseOptions(command, taken.rest);
    if (typeof parsed === 'string') return fail(io, `tabletwin diagram: ${parsed}\n${usage('diagram', command)}`);
    const { values, positionals } = parsed;
    if (positionals.length !== 1)
      return fail(io, `tabletwin diagram: expected one model file, got ${positionals.length}\n${usage('diagram', command)}`);
    const path = positionals[0]!;
    const read = readModelText(path);
    if ('problem' in read) return fail(io, `tabletwin diagram: ${read.problem}`);
    const set = withConstants(read.text, taken.set);
    if ('problem' in set) return fail(io, `tabletwin diagram: ${set.problem}`);
    let diagram;
    try {
      diagram = diagramOf(set.model, { content: values['no-content'] !== true });
    } catch (e) {
      return fail(io, `tabletwin diagram: ${path}: ${(e as Error).message}`);
    }
    const svgPath = values['svg'];
    if (typeof svgPath !== 'string') {
      io.out(renderDiagramText(diagram) + '\n');
      return diagram.errors.length === 0 ? 0 : 1;
    }
    const svg = renderSvg(trackLayout(diagram.flow), {
      title: diagram.title,
      ...(diagram.subtitle === null ? {} : { subtitle: diagram.subtitle }),
    });
    try {
      writeFileSync(svgPath, svg);
    } catch (e) {
      return fail(io, `tabletwin diagram: cannot write ${svgPath}: ${readFailure(e)}`);
    }
    const errors = diagram.errors.length;
    io.out(
      `${svgPath}: the track diagram of ${diagram.title}${errors > 0 ? ` (the model has ${errors} error${errors === 1 ? '' : 's'})` : ''}\n`,
    );
    return errors === 0 ? 0 : 1;
  },
};
