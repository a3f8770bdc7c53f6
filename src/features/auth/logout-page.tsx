import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearLookupCaches } from '@/lib/pwa/register-service-worker';
import { signOut } from './api';

/** /logout: revoke, forget the session and cached data, then the sign-in page. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void Promise.all([signOut(), clearLookupCaches()]).then(() => {
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
