import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { updateBillingLimits } from './api';
import { fieldErrors } from '@/lib/http/model-state';
import { useUnsavedChanges } from '@/lib/pwa/unsaved-changes';
import { FormModal } from '@/lib/ui/form-modal';
import { useSubmitMutation } from '@/lib/ui/use-submit-mutation';
import { partyName, type BillingLimits, type ShipperRow } from './types';
import { useAfterWrite } from './use-after-write';
import { FormActions } from '@/lib/ui/form-actions';

const LIMIT_FIELDS = ['CapitalAllowance', 'QuickPayAllowedShipments', 'QuickPayMaxShipmentValue'] as const;
type LimitField = (typeof LIMIT_FIELDS)[number];

type BillingLimitsModalProps = {
  row: ShipperRow | null;
  opened: boolean;
  /** Approve quick pay path (spec 1 §4): saving also lifts the quick pay suspension. */
  approve: boolean;
  onClose: () => void;
};

/** Update billing limits, titled with the shipper's name (or owner name). */
export function BillingLimitsModal({ row, opened, approve, onClose }: BillingLimitsModalProps) {
  const { t } = useLingui();
  const name = row ? partyName(row) : '';
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={t`Update billing limits: ${name}`}
      centered
    >
      {row && <LimitsForm key={row.ShipperId} row={row} approve={approve} onDone={onClose} />}
    </FormModal>
  );
}

const toNumber = (value: string | number): number | null => (value === '' || value === '-' ? null : Number(value));

function LimitsForm({ row, approve, onDone }: { row: ShipperRow; approve: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const [initial] = useState<Record<LimitField, string | number>>(() => ({
    CapitalAllowance: row.CapitalAllowance ?? '',
    QuickPayAllowedShipments: row.QuickPayAllowedShipments ?? '',
    QuickPayMaxShipmentValue: row.QuickPayMaxShipmentValue ?? '',
  }));
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Partial<Record<LimitField, string>>>({});
  useUnsavedChanges(LIMIT_FIELDS.some((name) => values[name] !== initial[name]));
  const save = useSubmitMutation({
    mutationFn: (limits: BillingLimits) => updateBillingLimits(limits),
    onSuccess: async () => {
      onDone();
      await afterWrite(approve ? 'quickPayApproved' : 'limitsSaved', row);
    },
    onError: (failure) => notifyHttpError(failure),
  });
  const errors = { ...fieldErrors(save.error, LIMIT_FIELDS), ...checked };
  const labels: Record<LimitField, string> = {
    CapitalAllowance: t`Capital Allowance`,
    QuickPayAllowedShipments: t`Quick Pay Allowed Shipments`,
    QuickPayMaxShipmentValue: t`Quick Pay Max Shipment Value`,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every limit is required and above zero (decision 067); the server checks the same.
    const problems: Partial<Record<LimitField, string>> = {};
    for (const name of LIMIT_FIELDS) {
      const amount = toNumber(values[name]);
      if (amount === null) problems[name] = t`${labels[name]} is required`;
      else if (!(amount > 0)) problems[name] = t`${labels[name]} must be above zero`;
    }
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    save.submit({
      Id: row.ShipperId,
      CapitalAllowance: toNumber(values.CapitalAllowance),
      QuickPayAllowedShipments: toNumber(values.QuickPayAllowedShipments),
      QuickPayMaxShipmentValue: toNumber(values.QuickPayMaxShipmentValue),
      ApproveShipper: approve,
    });
  }

  const field = (name: LimitField, money: boolean) => (
    <NumberInput
      label={labels[name]}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setChecked(({ [name]: _cleared, ...rest }) => rest);
      }}
      error={errors[name]}
      required
      // digits only: a minus sign is kept (and refused with a message) rather than silently dropped
      inputMode={money ? 'decimal' : 'numeric'}
      allowDecimal={money}
      decimalScale={money ? 2 : 0}
      fixedDecimalScale={money}
      thousandSeparator=","
      prefix={money ? '$' : undefined}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {field('CapitalAllowance', true)}
        {field('QuickPayAllowedShipments', false)}
        {field('QuickPayMaxShipmentValue', true)}
        <FormActions onCancel={onDone} pending={save.isPending}>
          {approve ? <Trans>Save and approve quick pay</Trans> : <Trans>Save</Trans>}
        </FormActions>
      </Stack>
    </form>
  );
}
