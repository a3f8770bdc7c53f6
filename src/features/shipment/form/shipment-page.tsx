import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessages } from '@/lib/http/error-catalogue';
import { HttpError } from '@/lib/http/client';
import { isBackOffice, useSession } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { SnapshotAge } from '@/lib/ui/snapshot-age';
import { shipmentQueryOptions, shipmentViewModelQueryOptions } from '../api';
import type { ShipmentSlots } from '../slots';
import { shipmentBackHref } from './back-href';
import { ShipmentEditor, type ScreenMode } from './shipment-editor';

type Props = { mode: ScreenMode; shipmentId?: number; slots: ShipmentSlots };

/** /shipper/Loads/new, /shipper/Loads/{id}/edit and /shipper/Loads/{id}/detail (spec 2 §2.11, §2.12). */
export function ShipmentPage({ mode, shipmentId, slots }: Props) {
  const { t } = useLingui();
  const backOffice = isBackOffice(useSession());
  const backHref = useMemo(() => shipmentBackHref(), []);
  const shipment = useQuery({ ...shipmentQueryOptions(shipmentId ?? 0), enabled: shipmentId !== undefined });
  // BackOffice works in the load's shipper's address book
  const viewModelShipperId = backOffice ? shipment.data?.ShipperId : undefined;
  const viewModel = useQuery({ ...shipmentViewModelQueryOptions(viewModelShipperId), enabled: !backOffice || viewModelShipperId !== undefined });

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
  if (failure && !shown) {
    const message = failure instanceof HttpError ? errorMessages(failure.body).join(' ') : failure.message;
    return (
      <Stack gap="md">
        <BackLink href={backHref} />
        <Alert color="red" title={t`Could not load`}>
          {message}
          <div>
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void Promise.all([shipment.refetch(), viewModel.refetch()])}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </Alert>
      </Stack>
    );
  }
  if (!shown) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t`Loading the load`} />
      </Center>
    );
  }
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
