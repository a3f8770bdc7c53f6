import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useOutbox } from '@/lib/offline/use-offline';
import type { EntryNames } from './entry-summary';
import { SyncPanel } from './sync-panel';

/** The top bar's sync button: how many changes wait on this device (red when one needs the user), opens the panel. */
export function SyncButton({ names }: { names: EntryNames }) {
  const { t } = useLingui();
  const entries = useOutbox();
  const [opened, setOpened] = useState(false);
  const count = entries.length;
  const needsUser = entries.some((entry) => entry.state !== 'pending');
  const label =
    count === 0
      ? t`Sync: all changes sent`
      : needsUser
        ? plural(count, { one: 'Sync: # change, it needs you', other: 'Sync: # changes, some need you' })
        : plural(count, { one: 'Sync: # change waiting', other: 'Sync: # changes waiting' });
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={count} size={16} color={needsUser ? 'red' : 'yellow'} disabled={count === 0} offset={4} inline>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened(true)}>
            {count === 0 ? <IconCloudCheck size={20} aria-hidden /> : <IconCloudUpload size={20} aria-hidden />}
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <SyncPanel opened={opened} onClose={() => setOpened(false)} names={names} />
    </>
  );
}
