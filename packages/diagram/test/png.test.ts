// The SVG as a browser draws it: Debian's Chromium (through playwright-core) renders the track
// diagram of two models to PNG. The picture has the size the SVG says, every step box is painted
// where the layout puts it, and the text the layout did not measure still fits inside its box. The
// PNGs go to test-results/ (ignored); `TABLETWIN_UPDATE_DOCS=1` writes them to docs/ for the
// README instead, so a test run never changes tracked files.
// The DOM types are for the function that runs in the page; the build (src only) stays without them.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagramOf, renderSvg, trackLayout } from '../src/index.js';
import { models } from './helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const docs = fileURLToPath(
  new URL(process.env['TABLETWIN_UPDATE_DOCS'] === '1' ? '../docs/' : '../test-results/', import.meta.url),
);
const byName = new Map(models());

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** What the page measures of the rendered SVG and of the PNG decoded again in a canvas. */
interface Seen {
  svg: { width: number; height: number };
  /** Step boxes (rounded rects of radius 6) in page pixels. */
  boxes: { x: number; y: number; w: number; h: number }[];
  /** Texts that start inside a box and end beyond its right edge. */
  overflowing: string[];
  /** Share of pixels that are not (nearly) white. */
  inked: number;
  /** Per box: share of its inner pixels that are not the box's fill, and whether its four edges are inked. */
  perBox: { inked: number; edges: boolean }[];
}

let browser: Browser;

describe.skipIf(!existsSync(CHROMIUM))('the track diagram in Chromium', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
    mkdirSync(docs, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each(['hex-skirmish.yaml', 'tictactoe.yaml'])(
    '%s: rendered at its size, every box painted where the layout says, text inside its box',
    async (name) => {
      const d = diagramOf(byName.get(name)!);
      const layout = trackLayout(d.flow);
      const svg = renderSvg(layout, { title: d.title, subtitle: d.subtitle });
      const width = Number(/^<svg[^>]* width="([\d.]+)"/.exec(svg)![1]);
      const height = Number(/^<svg[^>]* height="([\d.]+)"/.exec(svg)![1]);
      const headH = Number(/<g transform="translate\(0,([\d.]+)\)">/.exec(svg)![1]);

      const page = await browser.newPage({ viewport: { width: Math.ceil(width), height: Math.ceil(height) } });
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">${svg}</body></html>`);
      const png = await page.locator('svg').screenshot({ type: 'png' });
      expect(pngSize(png)).toEqual({ width: Math.ceil(width), height: Math.ceil(height) });

      // Measured in the page: the PNG is decoded again in a canvas, so what is counted is the file.
      const seen = await page.evaluate(
        async (dataUrl: string): Promise<Seen> => {
          const root = document.querySelector('svg')!;
          const r = root.getBoundingClientRect();
          const rects = [...root.querySelectorAll('rect[rx="6"]')].map((e) => e.getBoundingClientRect());
          const overflowing: string[] = [];
          for (const t of root.querySelectorAll('text')) {
            const b = t.getBoundingClientRect();
            const mid = b.y + b.height / 2;
            const box = rects.find((x) => b.x >= x.x && b.x < x.right && mid > x.y && mid < x.bottom);
            if (box && b.right > box.right + 0.5) overflowing.push(t.textContent ?? '');
          }
          const img = new Image();
          img.src = dataUrl;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = img.width;
          canvas.height = img.height;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          const px = ctx.getImageData(0, 0, img.width, img.height).data;
          const dark = (x: number, y: number, fill: number): boolean => {
            const i = (Math.round(y) * img.width + Math.round(x)) * 4;
            return Math.abs(px[i]! - fill) + Math.abs(px[i + 1]! - fill) + Math.abs(px[i + 2]! - fill) > 24;
          };
          let inked = 0;
          for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) if (dark(x, y, 255)) inked++;
          const perBox = rects.map((b) => {
            let n = 0;
            let all = 0;
            for (let y = b.y + 3; y < b.bottom - 3; y++)
              for (let x = b.x + 3; x < b.right - 3; x++, all++) if (dark(x, y, 248)) n++;
            const cx = b.x + b.width / 2;
            const cy = b.y + b.height / 2;
            const edges = [dark(cx, b.y, 255), dark(cx, b.bottom - 1, 255), dark(b.x, cy, 255), dark(b.right - 1, cy, 255)];
            return { inked: n / all, edges: edges.every(Boolean) };
          });
          // Chromium lays out in 1/64 px: tenths of a pixel are what the SVG writes.
          const tenth = (v: number): number => Math.round(v * 10) / 10;
          return {
            svg: { width: tenth(r.width), height: tenth(r.height) },
            boxes: rects.map((b) => ({ x: tenth(b.x), y: tenth(b.y), w: tenth(b.width), h: tenth(b.height) })),
            overflowing,
            inked: inked / (img.width * img.height),
            perBox,
          };
        },
        `data:image/png;base64,${png.toString('base64')}`,
      );
      await page.close();

      expect(seen.svg).toEqual({ width, height });
      expect(seen.boxes).toEqual(layout.boxes.map((b) => ({ x: b.x, y: b.y + headH, w: b.w, h: b.h })));
      expect(seen.overflowing).toEqual([]);
      // Not blank, not a flood: frames, text and tracks on a white page.
      expect(seen.inked).toBeGreaterThan(0.03);
      expect(seen.inked).toBeLessThan(0.4);
      // Every box has a border on all four sides and writing inside.
      seen.perBox.forEach((b, i) => {
        expect(b.edges, layout.boxes[i]!.key).toBe(true);
        expect(b.inked, layout.boxes[i]!.key).toBeGreaterThan(0.01);
      });
      writeFileSync(`${docs}${name.replace('.yaml', '.png')}`, png);
    },
  );
});
