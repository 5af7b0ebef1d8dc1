// "The flow as a tree": a FlowTree as indented text, to read next to the rulebook (guide.md step
// 7). Nodes by name, who acts, the actions of each step with their `pre`, windows and end events.
// Text for people is preferred; the expression is shown where there is no text.
import type { FlowNode, FlowTree, Twin } from './flow.js';

const shown = (t: Twin | null): string | undefined => (t === null ? undefined : (t.text ?? t.x ?? undefined));

function suffixes(node: FlowNode): string {
  let out = '';
  if (node.window === true) out += ' · window (all speeds)';
  else if (node.window !== null) out += ` · window ${node.window}`;
  if (node.endEvents.length > 0) out += `${node.kind === 'step' ? ' · end: ' : ' · event after: '}${node.endEvents.join(', ')}`;
  return out;
}

function render(node: FlowNode, indent: string, lines: string[]): void {
  const deeper = `${indent}  `;
  switch (node.kind) {
    case 'sequence':
      lines.push(`${indent}sequence ${node.name}${suffixes(node)}`);
      for (const child of node.children) render(child, deeper, lines);
      return;
    case 'loop': {
      let head = `loop ${node.name}`;
      const over = shown(node.over);
      if (over !== undefined) head += node.as !== null ? ` for each ${node.as} in ${over}` : ` over ${over}`;
      const until = shown(node.until);
      if (until !== undefined) head += ` until ${until}`;
      else head += node.once ? ' (once)' : ' (no until)';
      lines.push(`${indent}${head}${suffixes(node)}`);
      for (const child of node.children) render(child, deeper, lines);
      return;
    }
    case 'branch':
      lines.push(`${indent}branch ${node.name}${node.switch !== null ? ` on ${node.switch}` : ''}${suffixes(node)}`);
      for (const c of node.cases) {
        lines.push(`${deeper}when ${shown(c.when) ?? '?'}${c.label !== null ? ` (${c.label})` : ''}`);
        for (const child of c.children) render(child, `${deeper}  `, lines);
      }
      return;
    case 'subflow':
      lines.push(`${indent}subflow ${node.name} → ${node.ref ?? '?'}${suffixes(node)}`);
      return;
    case 'step': {
      const actor = shown(node.actor);
      const by = actor === undefined ? '' : ` · by ${actor}`;
      lines.push(`${indent}- ${node.name}: ${node.actions.map((a) => a.name).join(' | ')}${by}${suffixes(node)}`);
      for (const a of node.actions) {
        const pre = shown(a.pre);
        if (pre !== undefined) lines.push(`${indent}    ${a.name} allowed if: ${pre}`);
      }
      return;
    }
    case 'unknown':
      lines.push(`${indent}${node.written ?? 'node'} ${node.name}`);
  }
}

/** The main flow, then each named flow under a `flows.<name>:` heading; lines without a final newline. */
export function renderTree(tree: FlowTree): string {
  const lines: string[] = [];
  if (tree.main) render(tree.main, '', lines);
  for (const { name, node } of tree.flows) {
    lines.push(`flows.${name}:`);
    render(node, '  ', lines);
  }
  return lines.join('\n');
}
