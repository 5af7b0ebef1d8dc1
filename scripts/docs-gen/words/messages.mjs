// Our words about every message the engine's code can give: `message: [cause, fix]`, keyed by
// the message as the source writes it, its `${...}` parts shown as `<name>` (sources.mjs finds
// them). A message the engine gains shows up in `node scripts/docs-gen.mjs --check` until it is
// described here.
export const MESSAGES = {
  'loop does not end': [
    'A loop ran 10,000 rounds: its `until_x` never became true and no end condition fired.',
    'Set the flag `until_x` reads in an effect, or check the end conditions.',
  ],
  'when is text without when_x': ['A branch case has only the text `when`.', 'Add `when_x`.'],
  'a case without when_x': [
    'A branch case has no condition at all, and no earlier case matched.',
    'Add `when_x` (`"True"` for a default case).',
  ],
  "subflow '<ref>' is not in flows": ['A `subflow` node names a flow `flows` does not have.', 'Fix `ref`, or add the flow.'],
  'pre is text without pre_x': ['An action has only the text `pre`, so the engine cannot tell if it is legal.', 'Add `pre_x`.'],
  "action '<name>' is not in actions": ["A step's `do` names an action that does not exist.", 'Fix the name, or add the action.'],
  'choice between actions without actor_x': [
    'Two or more actions of a step are legal, and the step has no `actor_x` to ask.',
    'Add `actor_x` to the step.',
  ],
  'actor_x gives <actor>, not a player': [
    "A step's `actor_x` gave something other than a player index.",
    'Make it give `0 … n_players − 1`.',
  ],
  'no request after 2000000 steps; nested loops that never ask?': [
    'The flow ran 2,000,000 steps without asking anything: loops inside loops that never reach a decision or chance.',
    'Look for loops whose steps are all skipped.',
  ],
  'flows nest too deep; does a subflow or run call itself?': [
    'Flows inside flows went 10,000 deep.',
    'A `subflow` or `run` calls its own flow; give it a way out.',
  ],
  "position '<position>': use top, bottom or random": [
    'A `position` that is not one of the three.',
    'Write `top`, `bottom` or `random`, or leave it out.',
  ],
  'eliminate needs who_x': ['An `eliminate` condition without `who_x`.', 'Add `who_x`: a player or a list.'],
  'a score needs returns_x': ['A `score` condition without `returns_x`.', 'Add `returns_x`, one number per player.'],
  'returns_x gives <got>, expected <n>': [
    '`returns_x` gave a list of the wrong length, or not a list.',
    'One number per player, in player order.',
  ],
  'returns_x gives <v>; each return must be a number': [
    'An element of `returns_x` is not a number.',
    'Make every element a number.',
  ],
  'a competitive game needs who_x': [
    'A `win` or `loss` in a competitive game without `who_x`.',
    'Add `who_x`, or make the game `cooperative`.',
  ],
  'who_x gives a list (<who>); a competitive <result> needs one player index (several winners: result score with returns_x)': [
    '`who_x` of a competitive `win`/`loss` gave several players.',
    'One index; for several winners use `result: score`.',
  ],
  'who_x gives <who>, not a player': ['`who_x` gave something other than a player index.', 'Make it give one index.'],
  "unknown result '<result>'": [
    '`result` is not one of the six results.',
    'Use `win`, `loss`, `draw`, `score`, `eliminate` or `continue`.',
  ],
  'who_x gives <who>, not players': [
    '`who_x` of `eliminate` gave neither a player nor a list of players.',
    'Give an index or a list of indexes.',
  ],
  "modified() takes the stat's name and a value, and keyword arguments": [
    '`modified` was called without a stat name and a base value.',
    "Write `modified('stat', base, name=value)`.",
  ],
  "modifiers for '<stat>' refer to each other in a cycle": [
    'Modifiers call `modified()` on each other more than 20 deep.',
    'Break the cycle: a modifier of a stat must not need the same stat.',
  ],
  'modified() called outside a game': [
    '`modified` evaluated where no game runs (a tool evaluating an expression alone).',
    'Evaluate it inside a game.',
  ],
  'change is text without change_x': ['A modifier has only the text `change`.', 'Add `change_x`.'],
  "field 'change_x' is missing": ['A modifier or `modify` has no `change_x`.', 'Add `change_x`.'],
  '<name>() called outside a game': ['An own function evaluated where no game runs.', 'Evaluate it inside a game.'],
  'that name already exists': [
    'An own function has the name of a constant, variable, zone, derived value, builtin, board function or reserved name.',
    'Rename the function.',
  ],
  'no x': ['An own function without `x`.', 'Add `x`, the result.'],
  'init_x must give a list': ["A zone's `init_x` gave something that is not a list.", 'Make it a list (`list(CARDS)`).'],
  'init_x must give a list of lists, one per player': [
    "The `init_x` of a player's zone did not give one list per player.",
    'Give a list of lists: `[[] for p in players]`.',
  ],
  '<what> cannot hold a generator (it is usable once); make it a list with list(...)': [
    'A generator was stored: in a variable, a zone, a local name, an option or a face.',
    'Wrap it in `list(...)`.',
  ],
  '<what> would be nested more than 1000 levels deep': ['A stored value nests more than 1,000 levels.', 'Keep values flat.'],
  '<what> would hold more than 10,000,000 items': [
    'A stored value holds more than 10,000,000 items, counted through nested values.',
    'Keep less in the state.',
  ],
  "the game's state would hold more than 10,000,000 items (the last value kept: <what>)": [
    'All that the game keeps (variables, attributes, zones, locals that outlive a request) would hold more than 10,000,000 items together, though each value is within its own bound; the value named was kept last.',
    'Keep less in the state: totals rather than long lists, or clear what is no longer needed.',
  ],
  '<what> cannot hold itself': ['A value would contain itself (a list put into itself).', 'Store a copy (`list(x)`).'],
  "'<v>' object is not iterable": [
    'A value the engine loops over (`over_x`, `items_x`, `options_x`, `die_x`) is a number, `None` or the like.',
    'Give a list.',
  ],
  "unsupported operand type(s) for +: '<a>' and '<b>'": [
    '`add` cannot add these two values (a number to a text, to `None`).',
    'Check the variable holds a number (`init: 0`).',
  ],
  '<what> gives <v>, not players': [
    '`visible_to_x` gave something that is not a list of players.',
    'Give a list of indexes (`[actor]`).',
  ],
  'This is not a model: a model is a mapping with a `flow`': [
    'The YAML is not a mapping, or it has no `flow`.',
    'Start from a skeleton with `flow`.',
  ],
  'a flow node must be a mapping': ['A flow node is written as a text or a list.', 'Write a node as `{id, kind, ...}`.'],
  "unknown kind '<kind>'": [
    'A flow node of a kind the engine does not know.',
    'Use `sequence`, `loop`, `branch`, `step` or `subflow`.',
  ],
  'num_players must be a whole number from 1 to 1000, not <v>': [
    '`num_players` is not a whole number from 1 to 1,000.',
    'Fix it, or leave it out for 2.',
  ],
  "field 'bind' is missing": ['A `let`, `choose` or `search` without `bind`.', 'Add `bind`.'],
  'the chooser <actor> is not a player': [
    "A `choose`'s `actor_x` (or the local `actor`) is not a player index.",
    'Make it give one index.',
  ],
  'choose without actor_x and without an actor on the step': [
    'A `choose` with two or more options and nobody to ask.',
    'Add `actor_x` to the op or to the step.',
  ],
  'choose has no options': [
    'A `choose` got an empty list of options.',
    'Guard it with an `if`, or make sure there is an option.',
  ],
  'choose needs at least <min> options, there are <length>': [
    'A subset choice needs more options than it got.',
    'Lower `min`, or guard it.',
  ],
  'roll: the die has no faces': ['`die` is an empty list.', 'Give it faces.'],
  'of is text without of_x': ['An `exec` has only the text `of`.', 'Add `of_x`.'],
  'exec: <item> is not a content item': ['`of_x` of an `exec` did not give a dict.', 'Give the content item.'],
  'status missing': ['`exec` of a content item with `status: missing`.', 'Write the item, or do not run it.'],
  "exec needs the content item itself; for an instance use of_x: c['origin']": [
    '`exec` got an instance, not the content item.',
    'Use `of_x: "c[\'origin\']"`.',
  ],
  'no effect': ['`exec` of an item without `effect`.', 'Give the item an `effect`.'],
  'effect is not a list of ops': ["The item's `effect` is not a list of ops.", 'Write it as a list of ops.'],
  "exec needs an item of the model's content": [
    '`exec` got a dict that is not model data (built by an expression).',
    'Pass an item from `content`.',
  ],
  'repeat does not end': ['A `repeat` ran 10,000 passes.', 'Make `until_x` become true.'],
  "field 'event' is missing": ['An `emit` without `event`.', 'Add `event`.'],
  'trigger chain too deep': [
    'Emits inside triggers went more than 50 deep.',
    'A trigger emits the event it listens to; guard it with `if_x`.',
  ],
  'if is text without if_x': ['A trigger has only the text `if`.', 'Add `if_x`.'],
  'optional without controller_x or actor': [
    'An optional trigger has no `controller_x`, and the emitting place has no actor.',
    'Add `controller_x`.',
  ],
  '<…> gives <controller>, not a player': [
    "An optional trigger's `controller_x` (or the emitter's actor) is not a player.",
    'Make it give one index.',
  ],
  'unknown timing': ["A trigger's `timing` is not `before`, `when`, `instead` or `after`.", 'Fix the timing.'],
  "field '<name>' is text without <name>_x": [
    'A field the engine needs holds text for people only.',
    'Add `<field>_x`, or write a literal (a number, a list).',
  ],
  "field '<name>' is missing": ['A field the op needs is not there.', 'Add it.'],
  '<v> is not a whole number': ['`n`, `min` or `max` is not a whole number.', 'Make it one (`int(...)`).'],
  "field '<field>' is missing": ['A zone path (`from`, `to`, `zone`) is missing.', 'Add it.'],
  "zone '<name>' not declared": ['A zone path names a zone `state.zones` does not have.', 'Declare it, or fix the name.'],
  "zone '<name>' does not belong to a player; write <name>": [
    'A global zone was indexed (`deck[0]`).',
    'Write it without an index.',
  ],
  "zone '<name>' belongs to a player; write <name>[player]": [
    "A player's zone was named without an index.",
    'Write `hand[actor]`.',
  ],
  "zone '<name>' has no list for <raw>": ["The index of a player's zone is not a player.", 'Index with `0 … n_players − 1`.'],
  "'<v>' is model data; make an instance with create first": [
    'An op tried to change a constant or a content item.',
    'Make an instance with `create`, and change that.',
  ],
  'list indices must be integers, not <key>': [
    'A variable path indexes a list with something other than a whole number.',
    'Fix the index.',
  ],
  'dict keys must be text, not <key>': [
    'A variable path indexes a dict with something other than text.',
    'Use text keys (`str(p)`).',
  ],
  "'<container>' object does not support item assignment": [
    'A variable path indexes into a number, a text or `None`.',
    'Start the variable as a list or dict.',
  ],
  "field 'var' is missing": ['A `set` or `add` with neither `var` nor `attr`.', 'Add `var`.'],
  "variable '<name>' not declared": [
    '`set` or `add` on a name `state.vars` does not have: a misspelling, or a local name (bound by `let`, `bind` or `as`), which `set` and `add` cannot change.',
    'Declare the variable; for a local name, bind it again: `{op: let, bind: n, value_x: "n - 1"}`.',
  ],
  'list assignment index out of range': [
    'A variable path writes past the end of a list.',
    'Check the index (negative counts from the end).',
  ],
  'list index out of range': ['A variable path reads past the end of a list on its way.', 'Check the index.'],
  "'tuple' object does not support item assignment": ['A variable path writes into a tuple.', 'Keep a list there.'],
  '<target> is not an instance; attr needs a dict': [
    '`of_x` with `attr` gave something that is not a dict.',
    'Give the instance.',
  ],
  "field 'model' is missing": ['A `sample` without `model`.', 'Add `model`.'],
  "outcome model '<model>' is not in outcomes": ['`sample` names a model `outcomes` does not have.', 'Fix the name.'],
  "p of '<id>' is text without p_x": ['An outcome has only the text `p`.', 'Add `p_x`.'],
  "probability of '<id>' is <v>; it must be a number ≥ 0": [
    'A `p_x` gave a negative number or no number.',
    'Fix the probability.',
  ],
  'probabilities add up to <…>, not 1': [
    'The `p_x` of an outcome model do not add up to 1.',
    'Make them add up (the last one as `1 - ...`).',
  ],
  "field 'stat' is missing": ['A `modify` without `stat`.', 'Add `stat`.'],
  "field 'change' is text without change_x": ['A `modify` has only the text `change`.', 'Add `change_x`.'],
  "field 'flow' is missing": ['A `run` without `flow`.', 'Add `flow`.'],
  "flow '<scope>' is not in flows": ['`run` names a flow `flows` does not have.', 'Fix the name.'],
  "code '<code>' → <…> is not implemented": [
    'A `call`: a model cannot bring its own code.',
    'Model the rule with ops, or keep it as a known gap.',
  ],
  'say needs a language agent': ['A `say`: free speech does not run yet.', 'Keep it as a known gap.'],
  "unknown op '<name>'": ['An op the engine does not know.', 'Use an op from the [reference](reference.md#ops).'],
  "window '<name>' is not in priority.windows": [
    'A `window` names a window that is not declared.',
    'Declare it under `priority.windows`.',
  ],
  'first is text without first_x': ['`priority.protocol` has only the text `first`.', 'Add `first_x`.'],
  'first_x gives <v>, not a player': ['`first_x` gave something other than a player index.', 'Make it give one index.'],
  'window does not close': [
    'Players took 10,000 turns of priority in one window: a fast action can be played again and again.',
    'Give the action a `pre_x` or a `cost` that runs out.',
  ],
  'cancel outside a window': ['A `cancel` ran where no window is open.', 'Only cancel inside a window (in a fast action).'],
  'cancel: target <target> is not an index': [
    '`target_x` gave something other than a whole number or `None`.',
    'Give an index into `stack`.',
  ],
  'cancel: stack index out of range': ['`target_x` points past the stack.', 'Compute it from `stack` in the `cost`.'],
  'with_x gives a <w>; it must be a dict': [
    '`with_x` of `create` gave something that is not a dict.',
    "Write a dict: `{'damage': 0}`.",
  ],
  "create n: <count> would put more than <…> items into zone '<name>'": [
    'A `create` would put more than 1,000,000 items into one zone.',
    'Make fewer.',
  ],
  "move: '<item>' is not in <text>": [
    '`move` of an item that is not in `from` (the path as written).',
    'Follow the game and look at the zone; guard the move with an `if`.',
  ],
  "destroy: '<what>' is not in <where>": ['`destroy` of an item that is not there.', 'Check `what` and `from`.'],
  'no policy_x': ['A player uses an agent that has no `policy_x`.', 'Add `policy_x`.'],
  'The YAML cannot be read: the <what> is longer than 1,000,000 characters': [
    'The file (a model, or a tactic or view: `text`) is over 1,000,000 characters.',
    'Split content out, or shorten it.',
  ],
  'The YAML cannot be read: <reason>': ['A YAML syntax error, or a key written twice, at the line given.', 'Fix the YAML.'],
  'The YAML cannot be read: it is nested more than 200 levels deep': ['More than 200 levels of YAML nesting.', 'Flatten it.'],
  'The YAML cannot be read: more than 1,000,000 nodes (counting what aliases and merge keys expand to)': [
    'The YAML expands to more than 1,000,000 nodes.',
    'Use fewer aliases.',
  ],
  'The YAML cannot be read: an alias refers to itself or to nothing': [
    'An alias `*x` without its anchor, or inside it.',
    'Fix the anchor.',
  ],
  'key <key> is not text; put it in quotes': [
    'A key YAML 1.1 reads as a boolean, number or null (`on:`, `yes:`, `1:`).',
    "Quote it: `'on':`.",
  ],
  'The YAML cannot be read: a merge key `<<` needs a mapping or a list of mappings': [
    '`<<:` followed by something other than a mapping.',
    'Merge a mapping.',
  ],
};
