import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/shared/format/date';
import { truckerQueryOptions } from './api';
import { AddressLines, ContactCard, Fact, InfoCard } from './detail-parts';
import { DetailsPage } from './detail-load-state';
import type { TruckerProfile } from './types';

/** /truckers/{id}/details: profile, contact, MC / DOT, quick pay dates, addresses, recent loads, the list's actions. */
export function TruckerDetailsPage({ truckerId }: { truckerId: number }) {
  const profile = useQuery(truckerQueryOptions(truckerId));
  return (
    <DetailsPage tab="truckers" profile={profile}>
      {(trucker) => <TruckerCards trucker={trucker} />}
    </DetailsPage>
  );
}

/** Contact, company (MC / DOT), quick pay dates and on-time rate, addresses. */
function TruckerCards({ trucker }: { trucker: TruckerProfile }) {
  const { t } = useLingui();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ContactCard row={trucker} />
        <InfoCard title={t`Company`}>
          <Fact label={t`Name`}>{trucker.Name}</Fact>
          <Fact label={t`Mc #`}>{trucker.McNumber}</Fact>
          <Fact label={t`Dot #`}>{trucker.DotNumber}</Fact>
        </InfoCard>
        <InfoCard title={t`Quick pay`}>
          <Fact label={t`Request date`}>{formatDateTime(trucker.FPRequestDate)}</Fact>
          <Fact label={t`Sign agreement date`}>{formatDateTime(trucker.FPSignAgreementDate)}</Fact>
          <Fact label={t`Quick Pay`}>{trucker.QuickPayAllowed ? t`Yes` : t`No`}</Fact>
          {trucker.OnTime && (
            <Fact label={t`On-time rate`}>
              {trucker.OnTime.Total === 0
                ? t`No arrivals with an appointment yet`
                : t`${Math.round((trucker.OnTime.OnTime / trucker.OnTime.Total) * 100)}% (${trucker.OnTime.OnTime} of ${trucker.OnTime.Total})`}
            </Fact>
          )}
        </InfoCard>
      </SimpleGrid>
      <InfoCard title={t`Addresses`}>
        {trucker.Addresses.length === 0 ? (
          <AddressLines address={null} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {trucker.Addresses.map((address, index) => (
              <AddressLines key={index} address={address} />
            ))}
          </SimpleGrid>
        )}
      </InfoCard>
    </>
  );
}
