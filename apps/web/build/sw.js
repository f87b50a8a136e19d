// The app's service worker (docs/decisions/0031-installable-app.md). The build (service-worker.ts)
// writes it to dist/sw.js preceded by three constants: VERSION (changes with every build whose shell
// changes), SHELL_PAGES (the page paths whose own copy of index.html is kept) and PRECACHE (those pages'
// scripts and styles, the offline page, the manifest and the icons).
/* global VERSION, SHELL_PAGES, PRECACHE */

const SHELL_CACHE = `shell-${VERSION}`;
// Hashed files never change content: one cache across versions, so a tab still on the previous
// version finds its lazy chunks after a deploy removed them from the server.
const ASSET_CACHE = 'assets';
const OFFLINE_PAGE = '/offline.html';
/** The asset cache keeps about two versions' worth of hashed files, the oldest dropped first. */
const MAX_ASSETS = 400;

const isHashed = (pathname) => pathname.startsWith('/assets/');

async function precache() {
  const [shell, assets] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
  await Promise.all(
    [...SHELL_PAGES, ...PRECACHE].map(async (url) => {
      const hashed = isHashed(url);
      if (hashed && (await assets.match(url))) return;
      // Past the browser's HTTP cache: a page or the manifest must be this deploy's.
      const response = await fetch(url, { cache: hashed ? 'default' : 'no-cache', credentials: 'omit' });
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
      await (hashed ? assets : shell).put(url, response);
    }),
  );
}

async function pruneAssets() {
  const assets = await caches.open(ASSET_CACHE);
  const keys = await assets.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => assets.delete(key)));
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the person chooses "Actualizar" (message below),
  // so a page never changes code under an open form.
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await pruneAssets();
      await self.clients.claim();
    })(),
  );
});

/** Hashed files the page loaded before this worker controlled it (its first visit), kept now. */
async function keepAssets(urls) {
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(String(href), self.location.origin);
      if (url.origin !== self.location.origin || !isHashed(url.pathname)) return;
      if (await assets.match(url.pathname)) return;
      // From the browser's HTTP cache, where the page just put it: no second download.
      const response = await fetch(url.pathname).catch(() => undefined);
      if (response && response.ok) await assets.put(url.pathname, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  else if (data.type === 'KEEP_ASSETS' && Array.isArray(data.urls)) event.waitUntil(keepAssets(data.urls));
});

/** Network first, so a deploy reaches every visit; without network, the kept copy or the offline page. */
async function navigate(request, pathname) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.open(SHELL_CACHE);
    const page = SHELL_PAGES.includes(pathname) ? await shell.match(pathname) : undefined;
    const fallback = page ?? (await shell.match(OFFLINE_PAGE));
    if (fallback) return fallback;
    throw error;
  }
}

/**
 * Cache first, forever: a hashed name is its content. The copy is written beside the answer, never
 * in its way: a write that fails (a full disk, the same file kept by precache at that moment) must
 * not fail the page's import of its code.
 */
async function hashedAsset(event) {
  const { request } = event;
  const assets = await caches.open(ASSET_CACHE);
  const cached = await assets.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(assets.put(request, response.clone()).catch(() => undefined));
  return response;
}

/** Icons, manifest, favicon: from the network (revalidated), the kept copy when there is none. */
async function shellFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // API answers carry one person's data: never kept, never answered from a cache (network only).
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url.pathname));
  } else if (isHashed(url.pathname)) {
    event.respondWith(hashedAsset(event));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(shellFile(request));
  }
  // Anything else (the regulations' PDFs under /documentos, …) goes to the network as without a worker.
});

// Push notifications (docs/decisions/0035-push-per-device.md): the API sends a title, a text and the
// page to open, never figures; a click focuses an open tab of the app or opens the page.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' ? message.title : 'Invierte';
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/portafolio';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      tag: typeof message.kind === 'string' ? message.kind : 'invierte',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/portafolio';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
