import { useLingui } from '@lingui/react/macro';
import { type MantineSize, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { opened: boolean; onClose: () => void; size: MantineSize; title: string; children: ReactNode };

/** A dialog about the load (its activities, its bids): the title in bold, the close button named. */
export function LoadModal({ opened, onClose, size, title, children }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      title={<Text fw={700}>{title}</Text>}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {children}
    </Modal>
  );
}
