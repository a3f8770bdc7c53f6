import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { closePaymentRequired, type PaymentRequired } from './payment-required';

/** Loaded only when a 402 arrives, so the dialog's code is not part of every first page. */
export function PaymentRequiredDialog({ message }: Pick<PaymentRequired, 'message'>) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={closePaymentRequired} title={t`Error`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>{message || t`A subscription is required to continue.`}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={closePaymentRequired}>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
