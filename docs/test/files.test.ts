// (d) Every tactic in the docs loads and plays against the model it names (its `game`): the last
// working model of its page with that id, else a built-in model. The tactic is checked as
// `tabletwin validate tactic.yaml --model model.yaml` checks it: no errors, and no rule for a
// place the model never asks. Each is saved under its own name next to the built-in tactics, so
// `extends` may name either. A tactic marked `<!-- broken: TEXT -->` must fail with an error
// holding TEXT instead. Every view loads and draws the table of that model (its `view`
// name is the game id) at the start and after each request of a game, naming nothing the model
// lacks.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { run } from '@tabletwin/cli';
import { loadModel, newGame, randomPlayer } from '@tabletwin/engine';
import { loadView, tableOf, type Table } from '@tabletwin/views';
import { fences, fileKind, pages, repoDir, type Fence } from './pages.js';

const all = pages().flatMap((p) => fences(p));
const work = mkdtempSync(join(tmpdir(), 'tabletwin-docs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
for (const f of readdirSync(join(repoDir, 'models', 'tactics')))
  copyFileSync(join(repoDir, 'models', 'tactics', f), join(work, f));

/** The value of a top-level key such as `game: pig` (read from the line, as the files are YAML 1.1). */
const idOf = (text: string, key: string): string | null => new RegExp(`^${key}:\\s*['"]?([\\w-]+)`, 'm').exec(text)?.[1] ?? null;

/**
 * The model text a tactic or view names: the last model of its page with that id that is not
 * marked as failing (a page that builds a model step by step ends with the whole one), else a
 * built-in model.
 */
function modelFor(f: Fence, id: string): string {
  const own = all.filter(
    (m) =>
      m.page === f.page &&
      fileKind(m) === 'model' &&
      idOf(m.body, 'game') === id &&
      !m.markers.some((x) => x.startsWith('broken') || x.startsWith('stops')),
  );
  if (own.length > 0) return own.at(-1)!.body;
  for (const file of readdirSync(join(repoDir, 'models')).filter((x) => x.endsWith('.yaml'))) {
    const text = readFileSync(join(repoDir, 'models', file), 'utf8');
    if (idOf(text, 'game') === id) return text;
  }
  throw new Error(`${f.page}:${f.line}: no model with game '${id}'`);
}

const tactics = all.filter((f) => fileKind(f) === 'tactic');
for (const f of tactics) writeFileSync(join(work, `${idOf(f.body, 'tactic')}.yaml`), f.body);
const views = all.filter((f) => fileKind(f) === 'view');

test('the tactics of the docs have names of their own', () => {
  const names = tactics.map((f) => idOf(f.body, 'tactic'));
  expect(new Set(names).size).toBe(names.length);
});

describe.each(tactics.map((f) => [`${f.page}:${f.line}`, f] as const))('tactic at %s', (_where, f) => {
  test('loads, plays, and every rule has a place', async () => {
    const name = idOf(f.body, 'tactic')!;
    writeFileSync(join(work, `${name}-model.yaml`), modelFor(f, idOf(f.body, 'game')!));
    let out = '';
    const code = await run(['validate', join(work, `${name}.yaml`), '--model', join(work, `${name}-model.yaml`), '--json'], {
      out: (t) => void (out += t),
      err: (t) => void (out += t),
    });
    const report = JSON.parse(out) as { ok: boolean; errors: string[]; warnings: string[] };
    const broken = f.markers
      .find((m) => m.startsWith('broken:'))
      ?.slice('broken:'.length)
      .trim();
    if (broken !== undefined) {
      expect(report.errors.some((e) => e.includes(broken))).toBe(true);
      expect(code).toBe(1);
      return;
    }
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(code).toBe(0);
  });
});

function notices(t: Table): string[] {
  const slots = [...t.table, ...t.players.flatMap((p) => p.rows)].flatMap((r) => r.slots);
  return slots.flatMap((s) => [...s.notices, ...(s.kind === 'notice' ? [s.notice] : [])]);
}

describe.each(views.map((f) => [`${f.page}:${f.line}`, f] as const))('view at %s', (_where, f) => {
  test('draws every table of a game without a notice', () => {
    const view = loadView(f.body);
    const model = loadModel(modelFor(f, idOf(f.body, 'view')!));
    const game = newGame(model, { seed: 3 });
    const player = randomPlayer(4);
    const seen: string[] = [];
    let previous: Table | undefined;
    for (let i = 0; i < 200; i++) {
      const table = tableOf(game, view, { viewer: null, previous });
      seen.push(...notices(table));
      previous = table;
      const r = game.request();
      if (r.kind === 'end') break;
      game.answer(r.kind === 'chance' ? game.sample() : player.choose(r, game));
    }
    expect(seen).toEqual([]);
  });
});
