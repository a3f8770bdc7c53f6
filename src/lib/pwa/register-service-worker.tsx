import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { LOOKUP_CACHE } from './constants';
import { reloadWhenNothingUnsaved } from './unsaved-changes';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Reload activates the waiting version and reloads once it controls the page. With a form holding unsaved changes it
 * does not: it says so and reloads by itself as soon as nothing is left unsaved (the user saved or left the form).
 */
function UpdatePrompt({ workbox }: { workbox: Workbox }) {
  const [waitingForForms, setWaitingForForms] = useState(false);
  const pending = useRef<{ cancel: () => void } | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);

  const activateAndReload = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  const reload = () => {
    if (pending.current) return;
    const attempt = reloadWhenNothingUnsaved(activateAndReload);
    if (!attempt.now) {
      pending.current = attempt;
      setWaitingForForms(true);
    }
  };

  return (
    <Stack gap={4} mt={4} align="flex-start">
      {waitingForForms && <Text size="sm">{i18n._(msg`Save your changes first; Haulbase reloads when nothing is left unsaved.`)}</Text>}
      <Button size="xs" onClick={reload} disabled={waitingForForms}>
        {i18n._(msg`Reload`)}
      </Button>
    </Stack>
  );
}

function promptForUpdate(workbox: Workbox): void {
  notifications.show({
    id: 'app-update',
    title: i18n._(msg`Update available`),
    message: <UpdatePrompt workbox={workbox} />,
    autoClose: false,
    closeButtonProps: { 'aria-label': i18n._(msg`Close notification`) },
  });
}

/**
 * Registers sw.js (production builds only). A new version waits until the user chooses Reload, so an open form is
 * never reloaded away; tabs left open look for a new version every hour. True when a worker is registered.
 */
export async function registerServiceWorker(): Promise<boolean> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return false;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => promptForUpdate(workbox));
  // Registration can be refused (blocked by policy, private mode): then there is nothing to keep up to date.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return false;
  setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  return true;
}

/** Signing out forgets the cached lookup lists too (every list the service worker caches lives in LOOKUP_CACHE). */
export async function clearLookupCaches(): Promise<void> {
  if ('caches' in window) await caches.delete(LOOKUP_CACHE);
}
