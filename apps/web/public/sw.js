// Tidings' service worker (issue #15, "read later, offline"): the app shell, the reader's saved
// list and the details of their saved stories are kept, so they open with the network off.
// Three rules, small enough to read whole (decision 0009):
// - pages: network first, the kept shell when offline;
// - /assets/ (content-hashed) and /images/: cache first;
// - the saved list, stories, config: network first, the kept answer when offline.
// Nothing else is kept: no page that is not for reading (UNKEPT_PAGES). Signing out, or a session
// ended elsewhere, clears the reader's answers and the pages drawn for them, and keeps a fresh
// visitor's shell (the page asks, see lib/offline.ts).
const SHELL = 'tidings-shell-v1';
const DATA = 'tidings-data-v1';
/**
 * Pages not kept: they are no reading, and their addresses carry a token (the payment page, a
 * digest's unsubscribe link, a private feed) or someone's mail (the demo outbox).
 */
const UNKEPT_PAGES = /^\/(?:api|billing|dev|feeds)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const page = await fetch('/', { cache: 'no-store' });
      if (page.ok) {
        const html = await page.clone().text();
        await cache.put('/', page);
        // The shell's own scripts and styles, so the kept page can start offline.
        const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
        await Promise.all(assets.map((asset) => cache.add(asset).catch(() => undefined)));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== SHELL && name !== DATA) await caches.delete(name);
      // Pages an earlier worker kept that this one does not keep.
      const shell = await caches.open(SHELL);
      for (const request of await shell.keys()) {
        if (UNKEPT_PAGES.test(new URL(request.url).pathname)) await shell.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

/** Counts the times the reader was forgotten: a page asked for before the latest is not kept. */
let forgotten = 0;

async function forgetReader() {
  forgotten += 1;
  await caches.delete(DATA);
  // The pages were drawn for the reader (their feed, their mutes): only the shell's code stays.
  const shell = await caches.open(SHELL);
  for (const request of await shell.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/assets/') && !path.startsWith('/images/')) await shell.delete(request);
  }
  // A visitor's page in its place, to start from offline (without cookies: the one that names the
  // reader to the page renderer may outlive a sign-out whose call failed); none when offline now.
  const page = await fetch('/', { cache: 'no-store', credentials: 'omit' }).catch(() => undefined);
  if (page?.ok) await shell.put('/', page);
}

self.addEventListener('message', (event) => {
  if (event.data === 'forget-reader') event.waitUntil(forgetReader());
});

const KEPT_API = [/^\/api\/saved-stories(?:\?|$)/, /^\/api\/stories\/[^/]+(?:\?|$)/, /^\/api\/config$/];

async function networkFirst(request, cacheName, fallbackUrl) {
  const asked = forgotten;
  try {
    const response = await fetch(request);
    // A reader forgotten while the answer was on its way: it was theirs, and is not kept.
    if (response.ok && asked === forgotten) {
      const cache = await caches.open(cacheName);
      await cache.put(fallbackUrl ?? request, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(fallbackUrl ?? request);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) (await caches.open(SHELL)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (UNKEPT_PAGES.test(url.pathname)) return;
    event.respondWith(
      networkFirst(request, SHELL, url.pathname === '/' ? '/' : undefined).catch(() => caches.match('/')),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  const path = `${url.pathname}${url.search}`;
  if (KEPT_API.some((pattern) => pattern.test(path))) event.respondWith(networkFirst(request, DATA));
});
