import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Attachment } from '@/contract/attachments';
import type {
  Bill,
  BillingAttachmentType,
  BillingUpdate,
  BulkAnswer,
  FetchAnswer,
  Invoice,
  LoadsPage,
  LoadsQuery,
  LoadStatusCode,
  LoadsViewModel,
  PartyLoadsPage,
  PartyLoadsQuery,
} from '@/contract/loads';
import { LOAD_EXPORT_PAGE_SIZE } from '@/contract/loads';
import { EXPORT_ROWS_HEADER, type LoadsExportRequest } from '@/contract/loads-export';
import type { ServerFile } from '@/lib/export/run-export';
import { apiFile, apiGet, apiSend, type Send } from '@/lib/http/client';
import { toQueryString } from '@/lib/http/query-string';

/** Query keys of the loads area: invalidating `all` reloads every list after a write. */
export const loadKeys = {
  all: ['loads'] as const,
  list: (query: LoadsQuery) => [...loadKeys.all, 'admin-list', query] as const,
  viewModel: ['loads', 'view-model'] as const,
  partyLists: () => [...loadKeys.all, 'party-list'] as const,
  partyList: (query: PartyLoadsQuery) => [...loadKeys.partyLists(), query] as const,
  invoice: (id: number) => [...loadKeys.all, 'invoice', id] as const,
  bill: (id: number) => [...loadKeys.all, 'bill', id] as const,
};

export const fetchLoads = (query: LoadsQuery, signal?: AbortSignal) =>
  apiGet<LoadsPage>(`/api/admin/GetLoads?${toQueryString(query)}`, { signal });

export const loadsQueryOptions = (query: LoadsQuery) =>
  queryOptions({ queryKey: loadKeys.list(query), queryFn: ({ signal }) => fetchLoads(query, signal), placeholderData: keepPreviousData });

/** The filter option lists change rarely: kept for 5 minutes. */
export const loadsViewModelOptions = () =>
  queryOptions({
    queryKey: loadKeys.viewModel,
    queryFn: ({ signal }) => apiGet<LoadsViewModel>('/api/admin/GetLoadsViewModel', { signal }),
    staleTime: 5 * 60 * 1000,
  });

/** Export As: page 1 with 1,000,000 rows and the same filters (spec 2 §2.1). */
export const exportLoadsQuery = <Q extends { pageNumber: number; pageSize: number }>(query: Q): Q => ({
  ...query,
  pageNumber: 1,
  pageSize: LOAD_EXPORT_PAGE_SIZE,
});

/**
 * Export As of the list's query and the visible columns: the server streams the CSV (decision 118), or with
 * `Format: 'rows'` the rows the export worker (`send`) fetches and writes an XLSX or JSON file from (decision 124).
 */
export async function exportLoads(query: LoadsQuery, request: LoadsExportRequest, send?: Send): Promise<ServerFile> {
  const { blob, headers } = await apiFile('POST', `/api/admin/ExportLoads?${toQueryString(query)}`, request, { send });
  return { blob, rowCount: Number(headers.get(EXPORT_ROWS_HEADER) ?? Number.NaN) };
}

export const fetchPartyLoads = (query: PartyLoadsQuery, signal?: AbortSignal) =>
  apiGet<PartyLoadsPage>(`/api/Shipments/PartyLoads?${toQueryString(query)}`, { signal });

export const partyLoadsQueryOptions = (query: PartyLoadsQuery) =>
  queryOptions({
    queryKey: loadKeys.partyList(query),
    queryFn: ({ signal }) => fetchPartyLoads(query, signal),
    placeholderData: keepPreviousData,
  });

export const bulkDeleteLoads = (ids: number[]) => apiSend<BulkAnswer>('POST', '/api/Shipments/BulkDelete', { Ids: ids });
export const fetchSelectedLoads = (ids: number[]) => apiSend<FetchAnswer>('POST', '/api/Shipments/Fetch', { Ids: ids });
export const bulkUpdateStatus = (ids: number[], statusCode: LoadStatusCode) =>
  apiSend<BulkAnswer>('PUT', '/api/Shipments/UpdateStatus', { Ids: ids, StatusCode: statusCode });

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: loadKeys.invoice(id), queryFn: ({ signal }) => apiGet<Invoice>(`/api/Shipments/Invoice/${id}`, { signal }) });

export const billQueryOptions = (id: number) =>
  queryOptions({ queryKey: loadKeys.bill(id), queryFn: ({ signal }) => apiGet<Bill>(`/api/Shipments/Bill/${id}`, { signal }) });

export const updateBilling = (shipmentId: number, body: BillingUpdate) =>
  apiSend<{ Message: string }>('PUT', `/api/Billing/UpdateBilling/${shipmentId}`, body);

export function uploadBillingFiles(shipmentId: number, type: BillingAttachmentType, files: File[]): Promise<Attachment[]> {
  const form = new FormData();
  for (const file of files) form.append('File', file, file.name);
  const query = toQueryString({ shipmentId, type, isBill: type === 'BB', isInvoice: type === 'BI' });
  return apiSend<Attachment[]>('POST', `/api/Billing/Attachment?${query}`, form);
}
