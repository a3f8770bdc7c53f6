import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The plain-English messages of the valibot schemas in src/contract, keyed by that English text, so forms can
 * show them in the active language. Engineer B adds the entries of its schemas below.
 */
const validationMessages: Record<string, MessageDescriptor> = {
  // sign-in (spec 1 §5) and shared fields
  'Email is Required': msg`Email is Required`,
  'Wrong email format': msg`Wrong email format`,
  'Minimum 3 symbols': msg`Minimum 3 symbols`,
  'Maximum 50 symbols': msg`Maximum 50 symbols`,
  'Password is Required': msg`Password is Required`,
  'Minimum 8 symbols': msg`Minimum 8 symbols`,
  'Wrong phone number format': msg`Wrong phone number format`,
  // account and profile (engineer B)
  'Please check your Password': msg`Please check your Password`,
  'The reset link is invalid or has expired.': msg`The reset link is invalid or has expired.`,
  'The password and confirmation password do not match.': msg`The password and confirmation password do not match.`,
  'The confirmation code is missing.': msg`The confirmation code is missing.`,
  'First name is Required': msg`First name is Required`,
  'Last name is Required': msg`Last name is Required`,
  'Please select file': msg`Please select file`,
  'You have exceeded the file size limit (5mb)': msg`You have exceeded the file size limit (5mb)`,
  'The profile picture must be a PNG, JPEG or WebP image.': msg`The profile picture must be a PNG, JPEG or WebP image.`,
};

/** The translation of a contract validation message; unknown text is returned unchanged. */
export function translateValidation(text: string): string {
  const descriptor = validationMessages[text];
  return descriptor ? i18n._(descriptor) : text;
}
