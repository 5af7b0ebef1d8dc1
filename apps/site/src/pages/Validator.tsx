import { useRef, useState } from 'react';
import type { Finding } from '@tabletwin/validator';
import { engine, Stopped } from '../lib/engine-client.js';
import { builtInName, MODELS, readStored, YOURS } from '../lib/models.js';
import type { Answer, LintFinding } from '../lib/protocol.js';
import { routeHref, siteHref } from '../lib/route.js';
import modelSchema from '@tabletwin/validator/schema.json';
import { Editor, useStoredText, type EditorHandle } from './Editor.js';
import { Fill } from './Fill.js';
import { TacticBox } from './TacticBox.js';
import { DraftsBar, keptWords } from './DraftsBar.js';
import { ModelOptions } from './ModelMenu.js';
import { keepDraft } from '../lib/versions.js';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'stopped'; message: string } | { kind: 'failed'; message: string };

/** The editor's underlines: the validator without test games, in the worker; a stopped or failed run underlines nothing. */
const lintText = (text: string): Promise<LintFinding[]> =>
  text.trim() === ''
    ? Promise.resolve([])
    : engine()
        .run('lint', { text })
        .then(
          (a) => a.findings,
          () => [],
        );

export function ValidatorPage({ params }: { params: URLSearchParams }) {
  const start = params.get('model');
  const [text, edit] = useStoredText(() => (start !== null && MODELS.has(start) ? MODELS.get(start)! : (readStored() ?? '')));
  // Said when an action replaced the editor's text and kept the old one as a draft.
  // Opened with a model to check (Games → Check): the text this browser held is kept as a draft first.
  const [kept, setKept] = useState<string | null>(() => {
    const held = readStored();
    return start !== null && MODELS.has(start) && held !== null && held !== MODELS.get(start) ? keptWords(keepDraft(held)) : null;
  });
  /** Puts `next` in the editor, keeping the text it replaces as a draft. */
  const replace = (next: string): void => {
    if (next !== text) setKept(keptWords(keepDraft(text)));
    edit(next);
    setResult(null);
  };
  const [result, setResult] = useState<Answer['check'] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const editor = useRef<EditorHandle>(null);

  const check = async (): Promise<void> => {
    setStatus({ kind: 'busy' });
    try {
      setResult(await engine().run('check', { text }));
      setStatus({ kind: 'idle' });
    } catch (e) {
      setResult(null);
      setStatus(e instanceof Stopped ? { kind: 'stopped', message: e.message } : { kind: 'failed', message: String(e) });
    }
  };

  const goTo = (f: { line?: number; column?: number }): void => {
    if (f.line !== undefined) editor.current?.goTo(f.line, f.column);
  };

  const report = result?.report;
  const games = report?.testGames;
  const f = report?.figures ?? null;
  return (
    <section className="validator">
      <h1>Validator</h1>
      <div className="toolbar">
        <label>
          Start from{' '}
          <select
            aria-label="Start from"
            value=""
            onChange={(e) => {
              const t = MODELS.get(e.target.value);
              if (t !== undefined) replace(t);
            }}
          >
            <option value="">a built-in model…</option>
            <ModelOptions yours={false} />
          </select>
        </label>
        <button type="button" onClick={() => void check()} disabled={status.kind === 'busy'}>
          Check
        </button>
        <span className="hint">Ctrl+Enter</span>
        {games !== null && games !== undefined && games.finished > 0 ? (
          <a className="button" href={routeHref('player', { model: builtInName(text) ?? YOURS, seed: '1', players: 'you' })}>
            Open in the player
          </a>
        ) : (
          // Disabled until a test game has finished: there would be nothing to watch.
          <button type="button" disabled title="Check the model; a test game has to finish first">
            Open in the player
          </button>
        )}
      </div>
      <DraftsBar text={text} open={(d) => replace(d.text)} kept={kept} />
      <div className="columns">
        <div className="editors">
          <Editor ref={editor} value={text} onChange={edit} onRun={() => void check()} schema={modelSchema} lint={lintText} />
          <TacticBox model={text} />
        </div>
        <div className="report" aria-live="polite">
          {text.trim() === '' && (
            <p className="start-here">
              The editor is empty. Pick a game under <strong>Start from</strong> to begin from a model that works, or follow the{' '}
              <a href={siteHref('docs/guide/')}>guide</a>, which writes one from a rulebook step by step; the{' '}
              <a href={siteHref('docs/quick-reference/')}>quick reference</a> has every key on one page.
            </p>
          )}
          {status.kind === 'busy' && <p className="busy">Checking…</p>}
          {status.kind === 'stopped' && <p className="stopped">{status.message}</p>}
          {status.kind === 'failed' && <p className="error">{status.message}</p>}
          {report !== undefined && result !== null && (
            <>
              <h2>
                {report.label ?? report.game ?? 'The model'}: {report.errors.length} error{report.errors.length === 1 ? '' : 's'},{' '}
                {report.warnings.length} warning{report.warnings.length === 1 ? '' : 's'}
              </h2>
              <Findings list={[...report.errors, ...report.warnings]} goTo={goTo} />
              {f !== null && (
                <div className="figures">
                  <div
                    className="bar"
                    role="meter"
                    aria-label="Executable"
                    aria-valuenow={f.executable.pct}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <Fill pct={f.executable.pct} />
                  </div>
                  <p className="figures-line">
                    Executable {f.executable.pct}% · rules {share(f.rules)} · content {share(f.content)} · steps {f.steps} · ops{' '}
                    {f.ops} · code {f.code}% · open questions {f.openQuestions}
                  </p>
                </div>
              )}
              {games !== null && games !== undefined && (
                <>
                  <p className="games-line">
                    Test games: <strong>{`${games.finished} of ${games.played}`}</strong> finished
                    {games.averageRequests !== null && `, ${Math.round(games.averageRequests)} requests on average`}
                    {games.reasons.length > 0 && ` (${games.reasons.map((r) => `${r.label} ${r.count}×`).join(', ')})`}
                    {games.cutOff > 0 && `; ${games.cutOff} cut off after ${games.requestLimit} requests`}
                    {games.outOfBudget > 0 && `; game ${games.played} cut off`}
                    {games.notPlayed > 0 &&
                      (games.notPlayedReason === 'budget'
                        ? `; ${games.notPlayed} more not played`
                        : `; ${games.notPlayed} more not played: the first ${games.played} stopped on the same costly error`)}
                    {(games.outOfBudget > 0 || games.notPlayedReason === 'budget') &&
                      `: the test games used their budget of ${games.budget.toLocaleString('en-US')} steps`}
                  </p>
                  {games.stopped.length > 0 && (
                    <>
                      <h3>Where games stopped</h3>
                      <ul className="stopped-list">
                        {games.stopped.map((x) => (
                          <li key={x.label}>
                            {x.count}× {x.label}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </>
              )}
              {report.gaps.length > 0 && (
                <>
                  <h3>
                    What the engine still misses: {report.gaps.length} gap{report.gaps.length === 1 ? '' : 's'}
                  </h3>
                  <ul className="gaps">
                    {report.gaps.map((g, i) => (
                      <li key={i}>
                        <button type="button" className="link" onClick={() => goTo(g)}>
                          {g.line !== undefined ? `line ${g.line}` : '–'}
                        </button>{' '}
                        <span className="gap">
                          {g.place}: {g.slot}
                        </span>{' '}
                        <span className="kind">({g.kind})</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h3>Flow</h3>
              <pre className="tree" tabIndex={0}>
                {result.tree}
              </pre>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** `43% (6 of 14)`, or a dash where the model has nothing of that kind. */
const share = (x: { ok: number; total: number; pct: number } | null): string =>
  x === null ? '-' : `${x.pct}% (${x.ok} of ${x.total})`;

function Findings({ list, goTo }: { list: Finding[]; goTo: (f: Finding) => void }) {
  if (list.length === 0) return <p className="ok">No errors or warnings.</p>;
  return (
    <ul className="findings">
      {list.map((f, i) => (
        <li key={i} className={f.severity}>
          <button type="button" className="link" onClick={() => goTo(f)} disabled={f.line === undefined}>
            {f.line !== undefined ? `line ${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : '–'}
          </button>{' '}
          <span className="severity">{f.severity}</span> {f.message}{' '}
          {/* The docs explain each finding in the table of codes, a row named by its code (docs/engine.md). */}
          <a className="code" href={siteHref(`docs/engine/#${f.code}`)}>
            <code>{f.code}</code>
          </a>
        </li>
      ))}
    </ul>
  );
}
