import { queryOptions } from '@tanstack/react-query';
import type { BoardLoad } from '@/contract/market';
import type { SavedSearch, SavedSearchAlerts, SavedSearchesAnswer, SavedQuery } from '@/contract/saved-searches';
import { apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';

/** Saved searches (issue 41, decision 166) and the one board load an alert opens. */
export const savedSearchKeys = {
  all: ['market', 'saved-searches'] as const,
  boardLoad: (id: number) => ['market', 'board-load', id] as const,
};

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => apiGet<SavedSearchesAnswer>('/api/Trucker/SavedSearches', { signal }),
  });

export const boardLoadQueryOptions = (id: number) =>
  queryOptions({ queryKey: savedSearchKeys.boardLoad(id), queryFn: ({ signal }) => apiGet<BoardLoad>(`/api/LoadBoard/${id}`, { signal }) });

export type SavedSearchBody = { Name: string; Query: SavedQuery; Alerts: SavedSearchAlerts };

export const createSavedSearch = (body: SavedSearchBody) =>
  apiSend<SavedSearch>('POST', '/api/Trucker/SavedSearches', body, { headers: idempotencyHeaders() });
export const updateSavedSearch = (id: number, body: SavedSearchBody) =>
  apiSend<SavedSearch>('PUT', `/api/Trucker/SavedSearches/${id}`, body, { headers: idempotencyHeaders() });
export const deleteSavedSearch = (id: number) =>
  apiSend<void>('DELETE', `/api/Trucker/SavedSearches/${id}`, undefined, { headers: idempotencyHeaders() });
