// The site's service worker: after the first visit every file of the build is in a cache, so the
// site opens and works without a network. The build (vite.config.ts, `offline()`) replaces the two
// placeholders below with the build's files and a version made from their names; a new build is a
// new cache, and the old one is deleted when the new worker takes over.
const FILES = self.__TABLETWIN_FILES__;
const CACHE = `tabletwin-${self.__TABLETWIN_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // A file with a hash in its name never changes: the copy the page already loaded (the browser's
      // HTTP cache) is taken as it is, so a first visit does not download the editor a second time.
      .then((cache) =>
        cache.addAll(
          FILES.map(
            (f) => new Request(new URL(f, self.registration.scope).href, f.startsWith('assets/') ? { cache: 'force-cache' } : {}),
          ),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tabletwin-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Pages: the network first (a new build shows when online), the cache when offline. A page is kept
// under its address without the query (`play/` for `play/?model=pig`), as the list names it; an
// address the cache lacks opens the site's root page, which lands old links and lists the games.
// Files with a hash in their name never change: the cache first. Nothing from another origin is touched.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const page = new URL(url.pathname, url.origin).href;
    const root = new URL('./', self.registration.scope).href;
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          // Only what the build listed: a redirect or a page the site does not have is not kept.
          if (response.ok && !response.redirected && FILES.some((f) => new URL(f, self.registration.scope).href === page))
            caches.open(CACHE).then((cache) => cache.put(page, copy));
          return response;
        })
        .catch(() => caches.match(page).then((hit) => hit ?? caches.match(root))),
    );
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit ?? fetch(request)));
});
