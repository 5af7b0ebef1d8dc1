// Benchmark of the solver (part of `pnpm bench`, after `pnpm build`; uses the built packages):
// CFR iterations per CPU second on Leduc hold'em (models/leduc-poker.yaml, 9,457 nodes).
// 1. Exact CFR+ over the compiled tree (flat arrays, what `solve` runs) against the same
//    iterations over the tree's objects (the implementation before), in turns on one tree built
//    once, so the ratio is of one run on the same load.
// 2. A whole `solve` of 10,000 exact iterations in CPU seconds (the size estimate, the walk
//    through the engine, the iterations and the final measurement).
// 3. Sampled CFR (mccfr), which walks the game: a run with 0 iterations is timed too and taken
//    off, so the size estimate and the final measurement do not count.
// The machine is shared: medians of a few rounds, CPU time of this process.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, newGame } from '@tabletwin/engine';
import { benchTime, inTurns, median } from '@tabletwin/engine/testing';
import { solve, type SolveOptions } from '@tabletwin/tactics';
import { buildTree, compile, iterateCompiled, iterateObjects } from '@tabletwin/tactics/testing';

const here = dirname(fileURLToPath(import.meta.url));
const leduc = loadModel(readFileSync(resolve(here, '../../../models/leduc-poker.yaml'), 'utf8'));
const scale = Number(process.env['BENCH_SCALE'] ?? 1) > 0 ? Number(process.env['BENCH_SCALE'] ?? 1) : 1;
const ROUNDS = 3;
const fmt = (x: number): string => Math.round(x).toLocaleString('en');

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

// 1. In turns, on one tree: each call runs 20 more iterations on its own state.
const built = buildTree(newGame(leduc, { seed: 0 }), 2, 1_000_000, 'bench');
const compiled = compile(built, 2);
let tCompiled = 0;
let tObjects = 0;
const step = 20;
const turns = inTurns(
  () => {
    iterateCompiled(compiled, tCompiled + 1, tCompiled + step);
    tCompiled += step;
    return step;
  },
  () => {
    iterateObjects(built, 2, tObjects + 1, tObjects + step);
    tObjects += step;
    return step;
  },
  benchTime(4000 * scale, 5),
);

// 2. A whole solve of 10,000 iterations.
const whole = median(Array.from({ length: ROUNDS }, () => cpu({ method: 'cfr', iterations: 10_000 }).seconds));

// 3. Sampled CFR.
const sampled = rate({ method: 'mccfr', games: 1 }, Math.round(4000 * scale));
const perIteration = sampled.answers / Math.round(4000 * scale);

console.log("Solving Leduc hold'em (9,457 nodes, 288 information states), iterations per CPU second:");
console.log('| method | iterations/s | engine answers per iteration |');
console.log('|---|---|---|');
console.log(`| exact CFR+ over the compiled tree (cfr) | ${fmt(turns.a)} | none (the tree is built once) |`);
console.log(`| exact CFR+ over the tree's objects (before) | ${fmt(turns.b)} | none |`);
console.log(`| sampled CFR, external sampling (mccfr) | ${fmt(sampled.perSecond)} | ${fmt(perIteration)} |`);
console.log(`Compiled / objects, in turns: ${turns.ratio.toFixed(2)}×`);
console.log(`solve leduc-poker --iterations 10000 (estimate, tree, iterations, measurement): ${whole.toFixed(2)} CPU s`);
