// The YAML 1.1 flavour models are written in: the `yaml` package's 1.1 schema with four
// changes, so the result is what the spec documents (and what PyYAML reads):
// - booleans are true/false/yes/no/on/off in lower, title or upper case (not `y`/`n`);
// - dates stay text (no timestamp tag);
// - no explicit collection tags that would build host objects (`!!set`, `!!omap`, `!!binary`);
// - floats need a digit: the package's 1.1 pattern also reads `e1` or `.` as a number.
import { Scalar, type Tags } from 'yaml';

type Tag = Tags[number];

const DROPPED = new Set([
  'tag:yaml.org,2002:timestamp',
  'tag:yaml.org,2002:binary',
  'tag:yaml.org,2002:omap',
  'tag:yaml.org,2002:pairs',
  'tag:yaml.org,2002:set',
  'tag:yaml.org,2002:bool',
]);

function boolTag(value: boolean, test: RegExp): Tag {
  return {
    identify: (v: unknown) => v === value,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test,
    resolve: () => new Scalar(value),
    stringify: () => String(value),
  };
}

function floatTag(test: RegExp): Tag {
  return {
    identify: (v: unknown) => typeof v === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test,
    resolve: (src: string) => parseFloat(src.replace(/_/g, '')),
  };
}

const FLOATS = [
  floatTag(/^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)$/),
  floatTag(/^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9][0-9_]*)[eE][-+]?[0-9]+$/),
];

const trueTag = boolTag(true, /^(?:true|True|TRUE|yes|Yes|YES|on|On|ON)$/);
const falseTag = boolTag(false, /^(?:false|False|FALSE|no|No|NO|off|Off|OFF)$/);

/** Passed as `customTags` next to `version: '1.1'`. */
export function modelTags(tags: Tags): Tags {
  const kept = tags.filter((t) => typeof t === 'string' || !(DROPPED.has(t.tag) || isPlainFloat(t)));
  // Booleans go before the numbers so the resolution order stays that of the 1.1 schema.
  const at = kept.findIndex((t) => typeof t !== 'string' && t.tag === 'tag:yaml.org,2002:int');
  kept.splice(at < 0 ? kept.length : at, 0, trueTag, falseTag);
  kept.push(...FLOATS);
  return kept;
}

/** The package's own decimal and exponent floats (we use ours); `.inf`, `.nan` and 1:30.5 stay. */
function isPlainFloat(t: Tag): boolean {
  if (typeof t === 'string' || t.tag !== 'tag:yaml.org,2002:float') return false;
  const test = (t as { test?: RegExp }).test;
  return test !== undefined && (test.test('1.5') || test.test('1e5'));
}
