// What the coordinator and the workers share about Redis: the address, the names of the run's keys,
// the shape of a job, and Redis's and the libraries' failures in our own words.

export const QUEUE_NAME = 'tabletwin-chunks';

/** Something wrong with the queue: an address that is not redis://host:port, Redis gone, a bad job. */
export class QueueError extends Error {
  override readonly name = 'QueueError';
}

/** `redis://host:port[/db]` (with an optional password) as connection options. */
export function connectionOf(url: string): { host: string; port: number; db?: number; password?: string; username?: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new QueueError(`--queue wants redis://host:port, not ${url}`);
  }
  if (u.protocol !== 'redis:' || u.hostname === '') throw new QueueError(`--queue wants redis://host:port, not ${url}`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port === '' ? 6379 : Number(u.port),
    ...(db === undefined || !Number.isInteger(db) ? {} : { db }),
    ...(u.password === '' ? {} : { password: decodeURIComponent(u.password) }),
    ...(u.username === '' ? {} : { username: decodeURIComponent(u.username) }),
  };
}

/** A job: which run and side, which games. The spec itself is stored once per run (`specKey`). */
export interface JobData {
  run: string;
  side: number;
  from: number;
  to: number;
}

/** The Redis key of a run's spec for one side (BullMQ's own keys start with `bull:`). */
export const specKey = (queue: string, run: string, side: number): string => `tabletwin:${queue}:run:${run}:${side}`;

/** What a worker answers for a job whose run is gone (its spec expired or was removed): nothing to play. */
export const GONE = 'gone';

const RUN = /^[a-z0-9]{1,40}$/;

/** Why `data` cannot be a job of ours (a hand-made or foreign job), or null. */
export function jobProblem(data: unknown, maxChunk: number): string | null {
  if (data === null || typeof data !== 'object') return 'the job has no data';
  const d = data as Record<string, unknown>;
  if (typeof d['run'] !== 'string' || !RUN.test(d['run'])) return 'the job names no run of tabletwin simulate';
  if (d['side'] !== 0 && d['side'] !== 1) return `the job's side is ${JSON.stringify(d['side'])}, not 0 or 1`;
  const { from, to } = d;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || (from as number) < 0 || (to as number) <= (from as number))
    return `the job's games ${String(from)} … ${String(to)} are not a range`;
  if ((to as number) - (from as number) > maxChunk)
    return `the job asks for ${(to as number) - (from as number)} games; a chunk has at most ${maxChunk.toLocaleString('en-US')}`;
  return null;
}

/** A failure of Redis or of the client libraries, in words a person running the command can act on. */
export function redisWords(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (/^OOM\b/.test(message) || /maxmemory/.test(message))
    return 'Redis is out of memory (its maxmemory is reached): free it or give it more';
  if (/NOAUTH|WRONGPASS|invalid password|invalid username-password/i.test(message))
    return 'Redis refuses the password (give it in the address: redis://:password@host:port)';
  if (/READONLY/.test(message)) return 'this Redis is a read-only replica: give the address of the primary';
  if (/MISCONF/.test(message)) return 'Redis cannot save to disk and refuses writes (see its log)';
  if (/Missing key for job/.test(message)) return 'a job is no longer in Redis (restarted or emptied?); its run puts it back';
  if (/ECONNREFUSED/.test(message)) return 'nothing answers at that address (connection refused)';
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return 'the host name is not known';
  if (/ETIMEDOUT|timed? ?out|no answer/i.test(message)) return 'Redis does not answer in time';
  if (/Stream isn't writeable|Connection is closed|ECONNRESET|EPIPE|no connection|enableOfflineQueue/i.test(message))
    return 'the connection is down';
  return message;
}

/** Whether `e` says the connection is down (rather than that a command was refused). */
export function connectionLost(e: unknown): boolean {
  const message = e instanceof Error ? e.message : String(e);
  return /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|Stream isn't writeable|Connection is closed|connect/i.test(
    message,
  );
}
