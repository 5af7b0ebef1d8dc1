// Our words about the fields of the ops: each field's default and meaning (OP_FIELDS,
// `{ op: { field: [default, meaning] } }`, a twin under its plain name). The one line of each op
// is the engine's (`description` in its table of ops).
const BIND = (what) => ['', `Local name for ${what}, for the rest of the effect.`];
const ZONE = (what) => ['', `${what}: a zone path, \`deck\` or \`hand[actor]\`.`];
const POSITION = [
  'none',
  'Where it goes: `top`, `bottom`, `random`, or none. On a shuffled zone, none and `random` put it among the unknown cards; on any other zone at the end.',
];
const SEES = (dflt, who) => [dflt, `Who sees ${who}: a list of players (\`[]\` nobody).`];

export const OP_FIELDS = {
  set: {
    var: ['', 'The variable path: `name`, `name[i]`, `name[i][j]`. Required unless `attr` is given.'],
    of: ['', 'With `attr`: the instance to change.'],
    attr: ['', 'The attribute name (written as is).'],
    value: ['', "The new value. Written as text without `_x`, it is that text (`value: open` sets `'open'`)."],
  },
  add: {
    var: ['', 'The variable path. Required unless `attr` is given.'],
    of: ['', 'With `attr`: the instance to change.'],
    attr: ['', 'The attribute; a missing or false one counts as 0.'],
    amount: ['', 'What is added with `+`; negative to take away.'],
  },
  let: {
    bind: ['', 'The local name. Required.'],
    value: ['', 'Its value. Written as text without `_x`, it is that text.'],
  },
  place: {
    what: ['', 'The value to put. It stays what it is: a dict of model data is not made an instance.'],
    to: ZONE('Where it goes'),
    at: ['', 'An index: the element there is replaced (negative counts from the end).'],
    position: POSITION,
  },
  create: {
    what: ['', 'A dict: each copy becomes a new instance with its own `uid`.'],
    to: ZONE('Where the instances go'),
    n: ['1', 'How many copies.'],
    with: ['', "A dict of extra attributes for each copy, such as `{'damage': 0}`."],
    position: POSITION,
    bind: BIND('the last instance made'),
  },
  move: {
    what: ['', 'An item, or a list of items. For each, the first equal element of `from` moves.'],
    from: ZONE('Where it is'),
    to: ZONE('Where it goes'),
    position: POSITION,
  },
  destroy: {
    what: ['', 'The item to remove.'],
    from: ['the first zone that holds it', 'The zone path to remove it from.'],
  },
  shuffle: {
    zone: ['', 'The zone path. Without it the op does nothing.'],
  },
  draw: {
    from: ZONE('Where the cards come from'),
    to: ZONE('Where they go'),
    n: ['1', 'How many; it stops early when `from` runs out.'],
    visible_to: SEES("by the destination's visibility", 'the drawn cards'),
    position: POSITION,
  },
  look: {
    from: ZONE('The zone looked at'),
    n: ['1', 'How many cards from the top.'],
    bind: BIND('the list of cards seen'),
    actor: ['the local `actor`', 'Who looks.'],
    visible_to: SEES('the one who looks (everyone when nobody does)', 'the cards'),
  },
  search: {
    from: ZONE('The zone searched'),
    bind: ['', 'Local name for what was picked: an item, `None` when nothing matches (a list with `min`/`max`). Required.'],
    filter: ['every item', 'Which items may be picked; the item is `it` (or the name in `as`).'],
    as: ['`it`', 'The name of the item in `filter_x`.'],
    actor: ['the local `actor`', 'Who searches.'],
    min: ['', 'With `min` or `max`: pick a subset, as `choose` does.'],
    max: ['', 'See `min`.'],
    visible_to: SEES('the searcher', 'what was picked'),
  },
  reveal: {
    what: ['', 'The value shown.'],
    visible_to: SEES('everyone', 'it'),
  },
  roll: {
    die: ['', 'The faces: numbers, texts or dicts, each equally likely.'],
    bind: BIND('the face that came up'),
    visible_to: SEES('everyone', 'the face'),
  },
  choose: {
    options: ['', 'The options: a list or anything that can be looped over.'],
    bind: BIND('the option picked (a list for a subset)'),
    actor: ['the local `actor`', 'Who chooses.'],
    secret: ['`false`', '`true`: only the chooser sees the choice.'],
    visible_to: SEES('everyone', 'the choice'),
    min: ['0', 'With `min` or `max`: a subset, picked one element at a time, at least `min`.'],
    max: ['all the options', 'At most this many in a subset.'],
    agent: ['', 'A name in `agents`. The validator checks it exists; the engine does not read it.'],
  },
  if: {
    cond: ['', 'The condition. Required as `cond_x`.'],
    then: ['', 'Ops run when it is true.'],
    else: ['', 'Ops run when it is false.'],
  },
  for_each: {
    items: ['', 'The values, evaluated once at the start.'],
    as: ['`it`', 'The local name of the current value.'],
    body: ['', 'Ops run once per value, each time with a copy of the local names.'],
  },
  repeat: {
    until: ['', 'Tested before each pass; the body runs while it is false.'],
    body: ['', 'Ops, sharing the local names of the effect around them.'],
  },
  emit: {
    event: ['', 'The event name, written as is (there is no `event_x`).'],
    impact: ['', 'Ops that are the event itself; an `instead` trigger replaces them.'],
  },
  sample: {
    model: ['', 'The name in `outcomes`.'],
    inputs: ['', 'For people: what the model depends on. The engine passes the local names instead.'],
  },
  exec: {
    of: ['', 'The content item (a dict with `effect`). For an instance: `of_x: "c[\'origin\']"`.'],
    content: ['', 'For the validator: the catalogue path the item comes from, `cards.*`.'],
  },
  run: {
    flow: ['', 'The name in `flows`.'],
  },
  window: {
    name: ['every speed', 'A name in `priority.windows`.'],
  },
  cancel: {
    target: ['', 'An index into `stack` (0 is the bottom, negative counts from the top); `None` does nothing.'],
  },
  modify: {
    stat: ['', 'The quantity, as `modified()` names it. Required.'],
    change: ['', 'The new value; `value` is the value so far. Required as `change_x`.'],
    layer: ['0', 'Lower layers apply first.'],
    if: ['always', 'It applies only while this is true.'],
    until: ['the next `reset`', 'The event at which it ends.'],
  },
  reset: {
    scope: ['`scenario`', 'A label: the event is `reset:<scope>`.'],
  },
  call: {
    code: ['', 'A name in `code`.'],
  },
  say: {
    actor: ['', 'Who speaks.'],
    channel: ['', 'Where: to all, to a team, to one player.'],
    constraint: ['', 'What may be said.'],
    bind: BIND('what was said'),
    agent: ['', 'A name in `agents`; the validator warns without one.'],
  },
};
