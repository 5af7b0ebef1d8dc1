// The YAML 1.1 flavour models are written in: the `yaml` package's 1.1 schema with three
// changes, so the result is what the spec documents (and what PyYAML reads):
// - booleans are true/false/yes/no/on/off in lower, title or upper case (not `y`/`n`);
// - dates stay text (no timestamp tag);
// - no explicit collection tags that would build host objects (`!!set`, `!!omap`, `!!binary`).
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

const trueTag = boolTag(true, /^(?:true|True|TRUE|yes|Yes|YES|on|On|ON)$/);
const falseTag = boolTag(false, /^(?:false|False|FALSE|no|No|NO|off|Off|OFF)$/);

/** Passed as `customTags` next to `version: '1.1'`. */
export function modelTags(tags: Tags): Tags {
  const kept = tags.filter((t) => typeof t === 'string' || !DROPPED.has(t.tag));
  // Booleans go before the numbers so the resolution order stays that of the 1.1 schema.
  const at = kept.findIndex((t) => typeof t !== 'string' && t.tag === 'tag:yaml.org,2002:int');
  kept.splice(at < 0 ? kept.length : at, 0, trueTag, falseTag);
  return kept;
}
