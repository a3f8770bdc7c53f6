import * as v from 'valibot';
import { forgotPasswordSchema } from '@/contract/account';

/**
 * The first failing rule of the forgot-password e-mail (spec 3 §5), as the contract's plain-English message
 * ("Email is Required", "Wrong email format", "Minimum 3 symbols", "Maximum 50 symbols"), or null when valid.
 */
export function emailIssue(email: string): string | null {
  const result = v.safeParse(forgotPasswordSchema, { Email: email }, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
