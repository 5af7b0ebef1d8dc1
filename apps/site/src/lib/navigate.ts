// Moving between the app's pages inside one document: a link to another page of the app (`play/`,
// `validate/`…) changes the address with the History API instead of loading the page again, so the
// editor's text and what the page keeps in memory stay (a browser that refuses storage keeps the
// model only there). Each address is still a real page: opened directly, it loads as any file.
// Docs pages and files are left to the browser.
import { useEffect, useState } from 'react';
import { isAppPath, oldHashAddress, parseRoute, type Route } from './route.js';

const CHANGED = 'tabletwin:navigate';

/** Opens `href` (an address of the app) in this document; `replace` keeps one history entry. */
export function navigate(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  dispatchEvent(new Event(CHANGED));
}

/** An old link's hash (`#/player?…`) becomes the page's address, in place. Returns whether it did. */
export function landOldLink(): boolean {
  const to = oldHashAddress(location.hash);
  if (to === null) return false;
  history.replaceState(null, '', to);
  return true;
}

/** Clicks on links to the app's pages stay in this document (not with a modifier key, a target or a download). */
export function followLinksInPlace(): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || a.hasAttribute('download') || (a.target !== '' && a.target !== '_self')) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !isAppPath(url.pathname)) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
}

/** The page and its query, again whenever the address changes. */
export function useRoute(): Route {
  const [, setCount] = useState(0);
  useEffect(() => {
    const on = (): void => {
      // A hash of the old form typed into this page's address: land it too.
      landOldLink();
      setCount((n) => n + 1);
    };
    addEventListener(CHANGED, on);
    addEventListener('popstate', on);
    addEventListener('hashchange', on);
    return () => {
      removeEventListener(CHANGED, on);
      removeEventListener('popstate', on);
      removeEventListener('hashchange', on);
    };
  }, []);
  return parseRoute(location.pathname, location.search);
}
