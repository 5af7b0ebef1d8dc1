// Golden playthroughs: one recorded game per model (seed, random players, the whole log in the
// engine's wire form). Replaying it must give the same log entry for entry, so a change of the
// engine or of a model that alters play is seen and approved on purpose:
//   npx -y pnpm@12.4.2 --filter @tabletwin/models golden
// writes the files anew; read their diff before committing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModel, logToWire, playGame, randomPlayer } from '@tabletwin/engine';
import { expect, test } from 'vitest';
import { libraryModels, MODELS } from './helpers.js';

const UPDATE = process.env['TABLETWIN_UPDATE_GOLDEN'] === '1';
const SEED = 1;
/** Long enough for every library game to end; a game cut off here is recorded as cut off. */
const MAX_REQUESTS = 5_000;

interface Golden {
  seed: number;
  players: string;
  returns: readonly number[] | null;
  reason: string | null;
  requests: number;
  log: unknown[];
}

function play(text: string): Golden {
  const model = loadModel(text);
  const seats = Array.from({ length: model.numPlayers }, (_, p) => randomPlayer(SEED * 100 + p));
  const r = playGame(model, { seed: SEED, players: seats, maxRequests: MAX_REQUESTS });
  return {
    seed: SEED,
    players: 'random',
    returns: r.returns,
    reason: r.reason,
    requests: r.requests,
    log: logToWire(r.log) as unknown[],
  };
}

/** The first place where two logs part, in words: a readable diff for a long game. */
function firstDifference(want: Golden, got: Golden): string | null {
  const n = Math.max(want.log.length, got.log.length);
  for (let i = 0; i < n; i++) {
    const a = JSON.stringify(want.log[i]);
    const b = JSON.stringify(got.log[i]);
    if (a !== b) return `entry ${i} of ${want.log.length}:\n  recorded ${a ?? '(none)'}\n  now      ${b ?? '(none)'}`;
  }
  const a = JSON.stringify({ ...want, log: [] });
  const b = JSON.stringify({ ...got, log: [] });
  return a === b ? null : `the ending:\n  recorded ${a}\n  now      ${b}`;
}

test.each(libraryModels().map((m) => [m.name, m] as const))('%s replays its golden playthrough', (name, m) => {
  const file = join(MODELS, 'test', 'golden', `${name}.json`);
  const got = play(m.text);
  if (UPDATE) writeFileSync(file, `${JSON.stringify(got, null, 1)}\n`);
  if (!existsSync(file)) throw new Error(`no golden playthrough for ${name}: write it with the package's golden script`);
  const want = JSON.parse(readFileSync(file, 'utf8')) as Golden;
  const diff = firstDifference(want, got);
  expect(diff, `${name} plays differently from its recording at ${diff}`).toBeNull();
});
