// The generated sections of docs/, one renderer per section name. A renderer turns facts from
// the code (see sources.mjs) and our words about them (words/*.mjs) into Markdown. Words are
// keyed by what the code names; a fact without words, or words for something the code no longer
// has, is a problem the generator reports, so the docs and the code cannot drift apart silently.
import { engineMessages, fieldsOf, opSpecs, sourceConstant } from './sources.mjs';
import { cell, code, table, thousands } from './markdown.mjs';
import { objectAt, schemaObjects, valueWords } from './schema-text.mjs';
import { KEYS } from './words/keys.mjs';
import { BUILTINS, METHODS } from './words/expr.mjs';
import { GEOMETRY } from './words/geometry.mjs';
import { CODES } from './words/codes.mjs';
import { LIMITS } from './words/limits.mjs';
import { MESSAGES } from './words/messages.mjs';

/** Collects what is missing or left over while the sections are made. */
export class Problems {
  list = [];
  add(text) {
    this.list.push(text);
  }
  /** `words[key]`, noting its absence. */
  need(words, key, what) {
    if (words !== undefined && Object.hasOwn(words, key)) return words[key];
    this.add(`no words for ${what}`);
    return ['?', '?'];
  }
  /** Words for keys the code does not have. */
  leftOver(words, keys, what) {
    for (const k of Object.keys(words ?? {}))
      if (!keys.includes(k)) this.add(`words for ${what} '${k}', which the code does not have`);
  }
}

/** `value` / `value_x`, `pre_x`, or `op`. */
function fieldName(f) {
  if (f.only) return code(`${f.name}_x`);
  return f.expr ? `${code(f.name)} / ${code(`${f.name}_x`)}` : code(f.name);
}

function fieldValue(f, what) {
  if (f.only) return valueWords(f.xNode);
  if (!f.expr) return valueWords(f.node);
  const plain = FOR_PEOPLE.includes(`${what} '${f.name}'`) ? 'for people' : writtenWords(f.name, f.node);
  return `${plain}; \`_x\`: ${valueWords(f.xNode)}`;
}

// Plain keys of a twin whose text is a value, not a description (the engine's reader says so), and
// those the engine never reads whatever they hold (a zone's `init`: only `init_x` is read).
const TEXT_IS_VALUE = ['value', 'init'];
const FOR_PEOPLE = ["key outcomes 'derived'", "key state.zones 'init'"];

/** The plain key of a twin: text there is for people, other values are literals. */
function writtenWords(name, node) {
  if (node !== undefined && Object.keys(node).length === 0)
    return TEXT_IS_VALUE.includes(name) ? 'any value, text too' : 'a literal, or text for people';
  if (node?.type === 'string') return 'text for people';
  if (Array.isArray(node?.type) && node.type.includes('string'))
    return `${valueWords({ type: node.type.filter((t) => t !== 'string') })}, or text for people`;
  return valueWords(node);
}

/** A table of the fields of one schema object, with our default and meaning for each. */
function fieldTable(fields, words, what, p) {
  p.leftOver(
    words,
    fields.map((f) => f.name),
    what,
  );
  const rows = fields.map((f) => {
    const [dflt, meaning] = p.need(words, f.name, `${what} '${f.name}'`);
    return [fieldName(f), cell(fieldValue(f, what)), dflt === '' ? '–' : cell(dflt), meaning];
  });
  return table(['Key', 'Value', 'Default', 'Meaning'], rows);
}

const SECTIONS = {
  /** `keys:state.zones`: every key of that object of a model. */
  keys(s, p, path) {
    return fieldTable(fieldsOf(objectAt(s.schema, path)), KEYS[path], `key ${path}`, p);
  },

  /** Every op, its fields, and what it does; `ops:reference.md` links to the op's heading there. */
  ops(s, p, page = '') {
    const rows = opSpecs(s).map((o) => [
      `[${code(o.name)}](${page}#${o.name})`,
      o.fields.map(fieldName).join(', '),
      o.description,
    ]);
    return table(['Op', 'Fields', 'What it does'], rows);
  },

  /** `op-fields:draw`: the fields of one op. */
  'op-fields'(s, p, name) {
    const op = opSpecs(s).find((o) => o.name === name);
    if (op === undefined) {
      p.add(`section op-fields:${name}: there is no op '${name}'`);
      return '';
    }
    return fieldTable(op.fields, op.words, `op ${name}`, p);
  },

  /** The builtin functions, with the arguments their tables accept. */
  builtins(s, p) {
    const names = [...s.expr.BUILTIN_NAMES];
    p.leftOver(BUILTINS, names, 'builtin');
    const rows = names.map((n) => [code(signature(n, s.expr.evaluate(n).spec)), p.need(BUILTINS, n, `builtin '${n}'`)]);
    return table(['Function', 'What it gives'], rows);
  },

  methods(s, p) {
    const names = [...s.expr.METHOD_NAMES];
    p.leftOver(METHODS, names, 'method');
    const rows = names.map((n) => {
      const [on, form, meaning] = p.need(METHODS, n, `method '${n}'`);
      return [code(`.${n}`), on, code(form), meaning];
    });
    return table(['Method', 'On', 'Call', 'What it gives'], rows);
  },

  /** The board functions with their parameters, optional ones marked `?`. */
  geometry(s, p, page = '') {
    const fns = s.geometry.boardFunctions({ b: { kind: 'square', width: 1, height: 1 } });
    const names = [...s.geometry.BOARD_FUNCTION_NAMES];
    p.leftOver(GEOMETRY, names, 'board function');
    const rows = names.map((n) => {
      const f = fns[n];
      const params = f.params.map((q, i) => (f.required[i] ? q : `${q}?`));
      const [returns, meaning] = p.need(GEOMETRY, n, `board function '${n}'`);
      return [`[${code(`${n}(${params.join(', ')})`)}](${page}#${n})`, returns, meaning];
    });
    return table(['Function', 'Gives', 'Meaning'], rows);
  },

  /** The validator's finding codes. */
  codes(s, p) {
    const codes = Object.entries(s.validator.FINDING_CODES);
    p.leftOver(
      CODES,
      codes.map(([c]) => c),
      'finding code',
    );
    const rows = codes.map(([c, severity]) => {
      const [meaning, fix] = p.need(CODES, c, `finding code '${c}'`);
      return [code(c), severity, meaning, fix];
    });
    return table(['Code', 'Severity', 'What it means', 'What to do'], rows);
  },

  /** Limits, with their values read from the code. */
  limits(s, p) {
    const rows = LIMITS.map(({ value, what, error }) => {
      let n;
      try {
        n = typeof value === 'function' ? value(s) : sourceConstant(value.file, value.name);
      } catch (e) {
        p.add(e.message);
        n = NaN;
      }
      const message = error.replaceAll('{n,}', thousands(n)).replaceAll('{n}', String(n));
      return [what, thousands(n), error === '' ? '–' : code(message)];
    });
    return table(['What is limited', 'Limit', 'Message when passed'], rows);
  },

  /** Every message the engine can stop a game with. */
  messages(s, p) {
    const found = engineMessages();
    p.leftOver(
      MESSAGES,
      found.map((m) => m.text),
      'message',
    );
    const rows = found.map((m) => {
      const [cause, fix] = p.need(MESSAGES, m.text, `message ${JSON.stringify(m.text)}`);
      return [code(m.text), m.kind, cause, fix];
    });
    return table(['Message', 'Kind', 'Cause', 'Fix'], rows);
  },

  /** The markers of a step, as the diagram package defines them. */
  markers(s) {
    const rows = s.diagram.MARKERS.map((m) => [m.label, code(m.icon), cell(m.when)]);
    return table(['Marker', 'Icon', 'A step gets it for'], rows);
  },

  /** `cli:play`: the usage and options of one command. */
  cli(s, p, name) {
    const command = s.commands[name];
    if (command === undefined) {
      p.add(`section cli:${name}: there is no command '${name}'`);
      return '';
    }
    const usage = `tabletwin ${name}${command.operands ? ` ${command.operands}` : ''}${command.options.length > 0 ? ' [options]' : ''}`;
    const lines = [`${code(usage)}: ${cell(command.summary)}.`];
    if (command.options.length > 0) {
      const rows = command.options.map((o) => [code(`--${o.name}${o.value ? ` ${o.value}` : ''}`), cell(machineFree(o.text))]);
      lines.push('', table(['Option', 'Meaning'], rows));
    }
    if (command.notes) lines.push('', ...command.notes.split('\n').map((l) => cell(l.trim())));
    return lines.join('\n');
  },

  /** Every command with its one line. */
  commands(s) {
    const rows = Object.entries(s.commands).map(([name, c]) => [`[${code(name)}](#tabletwin-${name})`, cell(c.summary)]);
    return table(['Command', 'What it does'], rows);
  },
};

/** Help texts name this machine's cores ("every core, 2 here"); the docs must not. */
function machineFree(text) {
  return text.replace(/, \d+ here/, '');
}

/** `min(iterable, …, key=, default=)` from a builtin's argument table. */
function signature(name, spec) {
  const positional = spec.params.map((q, i) => (i < spec.required ? q : `${q}?`));
  if (spec.variadic) positional.push('…');
  const keywordOnly = (spec.keywords ?? []).filter((k) => !spec.params.includes(k)).map((k) => `${k}=`);
  if (spec.anyKeyword) keywordOnly.push('name=value…');
  return `${name}(${[...positional, ...keywordOnly].join(', ')})`;
}

/** Every fact has a section somewhere: each object of the schema, each op, each command, each table. */
export function coverage(sources, names, problems) {
  const wanted = [
    ...schemaObjects(sources.schema).map((o) => `keys:${o}`),
    ...opSpecs(sources).map((o) => `op-fields:${o.name}`),
    ...Object.keys(sources.commands).map((c) => `cli:${c}`),
    'ops',
    'builtins',
    'methods',
    'geometry',
    'codes',
    'limits',
    'messages',
    'markers',
    'commands',
  ];
  const kinds = new Set(names.map((n) => (n.startsWith('ops:') || n.startsWith('geometry:') ? n.split(':')[0] : n)));
  for (const w of wanted) if (!kinds.has(w)) problems.add(`no section ${w} in docs/`);
  const objects = schemaObjects(sources.schema);
  for (const path of Object.keys(KEYS))
    if (!objects.includes(path)) problems.add(`words for keys:${path}, which the schema does not have`);
}

/** The Markdown of section `name` (`keys:state.zones` → renderer `keys` with `state.zones`). */
export function render(sources, problems, name) {
  const at = name.indexOf(':');
  const [kind, arg] = at < 0 ? [name, undefined] : [name.slice(0, at), name.slice(at + 1)];
  const renderer = SECTIONS[kind];
  if (renderer === undefined) {
    problems.add(`unknown section '${name}'`);
    return '';
  }
  return renderer(sources, problems, arg);
}
