import { isLocalId, type OutboxEntry } from './outbox-entry';
import { requestBuilder, type WireRequest } from './registry';

/** How an entry goes over the wire (decision 047's calls). */
export type OutboxRequest = Omit<WireRequest, 'ifMatch'> & { headers: Record<string, string> };

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
 * The request of an entry: the feature that writes its kind builds method, path and body (registry.ts); every one
 * carries its Idempotency-Key and the device's clock at sending (`X-Device-Time`); the time the change happened
 * travels in the body as `Created` (two clocks, issue 7).
 */
export function buildRequest(entry: OutboxEntry, resolve: ResolveId, sentAt: Date): OutboxRequest {
  const headers: Record<string, string> = { 'Idempotency-Key': entry.key, 'X-Device-Time': sentAt.toISOString() };
  const { ifMatch, ...request } = requestBuilder(entry.kind)(entry, (id) => serverId(id, resolve), { Created: entry.happenedAt });
  if (ifMatch != null) headers['If-Match'] = String(ifMatch);
  return { ...request, headers };
}
