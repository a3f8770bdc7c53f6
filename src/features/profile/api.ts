import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ProfileUpdateValues } from '@/contract/account';
import type { Me } from '@/contract/auth';
import type { MyBillingAnswer } from '@/contract/billing';
import { apiGet, apiSend } from '@/lib/http/client';
import { updateSessionProfile } from '@/lib/session';

/** Query keys of My Profile. */
export const profileKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as const,
  billing: ['profile', 'billing'] as const,
};

/** `GET /api/me`: the signed-in user with its partner (used by the loader and the page). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => apiGet<Me>('/api/me', { signal }),
    staleTime: 30_000,
  });

/** `GET /api/Billing/Me` (decision 060): the signed-in user's own plan, status, periods and invoices; null for staff. */
export const myBillingQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.billing,
    queryFn: ({ signal }) => apiGet<MyBillingAnswer>('/api/Billing/Me', { signal }).then((answer) => answer.Data),
    staleTime: 30_000,
  });

/** `PUT /api/me {FirstName, LastName, PhoneNumber}` → Me. */
export function updateMe(values: ProfileUpdateValues): Promise<Me> {
  return apiSend<Me>('PUT', '/api/me', values);
}

/** `POST /api/me/photo`, multipart with one `File` part → Me. */
export function uploadPhoto(file: File): Promise<Me> {
  const form = new FormData();
  form.append('File', file, file.name);
  return apiSend<Me>('POST', '/api/me/photo', form);
}

/** After a save or a new photo: the cache and the header (greeting, avatar) follow at once. */
export function applyMe(queryClient: QueryClient, me: Me): void {
  queryClient.setQueryData(profileKeys.me, me);
  updateSessionProfile({
    firstName: me.FirstName,
    lastName: me.LastName,
    email: me.Email,
    profilePicture: me.ProfilePicture,
  });
}
