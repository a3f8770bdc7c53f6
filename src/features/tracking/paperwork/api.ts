import { queryOptions } from '@tanstack/react-query';
import type { Paperwork } from '@/contract/paperwork';
import { apiFile, apiGet } from '@/lib/http/client';
import { trackingKeys } from '../api';

/** A load's papers (issue 40): under the tracking page's key, so they are kept offline and refresh with the page. */
export const paperworkKey = (id: number) => [...trackingKeys.tracking(id), 'paperwork'] as const;

export const paperworkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paperworkKey(id),
    queryFn: ({ signal }) => apiGet<Paperwork>(`/api/Shipments/${id}/Paperwork`, { signal }),
  });

export type PaperKind = 'RateConfirmation' | 'ProofOfDelivery';

/** Opens the PDF in a new tab (the reader's language), fetched with the session's token. */
export async function openPaper(id: number, kind: PaperKind, language: string): Promise<void> {
  const opened = window.open('', '_blank');
  const { blob } = await apiFile('GET', `/api/Shipments/${id}/${kind}?lang=${encodeURIComponent(language)}`);
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
