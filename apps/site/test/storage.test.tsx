// Texts kept in localStorage when the browser refuses a write: a Storage whose setItem throws
// QuotaExceededError (as a full one does) or SecurityError (as one that keeps nothing does). The
// write must not throw, the page must go on reading the new text, and the notice must say so.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Drafts, troubleMessage } from '../src/lib/storage.js';
import { StorageNotice } from '../src/pages/StorageNotice.js';
import { MemoryStorage } from './memory-storage.js';

const MODEL = 'tabletwin.model';
const FULL_MODEL =
  "This browser's storage is full: your model is kept on this page only, until you close or reload it; " +
  'copy it out of the editor, or export a game of it in the player, to keep it.';

describe('kept texts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  test('a write that fits is stored, and nothing is said', () => {
    const storage = new MemoryStorage(1000);
    const d = new Drafts(() => storage);
    expect(d.write(MODEL, 'game: a')).toBe(true);
    expect([d.read(MODEL), storage.getItem(MODEL), d.trouble()]).toEqual(['game: a', 'game: a', []]);
  });

  test('storage full: the write does not throw, the page reads the new text, and the notice says the storage is full', () => {
    const storage = new MemoryStorage(100);
    storage.setItem(MODEL, 'game: old');
    storage.setItem('filler', 'x'.repeat(100 - MODEL.length - 'game: old'.length - 'filler'.length));
    const d = new Drafts(() => storage);
    const heard = vi.fn();
    d.subscribe(heard);
    const before = d.version();

    expect(d.write(MODEL, 'game: new and longer')).toBe(false);
    expect(d.read(MODEL)).toBe('game: new and longer');
    expect(storage.getItem(MODEL)).toBe('game: old');
    expect(d.trouble()).toEqual([{ key: MODEL, reason: 'full', message: FULL_MODEL }]);
    expect([heard.mock.calls.length, d.version()]).toEqual([1, before + 1]);

    // The stored text written again (an edit undone) is kept: nothing is refused.
    expect(d.write(MODEL, 'game: old')).toBe(true);
    expect([d.read(MODEL), d.trouble()]).toEqual(['game: old', []]);
    expect(d.write(MODEL, 'game: new and longer')).toBe(false);

    // An empty editor for a key that holds nothing (the tactic box, opened) loses nothing: no notice for it.
    expect(d.write('tabletwin.tactic', '')).toBe(true);
    expect([d.read('tabletwin.tactic'), d.trouble().map((t) => t.key)]).toEqual([null, [MODEL]]);

    // Room made: the next write is stored and the notice goes.
    storage.removeItem('filler');
    expect(d.write(MODEL, 'game: newer')).toBe(true);
    expect([d.read(MODEL), storage.getItem(MODEL), d.trouble()]).toEqual(['game: newer', 'game: newer', []]);
  });

  test('a browser that keeps nothing: SecurityError on write, or on reading localStorage itself', () => {
    const refusing = new Drafts(() => new MemoryStorage(0, 'SecurityError'));
    expect(refusing.write('tabletwin.tactic', 'tactic: t')).toBe(false);
    expect(refusing.read('tabletwin.tactic')).toBe('tactic: t');
    expect(refusing.trouble()).toEqual([
      {
        key: 'tabletwin.tactic',
        reason: 'refused',
        message:
          'This browser does not let the site keep data (a private window?): your tactic is kept on this page only, ' +
          'until you close or reload it; copy it out of the editor to keep it.',
      },
    ]);
    const forbidden = new Drafts(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(forbidden.read('tabletwin.drawing')).toBe(null);
    expect(forbidden.write('tabletwin.drawing', 'game: d')).toBe(false);
    expect([forbidden.read('tabletwin.drawing'), forbidden.trouble().map((t) => t.reason)]).toEqual(['game: d', ['refused']]);
    expect(troubleMessage('tabletwin.drawing', 'full')).toBe(
      "This browser's storage is full: your drawing is kept on this page only, until you close or reload it; copy it out of the editor to keep it.",
    );
  });

  test('with localStorage full, "Your model" and an imported record are the new text, not the stored one', async () => {
    const storage = new MemoryStorage(0);
    storage.items.set(MODEL, 'game: stored\n');
    vi.stubGlobal('localStorage', storage);
    const { modelText, openRecord, store, YOURS } = await import('../src/lib/models.js');
    expect(modelText(YOURS)).toBe('game: stored\n');

    expect(store('game: edited\n')).toBe(false);
    expect(modelText(YOURS)).toBe('game: edited\n');

    const link = openRecord({
      format: 'tabletwin-game',
      version: 1,
      model: 'yours',
      text: 'game: imported\n',
      seed: 2,
      players: ['you', 'first'],
      answers: [0],
    });
    expect(link).toEqual({ model: YOURS, seed: 2, players: ['you', 'first'], answers: [0] });
    expect(modelText(YOURS)).toBe('game: imported\n');
    expect(storage.getItem(MODEL)).toBe('game: stored\n');
  });

  test('the notice shows each refused text in plain words, and nothing when all are kept', () => {
    const storage = new MemoryStorage(0);
    const d = new Drafts(() => storage);
    expect(renderToStaticMarkup(<StorageNotice of={d} />)).toBe('');
    d.write(MODEL, 'game: x');
    expect(renderToStaticMarkup(<StorageNotice of={d} />)).toBe(
      `<div class="storage-trouble" role="alert"><p data-key="${MODEL}">${FULL_MODEL.replace("'", '&#x27;')}</p></div>`,
    );
  });
});
