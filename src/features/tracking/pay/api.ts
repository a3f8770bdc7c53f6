import { queryOptions } from '@tanstack/react-query';
import type { AdjustDetentionInput, DetentionAnswer, PayStatement } from '@/contract/pay';
import { apiFile, apiGet, apiSend, idempotencyHeaders } from '@/lib/http/client';
import { downloadBlob } from '@/lib/export/download';
import { trackingKeys } from '../api';

/** Detention and the carrier's pay (issue 40): keys under the load's tracking key, so a load refresh refetches them. */
export const payKeys = {
  detention: (id: number) => [...trackingKeys.tracking(id), 'detention'] as const,
  statement: (id: number) => [...trackingKeys.tracking(id), 'pay-statement'] as const,
};

/** GET /api/Shipments/{id}/Detention; the card recounts a running stop every minute between fetches. */
export const detentionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payKeys.detention(id),
    queryFn: ({ signal }) => apiGet<DetentionAnswer>(`/api/Shipments/${id}/Detention`, { signal }),
    refetchInterval: 5 * 60_000,
  });

export const payStatementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payKeys.statement(id),
    queryFn: ({ signal }) => apiGet<PayStatement>(`/api/Shipments/${id}/PayStatement`, { signal }),
  });

export const acceptGeofence = (id: number, stopKey: string) =>
  apiSend<DetentionAnswer>(
    'POST',
    `/api/Shipments/${id}/Detention/AcceptGeofence`,
    { StopKey: stopKey },
    { headers: idempotencyHeaders() },
  );

export const adjustDetention = (id: number, body: AdjustDetentionInput) =>
  apiSend<DetentionAnswer>('PUT', `/api/Shipments/${id}/Detention/Adjust`, body, { headers: idempotencyHeaders() });

export const requestQuickPay = (id: number) =>
  apiSend<PayStatement>('POST', `/api/Shipments/${id}/QuickPay`, undefined, { headers: idempotencyHeaders() });

export const decideQuickPay = (id: number, approve: boolean, reason: string | null) =>
  apiSend<PayStatement>('PUT', `/api/Shipments/${id}/QuickPay`, { Approve: approve, Reason: reason }, { headers: idempotencyHeaders() });

/** A PDF of the server's in the reader's language, event times in the reader's zone. */
export async function downloadPdf(path: string, fileName: string, language: string): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { blob } = await apiFile('GET', `${path}?lang=${encodeURIComponent(language)}&tz=${encodeURIComponent(zone)}`);
  downloadBlob(blob, fileName);
}
