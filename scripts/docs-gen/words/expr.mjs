// Our words about the builtins and methods of the expression language. Examples written
// `` `expr` → `value` `` are evaluated by the docs tests (docs/test/expressions.test.ts).
export const BUILTINS = {
  len: 'The length of a text, list, tuple, dict or set: `len([4, 5])` → `2`. A generator has none.',
  any: 'True when some element is true; stops at the first: `any(x > 2 for x in [1, 3])` → `True`.',
  all: 'True when every element is true; stops at the first false one: `all([])` → `True`.',
  min: 'The smallest of one iterable or of several arguments; `key=` a function, `default=` for an empty iterable. Ties: the first. `min(3, 1, 2)` → `1`.',
  max: 'The largest, like `min`: `max([], default=0)` → `0`.',
  sum: 'The sum, from `start` (default 0); lists too with `start=[]`, text not. Decimals are added without drift: `sum([0.1, 0.2, 0.3])` → `0.6`.',
  range: 'A list of whole numbers: `range(3)` → `[0, 1, 2]`, `range(1, 7, 2)` → `[1, 3, 5]`.',
  sorted: 'A sorted list; stable; `key=`, `reverse=True`: `sorted([3, 1, 2], reverse=True)` → `[3, 2, 1]`.',
  list: 'A list of the elements of any iterable; `list()` is empty: `list((1, 2))` → `[1, 2]`.',
  tuple: 'A tuple of the elements: `tuple([1, 2])` → `(1, 2)`.',
  set: 'A set of the elements, in the order first seen: `set([2, 1, 2])` → `{2, 1}`.',
  dict: "A dict from a dict, from pairs with text keys, or from keyword arguments: `dict(a=1)` → `{'a': 1}`.",
  enumerate: "Pairs `(index, element)`, lazily; `start=` shifts the index: `list(enumerate('ab'))` → `[(0, 'a'), (1, 'b')]`.",
  zip: "Tuples of the elements at the same position, up to the shortest: `list(zip([1, 2], 'ab'))` → `[(1, 'a'), (2, 'b')]`.",
  str: "The text form, as Python writes it but with whole numbers plain: `str(4 / 2)` → `'2'`.",
  bool: 'The truth of a value: `bool([])` → `False`.',
  abs: 'The absolute value: `abs(-3)` → `3`.',
  round:
    'Rounds half to even, on the decimal value written; `round(x, n)` to `n` places: `round(2.5)` → `2`, `round(2.675, 2)` → `2.67`.',
  int: "Cuts toward zero; text must be a whole number: `int(-2.7)` → `-2`, `int('3.5')` → `ValueError`.",
  float: "A number from a number or a text (`'inf'`, `'nan'` too): `float('1.5')` → `1.5`.",
  sigmoid: '1 / (1 + e^−x), for probabilities from a skill difference: `sigmoid(0)` → `0.5`.',
  σ: 'Another name for `sigmoid`.',
  exp: 'e to the power x: `exp(0)` → `1`.',
  sqrt: 'The square root; of a negative number a `ValueError`: `sqrt(9)` → `3`.',
  log: 'The natural logarithm, or to the base given: `log(8, 2)` → `3`. `log(0)` is a `ValueError`.',
};

/** `method: [on, call form, meaning]` */
export const METHODS = {
  get: ['dict', 'd.get(key, default?)', "The value under `key`, else `default` (else `None`): `{'a': 1}.get('b', 0)` → `0`."],
  items: ['dict', 'd.items()', "A list of `(key, value)` tuples: `{'a': 1}.items()` → `[('a', 1)]`."],
  keys: ['dict', 'd.keys()', "A list of the keys: `{'a': 1, 'b': 2}.keys()` → `['a', 'b']`."],
  values: ['dict', 'd.values()', "A list of the values: `{'a': 1, 'b': 2}.values()` → `[1, 2]`."],
  count: ['list, tuple, text', 'x.count(v)', "How often `v` occurs: `'banana'.count('a')` → `3`."],
  index: ['list, tuple, text', 'x.index(v)', 'Where `v` first occurs; a `ValueError` when it does not: `[5, 6].index(6)` → `1`.'],
};
