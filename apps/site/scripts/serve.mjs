// Serves the built site (dist/) as the static folder it is: `PORT=8080 node scripts/serve.mjs`.
// Only GET and HEAD, only files under dist/, with the right MIME types; the e2e test starts it too.
// Paths are untrusted: one that cannot be decoded, or that climbs (`..`, also encoded), or holds a
// backslash or NUL is a 400, never a thrown error (see the README's Decisions).
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
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

/** The file to send for `segments` under `base` (a directory gives its index.html), or null. */
function fileFor(base, segments) {
  let file = join(base, ...segments);
  let stat = statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    file = join(file, 'index.html');
    stat = statSync(file, { throwIfNoEntry: false });
  }
  if (stat === undefined || !stat.isFile()) return null;
  // A link inside the folder could still point out of it: only the real place counts.
  const real = realpathSync(file);
  if (real !== base && !real.startsWith(base + sep)) return null;
  return { file: real, size: stat.size };
}

const text = (res, status, body, extra = {}) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
};

/** Starts a server for `root` on `port` (0: a free one) at `host`; resolves with it and its address. */
export function serve(root, port = 0, host = '127.0.0.1') {
  // The folder's real place (it may be reached through a link), against which every file is checked.
  const base = realpathSync.native(resolve(root));
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
      return;
    }
    let found;
    try {
      found = fileFor(base, segmentsOf(req.url ?? '/'));
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
    res.writeHead(200, {
      'content-type': MIME[extname(found.file)] ?? 'application/octet-stream',
      'content-length': found.size,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(found.file);
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
