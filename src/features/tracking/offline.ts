import { defineOfflineFeature } from '@/lib/offline/registry';
import { trackingKeys, trackingQueryOptions } from './api';
import { podForm } from './paperwork/pod-form';

/**
 * What the offline runtime needs of the tracking page: its answers (with activities and bids) kept as snapshots,
 * the page ready ahead for a load fetched from a list, and the wire calls of a trip's status moves and positions.
 */
export const trackingOffline = defineOfflineFeature({
  snapshots: [trackingKeys.all],
  load: { page: trackingKeys.tracking, trip: trackingKeys.tracking, bids: trackingKeys.bids },
  prefetchLoad: async (queryClient, loadId) => queryClient.prefetchQuery(trackingQueryOptions(loadId)),
  requests: {
    'status.change': (entry, _id, created) => ({
      method: 'PUT',
      path: `/api/Shipments/${entry.loadId}/Status`,
      body: { ...entry.payload, ...created },
    }),
    'positions.batch': (entry) => ({ method: 'POST', path: `/api/Tracking/${entry.loadId}/Positions`, body: entry.payload.Points }),
    'paperwork.accept': (entry, _id, created) => ({
      method: 'POST',
      path: `/api/Shipments/${entry.loadId}/RateConfirmation/Accept`,
      body: { Name: entry.payload.Name, ...created },
    }),
    'pod.submit': (entry, _id, created) => ({
      method: 'POST',
      path: `/api/Shipments/${entry.loadId}/ProofOfDelivery`,
      body: podForm(entry.payload, created),
    }),
  },
});
