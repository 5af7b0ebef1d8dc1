import { describe, expect, test } from 'vitest';
import { readRecord, recordFileName, recordOf, RecordError } from '../src/lib/record.js';

const link = { model: 'pig', seed: 3, players: ['you', 'random'], answers: [0, 1, 0] };
const good = recordOf(link, 'game: pig\n');

describe('game records', () => {
  test('a record reads back as written; its file is named by model, seed and question', () => {
    expect(readRecord(JSON.stringify(good))).toEqual({
      format: 'tabletwin-game',
      version: 1,
      model: 'pig',
      text: 'game: pig\n',
      seed: 3,
      players: ['you', 'random'],
      answers: [0, 1, 0],
    });
    expect(recordFileName(link)).toBe('pig-seed-3-q4.json');
    expect(recordFileName({ ...link, model: 'a b/c', answers: [] })).toBe('a-b-c-seed-3-q1.json');
  });

  test.each([
    ['{', /^file: not JSON \(/],
    ['[]', /^file: not a game record \(an object\)$/],
    [JSON.stringify({ ...good, format: 'x' }), /^format: expected "tabletwin-game", found "x"$/],
    [JSON.stringify({ ...good, version: 2 }), /^version: this site reads version 1, found 2$/],
    [JSON.stringify({ ...good, model: '' }), /^model: expected the model’s name$/],
    [JSON.stringify({ ...good, text: ' ' }), /^text: expected the model’s text$/],
    [JSON.stringify({ ...good, seed: 1.5 }), /^seed: expected a whole number, found 1.5$/],
    [JSON.stringify({ ...good, players: [] }), /^players: expected a list of player names, one per seat$/],
    [JSON.stringify({ ...good, players: ['you', 3] }), /^players: /],
    [JSON.stringify({ ...good, answers: 'x' }), /^answers: expected a list of option numbers$/],
    [JSON.stringify({ ...good, answers: [0, -1] }), /^answers\[1\]: expected an option number from 0, found -1$/],
  ])('%s is refused, naming the place', (json, message) => {
    let error: unknown;
    try {
      readRecord(json);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RecordError);
    expect((error as RecordError).kind).toBe('record');
    expect((error as Error).message).toMatch(message);
  });
});
