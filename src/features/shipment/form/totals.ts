import { PRICE_MAX, type AccessorialLine } from '@/contract/shipment';

export type AccessorialDraft = Pick<AccessorialLine, 'Name' | 'Price' | 'Quantity' | 'IsPercentage'>;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Decision 047, as the server computes it: BasicPrice × Price / 100 for a percentage, else Price × Quantity; cents. */
export function accessorialTotal(line: AccessorialDraft, basicPrice: number): number {
  const total = line.IsPercentage ? (basicPrice * line.Price) / 100 : line.Price * (line.Quantity ?? 0);
  return Number.isFinite(total) ? cents(total) : 0;
}

/** TotalPrice = BasicPrice + Σ accessorial totals (spec 2 §9). */
export function totalPrice(basicPrice: number, lines: readonly AccessorialDraft[]): number {
  return cents(lines.reduce((sum, line) => sum + accessorialTotal(line, basicPrice), basicPrice));
}

/** Spec 2 §5: prices and value are clamped between 0 and 10,000,000. */
export function clampMoney(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(PRICE_MAX, Math.max(0, value));
}
