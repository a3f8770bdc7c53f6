/// <reference lib="webworker" />
/**
 * Haulbase service worker: the whole built app (every lazy chunk, so any signed-in screen opens offline, and the
 * offline basemap inside the map's chunk) is precached, navigations are answered with index.html, and the lookup
 * lists (countries, the screens' view models, attachment types) are served stale-while-revalidate.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { isLookupPath, LOOKUP_CACHE, lookupCacheKey, SKIP_WAITING } from '../src/lib/pwa/constants';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
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

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
