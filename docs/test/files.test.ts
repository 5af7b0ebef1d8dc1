// (d) Every tactic in the docs loads and plays against the model it names (its `game`): a model
// of the same page with that id, else a built-in model. The tactic is checked as
// `tabletwin validate tactic.yaml --model model.yaml` checks it: no errors, and no rule for a
// place the model never asks. Every view loads and draws the table of that model (its `view`
// name is the game id) at the start and after each request of a game, naming nothing the model
// lacks.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { run } from '@tabletwin/cli';
import { loadModel, newGame, randomPlayer } from '@tabletwin/engine';
import { loadView, tableOf, type Table } from '@tabletwin/views';
import { fences, fileKind, pages, repoDir, type Fence } from './pages.js';

const all = pages().flatMap((p) => fences(p));
const work = mkdtempSync(join(tmpdir(), 'tabletwin-docs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
for (const f of readdirSync(join(repoDir, 'models', 'tactics')))
  copyFileSync(join(repoDir, 'models', 'tactics', f), join(work, f));

const idOf = (text: string, key: string): string | null => {
  const v = (parse(text, { version: '1.1' }) as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : null;
};

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
const views = all.filter((f) => fileKind(f) === 'view');

describe.each(tactics.map((f) => [`${f.page}:${f.line}`, f] as const))('tactic at %s', (_where, f) => {
  test('loads, plays, and every rule has a place', async () => {
    const name = `${f.page.replace('.md', '')}-${f.line}`;
    writeFileSync(join(work, `${name}.yaml`), f.body);
    writeFileSync(join(work, `${name}-model.yaml`), modelFor(f, idOf(f.body, 'game')!));
    let out = '';
    const code = await run(['validate', join(work, `${name}.yaml`), '--model', join(work, `${name}-model.yaml`), '--json'], {
      out: (t) => void (out += t),
      err: (t) => void (out += t),
    });
    const report = JSON.parse(out) as { ok: boolean; errors: string[]; warnings: string[] };
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
