import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { stopOfflineRuntime } from '@/lib/offline/runtime';
import { clearLookupCaches } from '@/lib/pwa/register-service-worker';
import { getSession } from '@/lib/session';
import { signOut } from './api';

/** /logout: revoke, forget the session, cached data and the user's offline database (shared tablets), then sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const token = getSession()?.token;
    stopOfflineRuntime();
    const wipe = import('@/lib/offline/wipe').then(({ wipeUserData }) => wipeUserData(token)).catch(() => undefined);
    void Promise.all([signOut(), clearLookupCaches(), wipe]).then(() => {
      queryClient.clear();
      if (!cancelled) void navigate({ to: '/auth/login', replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
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
