import type { TrackDrawing } from './protocol.js';

/**
 * The boxes a question at `where` marks: the step it names, else every step with the action it names
 * (an action several steps share marks them all: the question alone does not say which one runs).
 * A subset decision's place carries ` · n` (its round); the step is the same.
 */
export function currentBoxes(drawing: TrackDrawing, where: string | null): string[] {
  if (where === null) return [];
  const place = where.replace(/ · \d+$/, '');
  const byStep = place.startsWith('step ') ? drawing.boxes.filter((b) => b.places[0] === place) : [];
  const hits = byStep.length > 0 ? byStep : drawing.boxes.filter((b) => b.places.includes(place));
  return hits.map((b) => b.key);
}
