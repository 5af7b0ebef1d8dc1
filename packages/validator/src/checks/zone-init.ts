// A zone's `init` is for people: the engine fills a zone only from `init_x` or with ops, so a list
// written as `init` leaves the zone empty without a word (docs/reference.md "Zones"). Text describes,
// and an empty `init:` says nothing: both stay quiet. Anything else was meant as the contents.
import { has } from '../model.js';
import type { Check } from './context.js';

export const checkZoneInit: Check = (ctx) => {
  for (const [name, zone] of ctx.index.zones) {
    const init = zone['init'];
    if (init === undefined || init === null || typeof init === 'string' || has(zone, 'init_x')) continue;
    ctx.report(
      'zone-init-ignored',
      `zone '${name}': init is not read, so the zone starts empty; write the contents as init_x (init_x: "[1, 2, 3]"), or fill the zone with ops (place, create, move, draw)`,
      ['state', 'zones', name, 'init'],
    );
  }
};
