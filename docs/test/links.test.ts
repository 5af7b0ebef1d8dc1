// (e) Every relative link in the docs points at a file of the repository that exists, and an
// `#anchor` at a heading of that page (anchors as GitHub makes them). Links stay inside the
// repository: the docs stand on their own.
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { anchors, docsDir, links, pages, repoDir } from './pages.js';

const EXTERNAL = /^(https?:|mailto:)/;

test('every relative link and anchor resolves', () => {
  const byFile = new Map(pages().map((p) => [p.file, p]));
  const bad: string[] = [];
  for (const page of pages())
    for (const link of links(page)) {
      if (EXTERNAL.test(link.target)) continue;
      const [path, anchor] = link.target.split('#') as [string, string | undefined];
      const file = path === '' ? page.file : resolve(dirname(page.file), decodeURIComponent(path));
      const where = `${link.page}:${link.line}: ${link.target}`;
      if (relative(repoDir, file).startsWith('..')) bad.push(`${where}: outside the repository`);
      else if (!existsSync(file)) bad.push(`${where}: no such file`);
      else if (anchor !== undefined) {
        const target = byFile.get(file);
        if (target === undefined) bad.push(`${where}: an anchor into a file that is not a docs page`);
        else if (!anchors(target).has(anchor)) bad.push(`${where}: no heading #${anchor} in ${relative(docsDir, file)}`);
      }
    }
  expect(bad).toEqual([]);
});

test('index.md links every page once', () => {
  const index = pages().find((p) => p.name === 'index.md')!;
  const targets = links(index).map((l) => l.target.split('#')[0]);
  for (const page of pages()) if (page.name !== 'index.md') expect(targets.filter((t) => t === page.name)).toHaveLength(1);
});
