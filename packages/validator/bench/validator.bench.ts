// How long the validator takes, in milliseconds per call, on the largest acceptance model:
// - the checks, figures, markers and tree without test games, against a plain-TypeScript floor
//   doing the least the same work needs (reading the YAML and visiting every node once);
// - the full report with its 20 test games, against the same 20 games played directly through
//   the engine with the same players and seeds (the floor of the test games).
// Absolute times on a shared machine are noise; the ratios are what to compare.
import { existsSync, readFileSync } from 'node:fs';
import { loadModel, playGame } from '@tabletwin/engine';
import { validate } from '@tabletwin/validator';
import { Bench } from 'tinybench';
import { parse } from 'yaml';

const file = new URL('../../../../shared/acceptance/models/hex-skirmish.yaml', import.meta.url);
if (!existsSync(file)) {
  console.log('../shared/acceptance is not here: nothing to measure');
  process.exit(0);
}
const text = readFileSync(file, 'utf8');

function visit(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + visit(x), 1);
  if (typeof v === 'object' && v !== null) return Object.values(v).reduce((n: number, x) => n + visit(x), 1);
  return 1;
}

/** The 20 test games alone: the same seeds and players, no validator around them. */
function playTwenty(): void {
  const model = loadModel(text);
  for (let seed = 1; seed <= 20; seed++) playGame(model, { seed, maxRequests: 5000 });
}

const bench = new Bench({ time: 2000 });
bench
  .add('floor: read the YAML and visit every node', () => void visit(parse(text)))
  .add('validate without test games', () => void validate(text, { testGames: false }))
  .add('floor: 20 random games through the engine', playTwenty)
  .add('validate with 20 test games (full report)', () => void validate(text));
await bench.run();

const ms = (name: string) => {
  const task = bench.tasks.find((t) => t.name === name)!;
  const result = task.result as { latency?: { mean: number }; mean?: number } | undefined;
  return result?.latency?.mean ?? result?.mean ?? NaN;
};
const rows: [string, string][] = [
  ['validate without test games', 'floor: read the YAML and visit every node'],
  ['validate with 20 test games (full report)', 'floor: 20 random games through the engine'],
];
console.log('hex-skirmish.yaml, ms per call (mean)');
console.log('| Work | ms per call | floor ms | ratio |');
console.log('|---|---|---|---|');
for (const [work, floor] of rows) {
  console.log(`| ${work} | ${ms(work).toFixed(2)} | ${ms(floor).toFixed(2)} | ${(ms(work) / ms(floor)).toFixed(1)}× |`);
}
