// The dispatcher: help for the whole command and for each subcommand.

import { describe, expect, test } from 'vitest';
import { tabletwin } from './helpers.js';

describe('help', () => {
  test('no command lists the commands and fails', async () => {
    const r = await tabletwin();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/eval .*\n {2}play .*\n {2}validate /);
  });
  test.each(['eval', 'play', 'validate'])('tabletwin %s --help prints its usage and succeeds', async (name) => {
    for (const flag of ['--help', '-h']) {
      const r = await tabletwin(name, flag);
      expect(r).toMatchObject({ code: 0, err: '' });
      expect(r.out).toMatch(new RegExp(`^tabletwin ${name}: .*tabletwin ${name} `));
    }
  });
  test('-h after -- is an argument, not a request for help', async () => {
    const r = await tabletwin('eval', '--', '-h');
    expect(r.code).toBe(1);
    expect(r.err).toContain("NameError: name 'h' is not defined");
  });
});
