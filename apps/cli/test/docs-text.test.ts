import { expect, test } from 'vitest';
import { allDocsText, docsOrder } from '../src/mcp/docs-text.js';

const index = {
  name: 'index',
  text: '# Docs\n\n- [Guide](guide.md): start here.\n- [Engine](engine.md#requests): how it runs.\n',
};
const pages = [
  { name: 'zeta', text: '# Zeta\n' },
  { name: 'engine', text: '# Engine\n\n' },
  { name: 'alpha', text: '# Alpha' },
  index,
  { name: 'guide', text: '# Guide\n' },
];

test('the index first, then the pages in the order it links them, then the rest by name', () => {
  expect(docsOrder(pages).map((p) => p.name)).toEqual(['index', 'guide', 'engine', 'alpha', 'zeta']);
});

test('all pages in one text, each under a line naming its file', () => {
  expect(allDocsText([pages[1]!, index])).toBe(
    `<!-- docs/index.md -->\n\n${index.text.trimEnd()}\n\n<!-- docs/engine.md -->\n\n# Engine\n`,
  );
});
