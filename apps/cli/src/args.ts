// Reading a command's arguments against its list of options. Our own small parser rather than
// util.parseArgs: a negative number is a value (`--seed -5`, `eval -1`), and the messages are ours.

import type { Command, OptionSpec } from './io.js';

export interface Parsed {
  /** The options given: a flag as `true`, others as their text (the last one wins). */
  values: Record<string, string | true>;
  positionals: string[];
}

/** A negative number, which is a value and never an option. */
const NEGATIVE = /^-\.?\d/;

/** The options and other arguments in `args`, or a message saying what is wrong. */
export function parseOptions(command: Command, args: readonly string[]): Parsed | string {
  const values: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!a.startsWith('-') || a === '-' || NEGATIVE.test(a)) {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? a.slice(2, eq === -1 ? undefined : eq) : '';
    const spec: OptionSpec | undefined = command.options.find((o) => o.name === name);
    if (spec === undefined) return `unknown option '${eq === -1 ? a : a.slice(0, eq)}'`;
    if (spec.value === undefined) {
      if (eq !== -1) return `--${name} takes no value`;
      values[name] = true;
    } else if (eq !== -1) {
      values[name] = a.slice(eq + 1);
    } else {
      const next = args[i + 1];
      if (next === undefined || (next.startsWith('-') && !NEGATIVE.test(next)))
        return `--${name} needs a value: --${name} ${spec.value}`;
      values[name] = next;
      i++;
    }
  }
  return { values, positionals };
}

/** `usage: tabletwin play <model.yaml> [--seed N] [--json]` */
export function usage(name: string, command: Command): string {
  const options = command.options.map((o) => `[--${o.name}${o.value === undefined ? '' : ` ${o.value}`}]`);
  return `usage: ${['tabletwin', name, command.operands, ...options].filter((x) => x !== '').join(' ')}\n`;
}

/** A command's help: what it does, its usage, each option with its line. */
export function helpText(name: string, command: Command): string {
  const rows: [string, string][] = command.options.map((o) => [
    `--${o.name}${o.value === undefined ? '' : ` ${o.value}`}`,
    o.text,
  ]);
  rows.push(['-h, --help', 'this help']);
  const width = Math.max(...rows.map(([left]) => left.length));
  let out = `tabletwin ${name}: ${command.summary}\n${usage(name, command)}\noptions:\n`;
  for (const [left, text] of rows) out += `  ${left.padEnd(width)}  ${text}\n`;
  return command.notes === undefined ? out : `${out}\n${command.notes.endsWith('\n') ? command.notes : command.notes + '\n'}`;
}

/** Takes every `--name V` / `--name=V` of the `repeatable` names out of `args`. */
export function takeRepeated(
  args: readonly string[],
  repeatable: readonly string[],
): { rest: string[]; taken: Record<string, string[]> } | string {
  const rest: string[] = [];
  const taken: Record<string, string[]> = Object.fromEntries(repeatable.map((n) => [n, []]));
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      rest.push(...args.slice(i));
      break;
    }
    const name = repeatable.find((n) => a === `--${n}` || a.startsWith(`--${n}=`));
    if (name === undefined) {
      rest.push(a);
      continue;
    }
    if (a.includes('=')) taken[name]!.push(a.slice(a.indexOf('=') + 1));
    else if (i + 1 < args.length) taken[name]!.push(args[++i]!);
    else return `--${name} needs a value: --${name} NAME=VALUE`;
  }
  return { rest, taken };
}

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * A whole number from `min` up to 2^53 − 1 (`--seed -5`, `--max 200`, `--games 1e6`,
 * `--iterations 1_000_000`); else the message. What it names is worked out exactly: `2.5`, `1e99`
 * and numbers beyond 2^53 − 1 are refused, never rounded (a rounded seed would play another game).
 */
export function wholeNumber(option: string, text: string, min: number): number | string {
  const n = exactWhole(text);
  if (n !== null && n >= min) return n;
  const range =
    min === 0
      ? `from 0 to ${MAX.toLocaleString('en-US')}`
      : `between ${(-MAX).toLocaleString('en-US')} and ${MAX.toLocaleString('en-US')}`;
  return `--${option} must be a whole number ${range}, not ${text}`;
}

/**
 * The whole number `text` names, written in digits with `_` between groups, a fraction and an
 * exponent (`1e6`, `2.5e3`, `1_000`), when it is one and within 2^53 − 1 either way; else null.
 */
function exactWhole(text: string): number | null {
  const m = /^([-+]?)(\d+(?:_\d+)*)(?:\.(\d+))?(?:[eE]\+?(\d+))?$/.exec(text);
  if (m === null) return null;
  const fraction = m[3] ?? '';
  const digits = BigInt(m[2]!.replaceAll('_', '') + fraction);
  if (digits === 0n) return 0;
  // A power of ten past 2^53 on its own is not worked out.
  const shift = Number(m[4] ?? '0') - fraction.length;
  if (shift > 16) return null;
  let whole = digits;
  if (shift > 0) whole = digits * 10n ** BigInt(shift);
  else if (shift < 0) {
    const unit = 10n ** BigInt(-shift);
    if (digits % unit !== 0n) return null;
    whole = digits / unit;
  }
  if (whole > BigInt(MAX)) return null;
  return m[1] === '-' ? -Number(whole) : Number(whole);
}
