import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notifyHttpError } from '@/lib/http/error-catalogue';
import { updateBillingLimits } from './api';
import { fieldErrors } from '@/lib/http/model-state';
import { partyName, type BillingLimits, type ShipperRow } from './types';
import { useAfterWrite } from './use-after-write';

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
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': t`Close` }} title={t`Update billing limits: ${name}`} centered>
      {row && <LimitsForm key={row.ShipperId} row={row} approve={approve} onDone={onClose} />}
    </Modal>
  );
}

const toNumber = (value: string | number): number | null => (value === '' ? null : Number(value));

function LimitsForm({ row, approve, onDone }: { row: ShipperRow; approve: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const [values, setValues] = useState<Record<LimitField, string | number>>({
    CapitalAllowance: row.CapitalAllowance ?? '',
    QuickPayAllowedShipments: row.QuickPayAllowedShipments ?? '',
    QuickPayMaxShipmentValue: row.QuickPayMaxShipmentValue ?? '',
  });
  const save = useMutation({
    mutationFn: (limits: BillingLimits) => updateBillingLimits(limits),
    onSuccess: async () => {
      onDone();
      await afterWrite(approve ? 'quickPayApproved' : 'limitsSaved', row);
    },
    onError: (failure) => notifyHttpError(failure),
  });
  const errors = fieldErrors(save.error, LIMIT_FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({
      Id: row.ShipperId,
      CapitalAllowance: toNumber(values.CapitalAllowance),
      QuickPayAllowedShipments: toNumber(values.QuickPayAllowedShipments),
      QuickPayMaxShipmentValue: toNumber(values.QuickPayMaxShipmentValue),
      ApproveShipper: approve,
    });
  }

  const field = (name: LimitField, label: string, money: boolean) => (
    <NumberInput
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      min={0}
      allowNegative={false}
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
        {field('CapitalAllowance', t`Capital Allowance`, true)}
        {field('QuickPayAllowedShipments', t`Quick Pay Allowed Shipments`, false)}
        {field('QuickPayMaxShipmentValue', t`Quick Pay Max Shipment Value`, true)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            {approve ? <Trans>Save and approve quick pay</Trans> : <Trans>Save</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
