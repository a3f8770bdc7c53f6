import { queryOptions } from '@tanstack/react-query';
import type { Attachment, AttachmentType } from '@/contract/attachments';
import { attachmentsUploadPath, BILLING_ATTACHMENT_TYPE_CODES } from '@/contract/load-detail';
import { apiGet, apiSend } from '@/lib/http/client';

export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (shipmentId: number) => [...attachmentKeys.all, shipmentId] as const,
  types: ['attachment-types'] as const,
};

/** GET /api/Shipments/attachments/{shipmentId}: the caller's own and the other party's public files. */
export const attachmentsQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: attachmentKeys.list(shipmentId),
    queryFn: ({ signal }) => apiGet<Attachment[]>(`/api/Shipments/attachments/${shipmentId}`, { signal }),
  });

/** GET /api/Attachments/Types without BB / BI, which belong to the billing uploads (decision 042). */
export const panelAttachmentTypesQueryOptions = () =>
  queryOptions({
    queryKey: attachmentKeys.types,
    queryFn: ({ signal }) => apiGet<AttachmentType[]>('/api/Attachments/Types', { signal }),
    staleTime: Infinity,
    select: (types) => types.filter((type) => !(BILLING_ATTACHMENT_TYPE_CODES as readonly string[]).includes(type.Code)),
  });

function filesForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('File', file, file.name);
  return form;
}

export type UploadInput = { shipmentId: number; typeId: number; isPublic: boolean; files: readonly File[] };

export function uploadAttachments({ files, ...target }: UploadInput): Promise<Attachment[]> {
  return apiSend<Attachment[]>('POST', attachmentsUploadPath(target), filesForm(files));
}

export type UpdateInput = { id: number; name: string; typeId: number; isPublic: boolean; file: File | null };

/** PUT /api/Attachments/{id}?name&typeId&isPublic, with the replacement file when one was chosen. */
export function updateAttachment({ id, name, typeId, isPublic, file }: UpdateInput): Promise<Attachment> {
  const query = new URLSearchParams({ name, typeId: String(typeId), isPublic: String(isPublic) });
  return apiSend<Attachment>('PUT', `/api/Attachments/${id}?${query}`, file ? filesForm([file]) : undefined);
}

/** PUT /api/attachments/Visibility/{id}: Public ↔ Private. */
export function toggleAttachmentVisibility(id: number): Promise<Attachment> {
  return apiSend<Attachment>('PUT', `/api/attachments/Visibility/${id}`);
}

export function deleteAttachment(id: number): Promise<{ Message: string }> {
  return apiSend<{ Message: string }>('DELETE', `/api/Attachments/${id}`);
}
