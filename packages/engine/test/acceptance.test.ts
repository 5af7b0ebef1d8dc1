// The acceptance models (../shared/acceptance/models, README there) and the repository's own
// models/: every complete model plays 1,000 seeded random games to an end with the shared checks
// of @tabletwin/engine/testing, and shows the end reasons of the README's table; the Pig draft
// stops where docs/guide.md says. Acceptance models are skipped when ../shared is absent.
import { describe as group, expect, it } from 'vitest';
import { loadModel, NotExecutable, playGame } from '../src/index.js';
import { checkModel, modelFiles } from '../src/testing/index.js';

const GAMES = 1000;
/**
 * Models whose random games are long: chess plays up to 200 plies, each testing every move for
 * check, so 1,000 games take minutes. Its own tests (perft, every end rule) check it closely.
 */
const FEWER: Readonly<Record<string, number>> = { 'chess.yaml': 20 };
const files = modelFiles();
const drafts = modelFiles({ drafts: true }).filter((f) => f.draft);

group.runIf(files.length > 0)('every model', () => {
  it.each(files.map((f) => [f.name, (f.origin === 'repository' ? FEWER[f.name] : undefined) ?? GAMES, f] as const))(
    `%s: %i seeded random games end without an engine error; copies go on the same way`,
    (_name, games, file) => {
      const report = checkModel(loadModel(file.text), { games, endReasons: file.endReasons });
      expect(report.problems).toEqual([]);
      expect(Object.values(report.reasons).reduce((a, b) => a + b, 0)).toBe(games);
      // Every reason of the README's table shows up in 1,000 games (tic-tac-toe's `full` too).
      if (file.endReasons !== null) expect(Object.keys(report.reasons).sort()).toEqual([...file.endReasons].sort());
    },
  );
});

group.runIf(drafts.length > 0)('drafts', () => {
  it('pig-draft.yaml loads and every game stops at action stop: pre is text without pre_x', () => {
    const m = loadModel(drafts.find((f) => f.name === 'pig-draft.yaml')!.text);
    for (let seed = 0; seed < 20; seed++) {
      let error: unknown = null;
      try {
        playGame(m, { seed });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(NotExecutable);
      expect((error as NotExecutable).message).toBe('action stop: pre is text without pre_x');
      expect((error as NotExecutable).where).toBe('action stop');
    }
  });
});
