// Runs expressions in child processes with a time and a memory limit, on a copy of the sources
// turned into JS (tests must not need a build): a hang, an out-of-memory abort or a raw JS error
// shows as such instead of taking the test runner down with it.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Transpiles src/ into a temporary directory once; returns the path of its index.js. */
export function buildForChildren(): string {
  const out = join(tmpdir(), `tabletwin-expr-${process.pid}-${Date.now()}`);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) {
        const js = ts.transpileModule(readFileSync(path, 'utf8'), {
          compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
        }).outputText;
        const target = join(out, relative(SRC, path)).replace(/\.ts$/, '.js');
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, js);
      }
    }
  };
  walk(SRC);
  writeFileSync(join(out, 'package.json'), '{"type": "module"}');
  writeFileSync(
    join(out, 'child.js'),
    `import { evaluate, withBudget, toText, ExprError } from './index.js';
const [src, steps] = process.argv.slice(2);
const started = Date.now();
let result;
try {
  const v = withBudget(() => evaluate(src), Number(steps));
  result = { value: toText(v).slice(0, 200) };
} catch (e) {
  result = e instanceof ExprError ? { error: e.kind + ': ' + e.detail.slice(0, 400) } : { raw: String(e).slice(0, 200) };
}
result.ms = Date.now() - started;
process.stdout.write(JSON.stringify(result));
`,
  );
  return join(out, 'child.js');
}

export interface Outcome {
  value?: string;
  error?: string;
  /** A JS error that is not the language's, a crash, an out-of-memory abort or a time-out. */
  raw?: string;
  ms?: number;
}

/**
 * Evaluates `src` in a child process with `steps` of budget, at most `heapMB` of heap and
 * `cpuSeconds` of CPU time (the shell's `ulimit -t`, so a machine whose cores are busy with other
 * work does not pass for a hang); a wall-clock kill only far beyond that, as a last guard.
 */
export function runInChild(child: string, src: string, steps: number, heapMB: number, cpuSeconds: number): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      '/bin/sh',
      [
        '-c',
        'ulimit -t "$1" && shift && exec "$@"',
        'sh',
        String(cpuSeconds),
        process.execPath,
        `--max-old-space-size=${heapMB}`,
        '--stack-size=900',
        child,
        src,
        String(steps),
      ],
      { timeout: 800_000, killSignal: 'SIGKILL', maxBuffer: 1 << 20 },
      (err, stdout, stderr) => {
        if (err !== null) {
          const hang = err.killed || err.signal === 'SIGXCPU' || err.signal === 'SIGKILL';
          resolve({ raw: hang ? `killed after ${cpuSeconds} CPU s (a hang)` : `crashed: ${stderr.slice(-300)}` });
          return;
        }
        resolve(JSON.parse(stdout) as Outcome);
      },
    );
  });
}

/** Runs all `tasks` with at most `parallel` at once, results in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
