import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** "Cancel" unless a clearer word fits ("Stay signed in"). */
  cancelLabel?: string;
  color?: string;
  busy?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** A confirmation: the spec's "Are you sure" with its explanation, a Cancel and a confirm button. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  color,
  busy,
  confirmDisabled,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text size="sm">{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy} disabled={confirmDisabled} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
