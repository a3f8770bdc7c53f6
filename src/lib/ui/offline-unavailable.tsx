import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

import { HttpError } from '@/lib/http/client';

type QueryState = { isPending: boolean; fetchStatus: string; error?: unknown; data?: unknown };

/**
 * A query with no snapshot that waits for the network (offline, never seen on this device); also one whose request
 * never got an answer while the device is offline (the browser said offline only after it had started).
 */
export const waitsForNetwork = (query: QueryState) =>
  (query.isPending && query.fetchStatus === 'paused') ||
  (query.data === undefined &&
    !!query.error &&
    !(query.error instanceof HttpError) &&
    typeof navigator !== 'undefined' &&
    !navigator.onLine);

/** What a screen shows instead of a spinner that would never stop: it opens by itself when the network returns. */
export function OfflineUnavailable() {
  return (
    <Card withBorder radius="md" padding="xl" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconCloudOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h4">
          <Trans>Not available offline</Trans>
        </Title>
        <Text c="dimmed" maw={460}>
          <Trans>This page has not been opened on this device yet. It opens by itself when the network returns.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
