import { Trans } from '@lingui/react/macro';
import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
  /** The leaving button's name: Cancel unless the form says otherwise (Close). */
  cancelLabel?: ReactNode;
  mt?: MantineSpacing;
};

/**
 * A modal form's footer: Cancel, which leaves without saving, and the submit button named by `children`. While the
 * request runs, the submit button spins and Cancel waits (one request per submit, decision 067).
 */
export function FormActions({ onCancel, pending, children, cancelLabel = <Trans>Cancel</Trans>, mt }: Props) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </Group>
  );
}
