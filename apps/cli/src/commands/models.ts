// `tabletwin models [--json]`: the built-in games, with what each needs and shows. Each name can
// be given wherever a model file goes (`tabletwin play pig`), a tactic's after `tactic:` and a
// view's after `--view`.

import { readYaml } from '@tabletwin/engine';
import { parseOptions, usage } from '../args.js';
import { builtinNames, builtinText } from '../builtin.js';
import { fail, type Command } from '../io.js';

export interface BuiltinModel {
  name: string;
  label: string;
  players: number | null;
  summary: string;
  /** What it shows, as text (docs/reference.md: `demonstrates` is text); empty when it says nothing. */
  demonstrates: string;
  /** Built-in tactics written for this model (`tactic:<name>`). */
  tactics: string[];
  /** Built-in views for this model (`--view <name>`). */
  views: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');

/** The top-level keys of a built-in file (read as models are), or none when it does not read. */
function top(kind: 'model' | 'tactic' | 'view', name: string): Record<string, unknown> {
  try {
    const data = readYaml(builtinText(kind, name) ?? '').data;
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every built-in model, in name order, with its tactics and views. */
export function builtinModels(): BuiltinModel[] {
  const tactics = builtinNames('tactic').map((name) => ({ name, game: top('tactic', name)['game'] }));
  const views = builtinNames('view').map((name) => ({ name, game: top('view', name)['view'] }));
  return builtinNames('model').map((name) => {
    const data = top('model', name);
    const game = data['game'] ?? name;
    return {
      name,
      label: text(data['label']) || name,
      players: typeof data['num_players'] === 'number' ? data['num_players'] : null,
      summary: text(data['summary']),
      demonstrates: text(data['demonstrates']),
      tactics: tactics.filter((t) => t.game === game).map((t) => t.name),
      views: views.filter((v) => v.game === game).map((v) => v.name),
    };
  });
}

/** Words in lines of at most `width` characters (a longer word has a line of its own). */
function lineUp(words: string, width: number): string[] {
  const lines: string[] = [];
  for (const w of words.split(' ').filter((x) => x !== '')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + w.length <= width) lines[last] += ` ${w}`;
    else lines.push(w);
  }
  return lines;
}

/** One line per model: name, label, players, tactics and views, then what it demonstrates. */
export function modelsText(models: readonly BuiltinModel[]): string {
  const width = Math.max(...models.map((m) => m.name.length), 4);
  const lines = models.map((m) => {
    const extras = [
      ...(m.players === null ? [] : [`${m.players} player${m.players === 1 ? '' : 's'}`]),
      ...m.tactics.map((t) => `tactic:${t}`),
      ...m.views.map((v) => `--view ${v}`),
    ];
    const head = `${m.name.padEnd(width)}  ${m.label}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
    const indent = ' '.repeat(width + 2);
    return [head, ...lineUp(m.demonstrates, 100 - indent.length).map((l) => indent + l)].join('\n');
  });
  return `${lines.join('\n')}\n\nGive a name where a model file goes: tabletwin play pig --players tactic:pig-tactic,random\n`;
}

export const command: Command = {
  summary: 'list the built-in games: usable by name wherever a model, tactic or view file goes',
  operands: '',
  options: [{ name: 'json', text: 'the list as JSON (name, label, players, summary, demonstrates, tactics, views)' }],
  notes: 'A file of the same name in the current folder is used instead of the built-in one.',
  run(args, io) {
    const parsed = parseOptions(command, args);
    if (typeof parsed === 'string') return fail(io, `tabletwin models: ${parsed}\n${usage('models', command)}`);
    if (parsed.positionals.length > 0) return fail(io, `tabletwin models: takes no file\n${usage('models', command)}`);
    const models = builtinModels();
    if (models.length === 0) return fail(io, 'tabletwin models: the built-in models are missing from this installation');
    io.out(parsed.values['json'] === true ? JSON.stringify(models, null, 2) + '\n' : modelsText(models));
    return 0;
  },
};
