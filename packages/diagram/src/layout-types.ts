// The track diagram as geometry (what `trackLayout` returns): plain JSON, pixels from the top left.
import type { Marker } from './markers.js';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface BoxLine {
  kind: 'actor' | 'action' | 'end' | 'window' | 'ref';
  /** The text as drawn (shortened to fit). */
  text: string;
}

/** A step (or a subflow, or a node of unknown kind) as a card on the track. */
export interface StepBox extends Rect {
  key: string;
  kind: 'step' | 'subflow' | 'unknown';
  /** The name as drawn (shortened to fit); `full` is the whole name, for a tooltip. */
  name: string;
  full: string;
  lines: BoxLine[];
  /** The step's markers, each with the centre of its icon. */
  markers: { marker: Marker; x: number; y: number }[];
}

/** A frame around a sequence, loop, branch, one case of a branch, or a whole flow. */
export interface GroupBox extends Rect {
  key: string;
  kind: 'sequence' | 'loop' | 'branch' | 'case' | 'flow';
  /** Heading lines as drawn: the name with what it runs over, until, or (a case) `when` and label. */
  title: string[];
}

/** Text on the track outside boxes: a node's note, a group's window or events after it. */
export interface TextItem extends Point {
  key: string;
  kind: 'note' | 'event' | 'window';
  text: string;
}

export interface Edge {
  kind: 'track' | 'split' | 'merge';
  from: Point;
  to: Point;
  /** SVG path data. */
  d: string;
}

/** The way back of a loop: from below its last child up the lane to the top of its first child. */
export interface LoopBack {
  key: string;
  from: Point;
  to: Point;
  d: string;
  /** Where the turn-order icon sits, and the order (`null` when the loop names none). */
  icon: Point & { order: string | null };
}

export interface TrackLayout {
  width: number;
  height: number;
  boxes: StepBox[];
  groups: GroupBox[];
  texts: TextItem[];
  edges: Edge[];
  loops: LoopBack[];
}
