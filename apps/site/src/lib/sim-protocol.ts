// Messages between the page and a simulation worker: one chunk of games per message. Specs and
// chunk results are plain data already (texts, numbers), so they cross as they are.
import type { ChunkResult, Range, SimulationSpec } from '@tabletwin/tactics';

export interface ToSim {
  id: number;
  spec: SimulationSpec;
  from: number;
  to: number;
}

/** `started` first, when the worker takes the chunk up: the chunk's time limit counts from there (not from a slow start-up). */
export type FromSim =
  | { id: number; started: true }
  | { id: number; ok: true; chunk: ChunkResult; seats: number; range: Range | null }
  | { id: number; ok: false; error: string };
