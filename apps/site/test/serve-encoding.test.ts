// scripts/serve.mjs and the build's precompressed copies: a client that accepts brotli or gzip
// gets the copy (content-encoding, its own length, vary), one that does not gets the file as it is;
// q-values are honoured; a copy reached through a link out of the folder is never sent.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { acceptedEncodings, serve } from '../scripts/serve.mjs';

const APP = 'console.log("app");'.repeat(100);
const CSS = 'body { margin: 0 }\n'.repeat(100);
const SECRET = 'SECRET-OUTSIDE-THE-SITE';

describe('precompressed files', () => {
  let server: Server;
  let port: number;
  let top: string;

  beforeAll(async () => {
    top = mkdtempSync(join(tmpdir(), 'tabletwin-encoding-'));
    const dist = join(top, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets/app.js'), APP);
    writeFileSync(join(dist, 'assets/Editor-BakDCG5B.js'), APP);
    writeFileSync(join(dist, 'assets/index-CZbuQI8c.css'), CSS);
    mkdirSync(join(dist, 'assets/sub'));
    writeFileSync(join(dist, 'assets/sub/Editor-BakDCG5B.js'), APP);
    writeFileSync(join(dist, 'assets/app.js.br'), brotliCompressSync(APP));
    writeFileSync(join(dist, 'assets/app.js.gz'), gzipSync(APP));
    // Only a gzip copy.
    writeFileSync(join(dist, 'assets/style.css'), CSS);
    writeFileSync(join(dist, 'assets/style.css.gz'), gzipSync(CSS));
    // A picture is sent as it is, whatever lies beside it.
    writeFileSync(join(dist, 'logo.png'), 'PNG');
    writeFileSync(join(dist, 'logo.png.gz'), gzipSync('PNG'));
    // A copy that is a link out of the folder must not be followed.
    writeFileSync(join(dist, 'leak.js'), 'leak();');
    writeFileSync(join(top, 'secret.br'), brotliCompressSync(SECRET));
    symlinkSync(join(top, 'secret.br'), join(dist, 'leak.js.br'));
    ({ server } = (await serve(dist, 0)) as { server: Server });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(top, { recursive: true, force: true });
  });

  const get = (path: string, encoding?: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const req = request(
        { port, host: '127.0.0.1', path, method, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', fail);
      req.end();
    });

  test('brotli when accepted, gzip when only that is, the file itself otherwise', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding'], br.headers['vary'], br.headers['content-type']]).toEqual([
      200,
      'br',
      'accept-encoding',
      'text/javascript; charset=utf-8',
    ]);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(APP.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP);

    const plain = await get('/assets/app.js');
    expect([plain.headers['content-encoding'], plain.headers['vary'], plain.body.toString()]).toEqual([
      undefined,
      'accept-encoding',
      APP,
    ]);
    expect((await get('/assets/app.js', 'identity')).body.toString()).toBe(APP);
  });

  test('q-values: a refused brotli gives gzip; a file with only a gzip copy gives it to a brotli client that also takes gzip', async () => {
    expect((await get('/assets/app.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app.js', 'gzip;q=0.9, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/app.js', '*;q=0')).headers['content-encoding']).toBe(undefined);
    const css = await get('/assets/style.css', 'br, gzip');
    expect([css.headers['content-encoding'], gunzipSync(css.body).toString()]).toEqual(['gzip', CSS]);
    expect((await get('/assets/style.css', 'br')).body.toString()).toBe(CSS);
  });

  test('HEAD gives the length of the copy that GET would send; pictures and links out are sent as they are', async () => {
    const head = await get('/assets/app.js', 'br', 'HEAD');
    expect([head.headers['content-encoding'], Number(head.headers['content-length']), head.body.length]).toEqual([
      'br',
      brotliCompressSync(APP).length,
      0,
    ]);
    const png = await get('/logo.png', 'gzip');
    expect([png.headers['content-encoding'], png.headers['vary'], png.body.toString()]).toEqual([undefined, undefined, 'PNG']);
    const leak = await get('/leak.js', 'br');
    expect([leak.headers['content-encoding'], leak.body.toString()]).toEqual([undefined, 'leak();']);
  });

  test("the build's hashed files may be kept for good; other files are revalidated", async () => {
    expect((await get('/assets/Editor-BakDCG5B.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-CZbuQI8c.css', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/app.js', '/logo.png', '/assets/sub/Editor-BakDCG5B.js'])
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
  });

  test.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0.9, br;q=0.5', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip', ['gzip', 'br']],
    ['*;q=0', []],
    ['identity', []],
    ['BR', ['br']],
    ['br;q=x', []],
    ['', []],
  ])('accept-encoding %j accepts %j', (header, want) => expect(acceptedEncodings(header)).toEqual(want));
});
