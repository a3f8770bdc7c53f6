import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AttachmentsPanel } from '@/features/loads/attachments/attachments-panel';
import { isStatusCode, LOAD_STATUS_NAMES, STATUS_BADGE_COLOR, statusColorName } from '@/features/loads/status';
import { LoadStatusBadge } from '@/features/loads/status-badge';
import { ChatButton } from '@/features/shipment/chat/chat-button';
import type { TrackingSlots } from '@/features/tracking/slots';
import { TrackingPage } from '@/features/tracking/tracking-page';
import { idParam } from '@/lib/router/id-param';

/** The tracking page shows the loads feature's status badge and attachments panel. */
const slots: TrackingSlots = {
  StatusBadge: ({ code, name, context }) => <LoadStatusBadge code={code} name={name} context={context} />,
  statusColor: (code, context) => STATUS_BADGE_COLOR[statusColorName(code, context)].color,
  statusName: (code) => (isStatusCode(code) ? LOAD_STATUS_NAMES[code] : undefined),
  Attachments: AttachmentsPanel,
  Chat: ChatButton,
};

export const Route = createFileRoute('/_app/trackload/$loadId/details')({
  params: idParam('loadId'),
  staticData: { title: msg`Track Load` },
  // starts the tracking request and the map chunk with the route and never waits for them: the page shows its own states
  // (imported here, not at the top, so the sign-in page does not download them with the route tree)
  loader: ({ context, params }) => {
    void import('@/features/tracking/map/tracking-map').then(({ preloadTrackingMap }) => preloadTrackingMap());
    void import('@/features/tracking/api').then(({ trackingQueryOptions }) =>
      context.queryClient.prefetchQuery(trackingQueryOptions(params.loadId)),
    );
  },
  component: TrackingRoute,
});

function TrackingRoute() {
  const { loadId } = Route.useParams();
  return <TrackingPage key={loadId} loadId={loadId} slots={slots} />;
}
