import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { usePaymentRequired } from '@/lib/http/payment-required';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
const PaymentRequiredDialog = lazy(() => import('@/lib/http/payment-required-dialog').then((m) => ({ default: m.PaymentRequiredDialog })));

/**
 * Toasts render through Mantine's Notifications, whose animation code is loaded with the first toast rather than
 * with the sign-in page (the JS budget); once loaded it stays mounted.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={3000} />
    </Suspense>
  );
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
