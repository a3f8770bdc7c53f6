import { chatKeys } from '@/lib/chat/conversations';
import { defineOfflineFeature } from '@/lib/offline/registry';
import { shipmentKeys } from './api';

/**
 * What the offline runtime needs of the shipper load screens: their answers kept as snapshots, the form's option
 * lists and the Messages badge drawn before IndexedDB opens, and the wire calls of notes and stops (decision 047).
 */
export const shipmentOffline = defineOfflineFeature({
  snapshots: [shipmentKeys.all],
  shell: [shipmentKeys.viewModels, chatKeys.conversations],
  load: { page: shipmentKeys.detail },
  requests: {
    'note.create': (entry, _id, created) => ({
      method: 'POST',
      path: '/api/Notes',
      body: { ...entry.payload, ShipmentId: entry.loadId, ...created },
    }),
    'note.delete': (entry, serverId) => ({ method: 'DELETE', path: `/api/Notes/${serverId(entry.target).id}` }),
    'stop.create': (entry, _id, created) => ({
      method: 'POST',
      path: '/api/Shipments/Stops',
      body: { ...entry.payload, ShipmentId: entry.loadId, ...created },
    }),
    'stop.update': (entry, serverId, created) => {
      const stop = serverId(entry.target);
      return {
        method: 'PUT',
        path: `/api/Shipments/Stops/${stop.id}`,
        body: { ...entry.payload, ShipmentId: entry.loadId, ...created },
        ifMatch: entry.baseVersion ?? stop.version,
      };
    },
    'stop.delete': (entry, serverId) => {
      const stop = serverId(entry.target);
      return { method: 'DELETE', path: `/api/Shipments/Stops/${stop.id}`, ifMatch: entry.baseVersion ?? stop.version };
    },
    'stop.move': (entry, serverId) => {
      const order = (entry.payload.Stops as { StopId: string | number; Position: number }[]).map((s) => ({
        StopId: serverId(s.StopId).id,
        Position: s.Position,
      }));
      return { method: 'PUT', path: '/api/Shipments/MoveStops', body: { ShipmentId: entry.loadId, Stops: order } };
    },
  },
});
