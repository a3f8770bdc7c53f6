import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconFileUpload } from '@tabler/icons-react';
import { INTERNAL, type BillingDetails } from '@/contract/billing';
import { useActionLabel } from './action-texts';
import { useTypeLabel } from './labels';
import { allowedActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { ACTION_ICONS } from './subscription-actions-menu';
import type { SubscriptionActions } from './use-subscription-actions';

type Props = { details: BillingDetails; actions: SubscriptionActions; onAddContracts: () => void };

/** Customer name, plan, status badge, Add contracts and, for internal subscriptions, the Actions dropdown. */
export function DetailsHeader({ details, actions, onAddContracts }: Props) {
  const { t } = useLingui();
  const label = useActionLabel();
  const typeLabel = useTypeLabel();
  const internal = details.IsInternalSubscription === INTERNAL;
  const allowed = allowedActions(details.Actions);
  const busy = actions.busyUserId === details.UserId;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Title order={2} fz="h3">
            {details.Name}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {typeLabel(details.Type)}
              {' · '}
              {details.Plan ? <Trans>Plan {details.Plan.Name}</Trans> : <Trans>No plan</Trans>}
            </Text>
            <StatusBadge status={details.PaymentStatus} size="md" />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={onAddContracts}>
            <Trans>Add contracts</Trans>
          </Button>
          {internal && (
            <Menu position="bottom-end" shadow="md" withinPortal>
              <Menu.Target>
                <Button rightSection={<IconChevronDown size={16} aria-hidden />} loading={busy} disabled={allowed.length === 0}>
                  <Trans>Actions</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {allowed.map((action) => {
                  const Icon = ACTION_ICONS[action];
                  return (
                    <Menu.Item
                      key={action}
                      leftSection={<Icon size={16} aria-hidden />}
                      onClick={() => actions.run(action, { UserId: details.UserId, Name: details.Name })}
                    >
                      {label(action)}
                    </Menu.Item>
                  );
                })}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      {internal && allowed.length === 0 && (
        <Text size="xs" c="dimmed" mt="xs" ta="right">
          {t`No subscription action is available in the current state.`}
        </Text>
      )}
    </Card>
  );
}
