// Tactic text → data, in the YAML 1.1 flavour models are written in (reference.md "YAML 1.1
// pitfalls"): booleans are true/false/yes/no/on/off in lower, title or upper case (not `y`/`n`,
// which the package's 1.1 schema would also read as booleans), dates stay text, no tags that
// build host objects, floats need a digit. The engine keeps its own copy of these tags private,
// so they are repeated here. Keys must be text, as in a model.
import { isScalar, parseDocument, Scalar, visit, type Tags } from 'yaml';
import { TacticError } from './errors.js';

type Tag = Tags[number];

const DROPPED = new Set([
  'tag:yaml.org,2002:timestamp',
  'tag:yaml.org,2002:binary',
  'tag:yaml.org,2002:omap',
  'tag:yaml.org,2002:pairs',
  'tag:yaml.org,2002:set',
  'tag:yaml.org,2002:bool',
]);

const boolTag = (value: boolean, test: RegExp): Tag => ({
  identify: (v: unknown) => v === value,
  default: true,
  tag: 'tag:yaml.org,2002:bool',
  test,
  resolve: () => new Scalar(value),
  stringify: () => String(value),
});

const floatTag = (test: RegExp): Tag => ({
  identify: (v: unknown) => typeof v === 'number',
  default: true,
  tag: 'tag:yaml.org,2002:float',
  test,
  resolve: (src: string) => parseFloat(src.replace(/_/g, '')),
});

const FLOATS = [
  floatTag(/^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)$/),
  floatTag(/^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)[eE][-+]?[0-9]+$/),
];

const trueTag = boolTag(true, /^(?:true|True|TRUE|yes|Yes|YES|on|On|ON)$/);
const falseTag = boolTag(false, /^(?:false|False|FALSE|no|No|NO|off|Off|OFF)$/);

function isPlainFloat(t: Tag): boolean {
  if (typeof t === 'string' || t.tag !== 'tag:yaml.org,2002:float') return false;
  const test = (t as { test?: RegExp }).test;
  return test !== undefined && (test.test('1.5') || test.test('1e5'));
}

function tacticTags(tags: Tags): Tags {
  const kept = tags.filter((t) => typeof t === 'string' || !(DROPPED.has(t.tag) || isPlainFloat(t)));
  const at = kept.findIndex((t) => typeof t !== 'string' && t.tag === 'tag:yaml.org,2002:int');
  kept.splice(at < 0 ? kept.length : at, 0, trueTag, falseTag);
  kept.push(...FLOATS);
  return kept;
}

/** Parses a tactic file; `where` names it in errors. */
export function readYaml(text: string, where: string): unknown {
  const doc = parseDocument(text, { version: '1.1', customTags: tacticTags, merge: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first !== undefined)
    throw new TacticError('yaml', where, `The YAML cannot be read: ${first.message.split('\n')[0] ?? first.message}`);
  let badKey: unknown;
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (isScalar(key) && typeof key.value !== 'string' && key.value !== '<<') {
        badKey = key.value;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (badKey !== undefined) throw new TacticError('yaml', where, `key ${String(badKey)} is not text; put it in quotes`);
  return doc.toJS({ maxAliasCount: 1000 });
}
