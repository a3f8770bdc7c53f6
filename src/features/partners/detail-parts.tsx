import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Fact, InfoCard } from '@/lib/ui/info-card';
import { formatPhone } from '@/lib/format/phone';
import { Confirmed } from './cells';
import { hasQuickPay, isSubscribed } from './row-actions';
import type { Address, PartnerRow } from './types';

export { Fact, InfoCard };

/** Approved, Suspended, Subscription and Quick pay as badges. */
export function StateBadges({ row }: { row: PartnerRow }) {
  const { t } = useLingui();
  const badge = (on: boolean, onText: string, offText: string, onColor: string, offColor = 'gray.7') => (
    <Badge variant="filled" color={on ? onColor : offColor}>
      {on ? onText : offText}
    </Badge>
  );
  return (
    <Group gap="xs">
      {badge(row.Approved, t`Approved`, t`Not approved`, 'haulbase.8', 'orange.9')}
      {badge(row.Islocked, t`Suspended`, t`Active account`, 'red.9', 'haulbase.8')}
      {badge(isSubscribed(row), t`Subscribed`, t`No subscription`, 'haulbase.8')}
      {badge(hasQuickPay(row), t`Quick pay approved`, t`No quick pay`, 'haulbase.8')}
    </Group>
  );
}

export function ContactCard({ row }: { row: PartnerRow }) {
  const { t } = useLingui();
  return (
    <InfoCard title={t`Contact`}>
      <Fact label={t`Email`}>
        <Confirmed confirmed={row.EmailConfirmed} wrap>
          <Anchor href={`mailto:${row.Email}`} size="sm">
            {row.Email}
          </Anchor>
        </Confirmed>
      </Fact>
      <Fact label={t`Phone Number`}>
        {row.PhoneNumber ? <Confirmed confirmed={row.PhoneNumberConfirmed}>{formatPhone(row.PhoneNumber)}</Confirmed> : null}
      </Fact>
    </InfoCard>
  );
}

/** An address as lines; none → a short note. */
export function AddressLines({ address }: { address: Address | null | undefined }) {
  if (!address) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No address on file</Trans>
      </Text>
    );
  }
  const cityLine = [address.City, [address.State, address.Zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.Address1, address.Address2, cityLine, address.Country].filter(Boolean);
  return (
    <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}
