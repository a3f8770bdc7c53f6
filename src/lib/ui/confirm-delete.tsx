import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** The spec's delete confirmation (spec 2 §8): Are you sure / You won't be able to revert this / Yes, delete it!. */
export function openDeleteConfirm(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n._(msg`Are you sure`),
    children: <Text size="sm">{i18n._(msg`You won't be able to revert this`)}</Text>,
    labels: { confirm: i18n._(msg`Yes, delete it!`), cancel: i18n._(msg`Cancel`) },
    confirmProps: { color: 'red' },
    closeButtonProps: { 'aria-label': i18n._(msg`Close`) },
    onConfirm,
  });
}
