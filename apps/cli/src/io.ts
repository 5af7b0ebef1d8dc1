// Where a command writes, so tests can run commands in-process and read what they printed; what a
// command is (its options are data, so its help and its parsing read the same list); how every
// command reports a failure.

import { BARE, readFileOrBuiltin, type BuiltinKind } from './builtin.js';
import { stdinLines, type ReadLine } from './input.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Lines of input, for the questions to a human seat; without it human seats get no answer. */
  input?: ReadLine;
  /** Answers do not come from a terminal (which shows what is typed): write them after the question. */
  readonly echoInput?: boolean;
}

/** Set once a reader of our output has gone away: nothing more is written. */
let closed = false;

export const processIo: Io = {
  out: (text) => void (closed || process.stdout.write(text)),
  err: (text) => void (closed || process.stderr.write(text)),
  input: stdinLines,
  get echoInput() {
    return process.stdin.isTTY !== true;
  },
};

/**
 * A reader that closes our output early (`tabletwin validate models | head -2`) is normal use:
 * the next write fails with EPIPE, and we stop at once with exit code 0 instead of a stack trace.
 */
export function stopWhenOutputCloses(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      closed = true;
      process.exit(0);
    });
  }
}

/** One option of a command: a flag, or with `value` an option that takes one (`--seed N`). */
export interface OptionSpec {
  readonly name: string;
  /** What the value is, as the usage line shows it (`N`, `file.json`); absent for a flag. */
  readonly value?: string;
  /** One line for the command's help. */
  readonly text: string;
}

/** A subcommand: gets its own arguments, returns the exit code. */
export interface Command {
  /** One line for the list of commands. */
  readonly summary: string;
  /** The arguments other than options, as the usage line shows them: `<model.yaml>`. */
  readonly operands: string;
  readonly options: readonly OptionSpec[];
  /** More lines for the command's help (after the options), if any. */
  readonly notes?: string;
  run(args: string[], io: Io): number | Promise<number>;
}

/** Writes `message` to stderr as one line; returns the exit code of a failed command. */
export function fail(io: Io, message: string): number {
  io.err(message.endsWith('\n') ? message : message + '\n');
  return 1;
}

/** Why a file could not be read, in words: `no such file`, `is a folder`, `permission denied`. */
export function readFailure(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    default:
      // Node's messages read `EBUSY: resource busy or locked, open 'x'`: keep the words.
      return /^[A-Z]+: ([^,]+)/.exec(err.message ?? '')?.[1] ?? String(err.message ?? e);
  }
}

/** The text of a model file, or why it cannot be used (`cannot read x: no such file`, `x is empty`). */
export function readModelText(
  path: string,
  kind: BuiltinKind | readonly BuiltinKind[] = 'model',
): { text: string } | { problem: string } {
  let text: string;
  try {
    text = readFileOrBuiltin(path, kind);
  } catch (e) {
    const hint =
      readFailure(e) === 'no such file' && BARE.test(path) ? ', nor a built-in game (tabletwin models lists them)' : '';
    return { problem: `cannot read ${path}: ${readFailure(e)}${hint}` };
  }
  return text.trim() === '' ? { problem: `${path} is empty` } : { text };
}
