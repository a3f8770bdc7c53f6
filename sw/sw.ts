/// <reference lib="webworker" />
/**
 * Haulbase service worker: the whole built app (every lazy chunk, so any signed-in screen opens offline, and the
 * offline basemap inside the map's chunk) is precached, navigations are answered with index.html, and the lookup
 * lists (countries, the screens' view models, attachment types) are served stale-while-revalidate.
 */
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isLookupPath, LOOKUP_CACHE, lookupCacheKey, PRECACHE_STATUS, SKIP_WAITING } from '../src/lib/pwa/constants';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//i, /^\/token$/i] }));

/**
 * View models answer per user (the shipper's own lists, the admin's all), so a cached answer is filed under the user
 * the request is for: on a tablet shared between drivers, one never sees another's lists, even if a session ended
 * without signing out. Signing out deletes the whole cache as well.
 */
const perUserKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => lookupCacheKey(request.url, request.headers.get('Authorization')),
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isLookupPath(url.pathname),
  new StaleWhileRevalidate({ cacheName: LOOKUP_CACHE, plugins: [perUserKey] }),
);

/** How far the precache is (the sync panel's "Ready offline", issue 13 item 3): files cached of the files to cache. */
async function precacheStatus(): Promise<{ cached: number; total: number }> {
  const cache = await caches.open(cacheNames.precache);
  return { cached: (await cache.keys()).length, total: manifest.length };
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === PRECACHE_STATUS) event.waitUntil(precacheStatus().then((status) => event.ports[0]?.postMessage(status)));
});
