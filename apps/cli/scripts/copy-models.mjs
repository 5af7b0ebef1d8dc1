// Copies the repository's models, tactics and views into dist/models, so the installed command
// offers the same built-in games as the repository (src/builtin.ts reads them there).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../../models/', import.meta.url));
const to = fileURLToPath(new URL('../dist/models/', import.meta.url));
rmSync(to, { recursive: true, force: true });
// The docs too, for `tabletwin mcp`'s resources.
const docsFrom = fileURLToPath(new URL('../../../docs/', import.meta.url));
const docsTo = fileURLToPath(new URL('../dist/docs/', import.meta.url));
rmSync(docsTo, { recursive: true, force: true });
if (existsSync(docsFrom)) {
  mkdirSync(docsTo, { recursive: true });
  for (const f of readdirSync(docsFrom)) if (f.endsWith('.md')) cpSync(docsFrom + f, docsTo + f);
}
for (const sub of ['', 'tactics/', 'views/']) {
  if (!existsSync(from + sub)) continue;
  mkdirSync(to + sub, { recursive: true });
  for (const f of readdirSync(from + sub)) if (f.endsWith('.yaml')) cpSync(from + sub + f, to + sub + f);
}
