import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MarkAsPaidLookup, SubscriptionPeriodRow } from '@/contract/billing';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { fieldErrors } from '@/lib/http/model-state';
import { billingKeys, markAsPaid, markAsPaidQueryOptions, uploadBillingFiles } from './api';
import { FileDrop } from '@/lib/files/file-drop';
import { useFileChoice } from './file-choice';
import { PaymentMethodInput } from './payment-method-input';
import { toFormDateTime } from '@/lib/format/form-dates';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { FormActions } from '@/lib/ui/form-actions';

export type MarkPaidTarget = { userId: number; period: SubscriptionPeriodRow; paid: boolean };

type Props = { target: MarkPaidTarget | null; opened: boolean; onClose: () => void };

/** Mark as paid / unpaid (spec 3 §2): Paid Yes/No, method, datetime, invoice files uploaded after the mark. */
export function MarkPaidModal({ target, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={target?.paid === false ? t`Mark as unpaid` : t`Mark as paid`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {target && <MarkPaidLoader key={target.period.Id} target={target} onDone={onClose} />}
    </FormModal>
  );
}

/** The form starts from the period's stored payment (GET MarkAsPaid/{id}). */
function MarkPaidLoader({ target, onDone }: { target: MarkPaidTarget; onDone: () => void }) {
  const lookup = useQuery(markAsPaidQueryOptions(target.period.Id));
  if (lookup.data) return <MarkPaidForm target={target} stored={lookup.data} onDone={onDone} />;
  if (lookup.error)
    return (
      <Text c="red.8" size="sm">
        <Trans>The payment of this period could not be loaded.</Trans>
      </Text>
    );
  return (
    <Center h={120}>
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

const FIELDS = ['PaymentMethod', 'PaymentDate'] as const;
type Field = (typeof FIELDS)[number];

function MarkPaidForm({ target, stored, onDone }: { target: MarkPaidTarget; stored: MarkAsPaidLookup; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState(target.paid);
  const [method, setMethod] = useState(stored.PaymentMethod ?? '');
  const [initialDate] = useState(() => toFormDateTime(stored.PaymentDate ?? new Date()));
  const [date, setDate] = useState(initialDate);
  const chosen = useFileChoice();
  const files = chosen.files;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useUnsavedChanges(paid !== target.paid || method !== (stored.PaymentMethod ?? '') || date !== initialDate || files.length > 0);
  const save = useSubmitMutation({
    mutationFn: async () => {
      const answer = await markAsPaid({
        MarkAsPaid: paid,
        SubscriptionId: target.period.Id,
        PaymentMethod: paid ? method.trim() || null : null,
        PaymentDate: paid && date ? date : null,
      });
      notifySuccess(answer.IsPaid ? t`Marked as paid successfully` : t`Marked as unpaid successfully`);
      // the files go up only once the mark has succeeded (spec 3 §7)
      if (files.length > 0) {
        await uploadBillingFiles({ userId: target.userId, contract: false, periodId: target.period.Id }, files);
        notifySuccess(t`Invoice uploaded successfully`);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    onSuccess: onDone,
    onError: (error) => {
      setErrors(fieldErrors(error, FIELDS));
      notifyHttpError(error);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.check(false)) save.submit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Radio.Group label={t`Paid`} value={paid ? 'yes' : 'no'} onChange={(value) => setPaid(value === 'yes')}>
          <Group mt="xs">
            <Radio value="yes" label={t`Yes`} />
            <Radio value="no" label={t`No`} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PaymentMethodInput value={method} onChange={setMethod} disabled={!paid} error={errors.PaymentMethod} />
          <TextInput
            type="datetime-local"
            label={t`Payment date`}
            description={t`Time in UTC`}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            disabled={!paid}
            error={errors.PaymentDate}
          />
        </SimpleGrid>
        <FileDrop multiple {...chosen.dropProps} label={t`Invoice files`} />
        <FormActions onCancel={onDone} pending={save.isPending}>
          <Trans>Confirm</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
