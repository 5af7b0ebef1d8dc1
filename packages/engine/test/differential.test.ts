// The differential test (README, "Differential test"): every model of `models/`, the acceptance
// models and the spec's examples, played with fixed seeds, must ask the same requests, log the
// same entries, write the same snapshots and end the same way as when the games were recorded
// (test/differential/*.json). It pins what the engine does, so a rewrite of its insides can be
// checked game by game. Re-record on purpose, after reading why a game changed:
//   npx -y pnpm@12.4.2 --filter @tabletwin/engine run record-differential
import { afterAll, describe as group, expect, it } from 'vitest';
import { acceptanceFolder, exampleFolder, modelFiles, type ModelOrigin } from '../src/testing/index.js';
import { differences, ending, FORMAT, readRecording, SETTINGS, writeRecording } from './differential/recording.js';
import { COPIES, playRecorded, SEEDS, textHash, type GameRecord } from './differential/trace.js';

const RECORD = process.env['TABLETWIN_RECORD_DIFFERENTIAL'] === '1';
const HOW = 'npx -y pnpm@12.4.2 --filter @tabletwin/engine run record-differential';

const ORIGINS: readonly { origin: ModelOrigin; where: string; present: boolean }[] = [
  { origin: 'repository', where: 'models/', present: true },
  { origin: 'acceptance', where: '../shared/acceptance/models/', present: acceptanceFolder() !== null },
  { origin: 'example', where: '../shared/spec/examples/', present: exampleFolder() !== null },
];

for (const { origin, where, present } of ORIGINS) {
  const files = present ? modelFiles({ origins: [origin], drafts: true }) : [];
  const recording = readRecording(origin);
  const recorded = new Map<string, GameRecord[]>();
  for (const g of recording?.games ?? []) recorded.set(g.model, [...(recorded.get(g.model) ?? []), g]);
  // The shared folders change outside this repository: a model changed or added there is skipped
  // (saying so) until it is recorded again; a model of ours that changed fails.
  const outside = origin !== 'repository';
  const made: GameRecord[] = [];
  const title = present ? `${origin} models (${where})` : `${origin} models: skipped, ${where} is absent`;

  group.skipIf(!present)(title, () => {
    it.skipIf(RECORD)('the recording is there, made with these seeds, cap, chunks and copies', () => {
      expect(recording, `no recording of the ${origin} models: make it with ${HOW}`).not.toBeNull();
      expect(recording!.format).toBe(FORMAT);
      expect(recording!.origin).toBe(origin);
      expect(JSON.parse(JSON.stringify(recording!.settings))).toEqual(JSON.parse(JSON.stringify(SETTINGS)));
    });

    it.skipIf(RECORD)('the recording has the models of the folder, each with every seed', (ctx) => {
      const now = files.map((f) => f.name);
      const then = [...recorded.keys()];
      if (outside && JSON.stringify(now) !== JSON.stringify(then)) {
        ctx.skip(`${where} now has ${now.join(', ')}; the recording has ${then.join(', ')}: record again with ${HOW}`);
      }
      expect(then, `the models of ${where} changed since the recording: record again with ${HOW}`).toEqual(now);
      const seeds = [...recorded].map(([name, games]) => `${name}: ${games.map((g) => g.seed).join(', ')}`);
      expect(seeds).toEqual(then.map((name) => `${name}: ${SEEDS.join(', ')}`));
    });

    it.for(files.map((f) => [f.name, f.text] as const))(`%s: seeds ${SEEDS.join(', ')} play as recorded`, ([name, text], ctx) => {
      const want = recorded.get(name);
      const again = `record again with ${HOW} once the change is meant`;
      if (RECORD) {
        const played = SEEDS.map((seed) => playRecorded(name, text, seed));
        made.push(...played.map((p) => p.record));
        const changed = played.filter((p) => {
          const w = want?.find((g) => g.seed === p.record.seed);
          return w === undefined || differences(w, p).length > 0;
        });
        if (changed.length > 0)
          console.log(`${origin} ${name}: seeds ${changed.map((p) => p.record.seed).join(', ')} recorded anew`);
        return;
      }
      if (want === undefined) {
        if (outside) ctx.skip(`${name} is not in the recording: ${again}`);
        throw new Error(`${name} is not in the recording: ${again}`);
      }
      if (want[0]!.text !== textHash(text)) {
        const why = `${where}${name} changed since it was recorded, so its games may differ: ${again}`;
        if (outside) ctx.skip(why);
        throw new Error(why);
      }
      const problems: string[] = [];
      for (const seed of SEEDS) {
        const w = want.find((g) => g.seed === seed);
        if (w === undefined) problems.push(`${name} seed ${seed} is not recorded`);
        else for (const d of differences(w, playRecorded(name, text, seed))) problems.push(`${name} seed ${seed}: ${d}`);
      }
      if (problems.length > 0) expect.fail(problems.join('\n'));
    });

    afterAll(() => {
      // Where the folder is absent its recording stays as it is.
      if (!RECORD || !present) return;
      // A run of some of the tests (`-t`) must not write a recording that lacks the others.
      if (made.length !== files.length * SEEDS.length) {
        console.log(`${origin}: not every model was played, so ${origin}.json is left as it was`);
        return;
      }
      writeRecording(origin, made);
      const count = (stop: string): number => made.filter((g) => g.stop === stop).length;
      console.log(
        `${origin}.json: ${made.length} games, ${count('end')} ended, ${count('cap')} cut off, ${count('error')} stopped by an error`,
      );
    });
  });
}

group('the comparison', () => {
  const pig = modelFiles({ origins: ['repository'] }).find((f) => f.name === 'pig.yaml')!;
  // A goal of 25 instead of 20: the games are the same until someone banks 20 points.
  const changed = pig.text.replace('GOAL: 20', 'GOAL: 25');

  it('names the chunk of requests where a game first goes another way, and the snapshot parts that differ', () => {
    expect(changed).not.toBe(pig.text);
    const want = playRecorded('pig.yaml', pig.text, 0);
    const got = playRecorded('pig.yaml', changed, 0);
    const first = want.lines.findIndex((line, k) => line !== got.lines[k]);
    expect(first).toBeGreaterThan(COPIES[0]![0]);
    const from = first - (first % 25);
    const report = differences(want.record, got);
    expect(report[0]).toBe(`the ending differs: recorded ${ending(want.record)}; now ${ending(got.record)}`);
    expect(report[1]).toMatch(new RegExp(`^requests differ from request ${from} to ${Math.min(from + 25, got.lines.length)};`));
    expect(report[1]).toContain(`\n  ${first}: ${got.lines[first]!.slice(0, 240)}`);
    expect(report.at(-1)).toBe('the final snapshot differs in: st, rng, log, rest');
  });

  it('a game cut off at the cap keeps the request it stopped at', () => {
    const full = playRecorded('pig.yaml', pig.text, 0);
    const cut = playRecorded('pig.yaml', pig.text, 0, 10);
    expect(ending(cut.record)).toBe('10 requests, cut off');
    expect(cut.lines).toEqual(full.lines.slice(0, 10).concat(full.lines[10]!.replace(/ > \d+$/, '')));
    expect(cut.record.hashes.requests).toHaveLength(1);
  });

  it('a game that stops with an error records its kind and message, after the last request', () => {
    // A text goal: the end condition compares a number with it once someone banks.
    const broken = playRecorded('pig.yaml', pig.text.replace('GOAL: 20', 'GOAL: "twenty"'), 0);
    const played = playRecorded('pig.yaml', pig.text, 0);
    expect(broken.record.stop).toBe('error');
    const message =
      "error evaluating 'score[current] >= GOAL': TypeError: '>=' not supported between instances of 'int' and 'str'";
    expect(broken.record.error).toEqual({ kind: 'TypeError', message, where: 'end condition reached_goal' });
    expect(broken.lines.at(-1)).toBe(`! TypeError at end condition reached_goal: ${message}`);
    expect(ending(broken.record)).toBe(
      `${broken.record.requests} requests, error TypeError at end condition reached_goal: ${message}`,
    );
    expect(broken.lines.slice(0, -1)).toEqual(played.lines.slice(0, broken.lines.length - 1));
  });

  it('finds nothing where nothing changed', () => {
    const want = playRecorded('pig.yaml', pig.text, 1);
    expect(differences(want.record, playRecorded('pig.yaml', pig.text, 1))).toEqual([]);
  });
});
