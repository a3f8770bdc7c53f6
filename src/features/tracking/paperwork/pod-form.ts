import type { PodException } from '@/contract/paperwork';

/** What a queued proof of delivery holds on the device (Blobs are kept by IndexedDB as they are). */
export type PodPayload = { SignedBy: string; Exceptions: PodException[]; Signature: Blob; Photos: { Name: string; File: Blob }[] };

/** The multipart body of POST …/ProofOfDelivery, with the time the receiver signed. */
export function podForm(payload: Record<string, unknown>, created: { Created: string }): FormData {
  const pod = payload as PodPayload;
  const form = new FormData();
  form.append('Signature', pod.Signature, 'signature.png');
  form.append('SignedBy', pod.SignedBy);
  form.append('Exceptions', JSON.stringify(pod.Exceptions));
  form.append('Created', created.Created);
  for (const photo of pod.Photos) form.append('Photos', photo.File, photo.Name);
  return form;
}
