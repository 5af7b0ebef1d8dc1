// Errors of a view file: unreadable YAML, or a key or value the view format does not allow.

export type ViewErrorKind = 'ViewUnreadable' | 'ViewError';
export type ViewPath = readonly (string | number)[];

/** `table[0].row[1].as` for ['table', 0, 'row', 1, 'as']. */
export function formatViewPath(path: ViewPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out;
}

export class ViewError extends Error {
  override readonly name = 'ViewError';
  readonly kind: ViewErrorKind;
  /** Where in the view: keys and list indexes from the top. */
  readonly path: ViewPath;
  /** 1-based line in the YAML text, `null` when the view was given as data or the place has no line. */
  readonly line: number | null;
  /** For `ViewUnreadable`: what the YAML reader said. */
  readonly detail: string | null;

  constructor(
    kind: ViewErrorKind,
    message: string,
    path: ViewPath = [],
    line: number | null = null,
    detail: string | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.path = path;
    this.line = line;
    this.detail = detail;
  }

  /** The path as text (`table[0].row[1].as`); empty for the whole view. */
  get where(): string {
    return formatViewPath(this.path);
  }
}
