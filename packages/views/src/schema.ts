// The view format of docs/views.md as zod schemas. Objects are strict, so a misspelt key is an error
// rather than a silently ignored option. A slot is checked by the schema of its kind (the key it
// has: zone, meter, quest or board), so its errors name the right keys.
import { z } from 'zod';

const text = z.string();
const colorRule = z.strictObject({ field: text, values: z.record(z.string(), text) });

export const cardSchema = z.strictObject({
  lang: text.optional(),
  type_field: text.optional(),
  type_names: z.record(z.string(), text).optional(),
  color: z.array(colorRule).optional(),
  corner: z.array(text).optional(),
  stats: z.array(z.strictObject({ field: text, icon: text.optional(), name: text.optional() })).optional(),
  tokens: z.record(z.string(), z.strictObject({ color: text.optional(), name: text.optional() })).optional(),
  sideways: text.optional(),
});

export const zoneSlotSchema = z.strictObject({
  zone: text,
  as: z.enum(['row', 'deck', 'discard']).optional(),
  name: text.optional(),
  wide: z.boolean().optional(),
  small: z.boolean().optional(),
  attachments: z.strictObject({ zone: text, field: text }).optional(),
});

export const meterSlotSchema = z.strictObject({
  meter: z.strictObject({ var: text, max: z.number().optional(), name: text.optional() }),
  name: text.optional(),
});

export const questSlotSchema = z.strictObject({
  quest: z.strictObject({ var: text, catalogue: text.optional(), progress: text.optional(), goal: text.optional() }),
  name: text.optional(),
});

export const gridSlotSchema = z.strictObject({
  board: z.strictObject({ zone: text.optional(), var: text.optional(), columns: z.int().min(1).optional() }),
  name: text.optional(),
});

const icon = z.union([text, z.strictObject({ icon: text, color: text.optional() })], {
  error: 'an icon is text or {icon, color}',
});
const cellRule = z.strictObject({ const: text.optional(), var: text.optional(), color: text, name: text.optional() });

export const boardSlotSchema = z.strictObject({
  board: z.strictObject({
    geometry: text,
    pieces: z.strictObject({ var: text.optional(), zone: text.optional(), field: text.optional() }).optional(),
    icons: z.record(z.string(), icon).optional(),
    color: colorRule.optional(),
    value: text.optional(),
    cells: z.array(cellRule).optional(),
    checkered: z.boolean().optional(),
    flip: z.boolean().optional(),
    names: z.boolean().optional(),
  }),
  name: text.optional(),
});

export type CardSpec = z.infer<typeof cardSchema>;
export type ZoneSlotSpec = z.infer<typeof zoneSlotSchema>;
export type MeterSlotSpec = z.infer<typeof meterSlotSchema>;
export type QuestSlotSpec = z.infer<typeof questSlotSchema>;
export type GridSlotSpec = z.infer<typeof gridSlotSchema>;
export type BoardSlotSpec = z.infer<typeof boardSlotSchema>;

/** The top level; rows hold slots, which are checked one by one (see load.ts). */
export const viewSchema = z.strictObject({
  view: text.optional(),
  card: cardSchema.optional(),
  table: z.array(z.strictObject({ row: z.array(z.unknown()) })).optional(),
  player: z.array(z.strictObject({ row: z.array(z.unknown()) })).optional(),
});

/** The schema of a slot, chosen by the key that says what it is; `null` when it has none of them. */
export function slotSchemaOf(slot: Record<string, unknown>): z.ZodType | null {
  if ('zone' in slot) return zoneSlotSchema;
  if ('meter' in slot) return meterSlotSchema;
  if ('quest' in slot) return questSlotSchema;
  if ('board' in slot) {
    const b = slot['board'];
    return typeof b === 'object' && b !== null && 'geometry' in b ? boardSlotSchema : gridSlotSchema;
  }
  return null;
}
