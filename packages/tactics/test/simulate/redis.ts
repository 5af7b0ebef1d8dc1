// A throwaway Redis for the queue tests: Debian's redis-server on a free loopback port, without
// persistence, stopped after the tests. CI installs redis-server (.ci/run); nothing is skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface TestRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.once('error', (e) =>
      reject(new Error(`redis-server cannot start (install it: apt-get install redis-server): ${e.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A queue worker process (queue-worker.mjs); `lines` fills with what it prints. */
export function startWorkerProcess(
  url: string,
  lockMs: number,
): { child: ChildProcess; lines: string[]; ready: Promise<void>; started: Promise<void> } {
  const child = spawn(process.execPath, [new URL('./queue-worker.mjs', import.meta.url).pathname, url, String(lockMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let onReady: () => void = () => {};
  let onStart: () => void = () => {};
  const ready = new Promise<void>((r) => (onReady = r));
  const started = new Promise<void>((r) => (onStart = r));
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      if (line === 'ready') onReady();
      if (line.startsWith('start ')) onStart();
    }
  });
  return { child, lines, ready, started };
}

export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
