import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { forgetWaitingUser, waitingUsers, type WaitingUser } from '@/lib/session-ended';

type Waiting = WaitingUser & { count: number };

/** Counts each ended session's waiting changes; IndexedDB code loads only when there is such a session. */
async function countAll(users: WaitingUser[]): Promise<Waiting[]> {
  if (users.length === 0 || typeof indexedDB === 'undefined') return [];
  const { countWaiting } = await import('@/lib/offline/other-users');
  const counted = await Promise.all(users.map(async (user) => ({ ...user, count: await countWaiting(user.id).catch(() => 0) })));
  for (const user of counted) if (user.count === 0) forgetWaitingUser(user.id);
  return counted.filter((user) => user.count > 0);
}

/**
 * The sign-in page after a session ended with changes still on this device (decision 071): whose they are, and that
 * signing in again as that user sends them. Nobody else can see or delete them.
 */
export function WaitingChangesNotice() {
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  useEffect(() => {
    let cancelled = false;
    void countAll(waitingUsers()).then((list) => !cancelled && setWaiting(list));
    return () => {
      cancelled = true;
    };
  }, []);
  if (waiting.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCloudUpload size={18} aria-hidden />}
      title={<Trans>Your session has ended</Trans>}
      role="status"
    >
      <Stack gap={4}>
        {waiting.map(({ id, email, count }) => (
          <Text key={id} size="sm">
            {plural(count, {
              one: `# change made as ${email} waits on this device. Sign in as ${email} to send it.`,
              other: `# changes made as ${email} wait on this device. Sign in as ${email} to send them.`,
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
