// Errors of loading and running tactics. Each has a `kind` and says where it happened: the
// tactic (and file), the rule and the field. A rule without exactly one pick field is the
// engine's `NotExecutable`, worded as docs/tactics.md writes it.

export type TacticErrorKind =
  | 'yaml' // the text is not YAML
  | 'schema' // a key or value does not fit tactic.schema.json
  | 'extends' // a base cannot be read, or the bases form a cycle
  | 'game' // the tactic is for another game
  | 'syntax' // an expression does not compile
  | 'let' // a `let` needs its own value
  | 'player'; // a player spec that names no player

export class TacticError extends Error {
  override readonly name = 'TacticError';
  constructor(
    readonly kind: TacticErrorKind,
    /** `tactic <name>` (with the rule and field where known), or the file. */
    readonly where: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(where === '' ? reason : `${where}: ${reason}`, options);
  }
}
