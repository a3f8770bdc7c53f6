import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { Shipment, ShipmentItem, Stop } from '@/contract/shipment';
import { formatCalendarDate, formatAppointmentWindow } from '@/lib/format/zoned';
import { formatPhone } from '@/lib/format/phone';
import { formatWeight } from '@/lib/format/weight';
import { AppLink } from '@/lib/ui/app-link';
import { Fact, InfoCard } from '@/lib/ui/info-card';
import { itemsQueryOptions } from '../items/api';
import { stopsQueryOptions } from '../stops/api';

/** One place the truck goes, the load's pickup and receiver included. */
type Place = {
  key: string;
  kind: 'pickup' | 'drop';
  name: string | null;
  address: string[];
  from: string | null;
  to: string | null;
  day: string | null;
  /** The place's IANA zone: its appointments are wall clocks there (decision 160). */
  zone: string | null;
  references: { label: string; value: string | null }[];
  note: string | null;
  requirements: string[];
  contact: { name: string | null; phone: string | null; phone2: string | null; email: string | null };
};

/** An appointment window on the facility's clock with its zone named, or the calendar day alone (decision 160). */
function windowText(day: string | null, from: string | null, to: string | null, zone: string | null): string {
  if (!from && !to) return day ? formatCalendarDate(day) : '';
  return formatAppointmentWindow(from, to, zone);
}

const lines = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '');

/** What the load copied of its pickup (`Shipping…`) or receiving (`Receiving…`) company. */
function copiedCompany(s: Shipment, side: 'Shipping' | 'Receiving'): Pick<Place, 'address' | 'zone' | 'note' | 'requirements' | 'contact'> {
  return {
    address: lines(s[`${side}Address1`], s[`${side}Address2`], lines(s[`${side}City`], s[`${side}State`], s[`${side}ZipCode`]).join(', ')),
    zone: s[`${side}TimeZone`],
    note: s[`${side}Note`],
    requirements: s[`${side}SpecialReq`],
    contact: {
      name: s[`${side}ContactName`],
      phone: s[`${side}ContactPhone`],
      phone2: s[`${side}ContactPhone2`],
      email: s[`${side}ContactEmail`],
    },
  };
}

function placesOf(s: Shipment, stops: readonly Stop[], labels: { pickupNo: string; seal: string; deliveryNo: string }): Place[] {
  const pickup: Place = {
    key: 'pickup',
    kind: 'pickup',
    name: s.PickupName,
    day: s.ReqShipDate ?? s.ShipmentDate,
    from: s.PuAppointmentDate,
    to: s.PuAppointmentToDate,
    references: [
      { label: labels.pickupNo, value: s.PickupNumber },
      { label: labels.seal, value: s.SealNumber },
    ],
    ...copiedCompany(s, 'Shipping'),
  };
  const middle: Place[] = stops.map((stop) => {
    const isPickup = stop.Type === 'Pick-up';
    return {
      key: `stop-${stop.Id}`,
      kind: isPickup ? 'pickup' : 'drop',
      name: stop.Name,
      address: lines(stop.Address1, stop.Address2, lines(stop.City, stop.State, stop.Zipcode).join(', ')),
      from: isPickup ? stop.PuAppointmentDate : stop.DelAppointmentDate,
      to: isPickup ? stop.PuAppointmentToDate : stop.DelAppointmentToDate,
      day: isPickup ? stop.ReqShipDate : stop.Mabd,
      zone: stop.TimeZone,
      references: isPickup
        ? [
            { label: labels.pickupNo, value: stop.PickupNumber },
            { label: labels.seal, value: stop.SealNumber },
          ]
        : [{ label: labels.deliveryNo, value: stop.DestinationNumber }],
      note: stop.Note,
      requirements: stop.SpecialReq,
      contact: { name: stop.ContactName, phone: stop.ContactPhone, phone2: stop.ContactPhone2, email: stop.ContactEmail },
    };
  });
  const delivery: Place = {
    key: 'delivery',
    kind: 'drop',
    name: s.DestinationName,
    day: s.Mabd,
    from: s.DelAppointmentDate,
    to: s.DelAppointmentToDate,
    references: [{ label: labels.deliveryNo, value: s.DestinationNumber }],
    ...copiedCompany(s, 'Receiving'),
  };
  return [pickup, ...middle, delivery];
}

/** A phone number as a link that dials it (tel: keeps the digits and a leading +). */
function PhoneLink({ phone, label }: { phone: string; label: string }) {
  const dial = phone.replace(/[^\d+]/g, '');
  return (
    <Button
      component="a"
      href={`tel:${dial}`}
      variant="light"
      size="md"
      leftSection={<IconPhone size={18} aria-hidden />}
      aria-label={label}
      style={{ maxWidth: '100%' }}
    >
      {formatPhone(phone) || phone}
    </Button>
  );
}

function PlaceCard({ place, index }: { place: Place; index: number }) {
  const { t } = useLingui();
  const title = place.kind === 'pickup' ? t`Stop ${index + 1} · Pickup` : t`Stop ${index + 1} · Delivery`;
  const window = windowText(place.day, place.from, place.to, place.zone);
  const mapQuery = encodeURIComponent(place.address.join(', '));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="h5">
            {title}
          </Title>
          <Badge variant="light" color={place.kind === 'pickup' ? 'blue' : 'teal'} style={{ textTransform: 'none', flexShrink: 0 }}>
            {place.kind === 'pickup' ? <Trans>Pickup</Trans> : <Trans>Delivery</Trans>}
          </Badge>
        </Group>
        <div>
          {place.name && <Text fw={600}>{place.name}</Text>}
          {place.address.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {place.address.length > 0 && (
            <Anchor href={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconMapPin size={14} aria-hidden />
                <Trans>Open in maps</Trans>
              </Group>
            </Anchor>
          )}
        </div>
        <Fact label={t`Appointment`}>{window}</Fact>
        {place.references
          .filter((r) => r.value)
          .map((r) => (
            <Fact key={r.label} label={r.label}>
              {r.value}
            </Fact>
          ))}
        {place.note && <Fact label={t`Instructions`}>{place.note}</Fact>}
        {place.requirements.length > 0 && <Fact label={t`Special requirements`}>{place.requirements.join(', ')}</Fact>}
        {(place.contact.name || place.contact.phone || place.contact.email) && (
          <Stack gap={6}>
            <Fact label={t`Contact`}>{place.contact.name}</Fact>
            <Group gap="xs">
              {place.contact.phone && (
                <PhoneLink phone={place.contact.phone} label={t`Call ${place.contact.name ?? place.contact.phone}`} />
              )}
              {place.contact.phone2 && <PhoneLink phone={place.contact.phone2} label={t`Call ${place.contact.phone2}`} />}
              {place.contact.email && (
                <Anchor href={`mailto:${place.contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {place.contact.email}
                </Anchor>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function itemLine(item: ShipmentItem, t: (s: TemplateStringsArray, ...v: unknown[]) => string): string {
  const count = item.HandlingAmount ?? item.Pieces;
  const parts = [
    count !== null ? t`${count} units` : null,
    item.Commodity,
    formatWeight(item.Weight, item.WeightType) || null,
    item.IsHazardousMaterial ? t`hazardous` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

type Props = {
  shipment: Shipment;
  /** The loads feature's documents panel, handed in by the route. */
  Documents: ComponentType<{ shipmentId: number; details: boolean }>;
  /** The status badge of the loads feature. */
  status: ReactNode;
};

/**
 * The assigned trucker's load page (issue 38): every stop with its full address, appointment window, references,
 * instructions and contact (tap to call), the commodity and handling, and the documents. Its reads are the shipper
 * screens' queries, kept offline like them once opened.
 */
export function DriverLoadPage({ shipment, Documents, status }: Props) {
  const { t } = useLingui();
  const stops = useQuery(stopsQueryOptions(shipment.id));
  const items = useQuery(itemsQueryOptions(shipment.id));
  const places = placesOf(shipment, stops.data ?? [], { pickupNo: t`Pickup number`, seal: t`Seal number`, deliveryNo: t`Delivery number` });
  const from = lines(shipment.ShippingCity, shipment.ShippingState).join(', ');
  const to = lines(shipment.ReceivingCity, shipment.ReceivingState).join(', ');
  const pos = (items.data?.Items ?? []).map((i) => i.PurchaseOrder).filter(Boolean);
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {from} → {to}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">{shipment.Code}</Text>
          {status}
        </Group>
      </Stack>
      <Button component={AppLink} href={`/trackload/${shipment.id}/details`} size="md" leftSection={<IconRoute size={18} aria-hidden />}>
        <Trans>Open the trip</Trans>
      </Button>
      {places.map((place, index) => (
        <PlaceCard key={place.key} place={place} index={index} />
      ))}
      <InfoCard title={t`Freight`}>
        <Fact label={t`Equipment`}>{shipment.Equipment}</Fact>
        <Fact label={t`Weight`}>{formatWeight(shipment.TotalWeight, shipment.WeightType)}</Fact>
        <Fact label={t`Miles`}>{shipment.TotalMiles === null ? '' : Math.round(shipment.TotalMiles).toLocaleString()}</Fact>
        {(items.data?.Items ?? []).map((item) => (
          <Fact key={item.Id} label={t`Commodity`}>
            {itemLine(item, t)}
          </Fact>
        ))}
        <Fact label={t`Signature required`}>{shipment.SignatureRequired ? t`Yes` : t`No`}</Fact>
      </InfoCard>
      <InfoCard title={t`References`}>
        <Fact label={t`Load`}>{shipment.Code}</Fact>
        <Fact label={t`SO number`}>{shipment.SoNumber}</Fact>
        {pos.length > 0 && <Fact label={t`PO numbers`}>{pos.join(', ')}</Fact>}
        {shipment.ContainerNumber && <Fact label={t`Container`}>{shipment.ContainerNumber}</Fact>}
        {shipment.ReleaseNumber && <Fact label={t`Release number`}>{shipment.ReleaseNumber}</Fact>}
        {shipment.TruckNumber && <Fact label={t`Truck`}>{shipment.TruckNumber}</Fact>}
        {shipment.TrailerNumber && <Fact label={t`Trailer`}>{shipment.TrailerNumber}</Fact>}
      </InfoCard>
      <Documents shipmentId={shipment.id} details />
    </Stack>
  );
}
