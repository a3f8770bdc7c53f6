import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatFileSize } from '@/lib/files/upload-rules';
import { readStorageState, subscribeStorage, type StorageState } from '@/lib/offline/device-storage';

/**
 * Whether the browser keeps this device's copy (persistent storage, asked at the first waiting change) and how much
 * room is used and left (issue 35 item 4). Read again when persistence was asked and when the changes waiting change.
 */
export function DeviceStorageLine({ waiting }: { waiting: number }) {
  const { t } = useLingui();
  const [state, setState] = useState<StorageState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void readStorageState().then((next) => live && setState(next));
    read();
    const unsubscribe = subscribeStorage(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [waiting]);
  if (!state) return null;
  const { persisted, usage, quota } = state;
  return (
    <Stack gap={2} data-device-storage>
      {persisted !== null && (
        <Text size="xs" c={persisted ? 'dimmed' : undefined} fw={persisted ? undefined : 600}>
          {persisted
            ? t`Changes on this device are kept: the browser will not clear them to make room.`
            : t`The browser may clear this device's changes when space runs low (it did not grant persistent storage).`}
        </Text>
      )}
      {usage !== null && quota !== null && (
        <Text size="xs" c="dimmed">
          {t`Storage on this device: ${formatFileSize(usage)} used, ${formatFileSize(Math.max(0, quota - usage))} free`}
        </Text>
      )}
    </Stack>
  );
}
