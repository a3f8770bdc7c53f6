import * as v from 'valibot';

/** Field rules shared by several request schemas (spec 1 §5, spec 3 §5). */

export const EMAIL_MIN = 3;
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MAX = 50;

/** Every pipe stops at its first failing rule, so a field carries one message at a time. */
const firstIssueOnly = { abortPipeEarly: true } as const;

/**
 * A missing key is checked as an empty string, so it gets the field's own "is Required" message
 * instead of valibot's generic "Invalid key" text.
 */
export const presentOrEmpty = <const TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) => v.optional(schema, '');

export const emailField = presentOrEmpty(
  v.config(
    v.pipe(
      v.string('Email is Required'),
      v.trim(),
      v.nonEmpty('Email is Required'),
      v.email('Wrong email format'),
      v.minLength(EMAIL_MIN, 'Minimum 3 symbols'),
      v.maxLength(EMAIL_MAX, 'Maximum 50 symbols'),
    ),
    firstIssueOnly,
  ),
);

/** Password as typed on the sign-in form: length only, the strength rules apply to new passwords. */
export const loginPasswordField = presentOrEmpty(
  v.config(
    v.pipe(
      v.string('Password is Required'),
      v.nonEmpty('Password is Required'),
      v.minLength(PASSWORD_MIN, 'Minimum 8 symbols'),
      v.maxLength(PASSWORD_MAX, 'Maximum 50 symbols'),
    ),
    firstIssueOnly,
  ),
);

/** The four criteria of the strength meter, one segment each (spec 3 §5). */
export const passwordCriteria = [
  (pw: string) => pw.length > 7,
  (pw: string) => /[A-Z]/.test(pw),
  (pw: string) => /\d/.test(pw),
  (pw: string) => /[^A-Za-z0-9]/.test(pw),
] as const;

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** How many of the four criteria a password meets: 0..4. */
export function passwordStrength(pw: string): PasswordStrength {
  return passwordCriteria.filter((test) => test(pw)).length as PasswordStrength;
}

export function isStrongPassword(pw: string): boolean {
  return passwordStrength(pw) === 4;
}

/** A new password (reset, and later sign-up): every strength criterion and the sign-in maximum. */
export const newPasswordField = presentOrEmpty(
  v.config(
    v.pipe(
      v.string('Password is Required'),
      v.nonEmpty('Password is Required'),
      v.check(isStrongPassword, 'Please check your Password'),
      v.maxLength(PASSWORD_MAX, 'Maximum 50 symbols'),
    ),
    firstIssueOnly,
  ),
);

/** A required text field: "<label> is Required", at most `max` characters, trimmed. */
export const requiredText = (label: string, max: number) =>
  presentOrEmpty(
    v.config(
      v.pipe(v.string(`${label} is Required`), v.trim(), v.nonEmpty(`${label} is Required`), v.maxLength(max, `Maximum ${max} symbols`)),
      firstIssueOnly,
    ),
  );

/** A required name field: "<label> is Required", at most 50 characters, trimmed. */
export const requiredName = (label: string) => requiredText(label, NAME_MAX);

/**
 * Optional phone number as a phone input produces it ("+1 (555) 123-4567", "15551234567", "").
 * The output keeps digits only; an empty value becomes null.
 */
export const optionalPhoneField = v.config(
  v.pipe(
    v.optional(v.nullable(v.string('Wrong phone number format')), null),
    v.transform((value) => (value ?? '').trim()),
    v.regex(/^[+\d\s().-]*$/, 'Wrong phone number format'),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check((digits) => digits.length === 0 || (digits.length >= 7 && digits.length <= 15), 'Wrong phone number format'),
    v.transform((digits) => (digits.length === 0 ? null : digits)),
  ),
  firstIssueOnly,
);

/** ModelState shape: field name → messages. */
export type ModelState = Record<string, string[]>;

/** Turns valibot issues into ModelState (top-level issues land under the empty key ""). */
export function toModelState(issues: readonly v.BaseIssue<unknown>[]): ModelState {
  const state: ModelState = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    (state[key] ??= []).push(issue.message);
  }
  return state;
}

/** The same ModelState with the `first` keys leading, in that order (the other keys keep theirs). */
export function withLeadingKeys(state: ModelState, first: readonly string[]): ModelState {
  const out: ModelState = {};
  for (const key of first) if (state[key]) out[key] = state[key];
  return Object.assign(out, state);
}
