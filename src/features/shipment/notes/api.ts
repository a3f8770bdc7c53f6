import { queryOptions } from '@tanstack/react-query';
import type { Note, NoteInput } from '@/contract/shipment';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';

export const noteKeys = {
  list: (shipmentId: number) => ['shipment', shipmentId, 'notes'] as const,
};

/** GET /api/Notes/{shipmentId}: the notes the caller may see (a private note only for its author and BackOffice). */
export const notesQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: noteKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<Note[]>(`/api/Notes/${shipmentId}`, { signal }),
  });

/** POST /api/Notes; the key makes a repeated submit (double click, retry after a lost answer) add the note once. */
export const addNote = (input: NoteInput, idempotencyKey: string) =>
  apiSend<Note>('POST', '/api/Notes', input, { headers: idempotencyHeaders(idempotencyKey) });

/** DELETE /api/Notes/{id}: the author's own notes only. */
export const deleteNote = (id: number) => apiSend<unknown>('DELETE', `/api/Notes/${id}`, undefined, { headers: idempotencyHeaders() });
