import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/** A query with no snapshot that waits for the network (offline, never seen on this device). */
export const waitsForNetwork = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus === 'paused';

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
