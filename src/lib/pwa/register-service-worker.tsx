import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Workbox } from 'workbox-window';
import { LOOKUP_CACHE } from './constants';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

function promptForUpdate(workbox: Workbox): void {
  const reload = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  notifications.show({
    id: 'app-update',
    title: i18n._(msg`Update available`),
    message: (
      <Button size="xs" mt={4} onClick={reload}>
        {i18n._(msg`Reload`)}
      </Button>
    ),
    autoClose: false,
    closeButtonProps: { 'aria-label': i18n._(msg`Close notification`) },
  });
}

/**
 * Registers sw.js (production builds only). A new version waits until the user chooses Reload, so an open form is
 * never reloaded away; tabs left open look for a new version every hour.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => promptForUpdate(workbox));
  // Registration can be refused (blocked by policy, private mode): then there is nothing to keep up to date.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;
  setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}

/** Signing out forgets the cached lookup lists too. */
export async function clearLookupCaches(): Promise<void> {
  if ('caches' in window) await caches.delete(LOOKUP_CACHE);
}
