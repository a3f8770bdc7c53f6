import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import { useOutbox } from '@/lib/offline/use-offline';
import { isBackOffice, useSession } from '@/lib/session';
import { AppLink } from '@/lib/ui/app-link';
import { OfflineUnavailable, waitsForNetwork } from '@/lib/ui/offline-unavailable';
import { SnapshotAge } from '@/lib/ui/snapshot-age';
import { ActivitiesModal } from './activities/activities-modal';
import { activitiesQueryOptions, trackingQueryOptions } from './api';
import { trackingBackHref } from './back-href';
import { BidsModal } from './bids/bids-modal';
import { ItineraryPanel } from './itinerary-panel';
import { LiveTruck } from './live-trip/live-truck';
import { LoadInfoCard } from './load-info-card';
import { TrackingLoadState } from './load-state';
import type { StatusContext, TrackingSlots } from './slots';
import { TrackingMap } from './map/tracking-map';
import { StatusHistory } from './status-history';
import { PaperworkCard } from './paperwork/rate-confirmation-card';
import { paperworkQueryOptions } from './paperwork/api';
import { PodCapture } from './paperwork/pod-capture';
import { TripCard } from './trip-card';
import { DetentionCard } from './pay/detention-card';
import { PayStatementCard } from './pay/pay-statement-card';
import { TripStatusCard } from './trip-status-card';
import { queuedStatuses, shownStatus, TRIP_STEPS } from './trip-steps';

const CARRIED = ['BK', 'OFP', 'AT', 'IT', 'AR', 'DL'];

/** /trackload/{id}/details (spec 2 §2.2). */
export function TrackingPage({ loadId, slots }: { loadId: number; slots: TrackingSlots }) {
  const session = useSession();
  const backOffice = isBackOffice(session);
  const backHref = useMemo(() => trackingBackHref(backOffice), [backOffice]);
  const tracking = useQuery(trackingQueryOptions(loadId));
  // Activities refresh with the tracking (spec 2 §9), so the modal opens on fresh data.
  useQuery({ ...activitiesQueryOptions(loadId), enabled: tracking.isSuccess });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button component={AppLink} href={backHref} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0}>
          <Trans>Back</Trans>
        </Button>
        {tracking.data && <slots.Chat shipmentId={tracking.data.Shipment.Id} code={tracking.data.Shipment.Code} />}
      </Group>
      {tracking.data && <SnapshotAge updatedAt={tracking.dataUpdatedAt} fetching={tracking.isFetching} />}
      {tracking.data ? (
        <TrackingDetails
          tracking={tracking.data}
          slots={slots}
          backOffice={backOffice}
          trucker={!!session && !backOffice && session.role.includes('Trucker')}
        />
      ) : waitsForNetwork(tracking) ? (
        <OfflineUnavailable />
      ) : (
        <TrackingLoadState error={tracking.error} onRetry={() => void tracking.refetch()} backHref={backHref} />
      )}
    </Stack>
  );
}

function TrackingDetails({
  tracking,
  slots,
  backOffice,
  trucker,
}: {
  tracking: TrackingResponse;
  slots: TrackingSlots;
  backOffice: boolean;
  trucker: boolean;
}) {
  const { i18n } = useLingui();
  const [modal, setModal] = useState<'bids' | 'activities' | null>(null);
  const { Id: id, Code: code } = tracking.Shipment;
  const context: StatusContext = backOffice ? 'admin' : 'shipper';
  const outbox = useOutbox(id);
  const queued = useMemo(() => queuedStatuses(outbox), [outbox]);
  const status = shownStatus(tracking.StatusCode, queued);
  // the status the trucker recorded on this device shows everywhere on the page until the server has it
  const shown = useMemo(() => {
    const name = slots.statusName(status);
    return status === tracking.StatusCode ? tracking : { ...tracking, StatusCode: status, Status: name ? i18n._(name) : status };
  }, [tracking, status, slots, i18n]);
  const recordsTrip = (trucker || backOffice) && TRIP_STEPS.includes(tracking.StatusCode);
  const paperwork = useQuery(paperworkQueryOptions(id));
  const podTaken = !!paperwork.data?.ProofOfDelivery;
  // On a tablet or phone the trip's next step is the first thing a trucker sees; on a desktop it heads the side column.
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const onTrip = ['AT', 'IT', 'AR', 'DL'].includes(tracking.StatusCode);
  const carrier = trucker;
  const pay = (carrier || backOffice) && CARRIED.includes(tracking.StatusCode) && (
    <PayStatementCard loadId={id} carrier={carrier} backOffice={backOffice} />
  );
  const tripStatus = recordsTrip && (
    <Stack gap="md">
      <TripStatusCard tracking={tracking} status={status} context={context} slots={slots} driver={trucker} />
      {onTrip && <DetentionCard loadId={id} carrier={carrier} staff={backOffice} />}
      {trucker && (status === 'AR' || status === 'DL') && !podTaken && <PodCapture loadId={id} loadCode={code} />}
      {pay}
    </Stack>
  );
  return (
    <>
      {!wide && tripStatus && <Box mb="md">{tripStatus}</Box>}
      {!wide && (
        <Box mb="md">
          <PaperworkCard loadId={id} loadCode={code} carrier={trucker} />
        </Box>
      )}
      {/* Two independent columns (no row gaps); below lg the map column comes first. */}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="md">
            <LiveTruck tracking={tracking} />
            <TrackingMap tracking={tracking} />
            <LoadInfoCard
              tracking={shown}
              context={context}
              StatusBadge={slots.StatusBadge}
              onBids={() => setModal('bids')}
              onActivities={() => setModal('activities')}
            />
            {/* Truckers see the attachments in details mode: open only (spec 2 §2.2, §2.5). */}
            <slots.Attachments shipmentId={id} details={trucker} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            {wide && tripStatus}
            {wide && <PaperworkCard loadId={id} loadCode={code} carrier={trucker} />}
            {!tripStatus && onTrip && <DetentionCard loadId={id} carrier={false} staff={backOffice} />}
            {!tripStatus && pay}
            <TripCard tracking={tracking} />
            <StatusHistory history={tracking.StatusesHistoy} queued={queued} context={context} slots={slots} />
            <ItineraryPanel tracking={tracking} />
          </Stack>
        </Grid.Col>
      </Grid>
      <BidsModal
        loadId={id}
        code={code}
        opened={modal === 'bids'}
        onClose={() => setModal(null)}
        canAccept={(tracking.IsOwner || backOffice) && tracking.StatusCode === 'OP'}
      />
      <ActivitiesModal loadId={id} code={code} opened={modal === 'activities'} onClose={() => setModal(null)} />
    </>
  );
}
