import type { LoginValues, TokenResponse } from '@/contract/auth';
import { apiSend } from '@/lib/http/client';
import { clearSession } from '@/lib/session';

/** Spec 1 §9: the sign-in call waits 1 s after submit. */
export const LOGIN_SUBMIT_DELAY_MS = 1000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `POST /token` with the password grant (form-encoded, no bearer); the refresh cookie comes back with it. */
export async function requestToken(values: LoginValues): Promise<TokenResponse> {
  await delay(LOGIN_SUBMIT_DELAY_MS);
  return apiSend<TokenResponse>(
    'POST',
    '/token',
    { grant_type: 'password', username: values.email, password: values.password },
    { auth: false, form: true },
  );
}

let signingOut: Promise<void> | null = null;

/** Revokes the refresh token (failures ignored: the session is cleared anyway) and blanks the stored session. */
export function signOut(): Promise<void> {
  signingOut ??= (async () => {
    try {
      await apiSend('POST', '/api/auth/logout', undefined, { auth: false });
    } catch {
      /* offline or already signed out: nothing to revoke */
    } finally {
      clearSession();
      signingOut = null;
    }
  })();
  return signingOut;
}
