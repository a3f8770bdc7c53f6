import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconMapPinFilled, IconTruckLoading } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TrackingResponse } from '@/contract/load-detail';
import { joinAddress } from './itinerary';
import { MARKER_COLORS } from './map/route-layers';

function Place({
  icon,
  label,
  name,
  address,
  extra,
}: {
  icon: ReactNode;
  label: string;
  name: string | null;
  address: string;
  extra?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li">
      {icon}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {extra}
        </Group>
        <Text size="sm" fw={600}>
          {name || '—'}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {address || '—'}
        </Text>
      </Stack>
    </Group>
  );
}

/** Sender, stops and receiver addresses (spec 2 §2.2). */
export function TripCard({ tracking }: { tracking: Pick<TrackingResponse, 'Shipment' | 'Stops'> }) {
  const { t } = useLingui();
  const s = tracking.Shipment;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="trip-title">
      <Title order={2} fz="h5" mb="sm" id="trip-title">
        <Trans>Trip</Trans>
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <Place
          icon={<IconTruckLoading size={20} color={MARKER_COLORS.origin} aria-hidden />}
          label={t`Sender`}
          name={s.ShippingCompany}
          address={joinAddress(s.ShippingAddress1, s.ShippingCity, s.ShippingState, s.ShippingZipCode)}
        />
        {tracking.Stops.map((stop, index) => (
          <Place
            key={index}
            icon={<IconFlag size={20} color={MARKER_COLORS.stop} aria-hidden />}
            label={stop.Type === 'Pick-up' ? t`Stop ${index + 1} · Pick-up` : t`Stop ${index + 1} · Drop`}
            name={stop.Name}
            address={joinAddress(stop.Address1, stop.City, stop.State, stop.Zipcode)}
            extra={
              stop.Delivered ? (
                <Badge size="xs" color="green" variant="light">
                  <Trans>Delivered</Trans>
                </Badge>
              ) : null
            }
          />
        ))}
        <Place
          icon={<IconMapPinFilled size={20} color={MARKER_COLORS.receiver} aria-hidden />}
          label={t`Receiver`}
          name={s.ReceivingCompany}
          address={joinAddress(s.ReceivingAddress1, s.ReceivingCity, s.ReceivingState, s.ReceivingZipCode)}
        />
      </Stack>
    </Card>
  );
}
