import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

const MODAL_ID = 'payment-required';

/** A 402 answer: the server's message in a dialog; closing it leads to the billing tab of My Profile. */
export function showPaymentRequired(message: string, onClose: () => void): void {
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title: i18n._(msg`Error`),
    onClose,
    children: (
      <>
        <Text>{message || i18n._(msg`A subscription is required to continue.`)}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(MODAL_ID)}>{i18n._(msg`OK`)}</Button>
        </Group>
      </>
    ),
  });
}
