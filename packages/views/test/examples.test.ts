// Every example model, laid out: each file of the repository's models/ and of the spec's examples
// (../shared/spec/examples, when it is there), played for a while by a seeded random hand, with
// the automatic layout (as everyone and as player 0) and with the model's own view where
// models/views/ has one. Nothing throws, ids are unique, a model's own view names nothing the
// model lacks, and the cells of a board never overlap and lie on the board.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readYaml, sampleChance, type Game } from '@tabletwin/engine';
import { modelFiles, type ModelFile } from '@tabletwin/engine/testing';
import { describe, expect, test } from 'vitest';
import { loadView, tableOf, type BoardSlot, type Table, type View } from '../src/index.js';
import { gameOf, MODELS, slots } from './helpers.js';

const VIEWS = join(MODELS, 'views');
/** Requests played per model: enough for cards to move and pieces to die, short enough for chess. */
const REQUESTS = 60;

const files = modelFiles({ origins: ['repository', 'example'] });

/** The view of a model of models/ (models/views/ has the same name); the spec's examples have none. */
function viewFor(file: ModelFile): View | null {
  const path = join(VIEWS, file.name);
  return file.origin === 'repository' && existsSync(path) ? loadView(readFileSync(path, 'utf8')) : null;
}

/** The tables of every position up to REQUESTS, each with the previous one of its kind. */
function tablesOf(game: Game, view: View | null): Table[] {
  const out: Table[] = [];
  const previous = new Map<string, Table>();
  const lay = (key: string, v: View | null, viewer: number | null) => {
    const t = tableOf(game, v, { viewer, previous: previous.get(key) ?? null });
    previous.set(key, t);
    out.push(t);
  };
  let state = 1;
  for (let i = 0; i <= REQUESTS; i++) {
    lay('auto', null, null);
    lay('auto0', null, 0);
    if (view !== null) {
      lay('view', view, null);
      lay('view0', view, 0);
    }
    const r = game.request();
    if (r.kind === 'end') break;
    state = (state * 48271) % 2147483647;
    game.answer(r.kind === 'chance' ? sampleChance(game) : r.subset ? 0 : state % r.options.length);
  }
  return out;
}

/** Least distance between two cell centres: square cells are 1 wide, hex centres √3 apart (written to 3 decimals). */
const spacing = (b: BoardSlot): number => (b.shape === 'hex' ? Math.sqrt(3) : 1) - 1e-3;

describe.each(files.map((f) => [`${f.origin}/${f.name}`, f] as const))('%s', (_name, file) => {
  const view = viewFor(file);
  const tables = tablesOf(gameOf(file.text, 1), view);
  const boards = tables.flatMap((t) => slots(t).filter((s): s is BoardSlot => s.kind === 'board'));

  test('every position gives a table, automatic and with its view, with unique slot ids', () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) {
      const ids = slots(t).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  test('the automatic layout shows every zone: a shared one once, a per-player one in each area', () => {
    const model = readYaml(file.text).data as { state?: { zones?: Record<string, { owner?: string }> } };
    const zones = Object.entries(model.state?.zones ?? {});
    const auto = tables.find((t) => t.automatic && t.viewer === null)!;
    const shown = (rows: Table['table']) => rows.flatMap((r) => r.slots.flatMap((x) => (x.kind === 'zone' ? [x.zone] : [])));
    expect(shown(auto.table)).toEqual(zones.filter(([, z]) => z.owner !== 'player').map(([n]) => n));
    for (const area of auto.players)
      expect(shown(area.rows)).toEqual(zones.filter(([, z]) => z.owner === 'player').map(([n]) => n));
  });

  test.skipIf(view === null)('its own view names nothing the model lacks', () => {
    const notices = tables.filter((t) => !t.automatic).flatMap((t) => slots(t).flatMap((s) => s.notices));
    expect(notices).toEqual([]);
    const missing = tables.flatMap((t) => slots(t).filter((s) => s.kind === 'notice'));
    expect(missing).toEqual([]);
  });

  test.skipIf(boards.length === 0)('board cells do not overlap and lie on the board', () => {
    for (const b of boards) {
      const gap = spacing(b);
      b.cells.forEach((c, i) => {
        expect(c.x > 0 && c.x < b.width && c.y > 0 && c.y < b.height, `${b.id} ${c.cell}`).toBe(true);
        for (const d of b.cells.slice(i + 1))
          expect(Math.hypot(c.x - d.x, c.y - d.y), `${b.id}: ${c.cell} and ${d.cell}`).toBeGreaterThanOrEqual(gap);
      });
    }
  });
});
