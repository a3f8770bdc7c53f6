import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { formatDate } from '@/shared/format/date';
import { AppLink } from '@/lib/ui/app-link';
import { ACTION_COLORS, ACTION_ICONS, actionColorVar } from './action-icons';
import { useActionLabel } from './action-texts';
import { StateBadges } from './detail-parts';
import { lastListSearch } from './list-memory';
import { rememberLoadSelection, shipmentsHref } from '@/lib/load-selection';
import { availableActions } from './row-actions';
import type { PartnersTab } from './search-params';
import { isTrucker, ownerName, partnerId, partyName, type PartnerRow } from './types';
import type { PartnerActions } from './use-partner-actions';

/** Back to /backoffice with the filters the list had (this browser tab), else to the party's tab. */
export function BackToList({ tab }: { tab: PartnersTab }) {
  const router = useRouter();
  const href = router.buildLocation({ to: '/backoffice', search: lastListSearch() ?? { tab } }).href;
  return (
    <Button component={AppLink} href={href} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} px={0} w="fit-content">
      <Trans>Back to Truckers / Shippers</Trans>
    </Button>
  );
}

/** Avatar, name, owner, state badges and the same actions as the list's row menu. */
export function PartnerHeader({ row, picture, actions }: { row: PartnerRow; picture: string | null; actions: PartnerActions }) {
  const { t } = useLingui();
  const label = useActionLabel();
  const name = partyName(row);
  const kind = isTrucker(row) ? 'trucker' : 'shipper';
  const busy = actions.busyId === row.Id;
  const created = formatDate(row.Created);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={picture || null} alt={name} size={72} radius="xl" color="haulbase">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={6}>
            <Title order={2} fz="h3">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {kind === 'trucker' ? <Trans>Trucker, owner {ownerName(row)}</Trans> : <Trans>Shipper, owner {ownerName(row)}</Trans>}
              {' · '}
              <Trans>since {created}</Trans>
            </Text>
            <StateBadges row={row} />
          </Stack>
        </Group>
        <Group gap="xs" role="group" aria-label={t`Actions for ${name}`}>
          {availableActions(row, { onDetailPage: true }).map((action) => {
            const Icon = ACTION_ICONS[action];
            const color = ACTION_COLORS[action];
            const common = { leftSection: <Icon size={16} aria-hidden color={color && actionColorVar(color)} />, size: 'sm' as const };
            if (action === 'shipments')
              return (
                <Button
                  key={action}
                  {...common}
                  variant="default"
                  component={AppLink}
                  href={shipmentsHref(partnerId(row))}
                  onClick={() => rememberLoadSelection(kind, partnerId(row))}
                >
                  {label(action, row)}
                </Button>
              );
            return (
              <Button key={action} {...common} variant="default" loading={busy} onClick={() => actions.run(action, row)}>
                {label(action, row)}
              </Button>
            );
          })}
        </Group>
      </Group>
    </Card>
  );
}
