import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';

/** Says plainly that the network is gone and that nothing is lost meanwhile. */
export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="gray"
      radius={0}
      py={6}
      icon={<IconCloudOff size={18} aria-hidden />}
      role="status"
      styles={{ wrapper: { alignItems: 'center' } }}
    >
      <Trans>
        You are offline. Haulbase shows what this device has already seen; your changes are kept here and sent when the network returns.
      </Trans>
    </Alert>
  );
}
