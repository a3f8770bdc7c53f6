import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/lib/ui/app-link';
import { detailsHref, rememberLoadSelection, shipmentsHref } from '@/lib/load-selection';
import type { PartnerKind } from './types';

/** A value with a green tick when it is confirmed (e-mail, phone). */
export function Confirmed({ confirmed, children, wrap = false }: { confirmed: boolean; children: ReactNode; wrap?: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap={wrap ? 'wrap' : 'nowrap'}>
      <Text size="sm" span style={wrap ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Text>
      {confirmed && <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" role="img" aria-label={t`confirmed`} />}
    </Group>
  );
}

export function DetailsLink({ kind, id, children }: { kind: PartnerKind; id: number; children: ReactNode }) {
  return (
    <Anchor component={AppLink} href={detailsHref(kind, id)} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}

/** The shipments count, linking to the party's loads; the selection is stored first (spec 1 §2.5). */
export function ShipmentsLink({ kind, id, count, name }: { kind: PartnerKind; id: number; count: number; name: string }) {
  const { t } = useLingui();
  return (
    <Anchor
      component={AppLink}
      href={shipmentsHref(id)}
      size="sm"
      aria-label={t`${count} shipments of ${name}`}
      onClick={() => rememberLoadSelection(kind, id)}
    >
      {count}
    </Anchor>
  );
}
