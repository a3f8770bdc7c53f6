/// <reference lib="webworker" />
/**
 * Haulbase service worker: the core of the app (the shell and the sign-in pages) is precached as it installs,
 * navigations are answered with index.html, the files of each role's screens are fetched when the page asks (while its
 * link is idle) or when first used, and the lookup lists (countries, the screens' view models, attachment types) are
 * served stale-while-revalidate. Decision 075.
 */
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  APP_FILES_CACHE,
  isLookupPath,
  LOOKUP_CACHE,
  lookupCacheKey,
  OFFLINE_FILES_FETCH,
  OFFLINE_FILES_STATUS,
  SKIP_WAITING,
  type OfflineFilesRequest,
  type OfflineFilesStatus,
} from '../src/lib/pwa/constants';
import { filesFor, OFFLINE_FILES_PATH, type OfflineFiles } from '../src/lib/pwa/offline-files';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
const precacheSize = new Set(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url))).size;
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//i, /^\/token$/i, /^\/share\//] }));

/** Built files have content-hashed names: a cached one is never stale. Files not in the core are kept on first use. */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: APP_FILES_CACHE }),
);

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

let groups: Promise<OfflineFiles> | undefined;
function offlineFiles(): Promise<OfflineFiles> {
  groups ??= (async () => {
    const response = (await matchPrecache(`/${OFFLINE_FILES_PATH}`)) ?? (await fetch(`/${OFFLINE_FILES_PATH}`));
    return (await response.json()) as OfflineFiles;
  })();
  groups.catch(() => (groups = undefined));
  return groups;
}

async function missingFiles({ roles, locale }: OfflineFilesRequest): Promise<{ wanted: string[]; missing: string[] }> {
  const wanted = filesFor(await offlineFiles(), roles, locale).map((file) => `/${file}`);
  const cache = await caches.open(APP_FILES_CACHE);
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  return { wanted, missing: wanted.filter((url) => !held.has(url)) };
}

/** Files held of files needed: the core's precache and the user's role and language files. */
async function offlineFilesStatus(request: OfflineFilesRequest): Promise<OfflineFilesStatus> {
  const precached = Math.min((await (await caches.open(cacheNames.precache)).keys()).length, precacheSize);
  const { wanted, missing } = await missingFiles(request);
  return { cached: precached + wanted.length - missing.length, total: precacheSize + wanted.length };
}

/** Fetches up to `count` missing files; the page asks for a few at a time, so its own requests wait one round at most. */
async function fetchMissing(request: OfflineFilesRequest): Promise<void> {
  const { missing } = await missingFiles(request);
  const cache = await caches.open(APP_FILES_CACHE);
  await Promise.allSettled(missing.slice(0, Math.max(1, request.count ?? 1)).map((url) => cache.add(url)));
}

/** A new version keeps the files it shares with the last one and drops the rest. */
async function pruneAppFiles(): Promise<void> {
  const files = await offlineFiles();
  const current = new Set([...Object.values(files.roles), ...Object.values(files.locales)].flat().map((file) => `/${file}`));
  const cache = await caches.open(APP_FILES_CACHE);
  for (const request of await cache.keys()) if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
}

self.addEventListener('activate', (event) => event.waitUntil(pruneAppFiles().catch(() => undefined)));

self.addEventListener('message', (event) => {
  const data = event.data as ({ type?: string } & Partial<Omit<OfflineFilesRequest, 'type'>>) | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type !== OFFLINE_FILES_STATUS && data?.type !== OFFLINE_FILES_FETCH) return;
  const request: OfflineFilesRequest = { type: data.type, roles: data.roles ?? [], locale: data.locale ?? 'en', count: data.count };
  const work = data.type === OFFLINE_FILES_FETCH ? fetchMissing(request).catch(() => undefined) : Promise.resolve();
  event.waitUntil(work.then(() => offlineFilesStatus(request)).then((status) => event.ports[0]?.postMessage(status)));
});
