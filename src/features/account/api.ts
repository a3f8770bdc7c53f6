import { apiSend } from '@/lib/http/client';
import type { MessageResponse, ResetPasswordInput } from '@/contract/account';

/** Query keys of the account pages (the e-mail confirmation runs once per code). */
export const accountKeys = {
  all: ['account'] as const,
  confirmEmail: (code: string) => ['account', 'confirm-email', code] as const,
};

export type ForgotPasswordOutcome =
  | { ok: true }
  /** `mainError` is the failure of the main call; `legacyFailed` tells whether the legacy call failed too. */
  | { ok: false; mainError: unknown; legacyFailed: boolean };

/**
 * Spec 3 §7: `POST /api/Account/ForgetPassword {Email}` and the legacy `POST api/auth/forgot-password {email}`,
 * both without a token. They run one after the other so the server's 60-second de-duplication sends one e-mail.
 */
export async function requestPasswordReset(email: string): Promise<ForgotPasswordOutcome> {
  let mainError: unknown = null;
  try {
    await apiSend<MessageResponse>('POST', '/api/Account/ForgetPassword', { Email: email }, { auth: false });
  } catch (error) {
    mainError = error ?? new Error('ForgetPassword failed');
  }
  let legacyFailed = false;
  try {
    await apiSend<MessageResponse>('POST', '/api/auth/forgot-password', { email }, { auth: false });
  } catch (error) {
    legacyFailed = true;
    console.warn('legacy forgot-password call failed', error);
  }
  return mainError === null ? { ok: true } : { ok: false, mainError, legacyFailed };
}

/** `POST /api/Account/ResetPassword {Email, Token, Password, ConfirmPassword}` (no token). */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/Account/ResetPassword', input, { auth: false });
}

/** `POST /api/Account/ConfirmEmail {Code}` (no token). */
export function confirmEmail(code: string): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/Account/ConfirmEmail', { Code: code }, { auth: false });
}
