import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/ui/app-link';

/** A link (mailto / tel) with a green tick when the value is confirmed. */
export function ConfirmedLink({ href, confirmed, children }: { href: string; confirmed: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={href} size="sm">
        {children}
      </Anchor>
      {confirmed && <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" role="img" aria-label={t`confirmed`} />}
    </Group>
  );
}

/** The partner's detail page (spec 3 §2): the trucker's if the row has a TruckerId, otherwise the shipper's. */
export function partnerHref(row: { TruckerId: number | null; ShipperId: number | null }): string {
  return row.TruckerId !== null ? `/truckers/${row.TruckerId}/details` : `/Shippers/${row.ShipperId}/details`;
}

export function PartnerLink({ row, children }: { row: { TruckerId: number | null; ShipperId: number | null }; children: ReactNode }) {
  return (
    <Anchor component={AppLink} href={partnerHref(row)} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}
