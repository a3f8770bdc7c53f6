import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useEffect } from 'react';
import { useOfflineRuntime, useOutbox } from '@/lib/offline/use-offline';
import { AppLink } from '@/lib/ui/app-link';

const NOTIFICATION_ID = 'outbox-sign-in';

/**
 * The replay stopped because the session could not be refreshed: the queue stays, and the user is asked to sign in
 * again; the same user's queue goes on after that (it lives in their own database).
 */
export function SignInNeeded() {
  const { t } = useLingui();
  const runtime = useOfflineRuntime();
  const waiting = useOutbox().length;
  const needed = runtime?.lastReport?.stoppedBy === 'sign-in' && waiting > 0;
  useEffect(() => {
    if (!needed) return;
    notifications.show({
      id: NOTIFICATION_ID,
      color: 'orange',
      title: t`Sign in again to send your waiting changes`,
      message: (
        <Button component={AppLink} href="/auth/login" size="xs" mt={4} onClick={() => notifications.hide(NOTIFICATION_ID)}>
          {t`Sign in`}
        </Button>
      ),
      autoClose: false,
      closeButtonProps: { 'aria-label': t`Close notification` },
    });
    return () => {
      notifications.hide(NOTIFICATION_ID);
    };
  }, [needed, t]);
  return null;
}
