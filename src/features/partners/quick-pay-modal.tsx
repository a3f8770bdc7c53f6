import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format/date';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { updateTruckerQuickPay } from './api';
import { partyName, type TruckerRow } from './types';
import { signDateToIso } from './sign-date';
import { useAfterWrite } from './use-after-write';

type QuickPayModalProps = { row: TruckerRow | null; opened: boolean; onClose: () => void };

/** Approve Quick Pay (spec 1 §2.5): the sign agreement date, required (Please_Fill_Date). */
export function QuickPayModal({ row, opened, onClose }: QuickPayModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': t`Close` }} title={t`Approve Quick Pay`} centered>
      {row && <QuickPayForm key={row.TruckerId} row={row} onDone={onClose} />}
    </Modal>
  );
}

function QuickPayForm({ row, onDone }: { row: TruckerRow; onDone: () => void }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
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
    save.mutate(iso);
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Approve</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
