import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Table } from '@tabletwin/views';
import { light, TableView } from '../src/pages/Table.js';
import { cellName } from '../src/pages/Board.js';

const board: Table = {
  view: 'test',
  viewer: 0,
  lang: 'en',
  automatic: false,
  table: [
    {
      slots: [
        {
          kind: 'board',
          id: 'board',
          name: 'Pond',
          notices: [],
          geometry: 'square',
          shape: 'square',
          width: 2,
          height: 1,
          flipped: false,
          cells: [
            { cell: 'a1', x: 0.5, y: 0.5, label: null, dark: false, highlight: null, changed: false, pieces: [] },
            {
              cell: 'b1',
              x: 1.5,
              y: 0.5,
              label: null,
              dark: true,
              highlight: null,
              changed: true,
              pieces: [{ label: 'frog', icon: null, initials: 'F', color: 'green', value: null, uid: 3, fields: {} }],
            },
          ],
          holes: [],
          walls: [],
          columns: [],
          rows: [],
          legend: [],
          offBoard: [],
        },
      ],
    },
  ],
  players: [],
};

describe('TableView', () => {
  test('a square board is drawn as SVG cells in board units times the cell size, with its pieces', () => {
    const html = renderToStaticMarkup(<TableView table={board} />);
    expect(html).toContain('<svg class="board" width="72" height="36" viewBox="0 0 72 36" role="group" aria-label="Pond">');
    // Every cell is a button named by its cell and what stands on it.
    expect(html).toContain('<g data-cell="a1" class="cell-item" role="button" tabindex="0" aria-label="a1, empty">');
    expect(html).toContain('aria-label="b1, green frog (F)" data-item="piece">');
    expect(html).toContain('<rect x="0" y="0" width="36" height="36" class="board-cell"></rect>');
    expect(html).toContain('<rect x="36" y="0" width="36" height="36" class="board-cell dark changed"></rect>');
    expect(html).toContain('<circle cx="54" cy="18" r="12" fill="green" stroke="#333" class="piece"></circle>');
    expect(html).not.toContain('style=');
  });
});

describe('coordinates', () => {
  test('file and rank names along the edges where the board has them, the board moved right and the drawing taller to make room', () => {
    const slot = board.table[0]!.slots[0]! as Extract<Table['table'][0]['slots'][0], { kind: 'board' }>;
    const named: Table = {
      ...board,
      table: [
        {
          slots: [
            {
              ...slot,
              columns: [
                { label: 'a', x: 0.5 },
                { label: 'b', x: 1.5 },
              ],
              rows: [{ label: '1', y: 0.5 }],
            },
          ],
        },
      ],
    };
    const html = renderToStaticMarkup(<TableView table={named} />);
    expect(html).toContain('<svg class="board" width="90" height="54" viewBox="0 0 90 54"');
    expect(html).toContain('<rect x="18" y="0" width="36" height="36" class="board-cell"></rect>');
    expect(html).toContain('<text x="36" y="49" class="coordinate" aria-hidden="true">a</text>');
    expect(html).toContain('<text x="72" y="49" class="coordinate" aria-hidden="true">b</text>');
    expect(html).toContain('<text x="9" y="22" class="coordinate" aria-hidden="true">1</text>');
  });

  test('chess symbols name their pieces', () => {
    const piece = { label: 'P', icon: '♙', initials: 'P', color: 'white', value: null, uid: null, fields: {} };
    expect(cellName('e2', [piece], null)).toBe('e2, white pawn');
    expect(cellName('e4', [], 'move here from e2')).toBe('e4, empty, move here from e2');
  });
});

describe('writing on pieces', () => {
  test.each([
    ['white', true],
    ['#fff', true],
    ['#f0f0f0', true],
    ['black', false],
    ['#444', false],
    ['#2f6fdb', false],
    [null, false],
  ])('%s is light: %s', (colour, expected) => expect(light(colour)).toBe(expected));
});
