/**
 * Phone display of spec 1 §5: 10 digits → (xxx) xxx-xxxx; 11 digits starting with 1 → +1 (xxx) xxx-xxxx;
 * 12 digits → xxx-xxx-xxx-xxx. Anything else is shown as given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const us = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (digits.length === 10) return us(digits);
  if (digits.length === 11 && digits.startsWith('1')) return `+1 ${us(digits.slice(1))}`;
  if (digits.length === 12) return digits.match(/\d{3}/g)!.join('-');
  return value;
}
