import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A modal form's footer: Cancel, which leaves without saving, and the submit button named by `children`. While the
 * request runs, the submit button spins and Cancel waits (one request per submit, decision 067).
 */
export function FormActions({ onCancel, pending, children }: { onCancel: () => void; pending: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </Group>
  );
}
