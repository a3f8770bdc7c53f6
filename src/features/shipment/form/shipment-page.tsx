import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isBackOffice, useSession } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { LoadState } from '@/lib/ui/load-state';
import { SnapshotAge } from '@/lib/ui/snapshot-age';
import { shipmentQueryOptions, shipmentViewModelQueryOptions } from '../api';
import type { ShipmentSlots } from '../slots';
import { shipmentBackHref } from './back-href';
import type { ScreenMode } from './page-actions';
import { ShipmentEditor } from './shipment-editor';

type Props = { mode: ScreenMode; shipmentId?: number; slots: ShipmentSlots };

/** /shipper/Loads/new, /shipper/Loads/{id}/edit and /shipper/Loads/{id}/detail (spec 2 §2.11, §2.12). */
export function ShipmentPage({ mode, shipmentId, slots }: Props) {
  const { t } = useLingui();
  const backOffice = isBackOffice(useSession());
  const backHref = useMemo(() => shipmentBackHref(), []);
  const shipment = useQuery({ ...shipmentQueryOptions(shipmentId ?? 0), enabled: shipmentId !== undefined });
  // BackOffice works in the load's shipper's address book
  const viewModelShipperId = backOffice ? shipment.data?.ShipperId : undefined;
  const viewModel = useQuery({
    ...shipmentViewModelQueryOptions(viewModelShipperId),
    enabled: !backOffice || viewModelShipperId !== undefined,
  });

  if (backOffice && mode === 'new') {
    // decision 047: loads are created by their shipper; BackOffice edits existing ones
    return (
      <Stack gap="md">
        <BackLink href={backHref} />
        <Alert color="blue" title={t`Only a shipper creates loads`}>
          <Trans>Open a load of the shipper to edit it.</Trans>
        </Alert>
      </Stack>
    );
  }
  const failure = (shipmentId !== undefined ? shipment.error : null) ?? viewModel.error;
  // a snapshot seen before stays on screen when a refresh fails (offline, issue 7); its age says how old it is
  const shown = viewModel.data && (shipmentId === undefined || shipment.data);
  const retry = () => void Promise.all([shipment.refetch(), viewModel.refetch()]);
  if (failure && !shown) {
    return (
      <Stack gap="md">
        <BackLink href={backHref} />
        <LoadState error={failure} onRetry={retry} errorTitle={t`The load could not be loaded.`} />
      </Stack>
    );
  }
  if (!shown) return <LoadState error={null} onRetry={retry} loadingLabel={t`Loading the load`} />;
  return (
    <Stack gap={4}>
      {shipmentId !== undefined && <SnapshotAge updatedAt={shipment.dataUpdatedAt} fetching={shipment.isFetching} />}
      <ShipmentEditor
        key={shipmentId ?? 'new'}
        mode={mode}
        shipment={shipmentId === undefined ? null : (shipment.data ?? null)}
        viewModel={viewModel.data}
        shipperId={viewModelShipperId}
        backHref={backHref}
        slots={slots}
      />
    </Stack>
  );
}

export function BackLink({ href }: { href: string }) {
  return (
    <Button component={AppLink} href={href} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0}>
      <Trans>Back</Trans>
    </Button>
  );
}
