import { intlLocale } from '@/shared/format/locale';

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 1 §9: 2 decimals with thousands commas ("1,234,567.80"). Empty or non-numeric input gives "". */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? moneyFormat.format(n) : '';
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money as currency in the reader's language (issue 15 item 20): en "$1,234.50", fr "1 234,50 $US", de "1.234,50 $".
 * Amounts are US dollars. Empty or non-numeric input gives "".
 */
export function formatCurrency(value: number | string | null | undefined, language?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const locale = intlLocale(language);
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    currencyFormats.set(locale, format);
  }
  return format.format(n);
}
