// Issue 11: inputs that ran for minutes or took gigabytes, each now ending quickly with a
// language error or its value. Each runs in a child process with a time and memory limit, so a
// hang or an out-of-memory abort fails the test instead of the runner. The children get a budget
// of 20,000,000 steps (the real one is 50,000,000): time and memory scale with it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildForChildren, pool, runInChild, type Outcome } from './child/run.js';

const STEPS = 20_000_000;
/** Heap for the budget above (about 10 bytes a step) and the process itself. */
const HEAP_MB = 450;
// Each case takes 1 – 3 s of CPU alone; the limit that means "a hang" is CPU time, not the wall
// clock, so a machine busy with other suites cannot pass for one (before the fixes these ran for
// minutes or aborted out of memory).
const CPU_SECONDS = 60;
const TIMEOUT = 'TimeoutError: expression takes too long (more than 50,000,000 steps)';
const TEXT = 'MemoryError: text too large (more than 10,000,000 characters)';

const D = '{str(k): k for k in range(10**6)}';
const CASES: [string, string][] = [
  // len, {**D} and dict(D) of a big dict were charged one step each (250 ms of work).
  [`[len(D) + i for D in [${D}] for i in range(10**5)][-1]`, TIMEOUT],
  [`[len({**D, 'x': i}) for D in [${D}] for i in range(10**5)][-1]`, TIMEOUT],
  [`[len(dict(D)) for D in [${D}] for i in range(10**5)][-1]`, TIMEOUT],
  // Hashing a big tuple was free and done again each time; a tuple now keeps its hash.
  ['[(i, T)[1] in S for T in [tuple(range(10**6))] for S in [set()] for i in range(10**5)][-1]', 'False'],
  ['len(str([[0]*1000]*10**6))', TEXT],
  // The message of the error quotes the value briefly.
  ['[].index([[0]*1000]*10**6)', `ValueError: [[${'0, '.repeat(66)}... is not in list`],
  // Building millions of small containers: the memory was not counted.
  ['len({(i,) for i in range(10**7)})', TIMEOUT],
  ['len(list(zip(range(10**7), range(10**7))))', TIMEOUT],
  ['[(i,i) for i in range(10**7)]', TIMEOUT],
  ['len([{} for i in range(10**7)])', TIMEOUT],
  ['len([set() for i in range(10**7)])', TIMEOUT],
  ["len({'k' + str(i): i for i in range(10**7)})", TIMEOUT],
  // str() and repr ignored the text limit.
  ['len(str([0]*10**6 * 5))', TEXT],
  ['len(str({str(i): i for i in range(10**6)}))', TIMEOUT],
  ['len(str([0]*10**6))', '3000000'],
];

let child = '';
const outcomes = new Map<string, Outcome>();

beforeAll(async () => {
  child = buildForChildren();
  const results = await pool(
    CASES.map(
      ([src]) =>
        () =>
          runInChild(child, src, STEPS, HEAP_MB, CPU_SECONDS),
    ),
    2,
  );
  CASES.forEach(([src], i) => outcomes.set(src, results[i]!));
}, 900_000);

afterAll(() => {
  for (const [src, o] of outcomes) if (process.env['SHOW_TIMES']) console.log(o.ms, src);
});

describe('hostile expressions end with a language error or their value, in a child with a time and memory limit', () => {
  test.each(CASES)('%s', (src, expected) => {
    const o = outcomes.get(src)!;
    expect(o.raw).toBeUndefined();
    expect(o.error ?? o.value).toBe(expected);
  });
});
