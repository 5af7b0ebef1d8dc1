// The README's example, with the files it reads served from memory.
import { loadModel, playGame, randomPlayer } from '@tabletwin/engine';
import { expect, it } from 'vitest';
import { loadTactic, tacticPlayer } from '../src/index.js';
import { exampleText, HOLD_AT_8 } from './helpers.js';

it('a tactic played from TypeScript', () => {
  const files: Record<string, string> = { 'models/pig.yaml': exampleText('pig.yaml'), 'models/pig-tactic.yaml': HOLD_AT_8 };
  const read = (path: string): string => files[path]!;
  const model = loadModel(read('models/pig.yaml'));
  const tactic = loadTactic(read('models/pig-tactic.yaml'), { model, path: 'models/pig-tactic.yaml', read });
  const me = tacticPlayer(tactic, { seed: 1, record: true });
  const result = playGame(model, { seed: 1, players: [me, randomPlayer(2)] });
  const lines = me.records.map((d) => `${d.where}: ${d.label} (${d.by})`);
  expect(result.returns).toHaveLength(2);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((l) => /^step choice: (roll|stop) \(tactic pig-hold-at-8: rule [12] \(step choice\)\)$/.test(l))).toBe(true);
});
