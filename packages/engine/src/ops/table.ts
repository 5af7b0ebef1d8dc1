// The table of ops: every op a model may use, in the order people read them (docs/reference.md#ops).
// Each is declared once in its family module (`defineOp`); adding an op means adding it here too
// (see the README, "Adding an op"). Everything else that knows ops reads this list.
import { draw, look, reveal, search } from './cards.js';
import { choose, roll } from './choices.js';
import { exec } from './content.js';
import { forEach, if_, repeat } from './control.js';
import { emit } from './events.js';
import type { OpDef } from './op.js';
import { sample } from './outcomes.js';
import { modify, reset, run } from './rules.js';
import { call, say } from './unsupported.js';
import { add, let_, set } from './values.js';
import { cancel, windowOp } from './windows.js';
import { create, destroy, move, place, shuffle } from './zones.js';

export const OP_TABLE: readonly OpDef[] = [
  set,
  add,
  let_,
  place,
  create,
  move,
  destroy,
  draw,
  shuffle,
  look,
  search,
  reveal,
  roll,
  choose,
  if_,
  forEach,
  repeat,
  emit,
  sample,
  exec,
  run,
  windowOp,
  cancel,
  modify,
  reset,
  call,
  say,
];
