/**
 * The stored phone (digits only, as `PUT /api/me` keeps it) as the phone input's starting text:
 * 10 digits are a US number without its country code, anything else already starts with one.
 */
export function toPhoneInputValue(digits: string | null | undefined): string {
  const clean = (digits ?? '').replace(/\D/g, '');
  if (!clean) return '';
  return clean.length === 10 ? `+1${clean}` : `+${clean}`;
}

/** Digits of an E.164 text, for comparing the form with the saved value. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}
