import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useInterval, useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatAge } from '@/lib/format/age';

/** Younger than this and online, the data counts as current and no age is shown. */
const FRESH_MS = 60_000;

/**
 * The age of what a screen shows (issue 7): a snapshot seen before, shown at once while it refreshes, or all there is
 * while offline. Pass the query's `dataUpdatedAt` and `isFetching`.
 */
export function SnapshotAge({ updatedAt, fetching }: { updatedAt: number; fetching: boolean }) {
  const { t, i18n } = useLingui();
  const { online } = useNetwork();
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 30_000, { autoInvoke: true });
  useEffect(() => setNow(Date.now()), [updatedAt]);

  const age = Math.max(0, now - updatedAt);
  if (!updatedAt || (online && age < FRESH_MS)) return null;
  const when = formatAge(age, i18n.locale);
  return (
    <Group gap={6} wrap="nowrap" role="status">
      {!online && (
        <Badge size="sm" color="gray" variant="light" leftSection={<IconCloudOff size={12} aria-hidden />}>
          {t`Offline`}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {t`Updated ${when}`}
      </Text>
      {online && fetching && <Loader size={12} aria-label={t`Refreshing`} />}
    </Group>
  );
}
