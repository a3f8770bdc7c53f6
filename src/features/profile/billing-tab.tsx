import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Me } from '@/contract/auth';
import { Fact, OwnBilling } from './own-billing';
import { PaymentStatusBadge } from './payment-status-badge';
import { isActiveStatus } from './payment-status';

const SUPPORT_EMAIL = 'support@haulbase.test';

/** The Billing tab (/user-profile#billing): the subscription of the user's company (Me.Partner). */
export function BillingTab({ me }: { me: Me }) {
  const { t } = useLingui();
  const partner = me.Partner;

  if (!partner) {
    return (
      <Paper withBorder radius="md" p="lg" maw={860}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Subscription</Trans>
          </Title>
          <Alert color="blue" icon={<IconInfoCircle />}>
            <Trans>
              Staff accounts have no subscription. Subscriptions belong to shipper and trucker companies; you can manage them from the
              Billing menu.
            </Trans>
          </Alert>
        </Stack>
      </Paper>
    );
  }

  const active = isActiveStatus(partner.PaymentStatus);
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" maw={860}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h4">
                <Trans>Subscription</Trans>
              </Title>
              <Text size="lg" fw={600} mt={4}>
                {partner.Name}
              </Text>
            </div>
            <Stack gap={4} align="flex-end">
              <Text size="xs" c="dimmed">
                <Trans>Payment status</Trans>
              </Text>
              <PaymentStatusBadge status={partner.PaymentStatus} size="lg" />
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="dl" m={0}>
            <Fact label={t`Account type`}>{partner.Kind === 'Shipper' ? t`Shipper` : t`Trucker`}</Fact>
            <Fact label={t`Approved`}>{yesNo(partner.Approved)}</Fact>
            <Fact label={t`Suspended`}>{yesNo(partner.Islocked)}</Fact>
          </SimpleGrid>
          {active ? (
            <Alert variant="light" icon={<IconCircleCheck />}>
              <Trans>Your company's subscription is active: every Haulbase feature of your plan is available.</Trans>
            </Alert>
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              <Trans>
                Your company has no active subscription, so some features are not available. To start or renew it, write to{' '}
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
                  {SUPPORT_EMAIL}
                </Anchor>
                .
              </Trans>
            </Alert>
          )}
          {partner.Islocked && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle />}>
              <Trans>This company account is suspended. Contact support to find out why and how to restore it.</Trans>
            </Alert>
          )}
        </Stack>
      </Paper>
      <OwnBilling />
    </Stack>
  );
}
