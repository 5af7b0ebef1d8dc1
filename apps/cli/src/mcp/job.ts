// One tool call of the MCP server, in its own worker thread: the call's files are written to a
// fresh folder, reads are confined to that folder and the built-ins, the `tabletwin` command runs
// in-process on them, and what it printed goes back. The thread is the unit of the limits: the
// server terminates it past its time or memory, and the server itself goes on.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { confineReads } from '../builtin.js';
import { linesFrom } from '../input.js';
import { run } from '../run.js';
import { FILE_MARK, type JobInput, type JobMessage } from './protocol.js';

const input = workerData as JobInput;
const dir = mkdtempSync(join(tmpdir(), 'tabletwin-mcp-'));
const post = (m: JobMessage) => parentPort!.postMessage(m);
const PROGRESS = /([\d,]+)\/([\d,]+) games/;

try {
  for (const [name, text] of Object.entries(input.files)) writeFileSync(join(dir, name), text);
  confineReads(dir);
  const mark = new RegExp(`${FILE_MARK}([A-Za-z0-9_.-]+)`, 'g');
  const argv = input.argv.map((a) => a.replace(mark, (_, name: string) => join(dir, name)));
  let out = '';
  let err = '';
  const code = await run(argv, {
    out: (t) => (out += t),
    err: (t) => {
      const m = PROGRESS.exec(t);
      if (m !== null && t.startsWith('[')) {
        post({ kind: 'progress', done: Number(m[1]!.replace(/,/g, '')), total: Number(m[2]!.replace(/,/g, '')) });
        return;
      }
      err += t;
    },
    input: linesFrom(input.answers ?? []),
    echoInput: true,
  });
  const collected: Record<string, string> = {};
  for (const name of input.collect ?? []) {
    try {
      collected[name] = readFileSync(join(dir, name), 'utf8');
    } catch {
      // not written: the command said why
    }
  }
  // The folder shows in messages: the agent gave a text, not a path, so it reads the names back.
  const clean = (t: string) => t.split(dir + '/').join('');
  post({ kind: 'done', code, out: clean(out), err: clean(err), collected });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
