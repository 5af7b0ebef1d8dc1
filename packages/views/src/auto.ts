// The automatic layout (docs/views.md, without a view), written as a view so it is drawn by the same
// code: shared zones in one row of the table (shuffled or hidden ones as decks); in each player's
// area a row of meters for the per-player variables with a numeric `init`, then a row of the
// per-player zones.
import type { ModelInfo } from './game.js';
import type { CardStyle, SlotSpec, View } from './types.js';

export const DEFAULT_CARD: CardStyle = Object.freeze({
  lang: 'en',
  typeField: 'type',
  typeNames: {},
  color: [],
  corner: [],
  stats: null,
  tokens: null,
  sideways: null,
});

const zone = (name: string): SlotSpec => ({
  kind: 'zone',
  zone: name,
  as: null,
  name: null,
  wide: false,
  small: false,
  attachments: null,
});

export function automaticView(info: ModelInfo): View {
  const shared = info.zones.filter((z) => !z.perPlayer).map((z) => zone(z.name));
  const meters: SlotSpec[] = info.vars
    .filter((v) => v.perPlayer && v.numericInit)
    .map((v) => ({ kind: 'meter', var: v.name, max: null, name: null }));
  const own = info.zones.filter((z) => z.perPlayer).map((z) => zone(z.name));
  return {
    view: null,
    card: DEFAULT_CARD,
    table: shared.length > 0 ? [shared] : [],
    player: [meters, own].filter((r) => r.length > 0),
  };
}
