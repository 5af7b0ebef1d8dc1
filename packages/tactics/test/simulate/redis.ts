// A throwaway Redis for the queue tests: Debian's redis-server on a free loopback port, without
// persistence, stopped after the tests. CI installs redis-server (.ci/run); nothing is skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (it keeps nothing on disk). */
  start(): Promise<void>;
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

function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    let out = '';
    child.once('error', (e) =>
      reject(new Error(`redis-server cannot start (install it: apt-get install redis-server): ${e.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        child.removeAllListeners('exit');
        resolve(child);
      }
    });
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: await spawnRedis(port),
    stop: () =>
      new Promise<void>((resolve) => {
        const child = redis.process;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    async start() {
      redis.process = await spawnRedis(port);
    },
  };
  return redis;
}

/** A queue worker process (queue-worker.mjs); `lines` fills with what it prints, `seen(p)` waits for a line. */
export function startWorkerProcess(
  url: string,
  lockMs: number,
  extra: readonly string[] = [],
): { child: ChildProcess; lines: string[]; ready: Promise<void>; started: Promise<void>; seen(prefix: string): Promise<string> } {
  const child = spawn(
    process.execPath,
    [new URL('./queue-worker.mjs', import.meta.url).pathname, url, String(lockMs), ...extra],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiting: { prefix: string; resolve: (line: string) => void }[] = [];
  const seen = (prefix: string) =>
    new Promise<string>((resolve) => {
      const found = lines.find((l) => l.startsWith(prefix));
      if (found !== undefined) resolve(found);
      else waiting.push({ prefix, resolve });
    });
  let buffer = '';
  child.stdout!.on('data', (d: Buffer) => {
    buffer += d.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      lines.push(line);
      for (const w of waiting.filter((x) => line.startsWith(x.prefix))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  return { child, lines, ready: seen('ready').then(() => {}), started: seen('start ').then(() => {}), seen };
}

export function kill(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
