// scripts/serve.mjs against untrusted paths, over raw HTTP (node:net), so that malformed request
// lines reach the server as sent: a table of known cases, then thousands of random paths from a
// fixed seed. Every reply must be a well-formed HTTP response with an expected status, no reply may
// carry a file from outside the served folder, and the server must still answer afterwards.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@tabletwin/engine/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { serve } from '../scripts/serve.mjs';

/** The served folder (a stand-in for dist/) and a secret beside it that must never be served. */
const FILES: Record<string, { body: string; type: string }> = {
  'index.html': { body: '<!doctype html><title>site</title>', type: 'text/html; charset=utf-8' },
  'assets/app.js': { body: 'console.log("app");', type: 'text/javascript; charset=utf-8' },
  'assets/style.css': { body: 'body{}', type: 'text/css; charset=utf-8' },
  'models/docs/schema.json': { body: '{"type":"object"}', type: 'application/json' },
  'sub/index.html': { body: '<!doctype html><title>sub</title>', type: 'text/html; charset=utf-8' },
  'a b.txt': { body: 'a file with a space', type: 'text/plain; charset=utf-8' },
  'docs/guide.md': { body: '# Guide', type: 'text/markdown; charset=utf-8' },
  'docs/a b/index.html': { body: '<!doctype html><title>a b</title>', type: 'text/html; charset=utf-8' },
};
const SECRET = 'SECRET-OUTSIDE-THE-SITE';

interface Reply {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

/** Parses one HTTP/1.x response that is the whole of `data` (the server closes after it); throws if it is not well-formed. */
function parseReply(data: Buffer, head: boolean): Reply {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no end of headers in ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3}) [^\r\n]*$/.exec(statusLine!);
  if (m === null) throw new Error(`bad status line ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const h = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (h === null) throw new Error(`bad header line ${JSON.stringify(line)}`);
    headers.set(h[1]!.toLowerCase(), h[2]!);
  }
  const status = Number(m[1]);
  const rest = data.subarray(end + 4);
  if (head || status === 304) {
    if (rest.length !== 0) throw new Error(`a body after a ${head ? 'HEAD' : '304'} reply`);
    return { status, headers, body: rest };
  }
  if (headers.get('transfer-encoding') === 'chunked') {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = rest.indexOf('\r\n', at);
      const size = eol === -1 ? NaN : parseInt(rest.subarray(at, eol).toString('latin1'), 16);
      if (!Number.isFinite(size)) throw new Error('bad chunk size');
      if (size === 0) {
        if (rest.subarray(eol + 2).toString('latin1') !== '\r\n') throw new Error('bad end of chunks');
        return { status, headers, body: Buffer.concat(parts) };
      }
      parts.push(rest.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
  }
  const length = headers.get('content-length');
  if (length !== undefined && Number(length) !== rest.length)
    throw new Error(`content-length ${length} but ${rest.length} bytes came`);
  return { status, headers, body: rest };
}

describe('the static server', () => {
  let server: Server;
  let port: number;
  let top: string;

  beforeAll(async () => {
    top = mkdtempSync(join(tmpdir(), 'tabletwin-serve-'));
    const dist = join(top, 'dist');
    for (const [name, f] of Object.entries(FILES)) {
      mkdirSync(join(dist, name, '..'), { recursive: true });
      writeFileSync(join(dist, name), f.body);
    }
    writeFileSync(join(top, 'secret.txt'), SECRET);
    // A link inside the folder that points out of it: serving it would leak the secret.
    symlinkSync(join(top, 'secret.txt'), join(dist, 'link.txt'));
    ({ server } = (await serve(dist, 0)) as { server: Server });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(top, { recursive: true, force: true });
  });

  /** Sends `target` as the request line's target, byte for byte, on a fresh connection. */
  function ask(target: string, method = 'GET'): Promise<Reply> {
    return new Promise((done, fail) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', fail);
      // A hang guard, not a speed bound: a server that dropped the request never answers at all.
      socket.setTimeout(60_000, () => socket.destroy(new Error(`${method} ${JSON.stringify(target)}: no reply`)));
      socket.on('close', () => {
        try {
          done(parseReply(Buffer.concat(chunks), method === 'HEAD'));
        } catch (e) {
          fail(new Error(`${method} ${JSON.stringify(target)}: ${(e as Error).message}`));
        }
      });
      socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 'latin1'));
    });
  }

  /** Which file of the folder `body` is, or null when it is none of them. */
  const fileOf = (body: Buffer): string | null =>
    Object.entries(FILES).find(([, f]) => Buffer.from(f.body).equals(body))?.[0] ?? null;

  test.each([
    ['/', 200, 'index.html'],
    ['/index.html', 200, 'index.html'],
    ['/index.html?x=1#y', 200, 'index.html'],
    ['//', 200, 'index.html'],
    ['/assets/app.js', 200, 'assets/app.js'],
    ['/assets//style.css', 200, 'assets/style.css'],
    ['/models/docs/schema.json', 200, 'models/docs/schema.json'],
    ['/sub/', 200, 'sub/index.html'],
    ['/sub', 301, null],
    ['/docs/guide.md', 200, 'docs/guide.md'],
    ['/docs/a%20b/', 200, 'docs/a b/index.html'],
    ['/a%20b.txt', 200, 'a b.txt'],
    ['/%61ssets/app.js', 200, 'assets/app.js'],
    ['http://localhost/assets/app.js', 200, 'assets/app.js'],
    ['/%E0%A4%A', 400, null],
    ['/%', 400, null],
    ['/%ZZ', 400, null],
    ['/%ED%A0%80', 400, null],
    ['/../secret.txt', 400, null],
    ['/assets/../../secret.txt', 400, null],
    ['/%2e%2e/secret.txt', 400, null],
    ['/%2E%2E/secret.txt', 400, null],
    ['/.%2e/secret.txt', 400, null],
    ['/..%2fsecret.txt', 400, null],
    ['/..%2Fsecret.txt', 400, null],
    ['/..%5csecret.txt', 400, null],
    ['/..\\secret.txt', 400, null],
    ['/assets\\app.js', 400, null],
    ['/index.html%00.png', 400, null],
    ['/./index.html', 400, null],
    ['*', 400, null],
    ['//localhost/../secret.txt', 400, null],
    ['/link.txt', 404, null],
    ['/secret.txt', 404, null],
    ['/nothing-here', 404, null],
    ['/index.html/more', 404, null],
    ['/models/docs', 404, null],
  ])('GET %s → %i', async (target, status, file) => {
    const r = await ask(target);
    expect(r.status).toBe(status);
    if (file === null) {
      expect(r.body.toString()).not.toContain(SECRET);
      expect(fileOf(r.body)).toBe(null);
    } else {
      expect(r.body.toString()).toBe(FILES[file]!.body);
      expect(r.headers.get('content-type')).toBe(FILES[file]!.type);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('a folder asked for without its final slash moves there, with its query, on this host', async () => {
    for (const [target, location] of [
      ['/sub', '/sub/'],
      ['/sub?model=pig&seed=1#x', '/sub/?model=pig&seed=1'],
      ['//sub', '/sub/'],
      ['/%73ub', '/sub/'],
      ['/docs/a%20b', '/docs/a%20b/'],
      ['http://elsewhere.example/sub?q', '/sub/?q'],
    ]) {
      const r = await ask(target!);
      expect([r.status, r.headers.get('location'), r.body.toString()]).toEqual([301, location, `moved to ${location}\n`]);
    }
    // A folder without an index.html is no page: not found, with or without the slash.
    expect((await ask('/models/docs')).status).toBe(404);
    expect((await ask('/docs')).status).toBe(404);
  });

  test('a malformed path is answered with its reason; HEAD has no body; other methods are a 405', async () => {
    const bad = await ask('/%E0%A4%A');
    expect([bad.status, bad.headers.get('content-type'), bad.body.toString()]).toEqual([
      400,
      'text/plain; charset=utf-8',
      'bad request: the path is not valid percent-encoded UTF-8\n',
    ]);
    expect((await ask('/%2e%2e/secret.txt')).body.toString()).toBe('bad request: the path climbs out of the site (..)\n');
    const head = await ask('/assets/app.js', 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.body.length]).toEqual([
      200,
      String(FILES['assets/app.js']!.body.length),
      0,
    ]);
    // A name longer than the file system allows is a missing file, not an error.
    expect((await ask(`/${'a'.repeat(3000)}`)).status).toBe(404);
    const post = await ask('/', 'POST');
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  test('3000 random paths from seed 7: well-formed replies of the expected statuses, nothing from outside, and the server answers after', async () => {
    const random = mulberry32(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const tokens = [
      ...['index.html', 'assets', 'app.js', 'style.css', 'sub', 'models', 'docs', 'schema.json', 'a%20b.txt', 'secret.txt'],
      ...['link.txt', '..', '.', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%2f', '%2F', '%5c', '%5C', '\\', '%00', '\0', '%'],
      ...['%E0%A4%A', '%E0%A4', '%C0%AE', '%C0%AF', '%ZZ', '%G1', '%u002e', '~', '?', '#', '?x=1', ';', ' ', '\t', '\u00e9'],
      ...['%C3%A9', '%F0%9F%8E%B2', '%ED%A0%80', '%FF', '%80', '\u00ff', '//', 'http:', '@', '%25', '%252e%252e', '+'],
    ];
    /** One segment: a token, random bytes (any but CR and LF, which would end the request line), or a random escape. */
    const segment = (): string => {
      const r = random();
      if (r < 0.6) return pick(tokens);
      if (r < 0.85) {
        let s = '';
        for (let n = 1 + Math.floor(random() * 6); n > 0; n--) {
          const b = Math.floor(random() * 256);
          s += b === 13 || b === 10 ? '_' : String.fromCharCode(b);
        }
        return s;
      }
      if (r < 0.97)
        return `%${Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0')}`;
      return 'x'.repeat(Math.floor(random() * 2000));
    };
    /** A file of the folder, some letters percent-encoded, sometimes with one segment put in: mostly 200s and near misses. */
    const nearFile = (): string => {
      const names = pick(Object.keys(FILES)).split('/');
      if (random() < 0.4) names.splice(Math.floor(random() * (names.length + 1)), 0, segment());
      const spelled = [...names.join('/')].map((ch) =>
        ch !== '/' && random() < 0.15 ? encodeURIComponent(ch).replace(/^[^%]$/, (c) => `%${c.charCodeAt(0).toString(16)}`) : ch,
      );
      return `/${spelled.join('').replace(/ /g, '%20')}${random() < 0.2 ? `?${pick(tokens)}` : ''}`;
    };
    const pathOf = (): string => {
      if (random() < 0.35) return nearFile();
      const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, segment);
      const joined = parts.join(random() < 0.8 ? '/' : '');
      const lead = random();
      return lead < 0.9 ? `/${joined}` : lead < 0.95 ? `http://localhost/${joined}` : joined;
    };
    const methods = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'];
    const cases = Array.from({ length: 3000 }, () => ({ target: pathOf(), method: pick(methods) }));

    const allowed = new Set([200, 301, 302, 304, 400, 404, 405]);
    const statuses = new Map<number, number>();
    const served = new Set<string>();
    // Eight connections at a time: enough to keep the server busy without a pile of sockets.
    for (let at = 0; at < cases.length; at += 8) {
      const replies = await Promise.all(cases.slice(at, at + 8).map((c) => ask(c.target, c.method)));
      replies.forEach((r, i) => {
        const c = cases[at + i]!;
        const where = `${c.method} ${JSON.stringify(c.target)}`;
        expect(allowed.has(r.status), `${where} → ${r.status}`).toBe(true);
        expect(r.body.toString('latin1').includes(SECRET), where).toBe(false);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 200 && c.method === 'GET') {
          const file = fileOf(r.body);
          expect(file, `${where}: a 200 whose body is no file of the folder`).not.toBe(null);
          expect(r.headers.get('content-type'), where).toBe(FILES[file!]!.type);
          served.add(file!);
        }
      });
    }
    // The mix really reached every branch: files served, paths refused, files missing, methods refused.
    for (const s of [200, 400, 404, 405]) expect(statuses.get(s) ?? 0, `replies with ${s}`).toBeGreaterThan(20);
    expect([...served].sort()).toEqual(Object.keys(FILES).sort());
    expect(server.listening).toBe(true);
    const after = await ask('/');
    expect([after.status, after.body.toString()]).toEqual([200, FILES['index.html']!.body]);
    expect(readFileSync(join(top, 'secret.txt'), 'utf8')).toBe(SECRET);
  });
});
