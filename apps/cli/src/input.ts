// Lines typed (or piped) on stdin, read one at a time when a human seat is asked. The reader is
// made on the first question only, so commands without human seats never touch stdin (a test
// runner's or a pipeline's stdin stays untouched, and the process can exit).

import { createInterface } from 'node:readline';

/** The next line without its newline, or `null` at the end of the input. */
export type ReadLine = () => Promise<string | null>;

let iterator: AsyncIterator<string> | null = null;
let reader: ReturnType<typeof createInterface> | null = null;

/** Reads stdin line by line, the same on a terminal and from a pipe (no echo handling of our own). */
export const stdinLines: ReadLine = async () => {
  if (iterator === null) {
    reader = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
    iterator = reader[Symbol.asyncIterator]();
  }
  const next = await iterator.next();
  return next.done === true ? null : next.value;
};

/** Lets the process end: stops reading stdin if a question ever started to. */
export function closeStdin(): void {
  if (reader !== null) reader.close();
  reader = null;
  iterator = null;
}

/** Answers from a list, as tests give them; `null` once they are used up (as at the end of stdin). */
export function linesFrom(lines: readonly string[]): ReadLine {
  let i = 0;
  return () => Promise.resolve(i < lines.length ? lines[i++]! : null);
}
