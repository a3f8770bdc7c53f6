import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/shared/format/date';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { updateTruckerQuickPay } from './api';
import { partyName, type TruckerRow } from './types';
import { signDateToIso } from './sign-date';
import { useAfterWrite } from './use-after-write';
import { FormActions } from '@/lib/ui/form-actions';

type QuickPayModalProps = { row: TruckerRow | null; opened: boolean; onClose: () => void };

/** Approve Quick Pay (spec 1 §2.5): the sign agreement date, required (Please_Fill_Date). */
export function QuickPayModal({ row, opened, onClose }: QuickPayModalProps) {
  const { t } = useLingui();
  return (
    <FormModal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': t`Close` }} title={t`Approve Quick Pay`} centered>
      {row && <QuickPayForm key={row.TruckerId} row={row} onDone={onClose} />}
    </FormModal>
  );
}

function QuickPayForm({ row, onDone }: { row: TruckerRow; onDone: () => void }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsavedChanges(value !== '');
  const save = useSubmitMutation({
    mutationFn: (iso: string) => updateTruckerQuickPay(row.TruckerId, iso),
    onSuccess: async () => {
      onDone();
      await afterWrite('quickPayApproved', row);
    },
    onError: (failure) => notifyHttpError(failure),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const iso = signDateToIso(value);
    if (!iso) {
      setError(t({ id: 'Please_Fill_Date', message: 'Please fill in the date' }));
      return;
    }
    setError(null);
    save.submit(iso);
  }

  const name = partyName(row);
  const requested = formatDate(row.FPRequestDate);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans>
            {name} requested quick pay on {requested}. Enter the date the agreement was signed.
          </Trans>
        </Text>
        <TextInput
          type="datetime-local"
          label={t`Sign agreement date`}
          description={t`Time in UTC`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
        />
        <FormActions onCancel={onDone} pending={save.isPending}>
          <Trans>Approve</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
