// Reading the docs pages as the tests need them: fenced blocks with the marker comments just
// above them, `expr` → `value` examples, links, and the anchors GitHub makes from headings.
// The notations are described in docs/architecture.md ("The docs and their checks").
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = join(docsDir, '..');

export interface Page {
  readonly name: string;
  readonly file: string;
  readonly text: string;
  readonly lines: readonly string[];
}

export interface Fence {
  readonly page: string;
  /** 1-based line of the opening ``` */
  readonly line: number;
  readonly lang: string;
  readonly body: string;
  /** The marker comments right above the fence (`broken: expr-syntax`, `scope`), without `<!--` `-->`. */
  readonly markers: readonly string[];
}

export interface Example {
  readonly page: string;
  readonly line: number;
  readonly expr: string;
  readonly value: string;
  /** The model fence whose game the example is evaluated in (`<!-- scope -->`), or null. */
  readonly scope: Fence | null;
}

export interface Link {
  readonly page: string;
  readonly line: number;
  readonly target: string;
}

let cache: Page[] | null = null;

export function pages(): Page[] {
  cache ??= readdirSync(docsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(docsDir, f), 'utf8');
      return { name: f, file: join(docsDir, f), text, lines: text.split('\n') };
    });
  return cache;
}

const MARKER = /^<!--\s*(.*?)\s*-->$/;

/** Each line of a page, and whether it is inside a fenced block. */
function* proseLines(page: Page): Generator<{ line: string; n: number; fenced: boolean }> {
  let open: string | null = null;
  for (let i = 0; i < page.lines.length; i++) {
    const line = page.lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (open === null) open = fence[2]!;
      else if (line.trim().startsWith(open)) {
        open = null;
        yield { line, n: i + 1, fenced: true };
        continue;
      }
    }
    yield { line, n: i + 1, fenced: open !== null };
  }
}

export function fences(page: Page): Fence[] {
  const out: Fence[] = [];
  const lines = page.lines;
  for (let i = 0; i < lines.length; i++) {
    const m = /^(`{3,})(\S*)\s*$/.exec(lines[i]!);
    if (m === null) continue;
    const close = lines.findIndex((l, j) => j > i && l.startsWith(m[1]!) && l.trim() === m[1]);
    if (close < 0) throw new Error(`${page.name}:${i + 1}: a fence that is never closed`);
    const markers: string[] = [];
    for (let j = i - 1; j >= 0; j--) {
      const t = lines[j]!.trim();
      if (t === '') continue;
      const c = MARKER.exec(t);
      if (c === null) break;
      markers.unshift(c[1]!);
    }
    out.push({ page: page.name, line: i + 1, lang: m[2]!, body: lines.slice(i + 1, close).join('\n') + '\n', markers });
    i = close;
  }
  return out;
}

/** A fence that holds a whole model, tactic or view: its first key. */
export function fileKind(fence: Fence): 'model' | 'tactic' | 'view' | null {
  if (fence.lang !== 'yaml') return null;
  const first = fence.body.split('\n').find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (first === undefined) return null;
  if (first.startsWith('game:')) return 'model';
  if (first.startsWith('tactic:')) return 'tactic';
  if (first.startsWith('view:')) return 'view';
  return null;
}

const EXAMPLE = /`([^`]+)` → `([^`]+)`/g;

/** Every `expr` → `value` example outside fences, with the model it is evaluated in. */
export function examples(page: Page): Example[] {
  const out: Example[] = [];
  const all = fences(page);
  let scope: Fence | null = null;
  let pending = false;
  for (const { line, n, fenced } of proseLines(page)) {
    if (fenced) {
      const f = all.find((x) => x.line === n);
      if (f !== undefined && pending) scope = f;
      if (f !== undefined) pending = false;
      continue;
    }
    const c = MARKER.exec(line.trim());
    if (c !== null && c[1] === 'scope') pending = true;
    if (c !== null && c[1] === 'scope: none') scope = null;
    for (const m of line.matchAll(EXAMPLE)) out.push({ page: page.name, line: n, expr: m[1]!, value: m[2]!, scope });
  }
  return out;
}

/** Every Markdown link outside fences and code spans. */
export function links(page: Page): Link[] {
  const out: Link[] = [];
  for (const { line, n, fenced } of proseLines(page)) {
    if (fenced) continue;
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) out.push({ page: page.name, line: n, target: m[1]! });
  }
  return out;
}

/** The anchors GitHub gives the headings of a page (`## Order in a zone` → `order-in-a-zone`). */
export function anchors(page: Page): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { line, fenced } of proseLines(page)) {
    if (fenced) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h === null) continue;
    const base = slug(h[1]!);
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    out.add(k === 0 ? base : `${base}-${k}`);
  }
  return out;
}

export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Headings and first table cells: what counts as an entry for a name. */
export function entries(page: Page): string[] {
  const out: string[] = [];
  for (const { line, fenced } of proseLines(page)) {
    if (fenced) continue;
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (h !== null) out.push(h[1]!.trim());
    const row = /^\|\s*([^|]*?)\s*\|/.exec(line);
    if (row !== null) out.push(row[1]!);
  }
  return out;
}
