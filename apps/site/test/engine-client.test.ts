import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EngineClient, START_LIMIT, Stopped, type WorkerLike } from '../src/lib/engine-client.js';
import type { FromWorker, ToWorker } from '../src/lib/protocol.js';

/** A worker that answers a job only when the test says so. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: ToWorker[] = [];
  terminated = false;
  postMessage(m: ToWorker): void {
    this.received.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(r: FromWorker): void {
    this.onmessage?.({ data: r } as MessageEvent<FromWorker>);
  }
  start(id: number): void {
    this.reply({ id, started: true });
  }
}

describe('the kill switch', () => {
  let workers: FakeWorker[];
  let client: EngineClient;
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    client = new EngineClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
  });
  afterEach(() => vi.useRealTimers());

  test('an answer in time resolves the job, an error rejects it', async () => {
    const a = client.run('diagram', { text: 'x' });
    const b = client.run('diagram', { text: 'y' });
    expect(workers[0]!.received.map((m) => [m.id, m.kind])).toEqual([
      [1, 'diagram'],
      [2, 'diagram'],
    ]);
    workers[0]!.reply({ id: 2, ok: false, error: 'ModelError: line 1: not a model' });
    workers[0]!.reply({ id: 1, ok: true, answer: { svg: '<svg/>', text: 't', title: 'T', errors: [], steps: [], cards: [] } });
    await expect(a).resolves.toEqual({ svg: '<svg/>', text: 't', title: 'T', errors: [], steps: [], cards: [] });
    await expect(b).rejects.toThrow('ModelError: line 1: not a model');
    vi.advanceTimersByTime(20_000);
    expect(workers).toHaveLength(1);
  });

  test('a job past its limit terminates the worker, stops every job it held, and a new worker takes the next', async () => {
    const slow = client.run('check', { text: 'loop' });
    const other = client.run('diagram', { text: 'x' }, 60_000);
    const caught = Promise.allSettled([slow, other]);
    vi.advanceTimersByTime(5_000);
    workers[0]!.start(1);
    vi.advanceTimersByTime(9_999);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
    const [s, o] = await caught;
    expect(s).toEqual({ status: 'rejected', reason: new Stopped(10) });
    expect((s as PromiseRejectedResult).reason.message).toBe('stopped after 10 s: does the model end?');
    expect(o.status).toBe('rejected');
    expect(client.generation).toBe(2);

    const next = client.run('lint', { text: '' });
    expect(workers[1]!.received).toEqual([{ id: 3, kind: 'lint', job: { text: '' } }]);
    // A late answer of the old worker is ignored.
    workers[0]!.reply({ id: 1, ok: true, answer: { findings: [] } });
    workers[1]!.reply({ id: 3, ok: true, answer: { findings: [] } });
    await expect(next).resolves.toEqual({ findings: [] });
  });

  test('the limit counts from when the worker takes the job up: a slow start-up or a job waiting behind another is not stopped', async () => {
    const first = client.run('lint', { text: '' });
    const second = client.run('lint', { text: '' });
    // The worker's code takes 30 s to load on a busy machine; then the first job runs 8 s.
    vi.advanceTimersByTime(30_000);
    workers[0]!.start(1);
    vi.advanceTimersByTime(8_000);
    workers[0]!.reply({ id: 1, ok: true, answer: { findings: [] } });
    workers[0]!.start(2);
    vi.advanceTimersByTime(9_000);
    workers[0]!.reply({ id: 2, ok: true, answer: { findings: [] } });
    await expect(first).resolves.toEqual({ findings: [] });
    await expect(second).resolves.toEqual({ findings: [] });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
  });

  test('a job the worker never takes up is stopped after the start limit, with its own words', async () => {
    const job = client.run('lint', { text: '' });
    const caught = job.catch((e: unknown) => e);
    vi.advanceTimersByTime(START_LIMIT - 1);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(String(await caught)).toBe('Error: stopped: the engine did not take the job up within 60 s');
    expect(workers).toHaveLength(2);
  });

  test("a worker whose code fails stops what it held with the error, a new one takes the next job, and the old one's words are ignored", async () => {
    const job = client.run('diagram', { text: 'x' });
    const caught = job.catch((e: unknown) => e);
    workers[0]!.onerror?.({ message: 'SyntaxError: Unexpected token' } as ErrorEvent);
    expect(workers[0]!.terminated).toBe(true);
    expect(String(await caught)).toBe("Error: the engine's worker failed: SyntaxError: Unexpected token");
    const next = client.run('lint', { text: '' });
    workers[0]!.start(2);
    workers[0]!.reply({ id: 2, ok: true, answer: { findings: [{ severity: 'error', message: 'old', line: 1, column: 1 }] } });
    workers[1]!.start(2);
    workers[1]!.reply({ id: 2, ok: true, answer: { findings: [] } });
    await expect(next).resolves.toEqual({ findings: [] });
  });
});
