// Drafts: the texts an action replaced, and the ones kept by name, newest first, at most ten.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.js';

const pig = readFileSync(new URL('../../../models/pig.yaml', import.meta.url), 'utf8');
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
});

const load = () => import('../src/lib/versions.js');
const at = (minute: number): Date => new Date(2026, 11, 1, 23, minute);

describe('drafts', () => {
  test('a kept text is named by its label, listed newest first, and stored under tabletwin.drafts', async () => {
    const { keepDraft, listDrafts, draftLabel, DRAFTS_KEY } = await load();
    keepDraft('game: pig\nlabel: My pig\n', undefined, at(1));
    keepDraft('game: frogs\n', 'frogs, second try', at(2));
    expect(listDrafts().map((d) => draftLabel(d, at(3)))).toEqual(['frogs, second try · 23:02', 'My pig · 23:01']);
    expect(JSON.parse(storage.getItem(DRAFTS_KEY)!)).toHaveLength(2);
    expect(draftLabel(listDrafts()[0]!, new Date(2026, 11, 2))).toBe('frogs, second try · 2026-12-01 23:02');
  });

  test('nothing is kept when nothing would be lost: an empty text, a built-in model as it is', async () => {
    const { keepDraft, listDrafts } = await load();
    expect(keepDraft('  \n')).toBeNull();
    expect(keepDraft(pig)).toBeNull();
    expect(keepDraft(`${pig}# mine\n`)).toMatchObject({ name: 'Pig' });
    expect(listDrafts()).toHaveLength(1);
  });

  test('the same text kept again moves to the top with its name, not a second copy', async () => {
    const { keepDraft, listDrafts } = await load();
    keepDraft('game: a\n', 'first', at(1));
    keepDraft('game: b\n', undefined, at(2));
    keepDraft('game: a\n', undefined, at(3));
    expect(listDrafts().map((d) => [d.name, d.text])).toEqual([
      ['first', 'game: a\n'],
      ['b', 'game: b\n'],
    ]);
  });

  test('the last ten versions are kept', async () => {
    const { keepDraft, listDrafts, MAX_DRAFTS } = await load();
    for (let i = 0; i < 14; i++) keepDraft(`game: g${i}\n`, undefined, at(i));
    expect(MAX_DRAFTS).toBe(10);
    expect(listDrafts().map((d) => d.name)).toEqual(['g13', 'g12', 'g11', 'g10', 'g9', 'g8', 'g7', 'g6', 'g5', 'g4']);
  });

  test('a stored list that cannot be read is no drafts, and the next draft replaces it', async () => {
    storage.setItem('tabletwin.drafts', '{not json');
    const { keepDraft, listDrafts } = await load();
    expect(listDrafts()).toEqual([]);
    keepDraft('game: x\n');
    expect(listDrafts().map((d) => d.name)).toEqual(['x']);
  });
});
