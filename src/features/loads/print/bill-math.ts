import type { Fee } from '@/contract/loads';

const cents = (value: number) => Math.round(value * 100) / 100;

export type FeeLine = Fee & { Amount: number };
export type BillTotals = { fees: FeeLine[]; totalFees: number; total: number };

/** Spec 2 §2.14: each fee is Percentage % of TotalPrice; the bill total is TotalPrice minus the fees (in cents). */
export function billTotals(totalPrice: number, fees: readonly Fee[]): BillTotals {
  const lines = fees.map((fee) => ({ ...fee, Amount: cents((fee.Percentage / 100) * totalPrice) }));
  const totalFees = cents(lines.reduce((sum, line) => sum + line.Amount, 0));
  return { fees: lines, totalFees, total: cents(totalPrice - totalFees) };
}
