import { lazy, Suspense, useEffect } from 'react';
import { useRoute } from './lib/navigate.js';
import { routeHref, siteHref, type Page } from './lib/route.js';
import { GamesPage } from './pages/Games.js';
import { StorageNotice } from './pages/StorageNotice.js';

// Each page but the games list is its own file of code, loaded when first opened: the games list
// needs neither the editor (CodeMirror) nor the player's drawings, and shows sooner without them.
const ValidatorPage = lazy(() => import('./pages/Validator.js').then((m) => ({ default: m.ValidatorPage })));
const PlayerPage = lazy(() => import('./pages/Player.js').then((m) => ({ default: m.PlayerPage })));
const DiagramPage = lazy(() => import('./pages/Diagram.js').then((m) => ({ default: m.DiagramPage })));

const TITLES: Record<Page, string> = { games: 'Games', validator: 'Validator', player: 'Player', diagram: 'Diagram' };

export function App() {
  const route = useRoute();
  useEffect(() => {
    document.title = `${TITLES[route.page]} · Tabletwin`;
  }, [route.page]);
  return (
    <>
      <header>
        <strong className="brand">Tabletwin</strong>
        <nav aria-label="Pages">
          {(Object.keys(TITLES) as Page[]).map((p) => (
            <a key={p} href={routeHref(p)} className={p === route.page ? 'current' : undefined}>
              {TITLES[p]}
            </a>
          ))}
          {/* The docs are pages of their own (static HTML), not part of the app. */}
          <a href={siteHref('docs/')}>Docs</a>
        </nav>
      </header>
      <main>
        <StorageNotice />
        <Suspense fallback={<p className="busy">Loading the page…</p>}>
          {route.page === 'games' && <GamesPage />}
          {route.page === 'validator' && <ValidatorPage params={route.params} />}
          {route.page === 'player' && <PlayerPage params={route.params} />}
          {route.page === 'diagram' && <DiagramPage params={route.params} />}
        </Suspense>
      </main>
    </>
  );
}
