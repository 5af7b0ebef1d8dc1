// Writes schema.json and tactic.schema.json, and compiles the model schema into standalone validator code
// (src/generated/schema-validators.ts). At run time only that generated code is used: ajv builds
// validators with `new Function`, which a strict Content-Security-Policy forbids in the browser.
// `--check` compares instead of writing, and fails when a generated file is out of date.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelSchema, tacticSchema } from './schema-source.mjs';
import { generateValidatorModule } from './standalone.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = {
  'schema.json': `${JSON.stringify(modelSchema, null, 2)}\n`,
  'tactic.schema.json': `${JSON.stringify(tacticSchema, null, 2)}\n`,
  'src/generated/schema-validators.ts': generateValidatorModule(modelSchema),
};

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, content] of Object.entries(outputs)) {
  const path = join(root, file);
  if (check) {
    let old = '';
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      old = '';
    }
    if (old !== content) {
      console.error(`${file} is out of date: run node scripts/build-schemas.mjs`);
      stale++;
    }
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
if (stale) process.exit(1);
