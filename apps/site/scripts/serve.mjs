// Serves the built site (dist/) as the static folder it is: `PORT=8080 node scripts/serve.mjs`.
// Only GET and HEAD, only files under dist/, with the right MIME types; the e2e test starts it too.
// The build writes a brotli and a gzip copy beside each text file (`x.js.br`, `x.js.gz`): a client
// that accepts one gets it, with `content-encoding`, and nothing is compressed per request.
// Paths are untrusted: one that cannot be decoded, or that climbs (`..`, also encoded), or holds a
// backslash or NUL is a 400, never a thrown error (see the README's Decisions).
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.yaml': 'text/yaml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json',
};

/** A request whose path is refused, with the status and the words the reply carries. */
class Refused extends Error {
  name = 'Refused';
  kind = 'refused-path';
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The path's segments, decoded, from a request target: origin form (`/a/b?q`) or absolute form
 * (`http://host/a/b`). Empty segments (`//`) are dropped; `.` and `..` are refused rather than
 * resolved, so no spelling of a path can leave the folder.
 */
export function segmentsOf(target) {
  let raw = target;
  if (!raw.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(raw);
    if (absolute === null) throw new Refused(400, 'the request target is not a path');
    raw = raw.slice(absolute[0].length) || '/';
    if (!raw.startsWith('/')) raw = `/${raw}`;
  }
  const path = raw.replace(/[?#].*$/s, '');
  if (/[\\\0]/.test(path)) throw new Refused(400, 'a backslash or NUL in the path');
  const segments = [];
  for (const part of path.split('/')) {
    let name;
    try {
      name = decodeURIComponent(part);
    } catch {
      throw new Refused(400, 'the path is not valid percent-encoded UTF-8');
    }
    // Decoded, a segment may hold what the raw path could not: `%2f`, `%5c`, `%00`.
    if (/[/\\\0]/.test(name)) throw new Refused(400, 'an encoded slash, backslash or NUL in the path');
    if (name === '.' || name === '..') throw new Refused(400, 'the path climbs out of the site (..)');
    if (name !== '') segments.push(name);
  }
  return segments;
}

/**
 * The file to send for `segments` under `base` (a directory gives its index.html), or null; or
 * `{ redirect: true }` for a directory asked for without its final `/` (`/docs/guide`), whose
 * page's relative links only work at `/docs/guide/`.
 */
function fileFor(base, segments, slash) {
  let file = join(base, ...segments);
  let stat = statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    if (!slash && segments.length > 0)
      return statSync(join(file, 'index.html'), { throwIfNoEntry: false })?.isFile() ? { redirect: true } : null;
    file = join(file, 'index.html');
    stat = statSync(file, { throwIfNoEntry: false });
  }
  if (stat === undefined || !stat.isFile()) return null;
  // A link inside the folder could still point out of it: only the real place counts.
  const real = realpathSync(file);
  if (real !== base && !real.startsWith(base + sep)) return null;
  return { file: real, size: stat.size };
}

/** Copies the build may hold beside a file, in the order they are preferred. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Our encodings a request's `accept-encoding` accepts, preferred first (a list of `name;q=value`;
 * `*` stands for any name not listed; q=0 refuses; no header: none is asked for).
 */
export function acceptedEncodings(header) {
  const q = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp === undefined ? 1 : Number(qp.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name) => (q.has(name) ? q.get(name) : (q.get('*') ?? 0));
  // The client's preference first; at equal weight, brotli (the smaller file).
  return ENCODINGS.filter(([name]) => weight(name) > 0)
    .sort(([a], [b]) => weight(b) - weight(a))
    .map(([name]) => name);
}

/** The precompressed copy of `file` to send for `accepted`, if the folder holds one (checked like any file), else null. */
function encodedCopy(base, file, accepted) {
  for (const name of accepted) {
    const suffix = ENCODINGS.find(([n]) => n === name)[1];
    const stat = statSync(file + suffix, { throwIfNoEntry: false });
    if (stat === undefined || !stat.isFile()) continue;
    const real = realpathSync(file + suffix);
    if (real !== base && !real.startsWith(base + sep)) continue;
    return { file: real, size: stat.size, encoding: name };
  }
  return null;
}

/**
 * The build's hashed files (`assets/Editor-BakDCG5B.js`): a new content is a new name, so the
 * browser may keep them for good, and a file the service worker fetched first is not fetched
 * again by the page. Everything else is revalidated (`no-cache`).
 */
const HASHED = /^assets\/[^/]+-[\w-]{8}\.(?:js|css)$/;

/** Types worth a compressed copy (the build makes them for these); the reply then varies with accept-encoding. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.yaml', '.md']);

const text = (res, status, body, extra = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
};

/**
 * Starts a server for `root` on `port` (0: a free one) at `host`; resolves with it and its address.
 * `onRequest(method, target)` hears every request (the tests count what a browser asks for).
 */
export function serve(root, port = 0, host = '127.0.0.1', { onRequest } = {}) {
  // The folder's real place (it may be reached through a link), against which every file is checked.
  const base = realpathSync.native(resolve(root));
  const server = createServer((req, res) => {
    onRequest?.(req.method, req.url ?? '/');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
      return;
    }
    let found;
    let segments;
    const target = req.url ?? '/';
    try {
      segments = segmentsOf(target);
      found = fileFor(base, segments, target.replace(/[?#].*$/s, '').endsWith('/'));
    } catch (e) {
      if (e instanceof Refused) text(res, e.status, `bad request: ${e.message}\n`);
      // A name the file system refuses (too long, not a folder on the way): there is no such file.
      else text(res, 404, 'not found\n');
      return;
    }
    if (found === null) {
      text(res, 404, 'not found\n');
      return;
    }
    if (found.redirect) {
      // Built from the decoded segments, so the address stays on this host and in the folder.
      const query = /\?[^#]*/.exec(target)?.[0] ?? '';
      const location = `/${segments.map(encodeURIComponent).join('/')}/${query}`;
      text(res, 301, `moved to ${location}\n`, { location });
      return;
    }
    const type = extname(found.file);
    const copy = TEXT.has(type) ? encodedCopy(base, found.file, acceptedEncodings(req.headers['accept-encoding'])) : null;
    const sent = copy ?? found;
    res.writeHead(200, {
      'content-type': MIME[type] ?? 'application/octet-stream',
      'content-length': sent.size,
      'x-content-type-options': 'nosniff',
      'cache-control': HASHED.test(relative(base, found.file).split(sep).join('/'))
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(copy !== null ? { 'content-encoding': copy.encoding } : {}),
      ...(TEXT.has(type) ? { vary: 'accept-encoding' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(sent.file);
    // A file that vanished after the stat: the headers are out, so the connection is cut.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      done({ server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../dist', import.meta.url));
  if (statSync(join(root, 'index.html'), { throwIfNoEntry: false }) === undefined) {
    console.error('apps/site/dist has no index.html: build the site first (npm run build in apps/site)');
    process.exit(1);
  }
  const { url } = await serve(root, Number(process.env.PORT ?? 5173), process.env.HOST ?? '127.0.0.1');
  console.log(`Tabletwin site at ${url}`);
}
