import { CATALOG } from '../lib/catalog.js';
import { routeHref, siteHref } from '../lib/route.js';

export function GamesPage() {
  return (
    <section>
      <h1>Games</h1>
      <p>The models that come with Tabletwin. Check one, play it, or look at its rules drawn.</p>
      <p className="schemas">
        New to models? The <a href={siteHref('docs/guide/')}>guide</a> builds one from a rulebook, step by step; the{' '}
        <a href={siteHref('docs/')}>docs</a> explain every key, op and message.
      </p>
      <p className="schemas">
        JSON Schemas for completion in your editor: <a href={siteHref('models/docs/schema.json')}>models/docs/schema.json</a>{' '}
        (models) and <a href={siteHref('models/docs/tactic.schema.json')}>models/docs/tactic.schema.json</a> (tactics).
      </p>
      <ul className="games">
        {CATALOG.map((e) => (
          <li key={e.name} data-model={e.name}>
            <h2>{e.label ?? e.name}</h2>
            <p className="players">{e.players ?? `${e.numPlayers} players`}</p>
            {e.demonstrates !== null && <p className="demonstrates">{e.demonstrates}</p>}
            {e.summary !== null && <p>{e.summary}</p>}
            {e.problem !== null && <p className="error">{e.problem}</p>}
            <p className="links">
              <a href={routeHref('validator', { model: e.name })}>Check</a>
              <a href={routeHref('player', { model: e.name, seed: '1' })}>Play</a>
              <a href={routeHref('diagram', { model: e.name })}>Diagram</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
