import modelSchema from '@tabletwin/validator/schema.json';
import { useEffect, useState } from 'react';
import { engine, Stopped } from '../lib/engine-client.js';
import { hasYours, modelText, readStored, YOURS } from '../lib/models.js';
import { keepDraft } from '../lib/versions.js';
import { ModelOptions } from './ModelMenu.js';
import type { Answer } from '../lib/protocol.js';
import { navigate } from '../lib/navigate.js';
import { routeHref } from '../lib/route.js';
import { Editor, useStoredText } from './Editor.js';
import { Steps } from './Steps.js';

/** Where "Draw your own model" keeps its text. */
const DRAWING_KEY = 'tabletwin.drawing';

/** The drawing is shown as an image of a blob URL: its markup never enters the page, so the policy needs only `img-src blob:`. */
export function DiagramPage({ params }: { params: URLSearchParams }) {
  const name = params.get('model') ?? 'pig';
  const [result, setResult] = useState<Answer['diagram'] | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useStoredText(() => readStored(DRAWING_KEY) ?? '', DRAWING_KEY);
  // The text drawn instead of the chosen model ("Draw"), or null.
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => setDrawn(null), [name]);

  useEffect(() => {
    const text = drawn ?? modelText(name);
    if (text === null) {
      setProblem(`no model "${name}"`);
      return;
    }
    let live = true;
    let made: string | null = null;
    setResult(null);
    setProblem(null);
    engine()
      .run('diagram', { text })
      .then(
        (d) => {
          if (!live) return;
          made = URL.createObjectURL(new Blob([d.svg], { type: 'image/svg+xml' }));
          setUrl(made);
          setResult(d);
        },
        (e: unknown) => live && setProblem(e instanceof Stopped ? e.message : String(e)),
      );
    return () => {
      live = false;
      if (made !== null) URL.revokeObjectURL(made);
    };
  }, [name, drawn]);

  const file = drawn !== null ? 'drawing' : name;
  return (
    <section className="diagram">
      <h1>Diagram</h1>
      <div className="toolbar">
        <label>
          Model{' '}
          <select aria-label="Model" value={name} onChange={(e) => navigate(routeHref('diagram', { model: e.target.value }))}>
            <ModelOptions
              yours={hasYours()}
              extra={
                modelText(name) !== null
                  ? null
                  : { id: name, text: name === YOURS ? 'Your model (not in this browser)' : `${name} (no such model)` }
              }
            />
          </select>
        </label>
        {url !== null && result !== null && (
          <a className="button" href={url} download={`${file}.svg`}>
            Download SVG
          </a>
        )}
        {drawn !== null && (
          <button type="button" onClick={() => setDrawn(null)}>
            Back to {name}
          </button>
        )}
      </div>
      <details className="own">
        <summary>Draw your own model</summary>
        <Editor
          value={draft}
          onChange={setDraft}
          onRun={() => setDrawn(draft)}
          schema={modelSchema}
          label="Drawing"
          height="16rem"
        />
        <div className="toolbar">
          <button
            type="button"
            onClick={() => {
              // The drawing it replaces is kept as a draft (the validator's Drafts menu opens it).
              keepDraft(draft);
              setDraft(modelText(name) ?? '');
            }}
          >
            Fill with current game
          </button>
          <button type="button" onClick={() => setDrawn(draft)} disabled={draft.trim() === ''}>
            Draw
          </button>
          <span className="hint">Ctrl+Enter</span>
        </div>
      </details>
      {problem !== null && <p className="stopped">{problem}</p>}
      {result === null && problem === null && <p className="busy">Drawing…</p>}
      {result !== null && url !== null && (
        <>
          {drawn !== null && <p className="drawn">Your drawing: {result.title}</p>}
          {result.errors.length > 0 && (
            <ul className="findings">
              {result.errors.map((e, i) => (
                <li key={i} className="error">
                  {e}
                </li>
              ))}
            </ul>
          )}
          <img className="track" src={url} alt={`The rules of ${result.title} drawn as a track`} />
          <h2>Steps</h2>
          <Steps steps={result.steps} cards={result.cards} />
          <h2>As text</h2>
          <pre className="tree" tabIndex={0}>
            {result.text}
          </pre>
        </>
      )}
    </section>
  );
}
