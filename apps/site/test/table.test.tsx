import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Table } from '@tabletwin/views';
import { light, TableView } from '../src/pages/Table.js';

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
    expect(html).toContain('<svg class="board" width="72" height="36" viewBox="0 0 72 36" role="img">');
    expect(html).toContain('<rect x="0" y="0" width="36" height="36" class="board-cell"></rect>');
    expect(html).toContain('<rect x="36" y="0" width="36" height="36" class="board-cell dark changed"></rect>');
    expect(html).toContain('<circle cx="54" cy="18" r="12" fill="green" stroke="#333" class="piece"></circle>');
    expect(html).not.toContain('style=');
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
