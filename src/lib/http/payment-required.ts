import { useSyncExternalStore } from 'react';

export type PaymentRequired = { message: string; onClose: () => void };

let current: PaymentRequired | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A 402 answer: the server's message in a dialog; closing it leads to the billing tab of My Profile. */
export function showPaymentRequired(message: string, onClose: () => void): void {
  current = { message, onClose };
  emit();
}

export function closePaymentRequired(): void {
  const closing = current;
  current = null;
  emit();
  closing?.onClose();
}

export function usePaymentRequired(): PaymentRequired | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
