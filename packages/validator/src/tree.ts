// "The flow as a tree": a FlowTree as indented text, to read next to the rulebook (docs/guide.md step
// 7). Nodes by name, who acts, the actions of each step with their `pre`, windows and end events.
// Text for people is preferred; the expression is shown where there is no text.
import type { FlowNode, FlowStep, FlowTree, Twin } from './flow.js';

/** What a front end adds to the plain tree (the diagram's text shows notes, loop order and markers). */
export interface TreeTextOptions {
  /** Each node's `note` under it (default false). */
  notes?: boolean;
  /** A loop's `order` in its heading (default false). */
  order?: boolean;
  /** Text put at the end of each step's line. */
  stepSuffix?: (step: FlowStep) => string;
  /** Indentation of the whole tree (default none). */
  indent?: string;
}

const shown = (t: Twin | null): string | undefined => (t === null ? undefined : (t.text ?? t.x ?? undefined));

function suffixes(node: FlowNode): string {
  let out = '';
  if (node.window === true) out += ' · window (all speeds)';
  else if (node.window !== null) out += ` · window ${node.window}`;
  if (node.endEvents.length > 0) out += `${node.kind === 'step' ? ' · end: ' : ' · event after: '}${node.endEvents.join(', ')}`;
  return out;
}

function render(node: FlowNode, indent: string, lines: string[], o: TreeTextOptions): void {
  const deeper = `${indent}  `;
  const note = () => {
    if (o.notes === true && node.note !== null) lines.push(`${indent}  note: ${node.note}`);
  };
  switch (node.kind) {
    case 'sequence':
      lines.push(`${indent}sequence ${node.name}${suffixes(node)}`);
      note();
      for (const child of node.children) render(child, deeper, lines, o);
      return;
    case 'loop': {
      let head = `loop ${node.name}`;
      const over = shown(node.over);
      if (over !== undefined) head += node.as !== null ? ` for each ${node.as} in ${over}` : ` over ${over}`;
      const until = shown(node.until);
      if (until !== undefined) head += ` until ${until}`;
      else head += node.once ? ' (once)' : ' (no until)';
      if (o.order === true && node.order !== null) head += ` · order ${node.order}`;
      lines.push(`${indent}${head}${suffixes(node)}`);
      note();
      for (const child of node.children) render(child, deeper, lines, o);
      return;
    }
    case 'branch':
      lines.push(`${indent}branch ${node.name}${node.switch !== null ? ` on ${node.switch}` : ''}${suffixes(node)}`);
      note();
      for (const c of node.cases) {
        lines.push(`${deeper}when ${shown(c.when) ?? '?'}${c.label !== null ? ` (${c.label})` : ''}`);
        if (o.notes === true && c.note !== null) lines.push(`${deeper}  note: ${c.note}`);
        for (const child of c.children) render(child, `${deeper}  `, lines, o);
      }
      return;
    case 'subflow':
      lines.push(`${indent}subflow ${node.name} → ${node.ref ?? '?'}${suffixes(node)}`);
      note();
      return;
    case 'step': {
      const actor = shown(node.actor);
      const by = actor === undefined ? '' : ` · by ${actor}`;
      const more = o.stepSuffix?.(node) ?? '';
      lines.push(`${indent}- ${node.name}: ${node.actions.map((a) => a.name).join(' | ')}${by}${suffixes(node)}${more}`);
      for (const a of node.actions) {
        const pre = shown(a.pre);
        if (pre !== undefined) lines.push(`${indent}    ${a.name} allowed if: ${pre}`);
      }
      if (o.notes === true && node.note !== null) lines.push(`${indent}    note: ${node.note}`);
      return;
    }
    case 'unknown':
      lines.push(`${indent}${node.written ?? 'node'} ${node.name}`);
  }
}

/** The main flow, then each named flow under a `flows.<name>:` heading; lines without a final newline. */
export function renderTree(tree: FlowTree, options: TreeTextOptions = {}): string {
  const lines: string[] = [];
  const indent = options.indent ?? '';
  if (tree.main) render(tree.main, indent, lines, options);
  for (const { name, node } of tree.flows) {
    lines.push(`${indent}flows.${name}:`);
    render(node, `${indent}  `, lines, options);
  }
  return lines.join('\n');
}
