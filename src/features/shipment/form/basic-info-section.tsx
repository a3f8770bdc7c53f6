import { useLingui } from '@lingui/react/macro';
import { Box, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { MODE_CONTAINER, PRICE_MAX, REST_TIME_DEBOUNCE_MS, type Shipment, type ShipmentViewModel } from '@/contract/shipment';
import { formatMoney } from '@/lib/format/money';
import { CheckField, DateField, IdSelectField, MoneyInput, ReadOnlyField, TextField, useReadOnly } from './fields';
import { useFieldError, useFormSelect, useFormStore, useFormValue } from './form-store';
import { FormSection } from './form-section';
import { formatSeconds, parseRestTime, restTimeHoursText, totalTimeSeconds } from './rest-time';
import { clampMoney, totalPrice } from './totals';
import { formatWeight } from '@/lib/format/weight';
import type { ShipmentFormValues } from './form-values';
import type { ShipmentSlots } from '../slots';

type Props = { shipment: Shipment | null; viewModel: ShipmentViewModel; TruckerPicker: ShipmentSlots['TruckerPicker'] };

/** Spec 2 §2.12 Basic info. */
export function BasicInfoSection({ shipment, viewModel, TruckerPicker }: Props) {
  const { t } = useLingui();
  const containerMode = useFormValue('ModeId') === MODE_CONTAINER;
  const weight = formatWeight(shipment?.TotalWeight, shipment?.WeightType);
  return (
    <FormSection title={t`Basic info`}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <ReadOnlyField label={t`SO number`} value={shipment?.SoNumber} />
        <ReadOnlyField label={t`Load code`} value={shipment?.Code} />
        <DateField name="ShipmentDate" label={t`Shipment date`} kind="date" required />
        <IdSelectField name="ModeId" label={t`Mode`} options={viewModel.Modes} required />
        <IdSelectField name="EquipmentTypeId" label={t`Equipment type`} options={viewModel.EquipmentTypes} />
        <ReadOnlyField label={t`Total miles`} value={shipment?.TotalMiles ?? ''} />
        <DollarField name="BasicPrice" label={t`Price`} displayMin={1} toValue={(typed) => clampMoney(typed ?? 0)} />
        <TotalPriceField />
        <ReadOnlyField label={t`Driving time`} value={formatSeconds(shipment?.DrivingTime ?? null)} />
        <RestTimeField />
        <TotalTimeField drivingTime={shipment?.DrivingTime ?? null} />
        <DollarField name="Value" label={t`Value`} displayMin={0} toValue={(typed) => (typed === null ? null : clampMoney(typed))} />
        <ReadOnlyField label={t`Total weight`} value={weight} />
        {!containerMode && <TextField name="TruckNumber" label={t`Truck number`} maxLength={50} />}
        {!containerMode && <TextField name="TrailerNumber" label={t`Trailer number`} maxLength={50} />}
      </SimpleGrid>
      <Group gap="lg" mt="sm">
        <CheckField name="SignatureRequired" label={t`Signature required`} />
        <CheckField name="IsQuickPay" label={t`Quick pay`} />
        <BiddingPrivateChecks />
      </Group>
      <OfferedTruckersField Picker={TruckerPicker} />
    </FormSection>
  );
}

/** A dollar amount of the load; `toValue` clamps what is typed to what the form may hold. */
function DollarField<K extends 'BasicPrice' | 'Value'>(props: {
  name: K;
  label: string;
  displayMin: number;
  toValue: (typed: number | null) => ShipmentFormValues[K];
}) {
  const store = useFormStore();
  const value = useFormValue(props.name);
  const readOnly = useReadOnly();
  return (
    <MoneyInput
      label={props.label}
      prefix="$"
      value={value}
      displayMin={props.displayMin}
      max={PRICE_MAX}
      disabled={readOnly}
      onChange={(next) => store.set({ [props.name]: props.toValue(next) })}
    />
  );
}

function TotalPriceField() {
  const { t } = useLingui();
  const total = useFormSelect((v) => totalPrice(v.BasicPrice, v.Accessorials));
  const error = useFieldError('TotalPrice');
  return (
    <TextInput label={t`Total price`} value={`$${formatMoney(total)}`} readOnly variant="filled" error={error} data-testid="total-price" />
  );
}

/** Typed as "1d 2h 3m" or hours, read 500 ms after the last keystroke (spec 2 §5) and when leaving the field. */
function RestTimeField() {
  const { t } = useLingui();
  const store = useFormStore();
  const seconds = useFormValue('RestTime');
  const readOnly = useReadOnly();
  const [text, setText] = useState(() => restTimeHoursText(seconds));
  const [invalid, setInvalid] = useState(false);
  const commit = useDebouncedCallback(
    (typed: string) => {
      const parsed = parseRestTime(typed);
      setInvalid(parsed === null);
      if (parsed !== null && parsed !== store.get().RestTime) store.set({ RestTime: parsed });
    },
    { delay: REST_TIME_DEBOUNCE_MS, flushOnUnmount: true },
  );

  // a reload of the load (after a save) shows the stored value again
  useEffect(() => {
    setText((current) => (parseRestTime(current) === seconds ? current : restTimeHoursText(seconds)));
  }, [seconds]);

  return (
    <TextInput
      label={t`Rest time (hours)`}
      value={text}
      disabled={readOnly}
      placeholder={t`e.g. 1d 2h 3m or 10`}
      rightSection={
        // the typed text read back as days/hours/minutes, unless that is what was typed
        !invalid && seconds > 0 && text.trim() !== formatSeconds(seconds) ? (
          <Text size="xs" c="dimmed" aria-hidden>
            {formatSeconds(seconds)}
          </Text>
        ) : undefined
      }
      rightSectionWidth={90}
      rightSectionProps={{ style: { justifyContent: 'flex-end', paddingRight: 10 } }}
      rightSectionPointerEvents="none"
      error={invalid ? t`Type days, hours and minutes (1d 2h 3m) or a number of hours` : undefined}
      autoComplete="off"
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onBlur={() => commit.flush()}
    />
  );
}

function TotalTimeField({ drivingTime }: { drivingTime: number | null }) {
  const { t } = useLingui();
  const rest = useFormValue('RestTime');
  return <ReadOnlyField label={t`Total time`} value={formatSeconds(totalTimeSeconds(drivingTime, rest))} />;
}

/**
 * Spec 2 §2.12: bidding is hidden on a private load, private is hidden on a load open to bids; the box left says why
 * the other went (issue 38 §6).
 */
export function BiddingPrivateChecks() {
  const { t } = useLingui();
  const bidding = useFormValue('BiddingEnabled');
  const isPrivate = useFormValue('IsPrivate');
  return (
    <>
      {!isPrivate && (
        <CheckField
          name="BiddingEnabled"
          label={t`Bidding`}
          description={bidding ? t`A load open to bids cannot be private: untick Bidding to offer it to chosen carriers.` : undefined}
        />
      )}
      {!bidding && (
        <CheckField
          name="IsPrivate"
          label={t`Private`}
          description={isPrivate ? t`A private load is booked at its price, not bid on: untick Private to open it to bids.` : undefined}
        />
      )}
    </>
  );
}

/** Decision 081: a private load names the carriers it is offered to; nobody else sees it. */
function OfferedTruckersField({ Picker }: { Picker: ShipmentSlots['TruckerPicker'] }) {
  const { t } = useLingui();
  const store = useFormStore();
  const isPrivate = useFormValue('IsPrivate');
  const bidding = useFormValue('BiddingEnabled');
  const offered = useFormValue('OfferedTruckers');
  const readOnly = useReadOnly();
  if (!isPrivate || bidding || (readOnly && offered.length === 0)) return null;
  return (
    <Box mt="sm" maw={640}>
      <Picker
        label={t`Offered to`}
        description={t`Only these carriers see this load and may book it.`}
        value={offered}
        onChange={(next) => store.set({ OfferedTruckers: next })}
        multiple
        required
        disabled={readOnly}
      />
    </Box>
  );
}
