import type { Notifications, NotificationsState } from '@mantine/notifications';
import { notificationsStore } from '@mantine/notifications/store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePaymentRequired } from '@/lib/http/payment-required';

const PaymentRequiredDialog = lazy(() => import('@/lib/http/payment-required-dialog').then((m) => ({ default: m.PaymentRequiredDialog })));

/**
 * Toasts render through Mantine's Notifications, whose code (with its transitions and portal, ~12 KB gzip) loads
 * when the first toast is raised: the sign-in page raises none (decision 125). `showNotice` writes to Mantine's store
 * at once, and the host, once loaded, draws what the store holds, so no toast is lost meanwhile. The host is state,
 * not `lazy` + Suspense: a Suspense host sometimes never left its fallback under load, and that first toast ("Your
 * Note has been added") was never shown.
 */
const holdsToast = ({ notifications, queue }: NotificationsState) => notifications.length + queue.length > 0;

export function NotificationsHost() {
  const [Host, setHost] = useState<typeof Notifications | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () =>
      void import('@mantine/notifications').then(({ Notifications }) => {
        if (mounted) setHost(() => Notifications);
      });
    const start = () => {
      unsubscribe();
      load();
    };
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (holdsToast(state)) start();
    });
    if (holdsToast(notificationsStore.getState())) start();
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);
  return Host ? <Host position="top-right" zIndex={3000} /> : null;
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
