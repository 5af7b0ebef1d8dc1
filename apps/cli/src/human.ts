// Asking a human seat in the terminal: the place, the table as that player sees it, the
// variables they may see, and the options by number. Answers come one line at a time (typed, or
// piped from a file); `u` undoes the player's last decision. Questions go to stderr, so stdout
// keeps only the game (`--json > game.json` works with a person at the keyboard).

import type { Game, Request } from '@tabletwin/engine';
import { tableOf, type View } from '@tabletwin/views';
import { shown } from './changes.js';
import { drawTable } from './draw-table.js';
import type { ReadLine } from './input.js';
import type { AskHuman, Step } from './play-game.js';
import { seenLines } from './commands/play-text.js';

type Decision = Extract<Request, { kind: 'decision' }>;

/** The question for player `request.player`: the place, what they see, the numbered options. */
export function questionText(
  request: Decision,
  game: Game,
  view: View | null,
  canUndo: boolean,
  since: readonly Step[] = [],
  fromStart = true,
): string {
  const p = request.player;
  const lines = [''];
  const seen = seenLines(since, p);
  if (seen.length > 0) lines.push(fromStart ? 'So far:' : 'Since your last decision:', ...seen);
  lines.push(`Player ${p} decides at ${request.where}`);
  lines.push(...drawTable(tableOf(game, view, { viewer: p })));
  const vars = Object.entries(game.view(p).vars);
  if (vars.length > 0) lines.push(`variables: ${vars.map(([name, v]) => `${name} ${shown(v)}`).join(' · ')}`);
  const width = String(request.options.length).length;
  request.options.forEach((o, i) => lines.push(`  ${String(i + 1).padStart(width)}  ${o.label}`));
  if (canUndo) lines.push(`  ${'u'.padStart(width)}  undo your last decision`);
  return lines.join('\n') + '\n';
}

/** An answer line: an option's index, `undo`, or what is wrong with it. */
export function readAnswer(line: string, request: Decision, canUndo: boolean): number | 'undo' | { problem: string } {
  const text = line.trim();
  const n = request.options.length;
  if (text === 'u' || text === 'undo') return canUndo ? 'undo' : { problem: 'nothing to undo yet' };
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= n) return Number(text) - 1;
  const byLabel = request.options.findIndex((o) => o.label === text);
  if (byLabel >= 0) return byLabel;
  return { problem: `answer with a number from 1 to ${n}${canUndo ? ', or u to undo' : ''}` };
}

/** Asks on `write` and reads answers with `read` until one is usable (or the input ends). */
export function terminalAsk(read: ReadLine, write: (text: string) => void, view: View | null, echo: boolean): AskHuman {
  return async (request, game, canUndo, since, fromStart) => {
    write(questionText(request, game, view, canUndo, since, fromStart));
    for (;;) {
      write(`player ${request.player}> `);
      const line = await read();
      if (line === null) {
        write('\n');
        return null;
      }
      // A piped answer is not echoed by a terminal: show it, so the questions read as a dialogue.
      if (echo) write(`${line}\n`);
      const answer = readAnswer(line, request, canUndo);
      if (typeof answer !== 'object') return answer;
      write(`${answer.problem}\n`);
    }
  };
}
