import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { IconGavel, IconHistory } from '@tabler/icons-react';
import type { TrackingResponse } from '@/contract/load-detail';
import { formatPhone } from '@/lib/format/phone';
import { formatAtPlace, formatCalendarDate, formatEventTime } from '@/lib/format/zoned';
import { formatMoney } from '@/lib/format/money';
import { formatWeight } from '@/lib/format/weight';
import { AppLink } from '@/lib/ui/app-link';
import { Fact } from '@/lib/ui/info-card';
import type { StatusContext, TrackingSlots } from './slots';

/** The read-only load page (spec 2 §2.2: the load number links there). */
const loadDetailHref = (id: number) => `/shipper/Loads/${id}/detail`;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const num = (value: number | null | undefined) => (value === null || value === undefined ? null : numberFormat.format(value));

type Props = {
  tracking: TrackingResponse;
  context: StatusContext;
  StatusBadge: TrackingSlots['StatusBadge'];
  onBids: () => void;
  onActivities: () => void;
};

/** Load number (to the detail page), status, Bids and Activities, and the facts of the load (spec 2 §2.2). */
export function LoadInfoCard({ tracking, context, StatusBadge, onBids, onActivities }: Props) {
  const { t } = useLingui();
  const s = tracking.Shipment;
  const trucker = tracking.Trucker;
  const price = formatMoney(s.TotalPrice);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="load-info-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="sm">
          <Title order={2} fz="h5" id="load-info-title">
            <Trans>Load Info</Trans>
          </Title>
          <Anchor component={AppLink} href={loadDetailHref(s.Id)} fw={700} aria-label={t`Load ${s.Code} details`}>
            {s.Code}
          </Anchor>
          <StatusBadge code={tracking.StatusCode} name={tracking.Status} context={context} />
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconGavel size={16} aria-hidden />}
            rightSection={
              <Badge size="xs" circle variant="filled" aria-hidden>
                {s.Bids}
              </Badge>
            }
            onClick={onBids}
            aria-label={t`Bids (${s.Bids})`}
          >
            <Trans>Bids</Trans>
          </Button>
          <Button size="xs" variant="light" leftSection={<IconHistory size={16} aria-hidden />} onClick={onActivities}>
            <Trans>Activities</Trans>
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        <Fact label={t`Mode`}>{tracking.Mode}</Fact>
        <Fact label={t`Equipment`}>{s.EquipmentType}</Fact>
        <Fact label={t`Weight`}>{formatWeight(s.TotalWeight, s.WeightType)}</Fact>
        <Fact label={t`Total price`}>{price && `$${price}`}</Fact>
        <Fact label={t`Total miles`}>{num(s.TotalMiles)}</Fact>
        <Fact label={t`Seal #`}>{s.SealNumber}</Fact>
        <Fact label={t`Truck #`}>{s.TruckNumber}</Fact>
        <Fact label={t`Trailer #`}>{s.TrailerNumber}</Fact>
        <Fact label={t`Requested ship date`}>{formatCalendarDate(s.ReqShipDate)}</Fact>
        <Fact label={t`PU appointment`}>{formatAtPlace(s.PuAppointmentDate, s.ShippingTimeZone)}</Fact>
        <Fact label={t`Departure`}>{formatEventTime(s.ShippingDepartureDate)}</Fact>
        <Fact label={t`MABD`}>{formatCalendarDate(s.Mabd)}</Fact>
        <Fact label={t`DEL appointment`}>{formatAtPlace(s.DelAppointmentDate, s.ReceivingTimeZone)}</Fact>
        <Fact label={t`Arrival`}>{formatEventTime(s.ReceivingArrivalDate)}</Fact>
        <Fact label={t`Trucker`}>{trucker?.Name}</Fact>
        <Fact label={t`Driver`}>{trucker?.Driver}</Fact>
        <Fact label={t`Contact email`}>
          {trucker?.ContactEmail && (
            <Anchor href={`mailto:${trucker.ContactEmail}`} size="sm">
              {trucker.ContactEmail}
            </Anchor>
          )}
        </Fact>
        <Fact label={t`Phone`}>
          {trucker?.Phone && (
            <Anchor href={`tel:${trucker.Phone.replace(/[^\d+]/g, '')}`} size="sm">
              {formatPhone(trucker.Phone) || trucker.Phone}
            </Anchor>
          )}
        </Fact>
        <Fact label={t`Licence #`}>{trucker?.LicenceNumber}</Fact>
      </SimpleGrid>
    </Card>
  );
}
