import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid } from '@mantine/core';
import { IconAdjustmentsDollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format/money';
import { isBackOffice, useSession } from '@/lib/session';
import { shipperQueryOptions } from './api';
import { AddressLines, ContactCard, Fact, InfoCard } from './detail-parts';
import { DetailsPage } from './detail-load-state';
import type { ShipperProfile } from './types';

/** /Shippers/{id}/details: profile, contact, company and billing addresses, billing limits, recent loads, actions. */
export function ShipperDetailsPage({ shipperId }: { shipperId: number }) {
  const profile = useQuery(shipperQueryOptions(shipperId));
  return (
    <DetailsPage tab="shippers" profile={profile}>
      {(shipper, actions) => <ShipperCards shipper={shipper} onEditLimits={() => actions.editLimits(shipper)} />}
    </DetailsPage>
  );
}

/** Contact, company and billing addresses, billing limits (Update billing limits for BackOffice roles). */
function ShipperCards({ shipper, onEditLimits }: { shipper: ShipperProfile; onEditLimits: () => void }) {
  const { t } = useLingui();
  const session = useSession();
  const money = (value: number | null) => (value === null ? null : `$${formatMoney(value)}`);
  const editLimits = isBackOffice(session) && (
    <Button size="xs" variant="light" leftSection={<IconAdjustmentsDollar size={14} aria-hidden />} onClick={onEditLimits}>
      <Trans>Update billing limits</Trans>
    </Button>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <ContactCard row={shipper} />
        <InfoCard title={t`Company address`}>
          <AddressLines address={shipper.CompanyAddress} />
        </InfoCard>
        <InfoCard title={t`Billing address`}>
          <AddressLines address={shipper.BillingAddress} />
        </InfoCard>
      </SimpleGrid>
      <InfoCard title={t`Billing limits`} action={editLimits}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Fact label={t`Capital Allowance`}>{money(shipper.CapitalAllowance)}</Fact>
          <Fact label={t`Quick Pay Allowed Shipments`}>{shipper.QuickPayAllowedShipments}</Fact>
          <Fact label={t`Quick Pay Max Shipment Value`}>{money(shipper.QuickPayMaxShipmentValue)}</Fact>
        </SimpleGrid>
      </InfoCard>
    </>
  );
}
