import { queryOptions } from '@tanstack/react-query';
import type { Note } from '@/contract/shipment';
import { apiGet } from '@/lib/http/client';
import { shipmentKeys } from '../api';

export const noteKeys = {
  list: (shipmentId: number) => [...shipmentKeys.detail(shipmentId), 'notes'] as const,
};

/** GET /api/Notes/{shipmentId}: the notes the caller may see (a private note only for its author and BackOffice). */
export const notesQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: noteKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<Note[]>(`/api/Notes/${shipmentId}`, { signal }),
  });

// Adding and deleting go through sendOrQueue (src/lib/offline/write.ts): POST /api/Notes, DELETE /api/Notes/{id}.
