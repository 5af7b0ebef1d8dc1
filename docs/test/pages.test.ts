// The readers the other tests rely on, on small pages written here: if they found nothing, the
// other tests would pass without checking anything.
import { expect, test } from 'vitest';
import { anchors, entries, examples, fences, fileKind, links, slug, type Page } from './pages.js';

const page = (text: string): Page => ({ name: 'p.md', file: '/docs/p.md', text, lines: text.split('\n') });

const SAMPLE = page(`# Title

\`1 + 1\` → \`2\` and \`len('ab')\` → \`2\`, see [the reference](reference.md#order-in-a-zone).

<!-- broken: expr-syntax -->

\`\`\`yaml
game: g
\`\`\`

<!-- scope -->
\`\`\`yaml
tactic: t
\`\`\`

After it \`x\` → \`3\`. A link in code does not count: \`[a](b.md)\`.

<!-- scope: none -->

\`\`\`text
\`inside\` → \`a fence\` [no](link.md)
\`\`\`

| \`set\` | a row |

## Order in a \`zone\`
## Order in a \`zone\`
`);

test('fences carry their language, body, line and the markers above them', () => {
  const f = fences(SAMPLE);
  expect(f.map((x) => [x.lang, x.line, x.markers])).toEqual([
    ['yaml', 7, ['broken: expr-syntax']],
    ['yaml', 12, ['scope']],
    ['text', 20, ['scope: none']],
  ]);
  expect(f[0]!.body).toBe('game: g\n');
  expect(f.map(fileKind)).toEqual(['model', 'tactic', null]);
});

test('examples are found outside fences, each with the model in scope', () => {
  const e = examples(SAMPLE);
  expect(e.map((x) => [x.expr, x.value, x.line, x.scope?.line ?? null])).toEqual([
    ['1 + 1', '2', 3, null],
    ["len('ab')", '2', 3, null],
    ['x', '3', 16, 12],
  ]);
});

test('links are found outside fences and code spans', () => {
  expect(links(SAMPLE).map((l) => l.target)).toEqual(['reference.md#order-in-a-zone']);
});

test('anchors and entries follow GitHub and the tables', () => {
  expect([...anchors(SAMPLE)]).toEqual(['title', 'order-in-a-zone', 'order-in-a-zone-1']);
  expect(slug('`path_cost(board, start)`')).toBe('path_costboard-start');
  expect(entries(SAMPLE)).toEqual(['Title', '`set`', 'Order in a `zone`', 'Order in a `zone`']);
});
