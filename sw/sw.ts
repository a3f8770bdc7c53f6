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

/** Downloads at once: a browser opens six connections to a server, and three stay free for the page's own requests. */
const LANES = 3;
/** A round of offline files lasts about this long, so a screen's requests never wait long behind one (decision 176). */
const ROUND_MS = 3_000;

/** Runs `work` on `items` in `lanes` lanes, each taking the next item as soon as its last is done, until `stop()`. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<unknown>, stop = () => false): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) await work(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/**
 * Workbox installs its precache one file at a time (workbox#2528): over a 400 ms link, 36 files took 18 s of round
 * trips. The content-hashed files are fetched here first, in lanes, into the browser's HTTP cache (they are served
 * immutable), where Workbox's own requests then find them. Registered before Workbox's listener, so it starts first.
 */
self.addEventListener('install', (event) => {
  const hashed = manifest.flatMap((entry) => (typeof entry === 'string' || entry.revision ? [] : [entry.url]));
  event.waitUntil(inLanes(hashed, LANES, async (url) => (await fetch(url, { credentials: 'same-origin' })).arrayBuffer()));
});

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

/**
 * Fetches missing files for one round: in lanes, each lane starting its next file as soon as its last is in, so one
 * large file (the map's 300 KB) no longer holds two idle lanes until it ends. The page asks round after round while
 * its own link is idle.
 */
async function fetchMissing(request: OfflineFilesRequest): Promise<void> {
  const { missing } = await missingFiles(request);
  const cache = await caches.open(APP_FILES_CACHE);
  const started = Date.now();
  await inLanes(
    missing,
    LANES,
    (url) => cache.add(url),
    () => Date.now() - started >= ROUND_MS,
  );
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
  const request: OfflineFilesRequest = { type: data.type, roles: data.roles ?? [], locale: data.locale ?? 'en' };
  const work = data.type === OFFLINE_FILES_FETCH ? fetchMissing(request).catch(() => undefined) : Promise.resolve();
  event.waitUntil(work.then(() => offlineFilesStatus(request)).then((status) => event.ports[0]?.postMessage(status)));
});

/**
 * Web Push (decision 167): the server's payload is shown as a notification; a tap focuses an open tab of the app and
 * takes it to the load, or opens a new one when none is open.
 */
type PushMessage = { title: string; body: string; url: string; tag: string };

self.addEventListener('push', (event) => {
  let data: PushMessage | null = null;
  try {
    data = event.data?.json() as PushMessage;
  } catch {
    data = null;
  }
  if (!data?.title) return;
  const url = data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title, { body: data.body, tag: data.tag, icon: '/pwa-192x192.png', data: { url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin) as WindowClient | undefined;
      if (tab) {
        await tab.navigate(url);
        await tab.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
