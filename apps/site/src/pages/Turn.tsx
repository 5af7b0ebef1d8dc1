// The turn column of the player: what happened since the last question (every event named, chance
// marked as chance), the question with its options (an action's label with its id), or, when
// watching computer seats, the question a seat was asked and what it chose; the end says who won.
import { logLine, optionText, type WireEntry } from '../lib/log.js';
import type { CellMove } from '../lib/moves.js';
import type { PlayState } from '../lib/protocol.js';
import { plural, resultWords } from '../lib/words.js';

export interface Question {
  player: number;
  where: string;
  options: { label: string }[];
}

export interface End {
  returns: number[];
  reason: string;
}

export const questionWords = (q: Question): string => `Player ${q.player} decides at ${q.where}`;

export function Log({ since, viewer, actions }: { since: WireEntry[]; viewer: number | null; actions: Record<string, string> }) {
  if (since.length === 0) return null;
  return (
    <>
      <h2>What happened</h2>
      <ol className="log">
        {since.map((e, i) => {
          const line = logLine(e, viewer, actions);
          return (
            <li key={i} className={`log-${line.kind}`}>
              {line.text}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The options as buttons; moves on a board (`e2e4`) sorted and grouped by the cell they leave. */
export function Options({
  question,
  actions,
  moves,
  busy,
  answer,
}: {
  question: Question;
  actions: Record<string, string>;
  moves: readonly CellMove[];
  busy: boolean;
  answer: (i: number) => void;
}) {
  const button = (i: number) => (
    <button
      type="button"
      key={i}
      onClick={() => answer(i)}
      disabled={busy}
      data-option={question.options[i]!.label}
      data-index={i}
    >
      {optionText(question.options[i]!.label, actions)}
    </button>
  );
  const fromCells = [...new Set(moves.flatMap((m) => (m.from === null ? [] : [m.from])))].sort();
  if (moves.length === question.options.length && fromCells.length > 1) {
    return (
      <div className="options grouped">
        {fromCells.map((cell) => (
          <div key={cell} className="option-group" role="group" aria-label={`Moves from ${cell}`}>
            <span className="option-from">{cell}</span>
            {moves
              .filter((m) => m.from === cell)
              .sort((a, b) => a.label.localeCompare(b.label))
              .map((m) => button(m.option))}
          </div>
        ))}
      </div>
    );
  }
  return <div className="options">{question.options.map((_, i) => button(i))}</div>;
}

/** A computer seat's question while watching: its options, the one it chose marked. */
export function Watched({
  question,
  chosen,
  actions,
}: {
  question: Question;
  chosen: number | null;
  actions: Record<string, string>;
}) {
  return (
    <div className="question watched" data-player={question.player}>
      <h2>
        Player {question.player} decides <span className="where">at {question.where}</span>
      </h2>
      {chosen !== null && (
        <p className="chosen">
          It chooses <strong>{optionText(question.options[chosen]?.label ?? '?', actions)}</strong> (Forward plays it), of{' '}
          {plural(question.options.length, 'option')}.
        </p>
      )}
    </div>
  );
}

export function EndView({ end }: { end: End }) {
  return (
    <div className="end">
      <h2>{resultWords(end.returns)}</h2>
      <p>
        The game is over: {end.reason}. Returns: {end.returns.map((r, i) => `player ${i}: ${r}`).join(', ')}
      </p>
    </div>
  );
}

/** The counter under the toolbar: which question (or, watching, which decision), and the requests answered. */
export function counterWords(state: PlayState | null, question: Question | null): string {
  const requests = plural(state?.requests ?? 0, 'request');
  const w = state?.watch;
  if (w)
    return `${w.steps === null ? `Decision ${w.step + 1}` : `${plural(w.steps, 'decision')}: the end`} · ${requests} answered so far`;
  return `Question ${(state?.used ?? 0) + (question ? 1 : 0)} · ${requests} answered so far`;
}
