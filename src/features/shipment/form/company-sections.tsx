import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MODE_CONTAINER, NOTE_MAX_LENGTH, type ShipmentViewModel } from '@/contract/shipment';
import { CompanyPicker } from '../address/company-picker';
import { appointmentToRule, delAppointmentRule, mabdRule } from './date-rules';
import { DateField, MultiNameField, NoteField, ReadOnlyField, TextField, useReadOnly } from './fields';
import { FormSection } from './form-section';
import { useFieldError, useFormStore, useFormValue } from './form-store';
import { toCompanyView, type CompanyView } from './form-values';
import { shortZoneName } from '@/lib/format/zoned';
import { fromWallClock } from '@/shared/time/zoned';

type Props = { viewModel: ShipmentViewModel; shipperId?: number; addStop?: ReactNode };

/** Spec 2 §2.12 Shipping details: the pickup company and its dates and numbers. */
export function ShippingSection(props: Props) {
  const { t } = useLingui();
  const company = useFormValue('PickupCompany');
  const from = useFormValue('PuAppointmentDate');
  const zoneHint = useFacilityZoneHint(company, from);
  return (
    <PlaceSection side="pickup" title={t`Shipping details`} companyLabel={t`Shipping company`} {...props}>
      <DateField name="ReqShipDate" label={t`Requested ship date`} kind="date" />
      <TextField name="PickupNumber" label={t`PU number`} maxLength={50} />
      <TextField name="SealNumber" label={t`Seal number`} maxLength={50} />
      <DateField name="PuAppointmentDate" label={t`Pickup appointment from`} kind="datetime" description={zoneHint} />
      <DateField
        name="PuAppointmentToDate"
        label={t`Pickup appointment to`}
        kind="datetime"
        min={appointmentToRule(from).min}
        description={zoneHint}
      />
    </PlaceSection>
  );
}

/** Spec 2 §2.12 Receiving details; in mode 3 "Stay with" it is the empty location with its Reported empty date. */
export function ReceivingSection(props: Props) {
  const { t } = useLingui();
  const company = useFormValue('DestinationCompany');
  const isStayWith = useFormValue('IsStayWith');
  const modeId = useFormValue('ModeId');
  const stayWith = isStayWith && modeId === MODE_CONTAINER;
  const reqShipDate = useFormValue('ReqShipDate');
  const puFrom = useFormValue('PuAppointmentDate');
  const puTo = useFormValue('PuAppointmentToDate');
  const delFrom = useFormValue('DelAppointmentDate');
  const mabd = mabdRule(reqShipDate);
  const delFromRule = delAppointmentRule(puFrom);
  const delToRule = delAppointmentRule(puTo, delFrom);
  const zoneHint = useFacilityZoneHint(company, delFrom);
  return (
    <PlaceSection
      side="destination"
      title={stayWith ? t`Empty location` : t`Receiving details`}
      companyLabel={stayWith ? t`Empty location company` : t`Receiving company`}
      {...props}
    >
      <DateField name="Mabd" label={t`MABD`} kind="date" {...mabd} />
      <TextField name="DestinationNumber" label={t`DEL number`} maxLength={50} />
      {stayWith && <DateField name="ReportedEmpty" label={t`Reported empty`} kind="date" />}
      <DateField name="DelAppointmentDate" label={t`Delivery appointment from`} kind="datetime" {...delFromRule} description={zoneHint} />
      <DateField name="DelAppointmentToDate" label={t`Delivery appointment to`} kind="datetime" {...delToRule} description={zoneHint} />
    </PlaceSection>
  );
}

const PLACE_FIELDS = {
  pickup: { id: 'PickupId', company: 'PickupCompany', specialReq: 'ShippingSpecialReq', note: 'ShippingNote' },
  destination: { id: 'DestinationId', company: 'DestinationCompany', specialReq: 'ReceivingSpecialReq', note: 'ReceivingNote' },
} as const;

type PlaceSectionProps = Props & { side: keyof typeof PLACE_FIELDS; title: string; companyLabel: string; children: ReactNode };

/**
 * Where the load is picked up or delivered: the company (its address and contact read-only), the place's own numbers
 * and dates (`children`), its special requirements and a note.
 */
function PlaceSection({ side, title, companyLabel, viewModel, shipperId, addStop, children }: PlaceSectionProps) {
  const { t } = useLingui();
  const fields = PLACE_FIELDS[side];
  const store = useFormStore();
  const companyId = useFormValue(fields.id);
  const company = useFormValue(fields.company);
  const error = useFieldError(fields.id);
  const readOnly = useReadOnly();
  return (
    <FormSection title={title} action={addStop}>
      <Stack gap="xs">
        <CompanyPicker
          label={companyLabel}
          value={companyId}
          onChange={(id, address) => store.set({ [fields.id]: id, [fields.company]: toCompanyView(address) })}
          isShipper={side === 'pickup'}
          shipperId={shipperId}
          required
          disabled={readOnly}
          error={error}
        />
        <CompanyFacts company={company} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          {children}
          <MultiNameField name={fields.specialReq} label={t`Special requirements`} options={viewModel.SpecialReq.map((r) => r.Name)} />
        </SimpleGrid>
        <NoteField name={fields.note} label={t`Note`} maxLength={NOTE_MAX_LENGTH} />
      </Stack>
    </FormSection>
  );
}

/**
 * Appointments are typed on the facility's clock (decision 160): the inputs say which, named as on the appointment's
 * day ("CDT" for a July pickup in Chicago, "CST" in November), or as today when none is typed yet.
 */
function useFacilityZoneHint(company: CompanyView | null, wallClock: string): string | undefined {
  const { t } = useLingui();
  if (!company?.TimeZone) return undefined;
  const at = fromWallClock(wallClock, company.TimeZone) ?? Date.now();
  return t`Facility time (${shortZoneName(company.TimeZone, at)})`;
}

/** The chosen company's address and contact, read-only (filled from GET /api/Address/{id}). */
function CompanyFacts({ company }: { company: CompanyView | null }) {
  const { t } = useLingui();
  const c = company;
  if (!c) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      <ReadOnlyField label={t`Address 1`} value={c.Address1} />
      <ReadOnlyField label={t`Address 2`} value={c.Address2} />
      <ReadOnlyField label={t`City`} value={c.City} />
      <ReadOnlyField label={t`State`} value={c.State} />
      <ReadOnlyField label={t`Zip code`} value={c.Zipcode} />
      <ReadOnlyField label={t`Country`} value={c.Country} />
      <ReadOnlyField label={t`Contact name`} value={c.ContactName} />
      <ReadOnlyField label={t`Contact email`} value={c.ContactEmail} />
      <ReadOnlyField label={t`Phone`} value={c.ContactPhone} />
      <ReadOnlyField label={t`Phone 2`} value={c.ContactPhone2} />
      <ReadOnlyField label={t`Fax`} value={c.ContactFax} />
    </SimpleGrid>
  );
}
