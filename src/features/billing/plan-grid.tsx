import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Plan } from '@/contract/billing';
import { formatMoney } from '@/lib/format/money';
import classes from './plan-grid.module.css';

type Props = { plans: Plan[] | undefined; value: number | null; onChange: (plan: Plan) => void; error: string | null };

/** The radio grid of plans of the Start/Renew modal: name and $amount (spec 3 §2). */
export function PlanGrid({ plans, value, onChange, error }: Props) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Plan`}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const plan = plans?.find((candidate) => String(candidate.Id) === next);
        if (plan) onChange(plan);
      }}
      error={error}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {plans
          ? plans.map((plan) => (
              <Radio.Card
                key={plan.Id}
                value={String(plan.Id)}
                className={classes.card}
                radius="md"
                aria-label={`${plan.Name} $${formatMoney(plan.Amount)}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {plan.Name}
                    </Text>
                    <Text size="sm">${formatMoney(plan.Amount)}</Text>
                    <Text size="xs" c="dimmed">
                      {t`every ${plan.Reccuring} days`}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))
          : [0, 1, 2, 3].map((key) => <Skeleton key={key} h={76} radius="md" />)}
      </SimpleGrid>
    </Radio.Group>
  );
}
