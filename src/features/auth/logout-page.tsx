import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { wipeShellQueries } from '@/lib/offline/shell-queries';
import { tokenSubject } from '@/lib/offline/token-subject';
import { clearLookupCaches } from '@/lib/pwa/register-service-worker';
import { getSession } from '@/lib/session';
import { signOut } from './api';

/** Counts the signed-in user's waiting changes (IndexedDB code loads only here, never on the sign-in page). */
async function waitingChanges(token: string | undefined): Promise<number> {
  const userId = tokenSubject(token);
  if (!userId || typeof indexedDB === 'undefined') return 0;
  const { countWaiting } = await import('@/lib/offline/other-users');
  return countWaiting(userId).catch(() => 0);
}

/**
 * Stops the offline runtime, deletes the user's database and the shell's kept queries (shared tablets), revokes the
 * session, forgets cached data.
 */
async function signOutAndWipe(token: string | undefined): Promise<void> {
  wipeShellQueries();
  const [{ stopOfflineRuntime }, { wipeUserData }] = await Promise.all([import('@/lib/offline/runtime'), import('@/lib/offline/wipe')]);
  stopOfflineRuntime();
  await Promise.all([signOut(), clearLookupCaches(), wipeUserData(token).catch(() => undefined)]);
}

/**
 * /logout: sign out, then the sign-in page. Signing out deletes this device's copy of the user's data, so with changes
 * not yet sent it asks first: only the user's own "Sign out anyway" (`discard`) deletes waiting changes (issue 13).
 */
export function LogoutPage({ discard }: { discard: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unsent, setUnsent] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const token = getSession()?.token;
    void (async () => {
      const waiting = discard ? 0 : await waitingChanges(token);
      if (cancelled) return;
      if (waiting > 0) {
        setUnsent(waiting);
        return;
      }
      await signOutAndWipe(token);
      queryClient.clear();
      if (!cancelled) void navigate({ to: '/auth/login', replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [discard, navigate, queryClient]);

  if (unsent > 0) {
    return (
      <Center component="main" mih="100dvh" p="md">
        <Card withBorder maw={440} padding="lg" role="alertdialog" aria-labelledby="logout-unsent-title">
          <Stack>
            <Title order={1} fz="h3" id="logout-unsent-title">
              <Trans>Sign out with unsent changes?</Trans>
            </Title>
            <Text size="sm">{unsentText(unsent)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate({ to: '/', replace: true })}>
                <Trans>Stay signed in</Trans>
              </Button>
              <Button color="red" onClick={() => void navigate({ to: '/logout', search: { discard: true }, replace: true })}>
                <Trans>Sign out anyway</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      </Center>
    );
  }
  return (
    <Center component="main" mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">
          <Trans>Signing out…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** The same words as the user menu's dialog (one message in the catalogue). */
const unsentText = (unsent: number) =>
  plural(unsent, {
    one: '# change has not been sent yet. Signing out deletes it from this device.',
    other: '# changes have not been sent yet. Signing out deletes them from this device.',
  });
