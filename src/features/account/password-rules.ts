import { passwordCriteria, passwordStrength } from '@/contract/account';
import type { PasswordStrength } from '@/contract/account';

/** The four strength criteria of spec 3 §5, in the order of `passwordCriteria`. */
export type CriterionId = 'length' | 'uppercase' | 'digit' | 'special';
export const CRITERION_IDS = ['length', 'uppercase', 'digit', 'special'] as const satisfies readonly CriterionId[];

export type CriterionState = { id: CriterionId; met: boolean };

/** Which criteria a password meets, one entry per meter segment. */
export function criteriaStates(password: string): CriterionState[] {
  return CRITERION_IDS.map((id, index) => ({ id, met: passwordCriteria[index](password) }));
}

/** Mantine colour of the filled segments: more criteria met, greener meter. */
export function strengthColor(strength: PasswordStrength): string {
  switch (strength) {
    case 4:
      return 'teal';
    case 3:
      return 'yellow';
    case 2:
      return 'orange';
    default:
      return 'red';
  }
}

/**
 * What a submit of the set-new-password form does (spec 3 §5):
 * - `required`: the password is empty;
 * - `weak`: a non-empty password fails a criterion ("Please check your Password", no request);
 * - `mismatch`: the confirmation differs (red border only, no message, no request);
 * - `ok`: the request is sent.
 */
export type ResetSubmitCheck = 'required' | 'weak' | 'mismatch' | 'ok';

export function checkResetSubmit(password: string, confirmation: string): ResetSubmitCheck {
  if (password.length === 0) return 'required';
  if (passwordStrength(password) < 4) return 'weak';
  if (password !== confirmation) return 'mismatch';
  return 'ok';
}

/** The confirm field gets its red border while it differs from the password (once typed in, or after a submit). */
export function showMismatch(password: string, confirmation: string, submitted: boolean): boolean {
  if (password === confirmation) return false;
  return confirmation.length > 0 || submitted;
}
