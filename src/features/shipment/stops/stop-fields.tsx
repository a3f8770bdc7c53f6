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

type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

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
  const dayInput = (field: 'ReqShipDate' | 'Mabd') => (
    <TextInput
      type="date"
      label={label(field)}
      value={toDateInput(form[field])}
      onChange={(e) => onChange({ [field]: fromDateInput(e.currentTarget.value) })}
      disabled={readOnly}
    />
  );
  const numberInput = (field: 'PickupNumber' | 'SealNumber' | 'DestinationNumber') => (
    <TextInput
      label={label(field)}
      value={text(form[field])}
      maxLength={100}
      onChange={(e) => onChange({ [field]: orNull(e.currentTarget.value) })}
      disabled={readOnly}
    />
  );
  /** `after`: the appointment this one may not start before (the window's from). */
  const appointmentInput = (field: AppointmentField, after?: AppointmentField) => (
    <TextInput
      type="datetime-local"
      description={zoneHint}
      label={label(field)}
      value={toDateTimeInput(form[field], form.TimeZone)}
      min={after ? toDateTimeInput(form[after], form.TimeZone) || undefined : undefined}
      onChange={(e) => onChange({ [field]: fromDateTimeInput(e.currentTarget.value, form.TimeZone) })}
      disabled={readOnly}
    />
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
            {dayInput('ReqShipDate')}
            {numberInput('PickupNumber')}
            {numberInput('SealNumber')}
            {appointmentInput('PuAppointmentDate')}
            {appointmentInput('PuAppointmentToDate', 'PuAppointmentDate')}
          </>
        ) : (
          <>
            {dayInput('Mabd')}
            {numberInput('DestinationNumber')}
            {appointmentInput('DelAppointmentDate')}
            {appointmentInput('DelAppointmentToDate', 'DelAppointmentDate')}
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
