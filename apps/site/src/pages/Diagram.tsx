import { useEffect, useState } from 'react';
import { engine, Stopped } from '../lib/engine-client.js';
import { MODELS, modelText, readStored, YOURS } from '../lib/models.js';
import type { Answer } from '../lib/protocol.js';
import { routeHash } from '../lib/route.js';

/** The drawing is shown as an image of a blob URL: its markup never enters the page, so the policy needs only `img-src blob:`. */
export function DiagramPage({ params }: { params: URLSearchParams }) {
  const name = params.get('model') ?? 'pig';
  const [result, setResult] = useState<Answer['diagram'] | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const text = modelText(name);
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
  }, [name]);

  const names = [...MODELS.keys(), ...(readStored() !== null ? [YOURS] : [])];
  return (
    <section className="diagram">
      <h1>Diagram</h1>
      <div className="toolbar">
        <label>
          Model{' '}
          <select
            aria-label="Model"
            value={name}
            onChange={(e) => (location.hash = routeHash('diagram', { model: e.target.value }))}
          >
            {names.map((n) => (
              <option key={n} value={n}>
                {n === YOURS ? 'Your model' : n}
              </option>
            ))}
          </select>
        </label>
        {url !== null && result !== null && (
          <a className="button" href={url} download={`${name}.svg`}>
            Download SVG
          </a>
        )}
      </div>
      {problem !== null && <p className="stopped">{problem}</p>}
      {result === null && problem === null && <p className="busy">Drawing…</p>}
      {result !== null && url !== null && (
        <>
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
          <h3>As text</h3>
          <pre className="tree">{result.text}</pre>
        </>
      )}
    </section>
  );
}
