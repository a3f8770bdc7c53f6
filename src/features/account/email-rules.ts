import * as v from 'valibot';
import { forgotPasswordSchema } from '@/contract/account';
import { type Message, issueMessage } from '@/contract/messages';

/**
 * The first failing rule of the forgot-password e-mail (spec 3 §5), as the contract's plain-English message
 * ("Email is Required", "Wrong email format", "Minimum 3 symbols", "Maximum 50 symbols"), or null when valid.
 */
export function emailIssue(email: string): string | null {
  return emailProblem(email)?.text ?? null;
}

/** The same rule as a catalogue message (shown through translateMessage). */
export function emailProblem(email: string): Message | null {
  const result = v.safeParse(forgotPasswordSchema, { Email: email }, { abortEarly: true });
  return result.success ? null : issueMessage(result.issues[0]);
}
