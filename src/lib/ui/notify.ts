import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications/store';

export type NoticeKind = 'error' | 'success' | 'warning';

const colors: Record<NoticeKind, string> = { error: 'red', success: 'teal', warning: 'yellow' };
const autoClose: Record<NoticeKind, number> = { error: 6000, success: 4000, warning: 6000 };

/** The one way the app raises a toast: coloured by kind, with a close button screen readers can name. */
export function showNotice(kind: NoticeKind, title: string, message: string): void {
  notifications.show({
    color: colors[kind],
    title,
    message,
    autoClose: autoClose[kind],
    closeButtonProps: { 'aria-label': i18n._(msg`Close notification`) },
  });
}

/** A write kept in the outbox (offline, or the network failed on the way): it is not lost, and goes out by itself. */
export function notifyKeptOnDevice(online: boolean = typeof navigator === 'undefined' || navigator.onLine): void {
  // Online, the write was kept because the server failed or was busy: "when you are back online" would be wrong.
  const then = online ? msg`The server did not take it yet; it is sent again by itself.` : msg`It will be sent when you are back online.`;
  showNotice('success', i18n._(msg`Saved on this device`), i18n._(then));
}

/** A request that got no answer (no network, or the server cannot be reached): what happened and what to do. */
export function notifyNoConnection(online: boolean = typeof navigator === 'undefined' || navigator.onLine): void {
  showNotice(
    'error',
    i18n._(online ? msg`The server cannot be reached` : msg`You are offline`),
    i18n._(msg`Nothing was changed. Try again when the connection is back; what you see comes from this device.`),
  );
}
