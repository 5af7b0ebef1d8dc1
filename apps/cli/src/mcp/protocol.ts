// What the MCP server and a job's thread say to each other.

/** Marks a file of the call in an argument: `${FILE_MARK}model.yaml` becomes its path in the job's folder. */
export const FILE_MARK = '\u0000file:';

export interface JobInput {
  /** The `tabletwin` arguments, with the call's files marked (`FILE_MARK`). */
  argv: string[];
  /** The call's files by name (names of letters, digits, `.`, `_`, `-`). */
  files: Record<string, string>;
  /** Lines for human seats (`play` with answers to replay). */
  answers?: string[];
  /** Files the command writes that come back (`diagram --svg`). */
  collect?: string[];
}

export type JobMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; code: number; out: string; err: string; collected: Record<string, string> };
