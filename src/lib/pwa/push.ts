import type { PushPublicKeyAnswer } from '@/contract/push';
import { apiGet, apiSend } from '@/lib/http/client';

/**
 * Web Push in the page (decision 167): subscribes this browser through the service worker with the server's VAPID
 * key and hands the subscription to the server; signing out unsubscribes it (the server drops it too).
 */

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
};

/** Asks for permission when needed and subscribes; false when the browser cannot or the user said no. */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { PublicKey } = await apiGet<PushPublicKeyAnswer>('/api/Push/PublicKey', { auth: false });
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(PublicKey) });
  }
  await apiSend('POST', '/api/Push/Subscriptions', subscription.toJSON());
  return true;
}

/** Signing out: this browser stops receiving the user's pushes. */
export async function forgetPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // nothing subscribed, or the browser refuses: the server drops the subscription with the sign-in anyway
  }
}
