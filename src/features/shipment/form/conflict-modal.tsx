import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

type Props = { opened: boolean; onClose: () => void; onReload: () => void; reloading: boolean };

/** A 412 on save: someone saved the load since this form was filled. Reloading drops this form's changes. */
export function ConflictModal({ opened, onClose, onReload, reloading }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`The load was changed elsewhere`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text size="sm">
        <Trans>
          Someone saved this load after you opened it. Reload it to see their changes (your unsaved changes will be lost), or keep editing
          and copy what you need first.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          <Trans>Keep editing</Trans>
        </Button>
        <Button onClick={onReload} loading={reloading}>
          <Trans>Reload the load</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
