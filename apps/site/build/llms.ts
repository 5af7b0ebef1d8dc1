// /llms.txt: the site's index for a language model, in the llms.txt form (an H1, a one-line
// summary as a quote, then sections of links with a line each): every docs page, the schemas, the
// built-in models, tactics and views, and the whole docs in one text. Links are relative to
// llms.txt itself (the site's root), so the file is right wherever the site is hosted.

/** A file under models/ and its line in the index. */
export interface Described {
  kind: 'model' | 'tactic' | 'view';
  /** From the site's root: `models/tactics/pig-tactic.yaml`. */
  path: string;
  /** The link's words: a model's label, a tactic's or view's name. */
  title: string;
  line: string;
}

export interface PageLine {
  name: string;
  title: string;
  summary: string | null;
}

const SUMMARY =
  'Tabletwin: the rules of a board or card game written as one YAML file (a model), and the tools that check, play, simulate and draw it.';

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
const item = (title: string, path: string, line: string | null): string =>
  `- [${oneLine(title).replace(/[[\]]/g, '')}](${path})${line ? `: ${oneLine(line)}` : ''}`;

export function llmsIndex(pages: PageLine[], files: Described[]): string {
  const section = (kind: Described['kind']): string[] =>
    files.filter((f) => f.kind === kind).map((f) => item(f.title, f.path, f.line));
  return [
    '# Tabletwin',
    '',
    `> ${SUMMARY}`,
    '',
    'Read the guide first, then write a model in small steps and check each one with the validator (`validate/` on this site, or `tabletwin validate`). Each docs page is linked as Markdown; the same page as HTML is at `docs/<page>/`.',
    '',
    '## Docs',
    '',
    ...pages.map((p) => item(p.title, `docs/${p.name}.md`, p.summary)),
    '',
    '## Schemas',
    '',
    item('Model schema', 'models/docs/schema.json', 'the JSON Schema of a model, for completion in an editor'),
    item('Tactic schema', 'models/docs/tactic.schema.json', 'the JSON Schema of a tactic'),
    '',
    '## Example models',
    '',
    ...section('model'),
    '',
    '## Tactics',
    '',
    ...section('tactic'),
    '',
    '## Views',
    '',
    ...section('view'),
    '',
    '## Optional',
    '',
    item('All docs in one text', 'llms-full.txt', 'every docs page above, one after another'),
    '',
  ].join('\n');
}
