// Where a command writes, so tests can run commands in-process and read what they printed, and
// how every command reports a failure.

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** A subcommand: gets its own arguments, returns the exit code. */
export interface Command {
  /** One line for the list of commands. */
  readonly summary: string;
  run(args: string[], io: Io): number | Promise<number>;
}

/** Writes `message` to stderr as one line; returns the exit code of a failed command. */
export function fail(io: Io, message: string): number {
  io.err(message.endsWith('\n') ? message : message + '\n');
  return 1;
}

/** Why a file could not be read: its error code (`ENOENT`), else the message. */
export function readFailure(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
}
