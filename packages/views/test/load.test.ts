// loadView: every key of docs/views.md with its default, and the errors (path, line, wording).
import { describe, expect, test } from 'vitest';
import { loadView, ViewError } from '../src/index.js';

describe('card keys and their defaults', () => {
  test('an empty card section gives every default', () => {
    expect(loadView('view: x\n').card).toEqual({
      lang: 'en',
      typeField: 'type',
      typeNames: {},
      color: [],
      corner: [],
      stats: null,
      tokens: null,
      sideways: null,
    });
    expect(loadView('view: x\n').view).toBe('x');
    expect(loadView('table: []\n').view).toBe(null);
  });

  test('every card key is read', () => {
    const v = loadView(`
card:
  lang: de
  type_field: kind
  type_names: {hero: Held}
  color:
    - {field: sphere, values: {leadership: "#6d4c9f"}}
  corner: [cost, threat]
  stats:
    - {field: willpower, icon: "✦", name: willpower}
    - {field: hp}
  tokens:
    damage: {color: "#c0392b", name: damage}
    progress: {}
  sideways: exhausted
`);
    expect(v.card).toEqual({
      lang: 'de',
      typeField: 'kind',
      typeNames: { hero: 'Held' },
      color: [{ field: 'sphere', values: { leadership: '#6d4c9f' } }],
      corner: ['cost', 'threat'],
      stats: [
        { field: 'willpower', icon: '✦', name: 'willpower' },
        { field: 'hp', icon: null, name: 'hp' },
      ],
      tokens: { damage: { color: '#c0392b', name: 'damage' }, progress: { color: null, name: 'progress' } },
      sideways: 'exhausted',
    });
  });
});

describe('slots and their defaults', () => {
  const one = (slot: string) => loadView(`table:\n  - row:\n      - ${slot}\n`).table[0]![0];
  test.each([
    ['{zone: deck}', { kind: 'zone', zone: 'deck', as: null, name: null, wide: false, small: false, attachments: null }],
    [
      '{zone: heroes, as: discard, name: Heroes, wide: true, small: true, attachments: {zone: att, field: host}}',
      {
        kind: 'zone',
        zone: 'heroes',
        as: 'discard',
        name: 'Heroes',
        wide: true,
        small: true,
        attachments: { zone: 'att', field: 'host' },
      },
    ],
    ['{meter: {var: threat}}', { kind: 'meter', var: 'threat', max: null, name: null }],
    ['{meter: {var: threat, max: 50, name: threat level}}', { kind: 'meter', var: 'threat', max: 50, name: 'threat level' }],
    ['{meter: {var: threat, name: inner}, name: outer}', { kind: 'meter', var: 'threat', max: null, name: 'outer' }],
    ['{quest: {var: q}}', { kind: 'quest', var: 'q', catalogue: null, progress: null, goal: null, name: null }],
    [
      '{quest: {var: q, catalogue: quests, progress: p, goal: g}, name: Quest}',
      { kind: 'quest', var: 'q', catalogue: 'quests', progress: 'p', goal: 'g', name: 'Quest' },
    ],
    ['{board: {zone: board}}', { kind: 'grid', zone: 'board', var: null, columns: 3, name: null }],
    ['{board: {var: row, columns: 4}, name: row}', { kind: 'grid', zone: null, var: 'row', columns: 4, name: 'row' }],
    [
      '{board: {geometry: map}}',
      {
        kind: 'board',
        geometry: 'map',
        pieces: null,
        icons: {},
        color: null,
        value: null,
        cells: [],
        checkered: false,
        flip: false,
        names: false,
        name: null,
      },
    ],
    [
      '{board: {geometry: map, pieces: {zone: figures}}}',
      expect.objectContaining({ pieces: { zone: 'figures', field: 'cell' } }),
    ],
    [
      '{board: {geometry: map, pieces: {zone: figures, field: at}}}',
      expect.objectContaining({ pieces: { zone: 'figures', field: 'at' } }),
    ],
    ['{board: {geometry: board, pieces: {var: pieces}}}', expect.objectContaining({ pieces: { var: 'pieces' } })],
  ])('%s', (slot, expected) => {
    expect(one(slot)).toEqual(expected);
  });

  test('a full geometry board', () => {
    const v = loadView(`
table:
  - row:
      - name: chessboard
        board:
          geometry: board
          pieces: {var: pieces}
          checkered: true
          flip: true
          names: true
          icons:
            wK: {icon: "♚", color: white}
            bQ: "♛"
          color: {field: side, values: {hero: "#2f6fb3"}}
          value: hp
          cells:
            - {const: OBSTACLES, color: red, name: obstacle}
            - {var: reach, color: blue}
`);
    expect(v.table[0]![0]).toEqual({
      kind: 'board',
      geometry: 'board',
      pieces: { var: 'pieces' },
      icons: { wK: { icon: '♚', color: 'white' }, bQ: { icon: '♛', color: null } },
      color: { field: 'side', values: { hero: '#2f6fb3' } },
      value: 'hp',
      cells: [
        { const: 'OBSTACLES', var: null, color: 'red', name: 'obstacle' },
        { const: null, var: 'reach', color: 'blue', name: null },
      ],
      checkered: true,
      flip: true,
      names: true,
      name: 'chessboard',
    });
  });

  test('player rows are read like table rows; data works as well as text', () => {
    const v = loadView({ player: [{ row: [{ zone: 'hand', small: true }] }] });
    expect(v.player).toEqual([
      [{ kind: 'zone', zone: 'hand', as: null, name: null, wide: false, small: true, attachments: null }],
    ]);
    expect(v.table).toEqual([]);
  });
});

describe('errors name the path and the line', () => {
  const err = (src: string | unknown): ViewError => {
    try {
      loadView(src);
    } catch (e) {
      if (e instanceof ViewError) return e;
      throw e;
    }
    throw new Error('no error');
  };
  test.each([
    ['view: x\ncolour: red\n', 'ViewError', 'colour: unknown key', ['colour'], 2],
    ['card:\n  lang: en\n  colour: []\n', 'ViewError', 'card.colour: unknown key', ['card', 'colour'], 3],
    ['card:\n  corner: cost\n', 'ViewError', "card.corner: must be a list, not 'cost'", ['card', 'corner'], 2],
    ['card:\n  stats:\n    - {icon: x}\n', 'ViewError', 'card.stats[0].field: is required', ['card', 'stats', 0, 'field'], 3],
    [
      'table:\n  - row:\n      - {zone: deck}\n      - {zone: pile, as: heap}\n',
      'ViewError',
      "table[0].row[1].as: 'heap'; use row, deck or discard",
      ['table', 0, 'row', 1, 'as'],
      4,
    ],
    [
      'table:\n  - row:\n      - {zone: 3}\n',
      'ViewError',
      'table[0].row[0].zone: must be text, not 3',
      ['table', 0, 'row', 0, 'zone'],
      3,
    ],
    [
      'table:\n  - row:\n      - {zone: d, wide: "yes please"}\n',
      'ViewError',
      "table[0].row[0].wide: must be true or false, not 'yes please'",
      ['table', 0, 'row', 0, 'wide'],
      3,
    ],
    [
      'table:\n  - row:\n      - {deck: d}\n',
      'ViewError',
      'table[0].row[0]: a slot needs one of zone, meter, quest or board',
      ['table', 0, 'row', 0],
      3,
    ],
    ['table:\n  - row:\n      - deck\n', 'ViewError', "table[0].row[0]: a slot is a dict, not 'deck'", ['table', 0, 'row', 0], 3],
    ['player:\n  - rows: []\n', 'ViewError', 'player[0].rows: unknown key', ['player', 0, 'rows'], 2],
    [
      'table:\n  - row:\n      - {board: {columns: 3}}\n',
      'ViewError',
      'table[0].row[0].board: a grid needs zone or var',
      ['table', 0, 'row', 0, 'board'],
      3,
    ],
    [
      'table:\n  - row:\n      - {board: {zone: a, var: b}}\n',
      'ViewError',
      'table[0].row[0].board: a grid needs zone or var, not both',
      ['table', 0, 'row', 0, 'board'],
      3,
    ],
    [
      'table:\n  - row:\n      - {board: {zone: a, columns: 0}}\n',
      'ViewError',
      'table[0].row[0].board.columns: must be at least 1, not 0',
      ['table', 0, 'row', 0, 'board', 'columns'],
      3,
    ],
    [
      'table:\n  - row:\n      - {board: {zone: a, geometry: b}}\n',
      'ViewError',
      'table[0].row[0].board.zone: unknown key',
      ['table', 0, 'row', 0, 'board', 'zone'],
      3,
    ],
    [
      'table:\n  - row:\n      - {board: {geometry: b, pieces: {}}}\n',
      'ViewError',
      'table[0].row[0].board.pieces: pieces needs var or zone',
      ['table', 0, 'row', 0, 'board', 'pieces'],
      3,
    ],
    [
      'table:\n  - row:\n      - {board: {geometry: b, pieces: {var: p, field: c}}}\n',
      'ViewError',
      'table[0].row[0].board.pieces.field: field goes with zone, not var',
      ['table', 0, 'row', 0, 'board', 'pieces', 'field'],
      3,
    ],
    [
      'table:\n  - row:\n      - board:\n          geometry: b\n          cells:\n            - {color: red}\n',
      'ViewError',
      'table[0].row[0].board.cells[0]: a cells entry needs const or var',
      ['table', 0, 'row', 0, 'board', 'cells', 0],
      6,
    ],
    [
      'table:\n  - row:\n      - board:\n          geometry: b\n          icons: {wK: 3}\n',
      'ViewError',
      'table[0].row[0].board.icons.wK: an icon is text or {icon, color}',
      ['table', 0, 'row', 0, 'board', 'icons', 'wK'],
      5,
    ],
    [
      'table:\n  - row:\n      - {meter: {var: t, max: lots}}\n',
      'ViewError',
      "table[0].row[0].meter.max: must be a number, not 'lots'",
      ['table', 0, 'row', 0, 'meter', 'max'],
      3,
    ],
    ['- a\n- b\n', 'ViewError', 'a view is a dict of keys, not a list', [], 1],
    ['', 'ViewError', 'the view is empty', [], null],
  ])('%j', (src, kind, message, path, line) => {
    const e = err(src);
    expect({ kind: e.kind, message: e.message, path: e.path, line: e.line }).toEqual({ kind, message, path, line });
  });

  test("unreadable YAML: the spec wording, the line and the reader's reason", () => {
    const e = err('view: x\ntable: [\n  {zone: a\n');
    expect(e).toBeInstanceOf(ViewError);
    expect([e.kind, e.message, e.line !== null]).toEqual(['ViewUnreadable', 'The view cannot be read', true]);
    expect(e.detail).toBeTypeOf('string');
    const dup = err('view: x\nview: y\n');
    expect([dup.kind, dup.message, dup.line]).toEqual(['ViewUnreadable', 'The view cannot be read', 2]);
  });

  test('a view given as data has no line', () => {
    const e = err({ table: [{ row: [{ zone: 1 }] }] });
    expect([e.message, e.line, e.where]).toEqual(['table[0].row[0].zone: must be text, not 1', null, 'table[0].row[0].zone']);
  });

  test('YAML 1.1 like models: yes is true', () => {
    expect(loadView('table:\n  - row:\n      - {zone: d, wide: yes}\n').table[0]![0]).toMatchObject({ wide: true });
  });

  test('the same reader as models: merge keys, and keys that are text', () => {
    const merged = loadView('table:\n  - row:\n      - &b {zone: d, wide: yes}\n      - {<<: *b, zone: e}\n');
    expect(merged.table[0]![1]).toMatchObject({ zone: 'e', wide: true });
    const e = err('view: x\n1: a\n');
    expect([e.kind, e.message, e.line, e.detail]).toEqual([
      'ViewUnreadable',
      'The view cannot be read',
      2,
      'key 1 is not text; put it in quotes',
    ]);
  });
});
