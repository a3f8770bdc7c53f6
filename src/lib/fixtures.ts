import type { TokenResponse } from '@/contract/auth';

/** Test data: an access token (header.payload.signature, unsigned) whose subject is user `sub`. */
export const jwtFor = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;

/** Test data: the answer of POST /token, for a shipper "A B" unless `fields` say otherwise. */
export const tokenResponse = (fields: Partial<TokenResponse> = {}): TokenResponse => ({
  access_token: 't',
  token_type: 'bearer',
  expires_in: 900,
  userName: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  roles: 'Shipper',
  profilePicture: '',
  ...fields,
});
