import '@mantine/dates/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Divider, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Attachment } from '@/contract/attachments';
import { notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { billQueryOptions, invoiceQueryOptions, loadKeys, updateBilling } from '../api';
import { MAX_FILTER_DATE, MIN_FILTER_DATE } from '../filters';
import { BillingFiles } from './billing-files';
import { apiDateToPicker, pickerToApiDate, withIssueDate, type BillingDates } from './due-date';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { dayPattern } from '@/shared/format/date';
import { FormActions } from '@/lib/ui/form-actions';

export type BillingKind = 'bill' | 'invoice';
type Props = { target: { id: number; code: string; kind: BillingKind } | null; opened: boolean; onClose: () => void };

/** Update bill / Update invoice (spec 2 §2.14): issue, due and payment dates, the paid flag, and the files. */
export function UpdateBillingModal({ target, opened, onClose }: Props) {
  const { t } = useLingui();
  const title = target ? (target.kind === 'bill' ? t`Update bill ${target.code}` : t`Update invoice ${target.code}`) : '';
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {target && <BillingForm key={`${target.kind}-${target.id}`} id={target.id} code={target.code} kind={target.kind} onDone={onClose} />}
    </FormModal>
  );
}

type Loaded = { dates: BillingDates; files: Attachment[] };

/** The form's values from a bill's or an invoice's issue, due and payment dates, paid flag and files. */
function loaded(
  [issue, due, payment]: [string | null, string | null, string | null],
  paid: boolean,
  files: Attachment[] | null | undefined,
): Loaded {
  return {
    dates: { issue: apiDateToPicker(issue), due: apiDateToPicker(due), payment: apiDateToPicker(payment), paid },
    files: files ?? [],
  };
}

function useBillingData(id: number, kind: BillingKind) {
  const bill = useQuery({ ...billQueryOptions(id), enabled: kind === 'bill' });
  const invoice = useQuery({ ...invoiceQueryOptions(id), enabled: kind === 'invoice' });
  const query = kind === 'bill' ? bill : invoice;
  let data: Loaded | undefined;
  if (kind === 'bill' && bill.data) {
    const { BillDate, BillDueDate, BillPaymentDate, BillPaid, Attachments } = bill.data;
    data = loaded([BillDate, BillDueDate, BillPaymentDate], BillPaid, Attachments);
  }
  if (kind === 'invoice' && invoice.data) {
    const { InvoiceDate, InvoiceDueDate, InvoicePaymentDate, InvoicePaid, Attachments } = invoice.data;
    data = loaded([InvoiceDate, InvoiceDueDate, InvoicePaymentDate], InvoicePaid, Attachments);
  }
  return { data, error: query.error, refetch: query.refetch };
}

function BillingForm({ id, code, kind, onDone }: { id: number; code: string; kind: BillingKind; onDone: () => void }) {
  const { t } = useLingui();
  const { data, error, refetch } = useBillingData(id, kind);
  if (error)
    return (
      <Alert color="red" title={t`The data could not be loaded.`}>
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  if (!data)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t`Loading`} />
      </Group>
    );
  return (
    <Stack>
      <DatesForm id={id} code={code} kind={kind} initial={data.dates} onDone={onDone} />
      <Divider />
      <BillingFiles shipmentId={id} type={kind === 'bill' ? 'BB' : 'BI'} files={data.files} />
    </Stack>
  );
}

type DatesFormProps = { id: number; code: string; kind: BillingKind; initial: BillingDates; onDone: () => void };

function DatesForm({ id, code, kind, initial, onDone }: DatesFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(initial));
  const save = useSubmitMutation({
    mutationFn: () =>
      updateBilling(id, {
        Date: pickerToApiDate(form.issue),
        DueDate: pickerToApiDate(form.due),
        PaymentDate: pickerToApiDate(form.payment),
        IsPaid: form.paid,
        IsBill: kind === 'bill',
        IsInvoice: kind === 'invoice',
      }),
    onSuccess: async () => {
      const what = kind === 'bill' ? t`Bill ${code}` : t`Invoice ${code}`;
      notifySuccess(t({ id: 'has_been_updated_successfully', message: `${what} has been updated successfully` }));
      onDone();
      await queryClient.invalidateQueries({ queryKey: loadKeys.all });
    },
    onError: (failure) => notifyHttpError(failure),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.submit();
  }

  const dateProps = {
    valueFormat: dayPattern(),
    placeholder: dayPattern(),
    clearable: true,
    minDate: MIN_FILTER_DATE,
    maxDate: MAX_FILTER_DATE,
    firstDayOfWeek: 1 as const,
    popoverProps: { withinPortal: true },
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <DateInput
            label={t`Issue date`}
            value={form.issue}
            onChange={(issue) => setForm((f) => withIssueDate(f, issue))}
            data-autofocus
            {...dateProps}
          />
          <DateInput label={t`Due date`} value={form.due} onChange={(due) => setForm((f) => ({ ...f, due }))} {...dateProps} />
          <DateInput
            label={t`Payment date`}
            value={form.payment}
            onChange={(payment) => setForm((f) => ({ ...f, payment }))}
            {...dateProps}
          />
        </SimpleGrid>
        <Checkbox label={t`Paid`} checked={form.paid} onChange={(event) => setForm((f) => ({ ...f, paid: event.currentTarget.checked }))} />
        <FormActions onCancel={onDone} pending={save.isPending}>
          <Trans>Save</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
