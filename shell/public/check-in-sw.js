/* global self, caches */
// The check-in page's service worker (docs/product-rules.md#offline-check-in). Its scope is the
// check-in page alone (/admin/events/check-in): it lets that page load again without a connection,
// from copies of the page and of the code it ran, and touches no other page of the site. It never
// keeps an answer of the API: the page keeps the tickets it needs itself, in IndexedDB.
const CACHE = 'check-in-v1';
const PAGE = new URL('/admin/events/check-in', self.location.href).href;

const isApi = (url) => url.origin === self.location.origin && (url.pathname === '/api' || url.pathname.startsWith('/api/'));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('check-in-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

// The network first, so a door online always runs the site's latest code; the copy when there is none.
async function networkFirst(request, key = request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok || response.type === 'opaque') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || isApi(new URL(request.url))) return;
  // Every address in the scope is the one page (index.html): kept under the page's own address.
  event.respondWith(request.mode === 'navigate' ? networkFirst(request, PAGE) : networkFirst(request));
});

// The page ran before this worker controlled it: it sends the addresses of the code and files it
// loaded then, and they are kept too, so the very first visit is enough to load again offline.
async function keep(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.href);
      if (!/^https?:$/.test(url.protocol) || isApi(url) || (await cache.match(url.href))) return;
      try {
        const response = await fetch(url.href, { mode: 'cors', credentials: 'omit' });
        if (response.ok) await cache.put(url.href, response);
      } catch {
        // Not kept now; fetched again, and kept, on the next visit.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep' && Array.isArray(event.data.urls)) event.waitUntil(keep(event.data.urls));
});
