import * as v from 'valibot';
import { type FieldMessages, type Message, type ModelState, issueMessage, message, modelStateOf, say, template } from './messages';

export type { ModelState } from './messages';

/** Field rules shared by several request schemas (spec 1 §5, spec 3 §5). */

export const EMAIL_MIN = 3;
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MAX = 50;

export const EMAIL_REQUIRED = message('email_required', 'Email is Required');
export const EMAIL_FORMAT = message('email_format', 'Wrong email format');
export const MINIMUM_3 = message('minimum_3_symbols', 'Minimum 3 symbols');
export const MINIMUM_8 = message('minimum_8_symbols', 'Minimum 8 symbols');
export const PASSWORD_REQUIRED = message('password_required', 'Password is Required');
export const PASSWORD_WEAK = message('password_weak', 'Please check your Password');
export const PHONE_FORMAT = message('phone_format', 'Wrong phone number format');
/** "Maximum 50 symbols": the limit of a text field. */
export const maximumSymbols = template('maximum_symbols', 'Maximum {max} symbols');
/** "<label> is Required", the label a message of its own (translated with it). */
export const labelRequired = template('label_required', '{label} is Required');
export const labelNotValid = template('label_not_valid', '{label} is not valid');
export const labelMustBeNumber = template('label_must_be_number', '{label} must be a number.');

/** The labels the contract's messages name (add shipper, profile, billing limits). */
export const LABELS = {
  firstName: message('label_first_name', 'First name'),
  lastName: message('label_last_name', 'Last name'),
  companyName: message('label_company_name', 'Company name'),
  address1: message('label_address_1', 'Address 1'),
  address2: message('label_address_2', 'Address 2'),
  city: message('label_city', 'City'),
  zipcode: message('label_zipcode', 'Zipcode'),
  country: message('label_country', 'Country'),
  state: message('label_state', 'State'),
  billingAddress1: message('label_billing_address_1', 'Billing address 1'),
  billingAddress2: message('label_billing_address_2', 'Billing address 2'),
  billingCity: message('label_billing_city', 'Billing city'),
  billingZipcode: message('label_billing_zipcode', 'Billing zipcode'),
  billingCountry: message('label_billing_country', 'Billing country'),
  billingState: message('label_billing_state', 'Billing state'),
  capitalAllowance: message('label_capital_allowance', 'Capital Allowance'),
  quickPayAllowedShipments: message('label_quick_pay_allowed_shipments', 'Quick Pay Allowed Shipments'),
  quickPayMaxShipmentValue: message('label_quick_pay_max_shipment_value', 'Quick Pay Max Shipment Value'),
} as const;

/** Every pipe stops at its first failing rule, so a field carries one message at a time. */
const firstIssueOnly = { abortPipeEarly: true } as const;

/** One more rule on a text field's value. */
type TextRule = v.PipeItem<string, string, v.BaseIssue<unknown>>;

/**
 * A missing key is checked as an empty string, so it gets the field's own "is Required" message
 * instead of valibot's generic "Invalid key" text.
 */
export const presentOrEmpty = <const TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) => v.optional(schema, '');

export const emailField = presentOrEmpty(
  v.config(
    v.pipe(
      v.string(say(EMAIL_REQUIRED)),
      v.trim(),
      v.nonEmpty(say(EMAIL_REQUIRED)),
      v.email(say(EMAIL_FORMAT)),
      v.minLength(EMAIL_MIN, say(MINIMUM_3)),
      v.maxLength(EMAIL_MAX, say(maximumSymbols({ max: EMAIL_MAX }))),
    ),
    firstIssueOnly,
  ),
);

/** A password field: required, then `rule`, at most the sign-in maximum. */
const passwordField = (rule: TextRule) =>
  presentOrEmpty(
    v.config(
      v.pipe(
        v.string(say(PASSWORD_REQUIRED)),
        v.nonEmpty(say(PASSWORD_REQUIRED)),
        rule,
        v.maxLength(PASSWORD_MAX, say(maximumSymbols({ max: PASSWORD_MAX }))),
      ),
      firstIssueOnly,
    ),
  );

/** Password as typed on the sign-in form: length only, the strength rules apply to new passwords. */
export const loginPasswordField = passwordField(v.minLength(PASSWORD_MIN, say(MINIMUM_8)));

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
export const newPasswordField = passwordField(v.check(isStrongPassword, say(PASSWORD_WEAK)));

/** Text that is not blank once trimmed (else `required`), at most `max` characters (else `tooLong`). */
export const trimmedText = (required: Message, max: number, tooLong: Message) =>
  v.pipe(v.string(say(required)), v.trim(), v.nonEmpty(say(required)), v.maxLength(max, say(tooLong)));

/** Text, trimmed, at most `max` characters (else `tooLong`); blank reads as null, anything but text as `notText`. */
export const textOrNull = (notText: Message, max: number, tooLong: Message) =>
  v.pipe(
    v.string(say(notText)),
    v.trim(),
    v.maxLength(max, say(tooLong)),
    v.transform((text) => text || null),
  );

/** A required text field: "<label> is Required", trimmed, then `rule`. */
export const requiredTextThat = (label: Message, rule: TextRule) =>
  presentOrEmpty(
    v.config(v.pipe(v.string(say(labelRequired({ label }))), v.trim(), v.nonEmpty(say(labelRequired({ label }))), rule), firstIssueOnly),
  );

/** A required text field: "<label> is Required", at most `max` characters, trimmed. */
export const requiredText = (label: Message, max: number) => requiredTextThat(label, v.maxLength(max, say(maximumSymbols({ max }))));

/** A required name field: "<label> is Required", at most 50 characters, trimmed. */
export const requiredName = (label: Message) => requiredText(label, NAME_MAX);

/**
 * Optional phone number as a phone input produces it ("+1 (555) 123-4567", "15551234567", "").
 * The output keeps digits only; an empty value becomes null.
 */
export const optionalPhoneField = v.config(
  v.pipe(
    v.optional(v.nullable(v.string(say(PHONE_FORMAT))), null),
    v.transform((value) => (value ?? '').trim()),
    v.regex(/^[+\d\s().-]*$/, say(PHONE_FORMAT)),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check((digits) => digits.length === 0 || (digits.length >= 7 && digits.length <= 15), say(PHONE_FORMAT)),
    v.transform((digits) => (digits.length === 0 ? null : digits)),
  ),
  firstIssueOnly,
);

/** The messages of valibot issues by field (top-level issues land under the empty key ""). */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  const state: FieldMessages = {};
  for (const issue of issues) (state[v.getDotPath(issue) ?? ''] ??= []).push(issueMessage(issue));
  return state;
}

/** Turns valibot issues into ModelState (the English texts). */
export const toModelState = (issues: readonly v.BaseIssue<unknown>[]): ModelState => modelStateOf(issueMessages(issues)).ModelState;

/** The same messages with the `first` keys leading, in that order (the other keys keep theirs). */
export function withLeadingKeys<T>(state: Record<string, T>, first: readonly string[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of first) if (state[key]) out[key] = state[key];
  return Object.assign(out, state);
}
