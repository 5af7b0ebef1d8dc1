// "The flow as a tree": the flow as indented text, to read next to the rulebook. Nodes by label
// (else id), who acts, the actions of each step with their `pre`, windows and end events. Text
// for people is preferred; the expression is shown where there is no text.
import { entries, isDict, label, list, own, stepActions, type Dict, type ModelIndex } from './model.js';

/** `field` as text for people, else its `_x`, else undefined. */
function shown(d: Dict, field: string): string | undefined {
  for (const key of [field, `${field}_x`]) {
    const v = d[key];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  }
  return undefined;
}

function nameOf(node: Dict): string {
  return label(node['label'] ?? node['id'] ?? '?');
}

function events(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  const names = list(v).map(label);
  return names.length > 0 ? names.join(', ') : undefined;
}

function suffixes(node: Dict, isStep: boolean): string {
  let out = '';
  const window = node['window'];
  if (window === true) out += ' · window (all speeds)';
  else if (typeof window === 'string') out += ` · window ${window}`;
  const after = events(node['end_event']);
  if (after !== undefined) out += isStep ? ` · end: ${after}` : ` · event after: ${after}`;
  return out;
}

type Kind = (node: Dict, indent: string, lines: string[], index: ModelIndex) => void;

const children = (node: Dict, indent: string, lines: string[], index: ModelIndex): void => {
  for (const child of list(node['children'])) if (isDict(child)) render(child, indent, lines, index);
};

const KINDS: Record<string, Kind> = {
  sequence: (node, indent, lines, index) => {
    lines.push(`${indent}sequence ${nameOf(node)}${suffixes(node, false)}`);
    children(node, `${indent}  `, lines, index);
  },
  loop: (node, indent, lines, index) => {
    let head = `loop ${nameOf(node)}`;
    const over = shown(node, 'over');
    if (over !== undefined) head += typeof node['as'] === 'string' ? ` for each ${node['as']} in ${over}` : ` over ${over}`;
    const until = shown(node, 'until');
    if (until !== undefined) head += ` until ${until}`;
    else head += node['once'] === true ? ' (once)' : ' (no until)';
    lines.push(`${indent}${head}${suffixes(node, false)}`);
    children(node, `${indent}  `, lines, index);
  },
  branch: (node, indent, lines, index) => {
    const on = typeof node['switch'] === 'string' ? ` on ${node['switch']}` : '';
    lines.push(`${indent}branch ${nameOf(node)}${on}${suffixes(node, false)}`);
    for (const c of list(node['cases'])) {
      if (!isDict(c)) continue;
      const caseLabel = typeof c['label'] === 'string' ? ` (${c['label']})` : '';
      lines.push(`${indent}  when ${shown(c, 'when') ?? '?'}${caseLabel}`);
      children(c, `${indent}    `, lines, index);
    }
  },
  subflow: (node, indent, lines) => {
    lines.push(`${indent}subflow ${nameOf(node)} → ${label(node['ref'] ?? '?')}${suffixes(node, false)}`);
  },
  step: (node, indent, lines, index) => {
    const actions = stepActions(node);
    const actor = shown(node, 'actor');
    const by = actor === undefined ? '' : ` · by ${actor}`;
    lines.push(`${indent}- ${nameOf(node)}: ${actions.join(' | ')}${by}${suffixes(node, true)}`);
    for (const name of actions) {
      const site = index.actionNamed(name);
      const pre = site ? shown(site.action, 'pre') : undefined;
      if (pre !== undefined) lines.push(`${indent}    ${name} allowed if: ${pre}`);
    }
  },
};

function render(node: Dict, indent: string, lines: string[], index: ModelIndex): void {
  const kind = own(KINDS, node['kind']);
  if (kind) kind(node, indent, lines, index);
  else lines.push(`${indent}${label(node['kind'] ?? 'node')} ${nameOf(node)}`);
}

/** The main flow, then each named flow under a `flows.<name>` heading. */
export function flowTree(index: ModelIndex): string {
  const lines: string[] = [];
  if (isDict(index.root['flow'])) render(index.root['flow'], '', lines, index);
  for (const [name, node] of entries(index.root['flows'])) {
    if (!isDict(node)) continue;
    lines.push(`flows.${name}:`);
    render(node, '  ', lines, index);
  }
  return lines.join('\n');
}
