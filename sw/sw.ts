/// <reference lib="webworker" />
/**
 * Haulbase service worker: the built app shell is precached so the app starts without a network, navigations
 * are answered with index.html, and the countries lookup is served stale-while-revalidate.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { LOOKUP_CACHE, SKIP_WAITING } from '../src/lib/pwa/constants';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//i, /^\/token$/i] }));

registerRoute(({ url, request }) => request.method === 'GET' && url.pathname.toLowerCase() === '/api/countries', new StaleWhileRevalidate({ cacheName: LOOKUP_CACHE }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
