// How deep a YAML text nests, found before the `yaml` package reads it: its lexer, parser and
// composer recurse once per level, so about 800 levels of `[` overflowed the stack inside the
// package and came back as "Maximum call stack size exceeded" instead of our nesting limit.
// One pass over the text counts the collections open at each point: flow brackets outside
// quotes and comments, block sequences by their `-` and block mappings by their keys, each at
// its column. It never counts more levels than the text has (text inside quotes, block scalars
// and comments is skipped; a `[` inside a plain scalar is text), so a text it refuses is nested
// that deep; what it cannot see (a scalar at the deepest level) the reader still checks after
// the package has read the text, well within its stack.

export interface Place {
  /** 1-based. */
  line: number;
  column: number;
}

interface Level {
  col: number;
  seq: boolean;
}

const blank = (c: string | undefined) => c === undefined || c === ' ' || c === '\t';

/**
 * Where the text first opens a collection more than `limit` levels below the top one (the top
 * collection is level 0, as the reader counts), or `null` if it never does.
 */
export function tooDeepAt(text: string, limit: number): Place | null {
  return new Scan(limit).run(text);
}

class Scan {
  /** Open block collections, innermost last. */
  private readonly block: Level[] = [];
  private flow = 0;
  /** In flow context: the next character starts a node (a quote there opens a quoted scalar). */
  private flowStart = true;
  /** Inside a quoted scalar that goes on past the line: its quote, and whether it is in flow. */
  private quote: string | null = null;
  /** While a block scalar runs: lines indented more than this are its content. */
  private scalarIndent: number | null = null;
  private line = 0;
  private found: Place | null = null;

  constructor(private readonly limit: number) {}

  run(text: string): Place | null {
    let start = 0;
    while (start <= text.length && this.found === null) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      let line = text.slice(start, end);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      this.line++;
      this.scanLine(line);
      start = end + 1;
    }
    return this.found;
  }

  private deeper(col: number): void {
    // A collection at level n has n collections around it.
    if (this.found === null && this.block.length + this.flow - 1 > this.limit) this.found = { line: this.line, column: col + 1 };
  }

  private scanLine(line: string): void {
    let p = 0;
    if (this.quote !== null) {
      p = this.skipQuote(line, 0, this.quote);
      if (p < 0) return;
      this.quote = null;
      if (this.flow > 0) this.scanFlow(line, p);
      return;
    }
    let indent = 0;
    while (line[indent] === ' ') indent++;
    if (this.scalarIndent !== null) {
      if (indent >= line.length || indent > this.scalarIndent) return;
      this.scalarIndent = null;
    }
    if (this.flow > 0) {
      this.scanFlow(line, 0);
      return;
    }
    if (indent >= line.length || line[indent] === '#' || line[0] === '%') return;
    if ((line.startsWith('---') || line.startsWith('...')) && blank(line[3])) {
      // A new document: nothing is open.
      this.block.length = 0;
      p = 3;
    } else {
      while (this.block.length > 0 && this.block[this.block.length - 1]!.col > indent) this.block.pop();
      p = indent;
    }
    this.scanBlock(line, p, true);
  }

  /** A node starting at `p` in block context; `canKey`: it may be a mapping's key. */
  private scanBlock(line: string, p: number, canKey: boolean): void {
    for (;;) {
      while (blank(line[p]) && p < line.length) p++;
      if (p >= line.length || line[p] === '#') return;
      const c = line[p]!;
      if ((c === '-' || c === '?') && blank(line[p + 1])) {
        // Not after a key on its line (`a: - b` is an error of the text, not a level).
        if (!canKey) return;
        this.open(p, c === '-');
        p++;
        canKey = true;
        continue;
      }
      if (c === '&' || c === '!') {
        while (p < line.length && !blank(line[p])) p++;
        continue;
      }
      if (c === '|' || c === '>') {
        const top = this.block[this.block.length - 1];
        this.scalarIndent = top === undefined ? -1 : top.col;
        return;
      }
      const at = p;
      if (c === '[' || c === '{') {
        p = this.scanFlow(line, p);
        if (p < 0) return;
      } else if (c === '"' || c === "'") {
        p = this.skipQuote(line, p + 1, c);
        if (p < 0) {
          this.quote = c;
          return;
        }
      } else {
        // A plain scalar (or an alias): up to a key's `:`, a comment or the end of the line.
        while (p < line.length) {
          if (line[p] === ':' && blank(line[p + 1])) break;
          if (line[p] === '#' && blank(line[p - 1])) return;
          p++;
        }
      }
      while (blank(line[p]) && p < line.length) p++;
      if (!canKey || line[p] !== ':' || !blank(line[p + 1])) return;
      // A key: its mapping is open at its column; the value may follow on the line.
      this.open(at, false);
      p++;
      canKey = false;
    }
  }

  /** A block sequence entry (`seq`) or a mapping key at column `col`. */
  private open(col: number, seq: boolean): void {
    const block = this.block;
    let top = block[block.length - 1];
    // A key ends a sequence written at its own column (`a:` then `- x` under it).
    if (!seq) {
      while (top !== undefined && top.col === col && top.seq) {
        block.pop();
        top = block[block.length - 1];
      }
    }
    if (top !== undefined && top.col === col && top.seq === seq) return;
    block.push({ col, seq });
    this.deeper(col);
  }

  /**
   * Flow context from `p` (a bracket, or the start of a line inside one): the position after the
   * bracket that closes the outermost collection, or -1 when the line ends first.
   */
  private scanFlow(line: string, p: number): number {
    for (; p < line.length; p++) {
      const c = line[p]!;
      if (c === '[' || c === '{') {
        this.flow++;
        this.deeper(p);
        this.flowStart = true;
      } else if (c === ']' || c === '}') {
        this.flow = Math.max(0, this.flow - 1);
        this.flowStart = false;
        if (this.flow === 0) return p + 1;
      } else if (c === ',' || c === ':' || c === '?') {
        this.flowStart = true;
      } else if (c === '#' && (p === 0 || blank(line[p - 1]))) {
        return -1;
      } else if ((c === '"' || c === "'") && this.flowStart) {
        const end = this.skipQuote(line, p + 1, c);
        if (end < 0) {
          this.quote = c;
          return -1;
        }
        p = end - 1;
        this.flowStart = false;
      } else if (!blank(c)) {
        this.flowStart = false;
      }
    }
    return -1;
  }

  /** The position after the closing quote, or -1 if the scalar goes on past this line. */
  private skipQuote(line: string, p: number, quote: string): number {
    for (; p < line.length; p++) {
      const c = line[p];
      if (quote === '"' && c === '\\') p++;
      else if (c === quote) {
        if (quote === "'" && line[p + 1] === "'") p++;
        else return p + 1;
      }
    }
    return -1;
  }
}
