// The track job: the step boxes with the places a question there names, and the boxes a question marks.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { currentBoxes } from '../src/lib/track.js';
import { track } from '../src/worker/track.js';

const model = (name: string): string => readFileSync(new URL(`../../../models/${name}.yaml`, import.meta.url), 'utf8');

describe('the track of the rules', () => {
  test('hex-skirmish: every step box with its places, inside the drawing; no heading, no legend', () => {
    const d = track({ text: model('hex-skirmish') });
    expect(d.svg.startsWith('<svg')).toBe(true);
    expect(d.boxes.map((b) => [b.key, b.places])).toEqual([
      ['wights_reveal', ['step wights_reveal', 'action reveal_ability']],
      ['choose_card', ['step choose_card', 'action pick_card', 'action pick_rest']],
      ['wights_act', ['step wights_act', 'action wights_act']],
      ['hero_acts', ['step hero_acts', 'action play_card', 'action rest_up']],
      ['round_end', ['step round_end', 'action end_round']],
    ]);
    for (const b of d.boxes) {
      expect(b.x + b.w).toBeLessThanOrEqual(d.width);
      expect(b.y + b.h).toBeLessThanOrEqual(d.height);
    }
    expect(d.svg).not.toContain('class="heading"');
  });

  const hex = track({ text: model('hex-skirmish') });
  const pig = track({ text: model('pig') });
  test.each([
    ['pig', pig, 'step choice', ['choice']],
    ['pig', pig, 'action roll', ['choice']],
    ['hex-skirmish', hex, 'action pick_card', ['choose_card']],
    ['hex-skirmish', hex, 'step choose_card', ['choose_card']],
    ['hex-skirmish', hex, 'action rest_up', ['hero_acts']],
    ['hex-skirmish', hex, 'action play_card · 2', ['hero_acts']],
    ['hex-skirmish', hex, 'trigger nothing', []],
    ['hex-skirmish', hex, null, []],
  ])('%s: a question at %s marks %j', (_, d, where, keys) => {
    expect(currentBoxes(d, where)).toEqual(keys);
  });
});
