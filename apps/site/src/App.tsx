import { useEffect, useState } from 'react';
import { parseRoute, routeHash, type Page, type Route } from './lib/route.js';
import { DiagramPage } from './pages/Diagram.js';
import { GamesPage } from './pages/Games.js';
import { PlayerPage } from './pages/Player.js';
import { ValidatorPage } from './pages/Validator.js';

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
        <nav>
          {(Object.keys(TITLES) as Page[]).map((p) => (
            <a key={p} href={routeHash(p)} className={p === route.page ? 'current' : undefined}>
              {TITLES[p]}
            </a>
          ))}
        </nav>
      </header>
      <main>
        {route.page === 'games' && <GamesPage />}
        {route.page === 'validator' && <ValidatorPage params={route.params} />}
        {route.page === 'player' && <PlayerPage params={route.params} />}
        {route.page === 'diagram' && <DiagramPage params={route.params} />}
      </main>
    </>
  );
}
