import { Notifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { usePaymentRequired } from '@/lib/http/payment-required';

const PaymentRequiredDialog = lazy(() => import('@/lib/http/payment-required-dialog').then((m) => ({ default: m.PaymentRequiredDialog })));

/**
 * Toasts render through Mantine's Notifications, mounted from the start. Its code ships with the entry anyway
 * (`showNotice` imports the same package), and a host mounted lazily on the first toast sometimes never came out of
 * Suspense under load, so that first toast ("Your Note has been added") was never shown.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={3000} />;
}

/** The 402 dialog, loaded when a 402 arrives. */
export function PaymentRequiredHost() {
  const paymentRequired = usePaymentRequired();
  if (!paymentRequired) return null;
  return (
    <Suspense fallback={null}>
      <PaymentRequiredDialog message={paymentRequired.message} />
    </Suspense>
  );
}
