// Where a command writes, so tests can run commands in-process and read what they printed.

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
