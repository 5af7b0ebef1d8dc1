import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EngineClient, Stopped, type WorkerLike } from '../src/lib/engine-client.js';
import type { FromWorker, ToWorker } from '../src/lib/protocol.js';

/** A worker that answers a job only when the test says so. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
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
    vi.advanceTimersByTime(9_999);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]!.terminated).toBe(true);
    const [s, o] = await caught;
    expect(s).toEqual({ status: 'rejected', reason: new Stopped(10) });
    expect((s as PromiseRejectedResult).reason.message).toBe('stopped after 10 s: does the model end?');
    expect(o.status).toBe('rejected');
    expect(client.generation).toBe(2);

    const next = client.run('catalog', { models: [] });
    expect(workers[1]!.received).toEqual([{ id: 3, kind: 'catalog', job: { models: [] } }]);
    // A late answer of the old worker is ignored.
    workers[0]!.reply({ id: 1, ok: true, answer: { entries: [] } });
    workers[1]!.reply({ id: 3, ok: true, answer: { entries: [] } });
    await expect(next).resolves.toEqual({ entries: [] });
  });
});
