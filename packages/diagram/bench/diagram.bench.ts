// How long the diagram takes, in milliseconds per call, on the largest acceptance model:
// - diagramOf (the validator without test games, the markers, the panels), against the validator
//   alone, which it runs once inside;
// - trackLayout of the flow tree, and renderSvg of the layout.
// Absolute times on a shared machine are noise; the ratios are what to compare. Run with
// `pnpm bench` in this package (it uses the built packages).
import { existsSync, readFileSync } from 'node:fs';
import { diagramOf, renderSvg, trackLayout } from '@tabletwin/diagram';
import { validate } from '@tabletwin/validator';
import { Bench } from 'tinybench';

const file = new URL('../../../../shared/acceptance/models/hex-skirmish.yaml', import.meta.url);
if (!existsSync(file)) {
  console.log('../shared/acceptance is not here: nothing to measure');
  process.exit(0);
}
const text = readFileSync(file, 'utf8');
const diagram = diagramOf(text);
const layout = trackLayout(diagram.flow);

const bench = new Bench({ time: 2000 });
bench
  .add('floor: validate without test games', () => void validate(text, { testGames: false }))
  .add('diagramOf', () => void diagramOf(text))
  .add('trackLayout', () => void trackLayout(diagram.flow))
  .add('renderSvg', () => void renderSvg(layout, { title: diagram.title, subtitle: diagram.subtitle }))
  .add('diagramOf + trackLayout + renderSvg', () => {
    const d = diagramOf(text);
    renderSvg(trackLayout(d.flow), { title: d.title });
  });
await bench.run();

const ms = (name: string) => {
  const task = bench.tasks.find((t) => t.name === name)!;
  const result = task.result as { latency?: { mean: number }; mean?: number } | undefined;
  return result?.latency?.mean ?? result?.mean ?? NaN;
};
const floor = ms('floor: validate without test games');
console.log('hex-skirmish.yaml, ms per call (mean)');
console.log('| Work | ms per call | ratio to the validator alone |');
console.log('|---|---|---|');
for (const task of bench.tasks)
  console.log(`| ${task.name} | ${ms(task.name).toFixed(3)} | ${(ms(task.name) / floor).toFixed(2)}× |`);
