import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { followLinksInPlace, landOldLink } from './lib/navigate.js';
import { setSiteRoot } from './lib/route.js';
import './style.css';

// This file is one folder below the site's root, built (assets/) and in the dev server (src/).
// A folder, not a file: Vite is told to leave the address to the browser.
const root = new URL(/* @vite-ignore */ '../', import.meta.url);
setSiteRoot(root.pathname);
landOldLink();
followLinksInPlace();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The built site keeps its files for offline use (sw.js, written by the build); the dev server has none.
// It is registered once the page has loaded what it shows, so that its copies of those files come
// from the browser's cache rather than from a second download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = (): void => {
    navigator.serviceWorker.register(new URL(/* @vite-ignore */ 'sw.js', root), { scope: root.pathname }).catch(() => {
      // Without a service worker (private windows, file://) the site still works online.
    });
  };
  if (document.readyState === 'complete') setTimeout(register, 1000);
  else addEventListener('load', () => setTimeout(register, 1000), { once: true });
}
