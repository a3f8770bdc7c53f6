import type { LoginValues, TokenResponse } from '@/contract/auth';
import { apiSend } from '@/lib/http/client';
import { dropPendingRevocation, revokeRefreshCookie, sendPendingRevocation } from '@/lib/http/revocation';
import { clearSession, saveSession } from '@/lib/session';
import { forgetPushSubscription } from '@/lib/pwa/push';

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

/**
 * Blanks the stored session and revokes the refresh cookie. Offline (or on a server error) the revocation waits and
 * goes first when the network returns; meanwhile the cookie signs nobody in (decision 072).
 */
export async function signOut(): Promise<void> {
  void forgetPushSubscription();
  clearSession();
  await revokeRefreshCookie();
}

/** A password sign-in: a sign-out still waiting to revoke the old cookie goes first, then the new session replaces it. */
export async function signIn(values: LoginValues): Promise<void> {
  await sendPendingRevocation();
  saveSession(await requestToken(values));
  dropPendingRevocation();
}
