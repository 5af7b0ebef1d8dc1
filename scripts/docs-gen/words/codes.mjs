// Our words about the validator's finding codes: `code: [what it means, what to do]`.
export const CODES = {
  'unreadable-file': ['The file could not be read (missing, a folder, no permission, empty).', 'Check the path.'],
  'unreadable-yaml': [
    'The text is not YAML the reader accepts (a syntax error, a key written twice, an alias to nothing, too big or too deep).',
    'Fix the YAML at the line given.',
  ],
  'not-a-model': [
    'The YAML is not a mapping with a `flow`, or `num_players` is not a whole number from 1 to 1,000.',
    'Start from a skeleton with `flow`; fix `num_players`.',
  ],
  'key-not-text': [
    'A key YAML reads as a number, boolean or null: `on:`, `yes:`, `1:`.',
    "Quote it (`'on':`), or use the name the model expects (`event:`).",
  ],
  'unknown-key': [
    'A key the schema does not know at that place: a typo, or a field of another kind.',
    'Spell it as the reference does; the engine ignores unknown keys.',
  ],
  'missing-key': [
    'One of `game`, `label`, `actions`, `end` is missing at the top level.',
    'Add it (`actions: {}` and `end: []` are allowed).',
  ],
  'expr-syntax': [
    'An expression that does not compile.',
    'Read the position in the message; see [expressions](expressions.md#what-is-not-allowed).',
  ],
  'missing-field': [
    'A field the engine needs is absent: a step without `do`, a node without `kind`, an end condition without `result`.',
    'Add the field.',
  ],
  'unknown-value': [
    'A value outside the allowed list: `mode`, `result`, `order`, `timing`, `persist`, `resolution`, `closes`.',
    'Use one of the values the message lists.',
  ],
  'unknown-kind': ['A flow node of a kind the engine does not know.', 'Use `sequence`, `loop`, `branch`, `step` or `subflow`.'],
  'unknown-op': [
    'An op the engine does not know; its fields are not checked.',
    'Use an op from the [reference](reference.md#ops).',
  ],
  'bad-shape': [
    'A value of the wrong form: a list where a name belongs, a board field of the wrong type.',
    'Write it in the form the message names.',
  ],
  'name-not-found': [
    'A name that points at nothing: an action, zone, flow, window, outcome model, agent or code entry not declared.',
    'Declare it, or fix the spelling.',
  ],
  'name-taken': [
    'An own function whose name is already used (a constant, variable, zone, builtin, board function or reserved name), an ability named like an action, a fast action named `pass`.',
    'Rename it.',
  ],
  'duplicate-id': ['Two flow nodes share an `id`.', 'Give every node its own id.'],
  'ability-in-step': ["A step's `do` names a content ability.", 'Abilities are played in windows; give them a `speed`.'],
  'board-invalid': ['A board the geometry cannot build.', 'See [board errors](board-geometry.md#errors-in-a-board).'],
  'who-not-one-player': [
    'A competitive `win` or `loss` whose `who_x` plainly gives several players (a list, a comprehension, `sorted(...)`).',
    'One index; for several winners use `result: score` with `returns_x`.',
  ],
  unused: [
    'Declared but never used: an action no step or window can reach, a flow never run, a function never called, a board never named, a keyword no rule tests.',
    'Use it or remove it; a `note` on an action keeps it quiet.',
  ],
  'event-never-emitted': [
    'A trigger listens to an event no `emit`, `end_event` or engine event gives.',
    'Fix the event name, or emit it.',
  ],
  'stat-never-read': [
    "A modifier (or `modify`) changes a stat that no `modified('stat', ...)` reads.",
    'Read the stat with `modified`, or fix its name.',
  ],
  'speed-without-window': ['An action has a `speed` that no window allows.', "Add the speed to a window's `allows`."],
  'always-playable': [
    'A fast action with no `pre_x`, no `cost` and nothing an end condition reads: random players may keep its window open forever.',
    'Give it a `pre_x` or a `cost` that runs out.',
  ],
  'optional-without-controller': [
    'An optional trigger without `controller_x`: the actor of the emitting place decides, and with no actor the game stops.',
    'Add `controller_x`.',
  ],
  'ability-without-speed': ['A content ability without `speed` can never be played.', 'Give it a speed a window allows.'],
  'say-without-agent': ['A `say` without `agent`.', 'Name an agent.'],
  'exec-without-of': ['An `exec` without `of_x`: the engine cannot tell which item to run.', 'Add `of_x`.'],
  'exec-without-content': [
    'An `exec` without `content`: the validator cannot tell which catalogue it runs from.',
    'Add `content: cards.*` or the like.',
  ],
  'drawn-from-unshuffled': [
    '`drawn_from` names a zone that is not shuffled (or does not exist).',
    'Name the shuffled deck the cards were dealt from.',
  ],
  'drawn-from-public': [
    '`drawn_from` on a public zone: everyone sees its cards, so there is nothing to deal again.',
    'Remove it, or make the zone `owner` or `hidden`.',
  ],
  'zone-init-ignored': [
    'A zone has `init` (a list, not text) but no `init_x`: the engine reads only `init_x`, so the zone starts empty.',
    'Write the contents as `init_x: "[1, 2, 3]"`, or fill the zone with ops (`place`, `create`, `move`, `draw`).',
  ],
  'content-status': ['A content item without `status: verified`, `uncertain` or `missing`.', 'Give it a status.'],
  'question-status': ['An open question with a status other than `open`, `assumed`, `answered`.', 'Use one of the three.'],
};
