// Stage 1 of the validator: an index of the model data. Every later stage (checks, figures,
// markers, tree) reads the model through it: the flow nodes, actions and abilities, triggers,
// modifiers, content items and every op with its path and place, found once.
import type { ModelPath } from './report.js';
import { fieldsNaming, NESTED, specOf } from './op-specs.js';

export type Dict = Record<string, unknown>;

/** A mapping as YAML or JSON gives it (not a list); the expression language's dicts are `isLanguageDict` of expr. */
export function isPlainObject(v: unknown): v is Dict {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The entries of a dict (own keys only), or none. */
export function entries(v: unknown): [string, unknown][] {
  return isPlainObject(v) ? Object.keys(v).map((k) => [k, v[k]]) : [];
}

export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function has(d: Dict, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(d, key) && d[key] !== undefined;
}

export function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/**
 * Any model value as text for a message. Never `String()` on a dict: a model may give it its own
 * `toString` key, and then String() throws.
 */
export function label(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined || typeof v === 'number' || typeof v === 'boolean') return String(v);
  try {
    return JSON.stringify(v) ?? '?';
  } catch {
    return '?';
  }
}

/** `table[key]` for the table's own keys only (never `constructor` or `__proto__`). */
export function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The variable or zone name of a path such as `hand[actor]`. */
export function baseName(path: string): string {
  const i = path.indexOf('[');
  return (i < 0 ? path : path.slice(0, i)).trim();
}

export interface ContentItem {
  item: Dict;
  id: string;
  path: ModelPath;
}

/** Who owns a list of ops, and the place the engine names it by. */
export interface Owner {
  kind: 'action' | 'ability' | 'trigger' | 'outcome' | 'content';
  name: string;
  place: string;
  path: ModelPath;
  /** The content item the ops belong to (ability, content trigger, item effect). */
  item?: ContentItem;
}

export interface OpSite {
  op: Dict;
  path: ModelPath;
  owner: Owner;
  /** The op is in an action's `cost`. */
  cost: boolean;
}

export interface ActionSite {
  name: string;
  action: Dict;
  path: ModelPath;
  /** Set for a content ability. */
  item?: ContentItem;
  ops: OpSite[];
}

export interface TriggerSite {
  id: string;
  trigger: Dict;
  path: ModelPath;
  item?: ContentItem;
  ops: OpSite[];
}

export interface ModifierSite {
  modifier: Dict;
  path: ModelPath;
  item?: ContentItem;
}

export interface NodeSite {
  node: Dict;
  path: ModelPath;
  /** `flow` for the main flow, else the name in `flows`. */
  flow: string;
}

export interface OutcomeSite {
  name: string;
  model: Dict;
  path: ModelPath;
  ops: OpSite[];
}

export class ModelIndex {
  readonly actions = new Map<string, ActionSite>();
  readonly abilities: ActionSite[] = [];
  readonly flows = new Map<string, Dict>();
  readonly nodes: NodeSite[] = [];
  readonly triggers: TriggerSite[] = [];
  readonly modifiers: ModifierSite[] = [];
  readonly outcomes: OutcomeSite[] = [];
  readonly items: ContentItem[] = [];
  /** Content item effects, run by `exec`. */
  readonly itemEffects: { item: ContentItem; ops: OpSite[] }[] = [];
  readonly zones = new Map<string, Dict>();
  readonly vars = new Map<string, Dict>();
  readonly windows = new Map<string, Dict>();
  readonly ops: OpSite[] = [];

  constructor(readonly root: Dict) {
    const state = isPlainObject(root['state']) ? root['state'] : {};
    for (const [name, zone] of entries(state['zones'])) this.zones.set(name, isPlainObject(zone) ? zone : {});
    for (const [name, v] of entries(state['vars'])) this.vars.set(name, isPlainObject(v) ? v : {});
    const priority = isPlainObject(root['priority']) ? root['priority'] : {};
    for (const [name, w] of entries(priority['windows'])) this.windows.set(name, isPlainObject(w) ? w : {});

    if (isPlainObject(root['flow'])) this.addNodes(root['flow'], ['flow'], 'flow');
    for (const [name, node] of entries(root['flows'])) {
      if (isPlainObject(node)) {
        this.flows.set(name, node);
        this.addNodes(node, ['flows', name], name);
      }
    }
    for (const [name, action] of entries(root['actions'])) {
      if (isPlainObject(action)) this.actions.set(name, this.action(name, action, ['actions', name]));
    }
    list(root['triggers']).forEach((t, i) => this.addTrigger(t, ['triggers', i]));
    list(root['modifiers']).forEach((m, i) => {
      if (isPlainObject(m)) this.modifiers.push({ modifier: m, path: ['modifiers', i] });
    });
    for (const [name, model] of entries(root['outcomes'])) {
      if (isPlainObject(model)) this.addOutcome(name, model);
    }
    this.findItems(root['content'], ['content']);
    for (const item of this.items) this.addItem(item);
  }

  /** The action or ability called `name`. */
  actionNamed(name: string): ActionSite | undefined {
    return this.actions.get(name) ?? this.abilities.find((a) => a.name === name);
  }

  /** Actions and abilities together, model actions first. */
  allActions(): ActionSite[] {
    return [...this.actions.values(), ...this.abilities];
  }

  private addNodes(node: Dict, path: ModelPath, flow: string): void {
    this.nodes.push({ node, path, flow });
    list(node['children']).forEach((child, i) => {
      if (isPlainObject(child)) this.addNodes(child, [...path, 'children', i], flow);
    });
    list(node['cases']).forEach((c, i) => {
      if (!isPlainObject(c)) return;
      list(c['children']).forEach((child, j) => {
        if (isPlainObject(child)) this.addNodes(child, [...path, 'cases', i, 'children', j], flow);
      });
    });
  }

  private action(name: string, action: Dict, path: ModelPath, item?: ContentItem): ActionSite {
    const kind = item ? 'ability' : 'action';
    const site: ActionSite = { name, action, path, ops: [] };
    if (item) site.item = item;
    const base: Owner = { kind, name, place: `action ${name}`, path };
    if (item) base.item = item;
    site.ops.push(...this.opList(action['cost'], [...path, 'cost'], { ...base, place: `action ${name} (cost)` }, true));
    site.ops.push(...this.opList(action['effect'], [...path, 'effect'], base, false));
    return site;
  }

  private addTrigger(t: unknown, path: ModelPath, item?: ContentItem): void {
    if (!isPlainObject(t)) return;
    const id = text(t['id']) ?? item?.id ?? `#${label(path[path.length - 1])}`;
    const owner: Owner = { kind: 'trigger', name: id, place: `trigger ${id}`, path };
    if (item) owner.item = item;
    const site: TriggerSite = { id, trigger: t, path, ops: this.opList(t['do'], [...path, 'do'], owner, false) };
    if (item) site.item = item;
    this.triggers.push(site);
  }

  private addOutcome(name: string, model: Dict): void {
    const path = ['outcomes', name];
    const owner: Owner = { kind: 'outcome', name, place: `outcome model ${name}`, path };
    const ops: OpSite[] = [];
    list(model['outcomes']).forEach((o, i) => {
      if (isPlainObject(o)) ops.push(...this.opList(o['effect'], [...path, 'outcomes', i, 'effect'], owner, false));
    });
    this.outcomes.push({ name, model, path, ops });
  }

  /** Content items are the dicts with an `id`, at any depth; an item's own fields are not searched. */
  private findItems(v: unknown, path: ModelPath): void {
    if (Array.isArray(v)) {
      v.forEach((x, i) => this.findItems(x, [...path, i]));
    } else if (isPlainObject(v)) {
      if (path.length > 1 && typeof v['id'] === 'string') {
        this.items.push({ item: v, id: v['id'], path });
        return;
      }
      for (const [k, x] of entries(v)) this.findItems(x, [...path, k]);
    }
  }

  private addItem(item: ContentItem): void {
    const d = item.item;
    const owner: Owner = { kind: 'content', name: item.id, place: `content ${item.id}`, path: item.path, item };
    this.itemEffects.push({ item, ops: this.opList(d['effect'], [...item.path, 'effect'], owner, false) });
    list(d['triggers']).forEach((t, i) => this.addTrigger(t, [...item.path, 'triggers', i], item));
    list(d['modifiers']).forEach((m, i) => {
      if (isPlainObject(m)) this.modifiers.push({ modifier: m, path: [...item.path, 'modifiers', i], item });
    });
    list(d['abilities']).forEach((a, i) => {
      if (!isPlainObject(a)) return;
      const name = text(a['id']) ?? '';
      this.abilities.push(this.action(name, a, [...item.path, 'abilities', i], item));
    });
  }

  private opList(v: unknown, path: ModelPath, owner: Owner, cost: boolean): OpSite[] {
    const found: OpSite[] = [];
    const visit = (ops: unknown, at: ModelPath): void => {
      list(ops).forEach((op, i) => {
        if (!isPlainObject(op)) return;
        const here = [...at, i];
        found.push({ op, path: here, owner, cost });
        for (const field of own(NESTED, op['op']) ?? []) visit(op[field], [...here, field]);
      });
    };
    visit(v, path);
    this.ops.push(...found);
    return found;
  }
}

/** How a flow node is named in messages: `flow <id>`, or its path when it has no id. */
export function nodeName(site: NodeSite): string {
  const id = site.node['id'];
  return typeof id === 'string' || typeof id === 'number' ? `flow ${id}` : `flow node at ${site.path.join('.')}`;
}

/** The actions a step names in `do`. */
export function stepActions(node: Dict): string[] {
  const d = node['do'];
  if (typeof d === 'string') return [d];
  return list(d).filter((x): x is string => typeof x === 'string');
}

/** Names of the windows that are opened somewhere; `null` for one that allows every speed. */
export function openedWindows(index: ModelIndex): (string | null)[] {
  const found = new Set<string | null>();
  for (const { node } of index.nodes) {
    const w = node['window'];
    if (w === true) found.add(null);
    else if (typeof w === 'string' && index.windows.has(w)) found.add(w);
  }
  for (const { op } of index.ops) {
    const spec = specOf(op['op']);
    const field = spec === undefined ? undefined : fieldsNaming(spec, 'windows')[0];
    if (field === undefined) continue;
    const name = op[field];
    if (name === undefined || name === null) found.add(null);
    else if (typeof name === 'string' && index.windows.has(name)) found.add(name);
  }
  return [...found];
}
