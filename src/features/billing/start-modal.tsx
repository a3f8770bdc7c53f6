import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Plan, StartPayload } from '@/contract/billing';
import { startSchema } from '@/contract/billing-actions';
import { errorMessages, notifyHttpError, notifySuccess } from '@/lib/http/error-catalogue';
import { HttpError } from '@/lib/http/client';
import { fieldErrors, schemaModelState, translatedFields } from '@/lib/http/model-state';
import { billingKeys, renewQueryOptions, startSubscription, viewModelQueryOptions } from './api';
import { useActionSuccess } from './action-texts';
import { formatDate } from '@/shared/format/date';
import { subscriptionEndDate, todayIsoDate } from './end-date';
import { PlanGrid } from './plan-grid';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { PaymentMethodInput } from './payment-method-input';
import { FormActions } from '@/lib/ui/form-actions';

/** The subscriber a row action is for. */
export type ActionTarget = { UserId: number; Name: string };

type Props = { target: ActionTarget | null; renew: boolean; opened: boolean; onClose: () => void };

/** Start / Renew subscription (spec 3 §2, §5). */
export function StartModal({ target, renew, opened, onClose }: Props) {
  const { t } = useLingui();
  const title = renew ? t`Renew subscription` : t`Start subscription`;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={target ? `${title}: ${target.Name}` : title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {target &&
        (renew ? (
          <RenewForm key={target.UserId} target={target} onDone={onClose} />
        ) : (
          <StartForm key={target.UserId} target={target} renew={false} minDate={null} onDone={onClose} />
        ))}
    </FormModal>
  );
}

/** Renew starts where the current period ends (GetRenew's DateStart). */
function RenewForm({ target, onDone }: { target: ActionTarget; onDone: () => void }) {
  const lookup = useQuery(renewQueryOptions(target.UserId));
  if (lookup.data) return <StartForm target={target} renew minDate={lookup.data.DateStart} onDone={onDone} />;
  if (lookup.error)
    return (
      <Alert color="red">
        {lookup.error instanceof HttpError ? (
          errorMessages(lookup.error.body).join(' ')
        ) : (
          <Trans>The renewal date could not be loaded.</Trans>
        )}
      </Alert>
    );
  return <Loader mx="auto" display="block" role="status" aria-label="Loading" />;
}

const FIELDS = ['PlanId', 'StartDate', 'PaymentMethod', 'PaymentDate'] as const;
type Field = (typeof FIELDS)[number];

type FormProps = { target: ActionTarget; renew: boolean; minDate: string | null; onDone: () => void };

function StartForm({ target, renew, minDate, onDone }: FormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const success = useActionSuccess();
  const plans = useQuery(viewModelQueryOptions());
  const [plan, setPlan] = useState<Plan | null>(null);
  const [startDate, setStartDate] = useState(minDate ?? todayIsoDate());
  const [paid, setPaid] = useState(false);
  const [method, setMethod] = useState('');
  const [paymentDate, setPaymentDate] = useState(todayIsoDate());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // recomputed whenever the plan or the start date changes (spec 3 §5)
  const endDate = plan ? subscriptionEndDate(startDate, plan.Reccuring) : '';

  useUnsavedChanges(plan !== null || paid || method !== '' || startDate !== (minDate ?? todayIsoDate()));
  const save = useSubmitMutation({
    mutationFn: (payload: StartPayload) => startSubscription(payload),
    onSuccess: async () => {
      notifySuccess(success(renew ? 'renew' : 'start', target.Name));
      onDone();
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
    onError: (error) => {
      setErrors(fieldErrors(error, FIELDS));
      notifyHttpError(error);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload: StartPayload = {
      Name: target.Name,
      UserId: target.UserId,
      PlanId: plan?.Id ?? null,
      StartDate: startDate,
      EndDate: endDate,
      Reccuring: plan?.Reccuring ?? null,
      IsRenew: renew,
      IsPaid: paid,
      PaymentMethod: paid ? method.trim() || null : null,
      PaymentDate: paid && paymentDate ? `${paymentDate}T00:00` : null,
      ...(renew ? { UserName: target.Name } : {}),
    };
    // checked as the server checks it (a plan and a start date chosen, the payment fields) before it is sent
    const problems = schemaModelState(startSchema, payload);
    setErrors(translatedFields(problems ?? undefined, FIELDS));
    if (!problems) save.submit(payload);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t`Start date`}
            value={startDate}
            min={minDate ?? undefined}
            onChange={(event) => setStartDate(event.currentTarget.value)}
            error={errors.StartDate}
            required
            data-autofocus
          />
          <TextInput
            label={t`End date`}
            value={endDate ? formatDate(endDate) : ''}
            readOnly
            placeholder={t`Choose a plan`}
            variant="filled"
          />
        </SimpleGrid>
        <Checkbox label={t`Paid`} checked={paid} onChange={(event) => setPaid(event.currentTarget.checked)} />
        {paid && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PaymentMethodInput value={method} onChange={setMethod} error={errors.PaymentMethod} />
            <TextInput
              type="date"
              label={t`Payment date`}
              value={paymentDate}
              onChange={(event) => setPaymentDate(event.currentTarget.value)}
              error={errors.PaymentDate}
            />
          </SimpleGrid>
        )}
        <PlanGrid
          plans={plans.data?.Plans}
          value={plan?.Id ?? null}
          onChange={(next) => {
            setPlan(next);
            setErrors((current) => ({ ...current, PlanId: undefined }));
          }}
          error={errors.PlanId ?? null}
        />
        <FormActions onCancel={onDone} pending={save.isPending}>
          <Trans>Confirm</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
