import { lazy, Suspense, useEffect, useState } from 'react';
import { parseRoute, routeHash, type Page, type Route } from './lib/route.js';
import { GamesPage } from './pages/Games.js';
import { StorageNotice } from './pages/StorageNotice.js';

// Each page but the games list is its own file of code, loaded when first opened: the games list
// needs neither the editor (CodeMirror) nor the player's drawings, and shows sooner without them.
const ValidatorPage = lazy(() => import('./pages/Validator.js').then((m) => ({ default: m.ValidatorPage })));
const PlayerPage = lazy(() => import('./pages/Player.js').then((m) => ({ default: m.PlayerPage })));
const DiagramPage = lazy(() => import('./pages/Diagram.js').then((m) => ({ default: m.DiagramPage })));

const TITLES: Record<Page, string> = { games: 'Games', validator: 'Validator', player: 'Player', diagram: 'Diagram' };

function useRoute(): Route {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = (): void => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return parseRoute(hash);
}

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
            <a key={p} href={routeHash(p)} className={p === route.page ? 'current' : undefined}>
              {TITLES[p]}
            </a>
          ))}
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
