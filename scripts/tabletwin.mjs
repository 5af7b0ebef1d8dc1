// `pnpm tabletwin <command> …` at the root of the repository. pnpm runs root scripts in the root,
// so relative paths are taken from where the person typed the command (pnpm's INIT_CWD); and a
// checkout that was not built yet gets one line saying so instead of a stack trace.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const main = fileURLToPath(new URL('../apps/cli/dist/main.js', import.meta.url));
if (!existsSync(main)) {
  process.stderr.write('tabletwin is not built yet: run `npx -y pnpm@12.4.2 build` at the root of the repository first\n');
  process.exit(1);
}
const from = process.env.INIT_CWD;
if (from) {
  try {
    process.chdir(from);
  } catch {
    process.stderr.write(`tabletwin: cannot go to the folder the command was typed in (${from})\n`);
    process.exit(1);
  }
}
await import(pathToFileURL(main).href);
