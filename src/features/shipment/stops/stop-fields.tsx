import { useLingui } from '@lingui/react/macro';
import { MultiSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StopType } from '@/contract/load-detail';
import { NOTE_MAX_LENGTH } from '@/contract/shipment';
import { CompanyPicker } from '../address/company-picker';
import { shipmentViewModelQueryOptions } from '../api';
import {
  dateTimeToApi as fromDateTimeInput,
  dayToApi as fromDateInput,
  toFormDateTime as toDateTimeInput,
  toFormDay as toDateInput,
} from '@/lib/format/form-dates';
import { COMPANY_FIELDS } from './pending-stops';
import { STOP_FIELD_LABELS, type StopLabelledField } from './stop-field-labels';
import { APPOINTMENT_FIELDS, withCompany, type StopForm } from './stop-rules';
import { shortZoneName } from '@/lib/format/zoned';

type Props = {
  form: StopForm;
  type: StopType;
  readOnly: boolean;
  shipperId?: number;
  onChange: (patch: Partial<StopForm>) => void;
};

/** The fields of one stop (spec 2 §3 Stop): company, its address and contact (read-only), note, requirements, dates. */
export function StopFields({ form, type, readOnly, shipperId, onChange }: Props) {
  const { t, i18n } = useLingui();
  const label = (field: StopLabelledField) => i18n._(STOP_FIELD_LABELS[field]);
  const viewModel = useQuery(shipmentViewModelQueryOptions(shipperId));
  const requirements = [...new Set([...(viewModel.data?.SpecialReq ?? []).map((r) => r.Name), ...form.SpecialReq])];
  const pickup = type === 'Pick-up';
  const text = (value: string | null) => value ?? '';
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  // Appointments are wall clocks at the facility (decision 160): the inputs read and write them in its zone.
  const zoneHint = form.TimeZone ? t`Facility time (${shortZoneName(form.TimeZone)})` : undefined;

  const readOnlyField = (label: string, value: string | null) => (
    <TextInput label={label} value={text(value)} readOnly variant="filled" tabIndex={-1} />
  );

  return (
    <Stack gap="sm">
      <CompanyPicker
        label={label('AddressId')}
        value={form.AddressId}
        onChange={(id, address, name) => {
          // only the company's fields: its address may arrive after the user typed in the others
          const next = withCompany(form, id, address, name);
          const fields = ['AddressId', ...COMPANY_FIELDS, ...(next.TimeZone === form.TimeZone ? [] : APPOINTMENT_FIELDS)] as const;
          onChange(Object.fromEntries(fields.map((field) => [field, next[field]])));
        }}
        isShipper={pickup}
        shipperId={shipperId}
        required
        disabled={readOnly}
      />
      {(form.AddressId !== null || form.Name !== '') && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          {readOnlyField(t`Address 1`, form.Address1)}
          {readOnlyField(t`Address 2`, form.Address2)}
          {readOnlyField(t`City`, form.City)}
          {readOnlyField(t`State`, form.State)}
          {readOnlyField(t`Country`, form.Country)}
          {readOnlyField(t`Zip code`, form.Zipcode)}
          {readOnlyField(t`Contact name`, form.ContactName)}
          {readOnlyField(t`Contact email`, form.ContactEmail)}
          {readOnlyField(t`Phone`, form.ContactPhone)}
          {readOnlyField(t`Phone 2`, form.ContactPhone2)}
          {readOnlyField(t`Fax`, form.ContactFax)}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {pickup ? (
          <>
            <TextInput
              type="date"
              label={label('ReqShipDate')}
              value={toDateInput(form.ReqShipDate)}
              onChange={(e) => onChange({ ReqShipDate: fromDateInput(e.currentTarget.value) })}
              disabled={readOnly}
            />
            <TextInput
              label={label('PickupNumber')}
              value={text(form.PickupNumber)}
              maxLength={100}
              onChange={(e) => onChange({ PickupNumber: orNull(e.currentTarget.value) })}
              disabled={readOnly}
            />
            <TextInput
              label={label('SealNumber')}
              value={text(form.SealNumber)}
              maxLength={100}
              onChange={(e) => onChange({ SealNumber: orNull(e.currentTarget.value) })}
              disabled={readOnly}
            />
            <TextInput
              type="datetime-local"
              description={zoneHint}
              label={label('PuAppointmentDate')}
              value={toDateTimeInput(form.PuAppointmentDate, form.TimeZone)}
              onChange={(e) =>
                onChange({
                  PuAppointmentDate: fromDateTimeInput(e.currentTarget.value, form.TimeZone),
                })
              }
              disabled={readOnly}
            />
            <TextInput
              type="datetime-local"
              description={zoneHint}
              label={label('PuAppointmentToDate')}
              value={toDateTimeInput(form.PuAppointmentToDate, form.TimeZone)}
              min={toDateTimeInput(form.PuAppointmentDate, form.TimeZone) || undefined}
              onChange={(e) =>
                onChange({
                  PuAppointmentToDate: fromDateTimeInput(e.currentTarget.value, form.TimeZone),
                })
              }
              disabled={readOnly}
            />
          </>
        ) : (
          <>
            <TextInput
              type="date"
              label={label('Mabd')}
              value={toDateInput(form.Mabd)}
              onChange={(e) => onChange({ Mabd: fromDateInput(e.currentTarget.value) })}
              disabled={readOnly}
            />
            <TextInput
              label={label('DestinationNumber')}
              value={text(form.DestinationNumber)}
              maxLength={100}
              onChange={(e) => onChange({ DestinationNumber: orNull(e.currentTarget.value) })}
              disabled={readOnly}
            />
            <TextInput
              type="datetime-local"
              description={zoneHint}
              label={label('DelAppointmentDate')}
              value={toDateTimeInput(form.DelAppointmentDate, form.TimeZone)}
              onChange={(e) =>
                onChange({
                  DelAppointmentDate: fromDateTimeInput(e.currentTarget.value, form.TimeZone),
                })
              }
              disabled={readOnly}
            />
            <TextInput
              type="datetime-local"
              description={zoneHint}
              label={label('DelAppointmentToDate')}
              value={toDateTimeInput(form.DelAppointmentToDate, form.TimeZone)}
              min={toDateTimeInput(form.DelAppointmentDate, form.TimeZone) || undefined}
              onChange={(e) =>
                onChange({
                  DelAppointmentToDate: fromDateTimeInput(e.currentTarget.value, form.TimeZone),
                })
              }
              disabled={readOnly}
            />
          </>
        )}
      </SimpleGrid>
      <MultiSelect
        label={label('SpecialReq')}
        data={requirements}
        value={form.SpecialReq}
        onChange={(SpecialReq) => onChange({ SpecialReq })}
        searchable
        clearable={!readOnly}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={label('Note')}
        value={text(form.Note)}
        maxLength={NOTE_MAX_LENGTH}
        autosize
        minRows={2}
        description={`${text(form.Note).length} / ${NOTE_MAX_LENGTH}`}
        onChange={(e) => onChange({ Note: e.currentTarget.value })}
        disabled={readOnly}
      />
    </Stack>
  );
}
