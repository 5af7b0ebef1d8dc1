// The dispatcher: help for the whole command and for each subcommand, the version.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { COMMANDS } from '@tabletwin/cli';
import { tabletwin } from './helpers.js';

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describe('help', () => {
  test('no command lists the commands and fails', async () => {
    const r = await tabletwin();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/eval .*\n {2}mcp .*\n {2}models .*\n {2}play .*\n( {2}\w+ .*\n)* {2}validate /);
  });
  test.each(Object.keys(COMMANDS))(
    'tabletwin %s --help, -h and help <command> print its usage and every option',
    async (name) => {
      const { command } = await COMMANDS[name]!();
      const help = await tabletwin('help', name);
      expect(help).toMatchObject({ code: 0, err: '' });
      expect(help.out).toMatch(new RegExp(`^tabletwin ${name}: .*\nusage: tabletwin ${name}( |\n)`));
      const lines = help.out.split('\n');
      for (const o of command.options) {
        const flag = `  --${o.name}${o.value === undefined ? '' : ` ${o.value}`} `;
        expect(lines.some((l) => l.startsWith(flag) && l.endsWith(`  ${o.text}`))).toBe(true);
      }
      expect(help.out).toContain('  -h, --help');
      for (const flag of ['--help', '-h']) expect(await tabletwin(name, flag)).toEqual(help);
    },
  );
  test.each([
    ['validate', ['--json', '--no-games', '--strict']],
    ['play', ['--seed N', '--json', '--max N']],
    ['eval', ['--scope file.json', '--model model.yaml']],
  ])('the usage line of %s names its options', async (name, options) => {
    expect((await tabletwin('help', name)).out.split('\n')[1]).toContain(options.map((o) => `[${o}]`).join(' '));
  });
  test('help for an unknown command', async () => {
    expect(await tabletwin('help', 'frobnicate')).toMatchObject({
      code: 1,
      out: '',
      err: expect.stringMatching(/^tabletwin: unknown command 'frobnicate'\n/),
    });
  });
  test('-h after -- is an argument, not a request for help', async () => {
    const r = await tabletwin('eval', '--', '-h');
    expect(r.code).toBe(1);
    expect(r.err).toContain("NameError: name 'h' is not defined");
  });
});

test.each(['--version', '-v'])('tabletwin %s prints the version of the cli package', async (flag) => {
  expect(await tabletwin(flag)).toEqual({ code: 0, out: `tabletwin ${version}\n`, err: '' });
});
