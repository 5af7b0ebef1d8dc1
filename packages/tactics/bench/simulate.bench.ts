// Benchmark of simulations (run with `pnpm bench`, after `pnpm build`; uses the built packages):
// games per second played in this thread, and on 1 and 2 worker threads (a pool started for each
// run, so its start-up is included). Pig comes from the repository's models/; tic-tac-toe and the
// hex skirmish from ../shared/acceptance/models when it is there.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulate, type SimulationSpec } from '@tabletwin/tactics';
import { simulateOn } from '@tabletwin/tactics/node';

const here = dirname(fileURLToPath(import.meta.url));
const ours = resolve(here, '../../../models');
const shared = process.env['TABLETWIN_MODELS'] ?? resolve(here, '../../../../shared/acceptance/models');
const SCALE = Number(process.env['BENCH_SCALE'] ?? 1);

const cases: { name: string; spec: SimulationSpec }[] = [];
const pig = readFileSync(resolve(ours, 'pig.yaml'), 'utf8');
const tactic = readFileSync(resolve(ours, 'tactics/pig-tactic.yaml'), 'utf8');
cases.push({ name: 'pig.yaml, random vs random', spec: { model: pig, players: ['random'], games: 20_000 * SCALE, seed: 1 } });
cases.push({
  name: 'pig.yaml, hold at 8 vs random',
  spec: { model: pig, players: ['tactic:t.yaml', 'random'], files: { 't.yaml': tactic }, games: 20_000 * SCALE, seed: 1 },
});
for (const [file, games] of [
  ['tictactoe.yaml', 20_000],
  ['hex-skirmish.yaml', 200],
] as const) {
  const path = resolve(shared, file);
  if (existsSync(path))
    cases.push({
      name: `${file}, random`,
      spec: { model: readFileSync(path, 'utf8'), players: ['random'], games: games * SCALE, seed: 1 },
    });
  else console.log(`${file}: not found in ${shared}, skipped`);
}

const rate = (games: number, ms: number) => Math.round((games / ms) * 1000).toLocaleString('en-US');
console.log('| game | games | this thread | 1 worker | 2 workers |');
console.log('|---|---|---|---|---|');
for (const { name, spec } of cases) {
  let t = performance.now();
  const here = JSON.stringify(simulate(spec));
  const inThread = performance.now() - t;
  const row = [name, spec.games.toLocaleString('en-US'), `${rate(spec.games, inThread)}/s`];
  for (const workers of [1, 2]) {
    t = performance.now();
    const run = await simulateOn(spec, { workers });
    const ms = performance.now() - t;
    if (JSON.stringify(run.result) !== here) throw new Error(`${name}: ${workers} worker(s) gave another result`);
    row.push(`${rate(spec.games, ms)}/s`);
  }
  console.log(`| ${row.join(' | ')} |`);
}
