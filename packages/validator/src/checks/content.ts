// Content and outcome models (docs/reference.md#content, docs/reference.md#outcome-models): abilities, dice faces, item status and
// keywords; outcome models with outcomes that each have `p`.
import { keywordList } from '../executability.js';
import { has, isPlainObject, list, text } from '../model.js';
import { oneOf, shown, type Check } from './context.js';

const STATUS = ['verified', 'uncertain', 'missing'];

export const checkOutcomes: Check = (ctx) => {
  for (const o of ctx.index.outcomes) {
    const outcomes = list(o.model['outcomes']);
    if (outcomes.length === 0) {
      ctx.report('missing-field', `outcome model ${o.name}: no outcomes`, o.path);
      continue;
    }
    outcomes.forEach((outcome, i) => {
      if (isPlainObject(outcome) && has(outcome, 'p')) return;
      const id = isPlainObject(outcome) ? (text(outcome['id']) ?? String(i + 1)) : String(i + 1);
      ctx.report('missing-field', `outcome model ${o.name}: outcome ${id} has no p; write its probability as text for people`, [
        ...o.path,
        'outcomes',
        i,
      ]);
    });
  }
};

export const checkAbilities: Check = (ctx) => {
  const names = new Set(ctx.index.actions.keys());
  for (const a of ctx.index.abilities) {
    const item = a.item?.id ?? '?';
    if (!has(a.action, 'id') || a.name === '') {
      ctx.report('missing-field', `content ${item}: an ability without id`, a.path);
      continue;
    }
    if (names.has(a.name))
      ctx.report('name-taken', `content ${item}: ability '${a.name}': that name already exists`, [...a.path, 'id']);
    names.add(a.name);
    if (!has(a.action, 'speed'))
      ctx.report('ability-without-speed', `content ${item}: ability '${a.name}' has no speed, so it can never be played`, a.path);
  }
};

export const checkItems: Check = (ctx) => {
  const faceTypes = new Set<string>();
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (isPlainObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'face_types' && isPlainObject(x)) Object.keys(x).forEach((t) => faceTypes.add(t));
        collect(x);
      }
    }
  };
  collect(ctx.index.root['content']);
  for (const { item, id, path } of ctx.index.items) {
    const status = item['status'];
    if (!STATUS.includes(status as string)) {
      const what = status === undefined ? 'no status' : `status ${shown(status)}`;
      ctx.report(
        'content-status',
        `content ${id}: ${what}; use ${oneOf(STATUS)}`,
        status === undefined ? path : [...path, 'status'],
      );
    }
    for (const k of keywordList(item['keywords'])) {
      if (!ctx.quoted(k))
        ctx.report('unused', `content ${id}: keyword '${k}' is not used by any rule (no expression mentions '${k}' in quotes)`, [
          ...path,
          'keywords',
        ]);
    }
    list(item['faces']).forEach((face, i) => {
      if (typeof face !== 'string') return;
      const type = face.trim().split(/\s+/)[0] ?? '';
      if (!faceTypes.has(type))
        ctx.report('name-not-found', `content ${id}: face '${face}': face type '${type}' is not in any face_types`, [
          ...path,
          'faces',
          i,
        ]);
    });
  }
};
