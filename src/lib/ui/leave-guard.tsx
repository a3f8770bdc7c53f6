import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { hasUnsavedChanges } from '@/lib/pwa/unsaved-changes';

/**
 * Asks whether to leave a form with unsaved changes: true = leave (the changes are lost), false = stay. Closing the
 * question (Escape, the close button) stays.
 */
export function confirmDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n._(msg`Leave without saving?`),
      children: <Text size="sm">{i18n._(msg`Your changes have not been saved. If you leave now, they are lost.`)}</Text>,
      labels: { confirm: i18n._(msg`Leave`), cancel: i18n._(msg`Stay`) },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': 'true' },
      closeButtonProps: { 'aria-label': i18n._(msg`Close`) },
      zIndex: 1000,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Mounted once for the signed-in pages: while any form holds unsaved changes, leaving it in the app (a link, Back)
 * asks first, and reloading or closing the tab gets the browser's own question (`beforeunload`).
 */
export function UnsavedChangesGuard() {
  useBlocker({
    shouldBlockFn: async () => hasUnsavedChanges() && !(await confirmDiscard()),
    enableBeforeUnload: () => hasUnsavedChanges(),
  });
  return null;
}
