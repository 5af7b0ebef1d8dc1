// Small helpers to write Markdown tables from data, safely: text from the code may hold `<`, `|`
// or backticks, which Markdown would otherwise read as HTML, a cell border or a code span.

/** Text for a table cell: `<`, `>` and `|` escaped outside code spans. */
export function cell(text) {
  return String(text)
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part.replaceAll('|', '\\|') : part.replace(/[<>|]/g, (c) => ESCAPES[c])))
    .join('');
}

const ESCAPES = { '<': '&lt;', '>': '&gt;', '|': '\\|' };

/** A code span for any text, also one that holds backticks; safe in a table. */
export function code(text) {
  const s = String(text).replaceAll('|', '\\|');
  return s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
}

/** A table: `head` is a list of column titles, `rows` lists of cells (already Markdown). */
export function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `a`, `b` and `c`, each as code. */
export function codeList(items, last = 'or') {
  const parts = items.map((i) => code(i));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${last} ${parts.at(-1)}`;
}

/** 10000000 → 10,000,000 */
export function thousands(n) {
  return n.toLocaleString('en-US');
}
