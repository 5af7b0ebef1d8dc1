// Benchmark of the solver (part of `pnpm bench`, after `pnpm build`; uses the built packages):
// CFR iterations per CPU second on Leduc hold'em (models/leduc-poker.yaml), exact CFR+ over its
// tree (9,457 nodes, within the cap) and sampled CFR (mccfr) walking the game. A run with 0
// iterations is timed too and taken off, so the size estimate, building the tree and the final
// measurement do not count. The machine is shared: medians of a few rounds, CPU time of this process.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel } from '@tabletwin/engine';
import { median } from '@tabletwin/engine/testing';
import { solve, type SolveOptions } from '@tabletwin/tactics';

const here = dirname(fileURLToPath(import.meta.url));
const leduc = loadModel(readFileSync(resolve(here, '../../../models/leduc-poker.yaml'), 'utf8'));
const scale = Number(process.env['BENCH_SCALE'] ?? 1) > 0 ? Number(process.env['BENCH_SCALE'] ?? 1) : 1;
const ROUNDS = 3;

/** CPU seconds of one solve. */
function cpu(options: Omit<SolveOptions, 'model'>): { seconds: number; answers: number } {
  const t = process.cpuUsage();
  const r = solve({ model: leduc, ...options });
  const u = process.cpuUsage(t);
  return { seconds: (u.user + u.system) / 1e6, answers: r.sampled?.answers ?? 0 };
}

/** Iterations per CPU second: the median over rounds of `iterations` less a run of none. */
function rate(options: Omit<SolveOptions, 'model' | 'iterations'>, iterations: number): { perSecond: number; answers: number } {
  cpu({ ...options, iterations: Math.ceil(iterations / 10) }); // warm-up
  const rates: number[] = [];
  let answers = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const base = cpu({ ...options, iterations: 0 }).seconds;
    const run = cpu({ ...options, iterations });
    rates.push(iterations / Math.max(1e-9, run.seconds - base));
    answers = run.answers;
  }
  return { perSecond: median(rates), answers };
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en');
const exact = rate({ method: 'cfr' }, Math.round(400 * scale));
const sampled = rate({ method: 'mccfr', games: 1 }, Math.round(4000 * scale));
const perIteration = sampled.answers / Math.round(4000 * scale);

console.log("Solving Leduc hold'em (9,457 nodes, 288 information states), iterations per CPU second:");
console.log('| method | iterations/s | engine answers per iteration |');
console.log('|---|---|---|');
console.log(`| exact CFR+ over the tree (cfr) | ${fmt(exact.perSecond)} | none (the tree is built once) |`);
console.log(`| sampled CFR, external sampling (mccfr) | ${fmt(sampled.perSecond)} | ${fmt(perIteration)} |`);
