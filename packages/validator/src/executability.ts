// Executability (docs/engine.md#executability): the slots of the rules layer, one per row of the
// table, and one slot per content item with behaviour or card text.
import {
  has,
  isPlainObject,
  label,
  list,
  stepActions,
  text,
  type ContentItem,
  type Dict,
  type ModelIndex,
  type OpSite,
} from './model.js';
import type { ModelPath } from './report.js';
import { hasExpr, opSlots, present } from './slots-ops.js';

export interface Slot {
  layer: 'rules' | 'content';
  ok: boolean;
  kind: string;
  place: string;
  slot: string;
  path: ModelPath;
}

export interface SlotOptions {
  /** Does some rule expression mention this keyword in quotes? */
  keywordUsed: (keyword: string) => boolean;
}

export function collectSlots(index: ModelIndex, options: SlotOptions): Slot[] {
  const codeKind = (name: unknown): string => {
    const entry = isPlainObject(index.root['code']) && typeof name === 'string' ? index.root['code'][name] : undefined;
    const kind = isPlainObject(entry) ? text(entry['kind']) : undefined;
    return kind ?? 'unknown';
  };
  const rules: Slot[] = [];
  const content: Slot[] = [];
  const rule = (ok: boolean, place: string, slot: string, path: ModelPath): void => {
    rules.push({ layer: 'rules', ok, kind: 'text', place, slot, path });
  };

  const opSlotsOf = (ops: readonly OpSite[], into: Slot[], layer: 'rules' | 'content'): void => {
    for (const site of ops) {
      for (const s of opSlots(site.op, codeKind)) {
        // A `call` to code that belongs in content is a gap of the content layer.
        const moved = layer === 'rules' && s.kind === 'code:content';
        const target = moved ? content : into;
        target.push({
          layer: moved ? 'content' : layer,
          ok: s.ok,
          kind: moved ? 'content:code' : s.kind,
          place: site.owner.place,
          slot: s.slot,
          path: fieldPath(site.op, site.path, s.field),
        });
      }
    }
  };

  for (const site of index.actions.values()) {
    if (present(site.action, 'pre')) rule(hasExpr(site.action, 'pre'), `action ${site.name}`, 'pre', [...site.path, 'pre']);
    opSlotsOf(site.ops, rules, 'rules');
  }
  for (const node of index.nodes) nodeSlots(index, node.node, node.path, rule);
  for (const t of index.triggers) {
    if (t.item) continue;
    triggerSlots(t.trigger, t.id, t.path, rule);
    opSlotsOf(t.ops, rules, 'rules');
  }
  for (const m of index.modifiers) {
    if (!m.item) modifierSlot(m.modifier, m.path, rule);
  }
  prioritySlot(index, rule);
  for (const o of index.outcomes) {
    list(o.model['outcomes']).forEach((outcome, i) => {
      if (isPlainObject(outcome)) rule(hasExpr(outcome, 'p'), `outcome model ${o.name}`, 'outcome.p', [...o.path, 'outcomes', i]);
    });
    opSlotsOf(o.ops, rules, 'rules');
  }
  endSlots(index, rule);

  for (const item of index.items) {
    const slot = itemSlot(index, item, options, codeKind);
    if (slot) content.push(slot);
  }
  return [...rules, ...content];
}

type Rule = (ok: boolean, place: string, slot: string, path: ModelPath) => void;

/** The path of the field a slot is about, when the op has it in either form; else the op. */
function fieldPath(op: Dict, path: ModelPath, field: string | undefined): ModelPath {
  if (field === undefined) return path;
  if (has(op, field)) return [...path, field];
  if (has(op, `${field}_x`)) return [...path, `${field}_x`];
  return path;
}

function nodeSlots(index: ModelIndex, node: Dict, path: ModelPath, rule: Rule): void {
  const place = `flow ${label(node['id'] ?? path.join('.'))}`;
  const kind = node['kind'];
  if (kind === 'loop') {
    if (present(node, 'over')) rule(hasExpr(node, 'over'), place, 'loop.over', [...path, 'over']);
    if (present(node, 'until')) rule(hasExpr(node, 'until'), place, 'loop.until', [...path, 'until']);
  } else if (kind === 'branch') {
    list(node['cases']).forEach((c, i) => {
      if (isPlainObject(c)) rule(hasExpr(c, 'when'), place, 'case.when', [...path, 'cases', i]);
    });
  } else if (kind === 'step') {
    const names = stepActions(node);
    const chooseWithoutActor = names.some((n) =>
      (index.actionNamed(n)?.ops ?? []).some((o) => o.op['op'] === 'choose' && !hasExpr(o.op, 'actor')),
    );
    if (names.length > 1 || chooseWithoutActor) rule(hasExpr(node, 'actor'), place, 'step.actor', [...path, 'actor']);
  }
}

function triggerSlots(trigger: Dict, id: string, path: ModelPath, rule: Rule): void {
  if (present(trigger, 'if')) rule(hasExpr(trigger, 'if'), `trigger ${id}`, 'trigger.if', [...path, 'if']);
}

function modifierSlot(modifier: Dict, path: ModelPath, rule: Rule): void {
  const id = text(modifier['id']) ?? String(path[path.length - 1]);
  rule(has(modifier, 'stat') && hasExpr(modifier, 'change'), `modifier ${id}`, 'modifier.change', path);
}

function prioritySlot(index: ModelIndex, rule: Rule): void {
  if (!index.allActions().some((a) => has(a.action, 'speed'))) return;
  const priority = isPlainObject(index.root['priority']) ? index.root['priority'] : {};
  const protocol = isPlainObject(priority['protocol']) ? priority['protocol'] : {};
  rule(hasExpr(protocol, 'first') || !has(protocol, 'first'), 'priority', 'protocol.first', ['priority', 'protocol']);
}

function endSlots(index: ModelIndex, rule: Rule): void {
  const competitive = index.root['mode'] !== 'cooperative';
  const mainId = isPlainObject(index.root['flow']) ? index.root['flow']['id'] : undefined;
  list(index.root['end']).forEach((c, i) => {
    if (!isPlainObject(c)) return;
    const place = `end ${label(c['id'] ?? i)}`;
    const path = has(c, 'if') ? ['end', i, 'if'] : ['end', i];
    const result = c['result'];
    if (result === 'score') {
      rule(hasExpr(c, 'if') && hasExpr(c, 'returns'), place, 'end.if/returns', path);
      return;
    }
    const subflowScope = has(c, 'scope') && c['scope'] !== mainId;
    const needsWho = result === 'eliminate' || (competitive && (result === 'win' || result === 'loss') && !subflowScope);
    if (needsWho) rule(hasExpr(c, 'if') && hasExpr(c, 'who'), place, 'end.if/who', path);
    else rule(hasExpr(c, 'if'), place, 'end.if', path);
  });
}

const BEHAVIOUR = ['effect', 'triggers', 'modifiers', 'abilities'];

/** One slot per content item with behaviour or card text; `undefined` for plain data. */
function itemSlot(
  index: ModelIndex,
  item: ContentItem,
  options: SlotOptions,
  codeKind: (n: unknown) => string,
): Slot | undefined {
  const d = item.item;
  const keywords = keywordList(d['keywords']);
  const counts = BEHAVIOUR.some((f) => has(d, f)) || keywords.length > 0 || has(d, 'text') || d['status'] === 'missing';
  if (!counts) return undefined;
  const place = `content ${item.id}`;
  const gap = (kind: string, slot: string, path: ModelPath): Slot => ({
    layer: 'content',
    ok: false,
    kind: `content:${kind}`,
    place,
    slot,
    path,
  });

  if (d['status'] === 'missing') return gap('missing', 'status missing', [...item.path, 'status']);
  const inner: Slot[] = [];
  const rule: Rule = (ok, p, slot, path) => inner.push({ layer: 'content', ok, kind: 'text', place: p, slot, path });
  const ops = [
    ...(index.itemEffects.find((e) => e.item === item)?.ops ?? []),
    ...index.triggers.filter((t) => t.item === item).flatMap((t) => t.ops),
    ...index.abilities.filter((a) => a.item === item).flatMap((a) => a.ops),
  ];
  for (const o of ops) {
    for (const s of opSlots(o.op, codeKind))
      inner.push({ layer: 'content', ok: s.ok, kind: s.kind, place, slot: s.slot, path: fieldPath(o.op, o.path, s.field) });
  }
  for (const t of index.triggers) if (t.item === item) triggerSlots(t.trigger, t.id, t.path, rule);
  for (const m of index.modifiers) if (m.item === item) modifierSlot(m.modifier, m.path, rule);
  for (const a of index.abilities) {
    if (a.item === item && present(a.action, 'pre')) rule(hasExpr(a.action, 'pre'), place, 'pre', [...a.path, 'pre']);
  }
  const missing = inner.find((s) => !s.ok);
  if (missing) return gap(missing.kind, `${missing.slot}`, missing.path);

  const unused = keywords.find((k) => !options.keywordUsed(k));
  const hasBehaviour = BEHAVIOUR.some((f) => has(d, f)) || (keywords.length > 0 && unused === undefined);
  if (!hasBehaviour) {
    if (keywords.length > 0) return gap('keywords', `keyword '${unused ?? keywords[0]}'`, [...item.path, 'keywords']);
    return gap('text', 'text only', [...item.path, 'text']);
  }
  return { layer: 'content', ok: true, kind: 'content', place, slot: 'item', path: item.path };
}

/** Keywords as `"Sentinel, Ranged"` or a list. */
export function keywordList(v: unknown): string[] {
  const raw = typeof v === 'string' ? v.split(',') : list(v).filter((x): x is string => typeof x === 'string');
  return raw.map((k) => k.trim()).filter((k) => k !== '');
}
