// A pasted tactic, checked against the model in the editor above it: it loads (shape, game,
// expressions) and plays a few games, and each rule says how often it decided. Kept in this browser
// and offered to every seat in the player as "tactic your-tactic".
import tacticSchema from '@tabletwin/validator/tactic.schema.json';
import { useState } from 'react';
import { engine, Stopped } from '../lib/engine-client.js';
import { builtInName, readStored, tacticFiles, YOUR_TACTIC_KEY, YOUR_TACTIC_PATH } from '../lib/models.js';
import type { TacticCheck } from '../lib/protocol.js';
import { routeHref } from '../lib/route.js';
import { Editor, useStoredText } from './Editor.js';

const GAMES = 10;

export function TacticBox({ model }: { model: string }) {
  const [text, setText] = useStoredText(() => readStored(YOUR_TACTIC_KEY) ?? '', YOUR_TACTIC_KEY);
  const [result, setResult] = useState<TacticCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      setResult(await engine().run('tactic', { model, tactic: text, files: tacticFiles(), games: GAMES }));
    } catch (e) {
      setResult(null);
      setProblem(e instanceof Stopped ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="tactic-box" open={text.trim() !== ''}>
      <summary>Your tactic (optional)</summary>
      <Editor value={text} onChange={setText} onRun={() => void check()} schema={tacticSchema} label="Tactic" height="16rem" />
      <div className="toolbar">
        <button type="button" onClick={() => void check()} disabled={busy || text.trim() === ''}>
          Check tactic
        </button>
        {result !== null && result.problem === null && (
          <a
            className="button"
            href={routeHref('player', {
              model: builtInName(model) ?? 'yours',
              seed: '1',
              // A seat for you, against the tactic.
              players: `you,tactic:${YOUR_TACTIC_PATH}`,
            })}
          >
            Play against it
          </a>
        )}
      </div>
      {busy && <p className="busy">Checking the tactic…</p>}
      {problem !== null && <p className="stopped">{problem}</p>}
      {result !== null && <TacticReport result={result} />}
    </details>
  );
}

function TacticReport({ result: r }: { result: TacticCheck }) {
  if (r.problem !== null) return <p className="error tactic-problem">{r.problem}</p>;
  return (
    <div className="tactic-report">
      <p className="ok">
        Tactic {r.name}
        {r.label !== null ? ` (${r.label})` : ''} loads against this model: {r.rules.length} rule{r.rules.length === 1 ? '' : 's'}
        . In {r.games} games (the tactic in every seat):
      </p>
      <ul className="tactic-rules">
        {r.rules.map((rule) => (
          <li key={rule.where} className={rule.uses === 0 ? 'warning' : undefined}>
            {rule.where}: {rule.uses === 0 ? 'never decided (does its place come up?)' : `decided ${rule.uses}×`}
          </li>
        ))}
        {r.defaults.map((d) => (
          <li key={d.place}>
            {d.place}: no rule, the default decided {d.count}×
          </li>
        ))}
      </ul>
      {r.errors.map((e) => (
        <p key={e} className="error">
          {e}
        </p>
      ))}
    </div>
  );
}
