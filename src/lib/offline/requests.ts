import { attachmentsUploadPath } from '@/contract/load-detail';
import { isLocalId, type OutboxEntry } from './outbox-entry';

/** How an entry goes over the wire (decision 047's calls). */
export type OutboxRequest = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; headers: Record<string, string> };

/** Local id → server id (and the version its create answered) of things created offline and since delivered. */
export type ResolveId = (id: string) => { server: number; version: number | null } | undefined;

export class UnresolvedIdError extends Error {
  constructor(readonly localId: string) {
    super('It changes something that was never created on the server.');
    this.name = 'UnresolvedIdError';
  }
}

function serverId(id: string | number | null, resolve: ResolveId): { id: number; version: number | null } {
  if (isLocalId(id)) {
    const found = resolve(id);
    if (!found) throw new UnresolvedIdError(id);
    return { id: found.server, version: found.version };
  }
  return { id: Number(id), version: null };
}

/**
 * The request of an entry. Every one carries its Idempotency-Key and the device's clock at sending
 * (`X-Device-Time`); the time the change happened travels in the body as `Created` (two clocks, issue 7).
 */
export function buildRequest(entry: OutboxEntry, resolve: ResolveId, sentAt: Date): OutboxRequest {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.key, 'X-Device-Time': sentAt.toISOString() };
  const created = { Created: entry.happenedAt };
  const ifMatch = (version: number | null) => {
    if (version !== null) headers['If-Match'] = String(version);
  };
  switch (entry.kind) {
    case 'note.create':
      return { method: 'POST', path: '/api/Notes', body: { ...entry.payload, ShipmentId: entry.loadId, ...created }, headers };
    case 'note.delete':
      return { method: 'DELETE', path: `/api/Notes/${serverId(entry.target, resolve).id}`, headers };
    case 'stop.create':
      return { method: 'POST', path: '/api/Shipments/Stops', body: { ...entry.payload, ShipmentId: entry.loadId, ...created }, headers };
    case 'stop.update':
    case 'stop.delete': {
      const stop = serverId(entry.target, resolve);
      ifMatch(entry.baseVersion ?? stop.version);
      const path = `/api/Shipments/Stops/${stop.id}`;
      return entry.kind === 'stop.update'
        ? { method: 'PUT', path, body: { ...entry.payload, ShipmentId: entry.loadId, ...created }, headers }
        : { method: 'DELETE', path, headers };
    }
    case 'stop.move': {
      const order = (entry.payload.Stops as { StopId: string | number; Position: number }[]).map((s) => ({
        StopId: serverId(s.StopId, resolve).id,
        Position: s.Position,
      }));
      return { method: 'PUT', path: '/api/Shipments/MoveStops', body: { ShipmentId: entry.loadId, Stops: order }, headers };
    }
    case 'status.change':
      return { method: 'PUT', path: `/api/Shipments/${entry.loadId}/Status`, body: { ...entry.payload, ...created }, headers };
    case 'positions.batch':
      return { method: 'POST', path: `/api/Tracking/${entry.loadId}/Positions`, body: entry.payload.Points, headers };
    case 'attachment.upload': {
      const {
        TypeId,
        IsPublic,
        FileName,
        File: file,
      } = entry.payload as { TypeId: number; IsPublic: boolean; FileName: string; File: Blob };
      const form = new FormData();
      form.append('File', file, FileName);
      return {
        method: 'POST',
        path: attachmentsUploadPath({ shipmentId: entry.loadId, typeId: TypeId, isPublic: IsPublic }),
        body: form,
        headers,
      };
    }
  }
}
